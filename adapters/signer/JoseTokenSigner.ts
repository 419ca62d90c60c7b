import { compactVerify, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  createHmac,
  hkdfSync,
  sign as signBytes,
  timingSafeEqual,
  verify as verifyBytes,
  type KeyObject,
} from 'node:crypto';
import type { IdTokenAlg, IdTokenClaims, LogoutTokenClaims } from '../../core/domain/openId';
import { TOKEN_KINDS, type TokenClaims, type TokenKind } from '../../core/domain/tokens';
import type { PublicKeySet, TokenSigner } from '../../core/ports/TokenSigner';
import { VerifiedTokens } from './VerifiedTokens';

/** One algorithm, pinned: a token signed any other way (including `alg: none`) does not verify. */
const ALG = 'EdDSA';
/**
 * Longest token we will even try to verify. Access tokens are well under 1 KiB; a code or a
 * token-flow handoff carries the redirect URI (up to 2 KiB) and a handoff the app's state (up to
 * 2 KiB) too, which base64url makes a third longer.
 */
const MAX_TOKEN_LENGTH = 8192;
/** Verified tokens remembered (VerifiedTokens): ~10,000 × ~0.6 KiB of token and claims, a few MB. */
const CACHE_SIZE = 10_000;
/** Smallest RSA modulus accepted for id_tokens (RFC 7518 §3.3 requires 2048). */
const MIN_RSA_BITS = 2048;

/** Explicit `typ` per kind (RFC 8725 §3.11), so no kind can stand in for another. */
const typeOf = (kind: TokenKind): string => `hivegate-${kind}+jwt`;

/**
 * Kinds only this service ever reads: refresh tokens come back to the token endpoint alone, and
 * the contract keeps their contents from clients. They carry an HMAC-SHA256 (HS256) instead of a
 * signature — a refresh exchange then checks a MAC (µs) rather than an Ed25519 signature (~190 µs
 * here, bench/README.md) — with a key derived from the signing key, so every instance sharing
 * that key shares it. Refresh tokens signed with Ed25519 before still verify, by signature.
 */
const MAC_KINDS: readonly TokenKind[] = ['refresh'];
const MAC_ALG = 'HS256';
const MAC_KEY_INFO = 'hivegate refresh-token MAC v1';

type Key = Awaited<ReturnType<typeof importJWK>>;
interface SigningKey {
  privateKey: Key;
  publicJwk: JWK;
  publicKey: Key;
}

/**
 * Signs the service's tokens as Ed25519 JWTs (refresh tokens MACed instead: MAC_KINDS), and OpenID Connect id_tokens with RS256 (an RSA
 * key) or EdDSA (the same Ed25519 key) through jose. Only the service's own kinds ever verify.
 * The service's own tokens are signed and verified with node:crypto directly, on key objects made
 * once, with each kind's protected header encoded once: jose's WebCrypto path cost about 5× the
 * CPU per signature (bench/README.md, refresh). The signed tokens are the same bytes jose makes,
 * and verify with jose and any JOSE library against the JWKS. A token whose header is not one of
 * ours byte for byte goes through jose's compactVerify, as before.
 */
export class JoseTokenSigner implements TokenSigner {
  private readonly verified = new VerifiedTokens(CACHE_SIZE);
  /** base64url(protected header) each kind is signed with. */
  private readonly headers = new Map<TokenKind, string>();
  /** Every header of ours, byte for byte, to its kind and how its tag is checked. */
  private readonly byHeader = new Map<string, { kind: TokenKind; mac: boolean }>();

  private constructor(
    private readonly ed25519: SigningKey,
    private readonly publicKey: Key,
    private readonly rsa: SigningKey | undefined,
    private readonly privateKeyObject: KeyObject,
    private readonly publicKeyObject: KeyObject,
    private readonly macKey: Buffer,
  ) {
    for (const kind of TOKEN_KINDS) {
      // The member order jose writes for setProtectedHeader({ alg, typ, kid }).
      const signed = encodeHeader({ alg: ALG, typ: typeOf(kind), kid: ed25519.publicJwk.kid });
      this.byHeader.set(signed, { kind, mac: false });
      if (MAC_KINDS.includes(kind)) {
        const maced = encodeHeader({ alg: MAC_ALG, typ: typeOf(kind) });
        this.byHeader.set(maced, { kind, mac: true });
        this.headers.set(kind, maced);
      } else this.headers.set(kind, signed);
    }
  }

