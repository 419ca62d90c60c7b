import { DEVICE_CODE_GRANT_TYPE } from '../../../core/signIn/deviceCode';
import type { DeviceFlowUseCase } from '../../../core/signIn/DeviceFlowUseCase';
import type { InRequest } from '../../../core/shared/inRequest';
import type { DPoPRequest } from '../../../core/tokens/dpop';
import type { OpenIdTokenUseCase } from '../../../core/signIn/OpenIdTokenUseCase';
import type { TokenExchangeUseCase } from '../../../core/signIn/TokenExchangeUseCase';
import { parseTokenRequest } from '../parse/oauth';
import { clientChallenge } from './challenges';
import { parseOpenIdTokenRequest } from './parseOpenIdToken';

export interface TokenEndpointUseCases {
  exchange: TokenExchangeUseCase;
  openIdToken: OpenIdTokenUseCase;
  /** The device flow's codes are exchanged here too (RFC 8628 §3.4). */
  device: DeviceFlowUseCase;
}

/** A POST /api/oauth2/token as its handler reads it. */
export interface TokenRequest extends InRequest {
  body: Record<string, unknown>;
  /** The Authorization header ('' when absent). */
  authorization: string;
  /** The request's DPoP proof, read when the exchange needs it (it may refuse a malformed one). */
  dpop: () => DPoPRequest | undefined;
}

/**
 * The token endpoint's answer (after its limit): the spec's body (no grant_type) keeps its exact
 * behaviour; a grant_type is the standard form (RFC 6749, OpenID Connect), a device code going
 * to the device flow. Throws what the exchange refuses, after handing `challenge` the
 * `WWW-Authenticate` its answer carries: `Basic` for an invalid_client of the standard form after
 * the client used the Authorization header (RFC 6749 §5.2).
 */
export async function answerTokenRequest(
  useCases: TokenEndpointUseCases,
  request: TokenRequest,
  challenge: (header: string) => void,
): Promise<unknown> {
  try {
    return await exchange(useCases, request);
  } catch (error) {
    const basic =
      request.body.grant_type !== undefined
        ? clientChallenge(error, request.authorization)
        : undefined;
    if (basic) challenge(basic);
    throw error;
  }
}

async function exchange(
  useCases: TokenEndpointUseCases,
  { body, authorization, dpop: dpopOf, requestId }: TokenRequest,
): Promise<unknown> {
  if (body.grant_type === undefined) {
    const dpop = dpopOf();
    return useCases.exchange.execute({
      ...parseTokenRequest(body),
      ...(dpop && { dpop }),
      requestId,
    });
  }
  const input = parseOpenIdTokenRequest(body, authorization);
  const dpop = dpopOf();
  return input.grantType === DEVICE_CODE_GRANT_TYPE
    ? useCases.device.exchange({
        deviceCode: input.presented,
        client: input.client,
        ...(dpop && { dpop }),
      })
    : useCases.openIdToken.execute({ ...input, ...(dpop && { dpop }), requestId });
}
