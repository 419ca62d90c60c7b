import { compactVerify, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { createHash } from 'node:crypto';
import { TOKEN_KINDS, type TokenClaims, type TokenKind } from '../../core/domain/tokens';
import type { PublicKeySet, TokenSigner } from '../../core/ports/TokenSigner';

/** One algorithm, pinned: a token signed any other way (including `alg: none`) does not verify. */
const ALG = 'EdDSA';
/** Longest token we will even try to verify; ours are well under 1 KiB. */
const MAX_TOKEN_LENGTH = 4096;
/** Verified tokens remembered, so a hot token costs one map lookup, not a signature check. */
const CACHE_SIZE = 10_000;

/** Explicit `typ` per kind (RFC 8725 §3.11), so no kind can stand in for another. */
const typeOf = (kind: TokenKind): string => `hivegate-${kind}+jwt`;

type Key = Awaited<ReturnType<typeof importJWK>>;

/** Signs the service's tokens as Ed25519 JWTs with jose. */
export class JoseTokenSigner implements TokenSigner {
  private readonly verified = new Map<string, TokenClaims>();

  private constructor(
    private readonly privateKey: Key,
    private readonly publicKey: Key,
    private readonly publicJwk: JWK,
  ) {}

  /** From a private Ed25519 JWK (`kty: OKP`, `crv: Ed25519`, with `d`). */
  static async fromPrivateJwk(jwk: JWK): Promise<JoseTokenSigner> {
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.d !== 'string' || typeof jwk.x !== 'string') {
      throw new Error('the token signing key must be a private Ed25519 JWK (kty OKP, crv Ed25519, with d and x)');
    }
    const publicJwk: JWK = { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
    publicJwk.kid = jwk.kid ?? createHash('sha256').update(jwk.x).digest('base64url').slice(0, 16);
    publicJwk.alg = ALG;
    publicJwk.use = 'sig';
    const privateKey = await importJWK({ ...jwk, alg: ALG }, ALG);
    const publicKey = await importJWK(publicJwk, ALG);
    return new JoseTokenSigner(privateKey, publicKey, publicJwk);
  }

  /** A new private key, as a JWK to persist. */
  static async generatePrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
    return exportJWK(privateKey);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG, typ: typeOf(claims.kind), kid: this.publicJwk.kid })
      .sign(this.privateKey);
  }

  async verify(token: string): Promise<TokenClaims | undefined> {
    const cached = this.verified.get(token);
    if (cached) return cached;
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    let claims: TokenClaims | undefined;
    try {
      const { payload, protectedHeader } = await compactVerify(token, this.publicKey, { algorithms: [ALG] });
      claims = asClaims(JSON.parse(new TextDecoder().decode(payload)));
      if (!claims || protectedHeader.typ !== typeOf(claims.kind)) return undefined;
    } catch {
      return undefined; // malformed, forged, altered or another algorithm: all "not a token of ours"
    }
    if (this.verified.size >= CACHE_SIZE) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(token, claims);
    return claims;
  }

  async publicKeys(): Promise<PublicKeySet> {
    return { keys: [{ ...this.publicJwk }] };
  }
}

/** Our own tokens' payloads, checked for shape so a bug elsewhere cannot mint a half-formed claim set. */
function asClaims(value: unknown): TokenClaims | undefined {
  const c = value as Partial<TokenClaims> | null;
  if (!c || typeof c !== 'object') return undefined;
  const ok =
    TOKEN_KINDS.includes(c.kind as TokenKind) &&
    typeof c.sub === 'string' &&
    typeof c.fam === 'string' &&
    typeof c.jti === 'string' &&
    Number.isInteger(c.iat) &&
    Number.isInteger(c.exp) &&
    (c.nbf === undefined || Number.isInteger(c.nbf)) &&
    Array.isArray(c.scope) &&
    c.scope.every((s) => typeof s === 'string') &&
    (c.app === undefined || typeof c.app === 'string');
  return ok ? (c as TokenClaims) : undefined;
}
