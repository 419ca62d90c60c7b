import { compactVerify, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { createHash } from 'node:crypto';
import type { IdTokenAlg, IdTokenClaims } from '../../core/domain/openId';
import { TOKEN_KINDS, type TokenClaims, type TokenKind } from '../../core/domain/tokens';
import type { PublicKeySet, TokenSigner } from '../../core/ports/TokenSigner';

/** One algorithm, pinned: a token signed any other way (including `alg: none`) does not verify. */
const ALG = 'EdDSA';
/** Longest token we will even try to verify; ours are well under 1 KiB. */
const MAX_TOKEN_LENGTH = 4096;
/** Verified tokens remembered, so a hot token costs one map lookup, not a signature check. */
const CACHE_SIZE = 10_000;
/** Smallest RSA modulus accepted for id_tokens (RFC 7518 §3.3 requires 2048). */
const MIN_RSA_BITS = 2048;

/** Explicit `typ` per kind (RFC 8725 §3.11), so no kind can stand in for another. */
const typeOf = (kind: TokenKind): string => `hivegate-${kind}+jwt`;

type Key = Awaited<ReturnType<typeof importJWK>>;
interface SigningKey {
  privateKey: Key;
  publicJwk: JWK;
}

/**
 * Signs the service's tokens as Ed25519 JWTs with jose, and OpenID Connect id_tokens with RS256
 * (an RSA key) or EdDSA (the same Ed25519 key). Only the service's own kinds ever verify.
 */
export class JoseTokenSigner implements TokenSigner {
  private readonly verified = new Map<string, TokenClaims>();

  private constructor(
    private readonly ed25519: SigningKey,
    private readonly publicKey: Key,
    private readonly rsa: SigningKey | undefined,
  ) {}

  /**
   * From a private Ed25519 JWK (`kty: OKP`, `crv: Ed25519`, with `d`) and, for RS256 id_tokens,
   * a private RSA JWK (`kty: RSA`, at least 2048 bits). Without the RSA key only EdDSA id_tokens can be signed.
   */
  static async fromPrivateJwk(jwk: JWK, rsaJwk?: JWK): Promise<JoseTokenSigner> {
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.d !== 'string' || typeof jwk.x !== 'string') {
      throw new Error('the token signing key must be a private Ed25519 JWK (kty OKP, crv Ed25519, with d and x)');
    }
    const publicJwk: JWK = { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: jwk.kid ?? kidOf(jwk.x), alg: ALG, use: 'sig' };
    const privateKey = await importJWK({ ...jwk, alg: ALG }, ALG);
    const publicKey = await importJWK(publicJwk, ALG);
    return new JoseTokenSigner({ privateKey, publicJwk }, publicKey, rsaJwk ? await rsaKey(rsaJwk) : undefined);
  }

  /** A new private Ed25519 key, as a JWK to persist. */
  static async generatePrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
    return exportJWK(privateKey);
  }

  /** A new private RSA key (2048 bits) for RS256 id_tokens, as a JWK to persist. */
  static async generateRsaPrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: MIN_RSA_BITS, extractable: true });
    return exportJWK(privateKey);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG, typ: typeOf(claims.kind), kid: this.ed25519.publicJwk.kid })
      .sign(this.ed25519.privateKey);
  }

  async signIdToken(claims: IdTokenClaims, alg: IdTokenAlg): Promise<string> {
    const key = alg === 'RS256' ? this.rsa : this.ed25519;
    if (!key) throw new Error(`no signing key for ${alg} id_tokens`);
    return new SignJWT({ ...claims }).setProtectedHeader({ alg, typ: 'JWT', kid: key.publicJwk.kid }).sign(key.privateKey);
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
    return { keys: [this.ed25519, this.rsa].filter((k) => k !== undefined).map((k) => ({ ...k.publicJwk })) };
  }
}

function kidOf(material: string): string {
  return createHash('sha256').update(material).digest('base64url').slice(0, 16);
}

async function rsaKey(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== 'RSA' || typeof jwk.n !== 'string' || typeof jwk.e !== 'string' || typeof jwk.d !== 'string') {
    throw new Error('the id_token signing key must be a private RSA JWK (kty RSA, with n, e and d)');
  }
  if (Buffer.from(jwk.n, 'base64url').length * 8 < MIN_RSA_BITS) throw new Error(`the RSA id_token key must have at least ${MIN_RSA_BITS} bits`);
  const publicJwk: JWK = { kty: 'RSA', n: jwk.n, e: jwk.e, kid: jwk.kid ?? kidOf(jwk.n), alg: 'RS256', use: 'sig' };
  return { privateKey: await importJWK({ ...jwk, alg: 'RS256' }, 'RS256'), publicJwk };
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
