import { DPOP_ALGS } from '../../../core/tokens/dpop';
import {
  InvalidClient,
  InvalidDPoPProof,
  UseDPoPNonce,
  type DomainError,
} from '../../../core/errors';

/** The realm of every challenge the service answers with. */
export const REALM = 'hivegate';

/**
 * A `WWW-Authenticate` challenge (RFC 6750 §3, RFC 9449 §7.1): the scheme and realm, the error
 * of a refused token when one was sent, and for DPoP the algorithms proofs may use.
 */
export function challenge(scheme: 'Bearer' | 'DPoP', refused?: DomainError): string {
  const attributes = [`realm="${REALM}"`];
  if (refused)
    attributes.push(
      `error="${refused.code}"`,
      `error_description="${quoted(refused.description)}"`,
    );
  if (scheme === 'DPoP') attributes.push(`algs="${DPOP_ALGS.join(' ')}"`);
  return `${scheme} ${attributes.join(', ')}`;
}

/**
 * Where a client authenticates (the token endpoint's standard form, revocation, introspection,
 * device authorization): an invalid_client after the client used the Authorization header answers
 * with `WWW-Authenticate: Basic` (RFC 6749 §5.2); any other error with none.
 */
export function clientChallenge(error: unknown, authorization: string): string | undefined {
  return error instanceof InvalidClient && authorization !== ''
    ? `Basic realm="${REALM}"`
    : undefined;
}

const quoted = (text: string) => text.replace(/["\\]/g, "'");

/**
 * The headers a DPoP refusal adds to its answer: the nonce to retry with (`DPoP-Nonce`, RFC 9449
 * §8), and with an access token a DPoP challenge (§7.1), which clients read the error from.
 */
export function dpopRefusalHeaders(error: DomainError | undefined): Record<string, string> {
  if (!(error instanceof InvalidDPoPProof || error instanceof UseDPoPNonce)) return {};
  return {
    ...(error.atResource ? { 'WWW-Authenticate': challenge('DPoP', error) } : {}),
    ...(error instanceof UseDPoPNonce ? { 'DPoP-Nonce': error.nonce } : {}),
  };
}
