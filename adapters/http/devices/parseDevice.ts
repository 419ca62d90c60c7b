import { z } from 'zod';
import { parseScope } from '../../../core/signIn/scope';
import type { DeviceApproval, DeviceStartInput } from '../../../core/signIn/DeviceFlowUseCase';
import { parseAuthorizationDetails, parseLimitChoice } from '../signIn/authorizationDetails';
import { parseWith, signatureHex, signedAs, signedMessage, signInMethod } from '../parse/fields';
import { credentials } from '../tokens/parseOpenIdToken';

/*
 * The device authorization grant's requests (RFC 8628, issue 27 §1). A user code is only
 * bounded here: what it may hold (dashes, spaces, any case) is the core's normalizeUserCode.
 */

export const userCode = z.string().min(1).max(20);

const startSchema = z.object({
  client_id: z.string().min(1).max(100).optional(),
  client_secret: z.string().min(1).max(1024).optional(),
  scope: z
    .union([z.string().max(1000), z.array(z.string().max(100)).max(50)])
    .optional()
    .transform(parseScope),
  authorization_details: z.unknown().optional(),
});

/** POST /api/oauth2/device_authorization: the client (authenticated as at the token endpoint) and what it asks for. */
export function parseDeviceStart(
  body: Record<string, unknown>,
  authorization: string,
): DeviceStartInput {
  const v = parseWith(startSchema, body);
  return {
    client: credentials(v, authorization),
    scope: v.scope,
    limits: parseAuthorizationDetails(v.authorization_details),
  };
}

const approveSchema = z.object({
  user_code: userCode,
  challenge: signedMessage,
  signature: signatureHex,
  signed_as: signedAs,
  limit_choice: z.unknown().optional(),
  method: signInMethod,
});

/** POST /api/oauth2/device/approve: the user's signed yes from the /device page. */
export function parseDeviceApproval(body: unknown): DeviceApproval {
  const v = parseWith(approveSchema, body);
  return {
    userCode: v.user_code,
    challenge: v.challenge,
    signature: v.signature,
    ...(v.signed_as && { signedAs: v.signed_as }),
    limitChoice: parseLimitChoice(v.limit_choice),
    method: v.method,
  };
}

const userCodeSchema = z.object({ user_code: userCode });

/** The user code of GET /device?user_code= and POST /device/deny. */
export function parseUserCode(params: unknown): string {
  return parseWith(userCodeSchema, params).user_code;
}
