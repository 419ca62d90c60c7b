import { z } from 'zod';
import {
  CODE_CHALLENGE_METHOD,
  CODE_CHALLENGE_PATTERN,
  CODE_VERIFIER_PATTERN,
} from '../../../core/signIn/pkce';
import { REDIRECT_URI_MAX } from '../../../core/signIn/redirectUri';
import { parseScope } from '../../../core/signIn/scope';
import { Errors } from '../../../core/errors';
import type { AuthorizeInput } from '../../../core/signIn/AuthorizeUseCase';
import type { TokenExchangeInput } from '../../../core/signIn/TokenExchangeUseCase';
import type { TightenInput } from '../../../core/signIn/LimitsUseCase';
import type { ManageInput } from '../../../core/signIn/SignInsUseCase';
import { ACTIVITY_CURSOR_PATTERN, ACTIVITY_PAGE } from '../../../core/broadcast/activity';
import type { ActivityPageQuery } from '../../../core/broadcast/ActivityUseCase';
import { parseAuthorizationDetails, parseLimitChoice } from '../signIn/authorizationDetails';
import {
  accountName,
  parseWith,
  signatureHex,
  signedAs,
  signedMessage,
  signInMethod,
} from './fields';
import { userCode } from '../devices/parseDevice';
import { normalizeUserCode } from '../../../core/signIn/deviceCode';
import type { ChallengeRequest } from '../../../core/signIn/ChallengeUseCase';

const oneString = (max: number) => z.string().min(1).max(max);

/** `scope` as HiveSigner sends it: `vote,comment`, `login offline`, or an array. */
const scope = z
  .union(
    [z.string().max(1000), z.array(z.string().max(100)).max(50)],
    'must be text like "vote,comment", or a list of scope names',
  )
  .optional()
  .transform(parseScope);

// Schemas are built once, at load: building one per request (zod compiles each object schema)
// was a fifth of a refresh exchange's CPU (bench/README.md).
const challengeSchema = z.object({
  username: accountName.optional(),
  client_id: accountName,
  redirect_uri: oneString(REDIRECT_URI_MAX).optional(),
  user_code: userCode.optional(),
  purpose: z.enum(['sign-in', 'limits']).optional(),
  scope,
  authorization_details: z.unknown().optional(),
  limit_choice: z.unknown().optional(),
});

/**
 * POST /api/oauth2/challenge: who signs in (or none: the wallet chooses), to which app, returning
 * where, asking for what (scope, authorization_details and limit_choice as /authorize will send them).
 */
export function parseChallengeRequest(body: unknown): ChallengeRequest {
  const v = parseWith(challengeSchema, body);
  const code = v.user_code === undefined ? undefined : normalizeUserCode(v.user_code);
  if (v.user_code !== undefined && !code) throw Errors.userCodeNotValid();
  return {
    clientId: v.client_id,
    username: v.username,
    redirectUri: v.redirect_uri,
    userCode: code,
    purpose: v.purpose,
    scope: v.scope,
    limits: parseAuthorizationDetails(v.authorization_details),
    limitChoice: parseLimitChoice(v.limit_choice),
  };
}

const authorizeSchema = z
  .object({
    challenge: signedMessage,
    signature: signatureHex,
    signed_as: signedAs,
    client_id: accountName,
    redirect_uri: oneString(REDIRECT_URI_MAX),
    method: signInMethod,
    login_hint: accountName.optional(),
    other_account_confirmed: z.boolean().optional(),
    response_type: z.enum(['code', 'token']).default('token'),
    scope,
    state: z.string().max(2048).optional(),
    code_challenge: z
      .string()
      .regex(CODE_CHALLENGE_PATTERN, 'must be a base64url S256 challenge')
      .optional(),
    code_challenge_method: z.literal(CODE_CHALLENGE_METHOD, 'only S256 is supported').optional(),
    response_mode: z.enum(['query', 'fragment']).optional(),
    nonce: z.string().max(2048).optional(),
    authorization_details: z.unknown().optional(),
    limit_choice: z.unknown().optional(),
  })
  .refine((v) => v.code_challenge_method === undefined || v.code_challenge !== undefined, {
    message: 'code_challenge_method needs a code_challenge',
    path: ['code_challenge'],
  });

