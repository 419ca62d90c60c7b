import type { IdTokenAlg, IdTokenClaims, LogoutTokenClaims } from '../tokens/openId';
import type { KeyUse } from '../tokens/signingKeys';
import type { TokenClaims } from '../tokens/tokens';

/** A public key set, as published at /.well-known/jwks.json. */
export interface PublicKeySet {
  keys: Record<string, unknown>[];
}

/**
 * Signs and checks the integrity of the service's tokens. It does NOT judge time, revocation or
 * kind-for-endpoint: the use cases do, against the Clock and the SignInStore.
 */
export interface TokenSigner {
  /** A compact JWT carrying `claims`, with a `typ` header naming `claims.kind`. */
  sign(claims: TokenClaims): Promise<string>;

  /**
   * The claims of a token this signer made, or undefined when the token is malformed, signed
   * with another key or algorithm, altered, or its `typ` header disagrees with its kind.
   * Pure and idempotent. `requestId` names the request that presented the token, for those who
   * watch the port (the audit trail's `forged_token`); the signer ignores it.
   */
  verify(token: string, requestId?: string): Promise<TokenClaims | undefined>;

  /**
   * An OpenID Connect id_token for a client, signed with `alg` (RS256 unless the client asked
   * for EdDSA): header `typ: JWT` and no `kind` claim, so `verify` never accepts one — an
   * id_token is never an access token. Rejects when the signer holds no key for `alg`.
   */
  signIdToken(claims: IdTokenClaims, alg: IdTokenAlg): Promise<string>;

  /**
   * The claims of an id_token this signer made (either algorithm), its times not judged — a
   * logout's id_token_hint may have expired — or undefined when it is not one. Pure.
   */
  verifyIdToken(token: string): Promise<IdTokenClaims | undefined>;

  /**
   * A Back-Channel Logout token, signed as the client's id_tokens are, with header
   * `typ: logout+jwt`, so that neither `verify` nor `verifyIdToken` ever accepts one.
   */
  signLogoutToken(claims: LogoutTokenClaims, alg: IdTokenAlg): Promise<string>;

  /** The public keys clients can verify tokens and id_tokens with, each with its `kid`, `alg` and `use`. */
  publicKeys(): Promise<PublicKeySet>;

  /**
   * For signers whose keys are kept in storage and rotate (SigningKeyRotation): a new private key
   * for `use`, as a JWK to store, its `kid` included.
   */
  newKey?(use: KeyUse): Promise<Record<string, unknown>>;

  /**
   * Replaces the keys of `use` (private JWKs, as `newKey` made them): the first signs, every one
   * verifies and is published. Tokens of a key no longer given stop verifying at once. Rejects
   * when a key is not one of `use`; the keys held then stay.
   * `signedUntil` (kid → ms since the epoch): when each key that no longer signs stopped; a token
   * of such a key verifies only when its `iat` is before that (issuedWhileSigning).
   */
  useKeys?(
    use: KeyUse,
    keys: readonly Record<string, unknown>[],
    signedUntil?: ReadonlyMap<string, number>,
  ): Promise<void>;
}