  /**
   * From a private Ed25519 JWK (`kty: OKP`, `crv: Ed25519`, with `d`) and, for RS256 id_tokens,
   * a private RSA JWK (`kty: RSA`, at least 2048 bits). Without the RSA key only EdDSA id_tokens can be signed.
   */
  static async fromPrivateJwk(jwk: JWK, rsaJwk?: JWK): Promise<JoseTokenSigner> {
    if (
      jwk.kty !== 'OKP' ||
      jwk.crv !== 'Ed25519' ||
      typeof jwk.d !== 'string' ||
      typeof jwk.x !== 'string'
    ) {
      throw new Error(
        'the token signing key must be a private Ed25519 JWK (kty OKP, crv Ed25519, with d and x)',
      );
    }
    const publicJwk: JWK = {
      kty: 'OKP',
      crv: 'Ed25519',
      x: jwk.x,
      kid: jwk.kid ?? kidOf(jwk.x),
      alg: ALG,
      use: 'sig',
    };
    const privateKey = await importJWK({ ...jwk, alg: ALG }, ALG);
    const publicKey = await importJWK(publicJwk, ALG);
    const privateKeyObject = createPrivateKey({
      key: { kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: jwk.x },
      format: 'jwk',
    });
    const publicKeyObject = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
      format: 'jwk',
    });
    const macKey = Buffer.from(
      hkdfSync('sha256', Buffer.from(jwk.d, 'base64url'), '', MAC_KEY_INFO, 32),
    );
    return new JoseTokenSigner(
      { privateKey, publicJwk, publicKey },
      publicKey,
      rsaJwk ? await rsaKey(rsaJwk) : undefined,
      privateKeyObject,
      publicKeyObject,
      macKey,
    );
  }

  /** A new private Ed25519 key, as a JWK to persist. */
  static async generatePrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
    return exportJWK(privateKey);
  }

  /** A new private RSA key (2048 bits) for RS256 id_tokens, as a JWK to persist. */
  static async generateRsaPrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair('RS256', {
      modulusLength: MIN_RSA_BITS,
      extractable: true,
    });
    return exportJWK(privateKey);
  }

  async sign(claims: TokenClaims): Promise<string> {
    const input = `${this.headers.get(claims.kind)}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const tag = MAC_KINDS.includes(claims.kind)
      ? this.mac(input)
      : signBytes(null, Buffer.from(input), this.privateKeyObject).toString('base64url');
    return `${input}.${tag}`;
  }

  private mac(input: string): string {
    return createHmac('sha256', this.macKey).update(input).digest('base64url');
  }

  signIdToken(claims: IdTokenClaims, alg: IdTokenAlg): Promise<string> {
    return this.signForClient({ ...claims }, alg, 'JWT');
  }

  signLogoutToken(claims: LogoutTokenClaims, alg: IdTokenAlg): Promise<string> {
    return this.signForClient({ ...claims }, alg, 'logout+jwt');
  }

  /** A JWT for a client (an id_token or a logout token), with the key of the client's algorithm. */
  private async signForClient(
    claims: Record<string, unknown>,
    alg: IdTokenAlg,
    typ: 'JWT' | 'logout+jwt',
  ): Promise<string> {
    const key = alg === 'RS256' ? this.rsa : this.ed25519;
    if (!key)
      throw new Error(`no signing key for ${alg} ${typ === 'JWT' ? 'id_tokens' : 'logout tokens'}`);
    return new SignJWT(claims)
      .setProtectedHeader({ alg, typ, kid: key.publicJwk.kid })
      .sign(key.privateKey);
  }

  async verifyIdToken(token: string): Promise<IdTokenClaims | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    try {
      const { payload, protectedHeader } = await compactVerify(
        token,
        (header) => {
          const key = header.alg === 'RS256' ? this.rsa : this.ed25519;
          if (!key || header.kid !== key.publicJwk.kid) throw new Error('not our key');
          return key.publicKey;
        },
        { algorithms: ['RS256', ALG] },
      );
      const claims = asIdTokenClaims(JSON.parse(new TextDecoder().decode(payload)));
      return claims && protectedHeader.typ === 'JWT' ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  async verify(token: string): Promise<TokenClaims | undefined> {
    const cached = this.verified.get(token);
    if (cached) return cached;
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const ours = this.byHeader.get(token.slice(0, token.indexOf('.')));
    const claims = ours ? this.verifyOurs(token, ours) : await this.verifyWithJose(token);
    if (claims) this.verified.remember(token, claims);
    return claims;
  }

  async publicKeys(): Promise<PublicKeySet> {
    return {
      keys: [this.ed25519, this.rsa]
        .filter((k) => k !== undefined)
        .map((k) => ({ ...k.publicJwk })),
    };
  }

  /**
   * A token with one of our headers, byte for byte (which pins alg, typ and kid): its Ed25519
   * signature checked by node:crypto, or its MAC recomputed and compared in constant time; its
   * payload shaped like our claims of that kind.
   */
  private verifyOurs(
    token: string,
    { kind, mac }: { kind: TokenKind; mac: boolean },
  ): TokenClaims | undefined {
    const firstDot = token.indexOf('.');
    const lastDot = token.lastIndexOf('.');
    const payload = token.slice(firstDot + 1, lastDot);
    const tag = token.slice(lastDot + 1);
    if (lastDot === firstDot || !BASE64URL.test(payload) || !(mac ? MAC : SIGNATURE).test(tag))
      return undefined;
    const input = token.slice(0, lastDot);
    const authentic = mac
      ? timingSafeEqual(Buffer.from(tag), Buffer.from(this.mac(input)))
      : verifyBytes(null, Buffer.from(input), this.publicKeyObject, Buffer.from(tag, 'base64url'));
    if (!authentic) return undefined;
    try {
      const claims = asClaims(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      return claims?.kind === kind ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  private async verifyWithJose(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload, protectedHeader } = await compactVerify(token, this.publicKey, {
        algorithms: [ALG],
      });
      const claims = asClaims(JSON.parse(new TextDecoder().decode(payload)));
      return claims && protectedHeader.typ === typeOf(claims.kind) ? claims : undefined;
    } catch {
      return undefined; // malformed, forged, altered or another algorithm: all "not a token of ours"
    }
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** An Ed25519 signature: 64 bytes, 86 base64url characters, the last one with its 2 spare bits clear. */
const SIGNATURE = /^[A-Za-z0-9_-]{85}[AQgw]$/;
/** An HMAC-SHA256: 32 bytes, 43 base64url characters (compared with the canonical encoding). */
const MAC = /^[A-Za-z0-9_-]{43}$/;

function encodeHeader(header: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(header)).toString('base64url');
}

function kidOf(material: string): string {
  return createHash('sha256').update(material).digest('base64url').slice(0, 16);
}

async function rsaKey(jwk: JWK): Promise<SigningKey> {
  if (
    jwk.kty !== 'RSA' ||
    typeof jwk.n !== 'string' ||
    typeof jwk.e !== 'string' ||
    typeof jwk.d !== 'string'
  ) {
    throw new Error(
      'the id_token signing key must be a private RSA JWK (kty RSA, with n, e and d)',
    );
  }
  if (Buffer.from(jwk.n, 'base64url').length * 8 < MIN_RSA_BITS)
    throw new Error(`the RSA id_token key must have at least ${MIN_RSA_BITS} bits`);
  const publicJwk: JWK = {
    kty: 'RSA',
    n: jwk.n,
    e: jwk.e,
    kid: jwk.kid ?? kidOf(jwk.n),
    alg: 'RS256',
    use: 'sig',
  };
  return {
    privateKey: await importJWK({ ...jwk, alg: 'RS256' }, 'RS256'),
    publicJwk,
    publicKey: await importJWK(publicJwk, 'RS256'),
  };
}

/** An id_token's payload: the claims every id_token has, and none of our own tokens' `kind`. */
function asIdTokenClaims(value: unknown): IdTokenClaims | undefined {
  const c = value as Partial<IdTokenClaims & { kind: unknown }> | null;
  if (!c || typeof c !== 'object' || c.kind !== undefined) return undefined;
  const ok =
    typeof c.iss === 'string' &&
    typeof c.sub === 'string' &&
    typeof c.aud === 'string' &&
    Number.isInteger(c.exp) &&
    Number.isInteger(c.iat) &&
    (c.sid === undefined || typeof c.sid === 'string');
  return ok ? (c as IdTokenClaims) : undefined;
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
    (c.app === undefined || typeof c.app === 'string') &&
    // A malformed `cnf` must not read as "not bound", which would let the token pass as a bearer one.
    (c.cnf === undefined || (typeof c.cnf === 'object' && typeof c.cnf?.jkt === 'string'));
  return ok ? (c as TokenClaims) : undefined;
}