export function parseAuthorizeRequest(body: unknown): AuthorizeInput {
  const v = parseWith(authorizeSchema, body);
  return {
    challenge: v.challenge,
    signature: v.signature,
    ...(v.signed_as && { signedAs: v.signed_as }),
    clientId: v.client_id,
    redirectUri: v.redirect_uri,
    responseType: v.response_type,
    scope: v.scope,
    state: v.state,
    codeChallenge: v.code_challenge,
    responseMode: v.response_mode,
    nonce: v.nonce,
    limits: parseAuthorizationDetails(v.authorization_details),
    limitChoice: parseLimitChoice(v.limit_choice),
    method: v.method,
    expectedAccount: v.login_hint,
    otherAccountConfirmed: v.other_account_confirmed,
  };
}

const tightenSchema = z.object({
  challenge: signedMessage,
  signature: signatureHex,
  client_id: accountName,
  limits: z.unknown(),
});

/** POST /api/oauth2/limits: the user's signed tightening of what they granted an app (issue 24 §3). */
export function parseTightenRequest(body: unknown): TightenInput {
  const v = parseWith(tightenSchema, body);
  const choice = parseLimitChoice(v.limits);
  if (!choice) throw Errors.authorizationDetails('limits is missing');
  return { challenge: v.challenge, signature: v.signature, app: v.client_id, choice };
}

const signInsChallengeSchema = z.object({ username: accountName });

/** POST /api/oauth2/sign-ins/challenge: whose sign-ins to show (issue 25 §5). */
export function parseSignInsChallenge(body: unknown): string {
  return parseWith(signInsChallengeSchema, body).username;
}

const signInsSchema = z.object({
  challenge: signedMessage,
  signature: signatureHex,
  end: z.array(oneString(100)).max(100).optional(),
  activity_before: z
    .string()
    .regex(ACTIVITY_CURSOR_PATTERN, 'must be an activity_before this service answered')
    .optional(),
  activity_app: accountName.optional(),
  activity_limit: z.number().int().min(1).max(ACTIVITY_PAGE.max).optional(),
});

/** POST /api/oauth2/sign-ins: the user's signed request to see (and end) their sign-ins. */
export function parseSignInsRequest(
  body: unknown,
): Omit<ManageInput, 'requestId'> & { activity: ActivityPageQuery } {
  const { activity_before, activity_app, activity_limit, ...rest } = parseWith(signInsSchema, body);
  const activity = {
    ...(activity_before === undefined ? {} : { before: activity_before }),
    ...(activity_app === undefined ? {} : { app: activity_app }),
    ...(activity_limit === undefined ? {} : { limit: activity_limit }),
  };
  return { ...rest, activity };
}

const limitsQuerySchema = z.object({
  username: accountName.optional(),
  client_id: accountName.optional(),
});

/** GET /api/oauth2/limits[?username=&client_id=]: the user and app the token must be for, if named. */
export function parseLimitsQuery(query: unknown): { user?: string; app?: string } {
  const { username, client_id } = parseWith(limitsQuerySchema, query);
  return { user: username, app: client_id };
}

const grantSchema = z.union([
  z.object({ code: oneString(4096) }),
  z.object({ refresh_token: oneString(4096) }),
]);
const secretSchema = z.object({
  client_secret: oneString(1024),
  code_verifier: z.string().regex(CODE_VERIFIER_PATTERN).optional(),
});

/**
 * /api/oauth2/token answers every malformed request with invalid_grant, as the spec's error
 * table has it: no grant → "The token has invalid role"; no usable secret → "The code or secret is not valid".
 */
export function parseTokenRequest(body: unknown): TokenExchangeInput {
  const grant = parseWith(grantSchema, body, Errors.tokenWrongRole);
  const rest = parseWith(secretSchema, body, Errors.codeOrSecret);
  return {
    codeOrRefresh: 'code' in grant ? grant.code : grant.refresh_token,
    clientSecret: rest.client_secret,
    codeVerifier: rest.code_verifier,
  };
}
