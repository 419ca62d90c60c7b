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
import type { IdTokenAlg, IdTokenClaims, LogoutTokenClaims } from '../../core/tokens/openId';
import { issuedWhileSigning, type KeyUse } from '../../core/tokens/signingKeys';
import { TOKEN_KINDS, type TokenClaims, type TokenKind } from '../../core/tokens/tokens';
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
 * Kinds only this service ever reads: refresh tokens, codes and handoffs come back to the token
 * endpoint or the handoff page alone, and the contract keeps their contents from clients. They may
 * carry an HMAC-SHA256 (HS256) instead of a signature — an exchange then checks a MAC (µs) rather
 * than an Ed25519 signature (~190 µs here, bench/README.md) — with a key derived from the signing
 * key, so every instance sharing that key shares it. Each verifies either way.
 */
const MAC_KINDS: readonly TokenKind[] = ['refresh', 'code', 'handoff'];
/**
 * The kinds minted with a MAC. Refresh tokens always; codes and handoffs with `macCodes`
 * (MAC_CODES, on by default over SQLite), since a release before this one cannot verify a MACed
 * code: during a rolling upgrade from one, a code minted here could be exchanged there
 * (docs/operations.md, "Upgrade").
 */
const mintedWithMac = (macCodes: boolean): readonly TokenKind[] =>
  macCodes ? MAC_KINDS : ['refresh'];
const MAC_ALG = 'HS256';
/** Named for refresh tokens, the first kind MACed; kept, so that their MACs still verify. */
const MAC_KEY_INFO = 'hivegate refresh-token MAC v1';

export interface SignerOptions {
  /** Mint codes and handoffs with a MAC too (MAC_CODES=on): see `mintedWithMac`. */
  macCodes?: boolean;
  /**
   * When each token key that no longer signs stopped (kid → ms since the epoch): its tokens, refresh
   * tokens, codes and handoffs verify only when issued before (issuedWhileSigning).
   */
  signedUntil?: ReadonlyMap<string, number>;
}

type Key = Awaited<ReturnType<typeof importJWK>>;
/** A key for OpenID Connect tokens (id_tokens, logout tokens): Ed25519 or RSA. */
interface ClientKey {
  kid: string;
  privateKey: Key;
  publicJwk: JWK;
  publicKey: Key;
}
/** An Ed25519 key of the service's own tokens, with what signing and verifying by node:crypto need. */
interface TokenKey extends ClientKey {
  /** The private JWK it was made from (a ring built again reuses the key it already imported). */
  d: string;
  privateKeyObject: KeyObject;
  publicKeyObject: KeyObject;
  /** The MAC key of MAC_KINDS, derived from this key (per kid). */
  macKey: Buffer;
}
/** How a token with one of our headers is checked: its kind, signature or MAC, and by which key. */
interface OurHeader {
  kind: TokenKind;
  mac: boolean;
  /** Undefined: a MAC header without a kid, as releases before key rotation wrote (any key's MAC). */
  key?: TokenKey;
}

/**
 * The keys at one time, immutable: the first of each list signs, every one verifies and is
 * published. Replaced whole when keys rotate, so a signature in flight sees one set.
 */
class KeyRing {
  /** base64url(protected header) each kind is signed with. */
  readonly headers = new Map<TokenKind, string>();
  /** Every header of ours, byte for byte, to its kind and how its tag is checked. */
  readonly byHeader = new Map<string, OurHeader>();

  constructor(
    readonly token: readonly TokenKey[],
    readonly rsa: readonly ClientKey[],
    readonly macMinted: readonly TokenKind[],
    /** When each token key that no longer signs stopped, ms, by kid (none: it signs, or may have). */
    readonly signedUntil: ReadonlyMap<string, number> = new Map(),
  ) {
    for (const key of token) {
      for (const kind of TOKEN_KINDS) {
        // The member order jose writes for setProtectedHeader({ alg, typ, kid }).
        const signed = encodeHeader({ alg: ALG, typ: typeOf(kind), kid: key.kid });
        this.byHeader.set(signed, { kind, mac: false, key });
        if (MAC_KINDS.includes(kind))
          this.byHeader.set(encodeHeader({ alg: MAC_ALG, typ: typeOf(kind), kid: key.kid }), {
            kind,
            mac: true,
            key,
          });
      }
    }
    this.byHeader.set(macHeaderWithoutKid('refresh'), { kind: 'refresh', mac: true });
    const signing = token[0];
    if (!signing) return;
    for (const kind of TOKEN_KINDS) {
      if (!macMinted.includes(kind))
        this.headers.set(kind, encodeHeader({ alg: ALG, typ: typeOf(kind), kid: signing.kid }));
      // With one key, a refresh token's header names none, as the previous release wrote it: both
      // releases read each other's refresh tokens during a rolling upgrade (docs/operations.md).
      else
        this.headers.set(
          kind,
          token.length === 1 && kind === 'refresh'
            ? macHeaderWithoutKid(kind)
            : encodeHeader({ alg: MAC_ALG, typ: typeOf(kind), kid: signing.kid }),
        );
    }
  }
}

/**
 * Signs the service's tokens as Ed25519 JWTs (refresh tokens MACed instead: MAC_KINDS), and OpenID
 * Connect id_tokens with RS256 (an RSA key) or EdDSA (the Ed25519 key) through jose. Only the
 * service's own kinds ever verify.
 * The service's own tokens are signed and verified with node:crypto directly, on key objects made
 * once, with each kind's protected header encoded once: jose's WebCrypto path cost about 5× the
 * CPU per signature (bench/README.md, refresh). The signed tokens are the same bytes jose makes,
 * and verify with jose and any JOSE library against the JWKS. A token whose header is not one of
 * ours byte for byte goes through jose's compactVerify, as before.
 * Keys rotate (issue 41 §1): each kind holds a list of keys, the first signs, every one verifies
 * (by the `kid` of the token's header) and is published; `useKeys` replaces a list.
 */
export class JoseTokenSigner implements TokenSigner {
  private readonly verified = new VerifiedTokens(CACHE_SIZE);
  private ring: KeyRing;
  /** Asked once at most per second when a token names a kid we do not hold (a key just added elsewhere). */
  private reloadKeys?: () => Promise<void>;
  private reloading?: { at: number; done: Promise<void> };

  private constructor(
    token: readonly TokenKey[],
    rsa: readonly ClientKey[],
    private readonly macMinted: readonly TokenKind[],
    signedUntil?: ReadonlyMap<string, number>,
  ) {
    this.ring = new KeyRing(token, rsa, macMinted, signedUntil);
  }

  /**
   * From private Ed25519 JWKs (`kty: OKP`, `crv: Ed25519`, with `d`) and, for RS256 id_tokens,
   * private RSA JWKs (`kty: RSA`, at least 2048 bits); one key or a list, whose first key signs.
   * Without an RSA key only EdDSA id_tokens can be signed.
   */
  static async fromPrivateJwk(
    jwk: JWK | readonly JWK[],
    rsaJwk?: JWK | readonly JWK[],
    options: SignerOptions = {},
  ): Promise<JoseTokenSigner> {
    const token = listOf(jwk);
    if (token.length === 0) throw new Error('the token signing key set holds no key');
    return JoseTokenSigner.fromKeys({ token, idToken: rsaJwk ? listOf(rsaJwk) : [] }, options);
  }

  /**
   * From key lists that may be empty: the lists of keys kept in storage are handed over later
   * (`useKeys`); until then, what needs such a key rejects.
   */
  static async fromKeys(
    keys: { token: readonly JWK[]; idToken: readonly JWK[] },
    { macCodes = false, signedUntil }: SignerOptions = {},
  ): Promise<JoseTokenSigner> {
    return new JoseTokenSigner(
      await tokenKeys(keys.token),
      await rsaKeys(keys.idToken),
      mintedWithMac(macCodes),
      signedUntil,
    );
  }

  /** A new private Ed25519 key, as a JWK to persist (with its `kid`). */
  static async generatePrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: kidOf(jwk.x!) };
  }

  /** A new private RSA key (2048 bits) for RS256 id_tokens, as a JWK to persist (with its `kid`). */
  static async generateRsaPrivateJwk(): Promise<JWK> {
    const { privateKey } = await generateKeyPair('RS256', {
      modulusLength: MIN_RSA_BITS,
      extractable: true,
    });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: kidOf(jwk.n!) };
  }

  /** The `kid` a key is published under: its own, or one derived from its public part. */
  static kidOf(jwk: JWK): string {
    return jwk.kid ?? kidOf((jwk.kty === 'RSA' ? jwk.n : jwk.x) ?? '');
  }

  async newKey(use: KeyUse): Promise<Record<string, unknown>> {
    return use === 'token'
      ? JoseTokenSigner.generatePrivateJwk()
      : JoseTokenSigner.generateRsaPrivateJwk();
  }

  async useKeys(
    use: KeyUse,
    keys: readonly Record<string, unknown>[],
    signedUntil: ReadonlyMap<string, number> = new Map(),
  ): Promise<void> {
    const before = this.ring;
    const known = new Map<string, TokenKey | ClientKey>(
      [...before.token, ...before.rsa].map((key) => [key.kid, key]),
    );
    const ring =
      use === 'token'
        ? new KeyRing(
            await tokenKeys(keys, known as Map<string, TokenKey>),
            before.rsa,
            this.macMinted,
            signedUntil,
          )
        : new KeyRing(before.token, await rsaKeys(keys, known), this.macMinted, before.signedUntil);
    const kept = new Set([...ring.token, ...ring.rsa].map((key) => key.kid));
    this.ring = ring;
    // A token of a key now gone, or now retired, must not verify from memory.
    const retiredNow = [...ring.signedUntil].some(
      ([kid, at]) => before.signedUntil.get(kid) !== at,
    );
    if (retiredNow || [...known.keys()].some((kid) => !kept.has(kid))) this.verified.clear();
  }

  /** Called (at most once a second) when a token names a key this signer does not hold. */
  whenKeyUnknown(reload: () => Promise<void>): void {
    this.reloadKeys = reload;
  }

  /** The private key that signs the service's tokens now (DPoP nonces are keyed by it). */
  signingTokenKey(): JWK | undefined {
    const key = this.ring.token[0];
    return key && { kty: 'OKP', crv: 'Ed25519', x: key.publicJwk.x, d: key.d };
  }

  async sign(claims: TokenClaims): Promise<string> {
    const ring = this.ring;
    const key = ring.token[0];
    if (!key) throw new Error('no token signing key yet');
    const input = `${ring.headers.get(claims.kind)}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const tag = ring.macMinted.includes(claims.kind)
      ? macOf(key, input)
      : signBytes(null, Buffer.from(input), key.privateKeyObject).toString('base64url');
    return `${input}.${tag}`;
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
    const key = alg === 'RS256' ? this.ring.rsa[0] : this.ring.token[0];
    if (!key)
      throw new Error(`no signing key for ${alg} ${typ === 'JWT' ? 'id_tokens' : 'logout tokens'}`);
    return new SignJWT(claims).setProtectedHeader({ alg, typ, kid: key.kid }).sign(key.privateKey);
  }

  async verifyIdToken(token: string): Promise<IdTokenClaims | undefined> {
    if (token.length > MAX_TOKEN_LENGTH) return undefined;
    const ring = this.ring;
    try {
      const { payload, protectedHeader } = await compactVerify(
        token,
        (header) => {
          const keys: readonly ClientKey[] = header.alg === 'RS256' ? ring.rsa : ring.token;
          const key = keys.find((k) => k.kid === header.kid);
          if (!key) throw new Error('not our key');
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
    const header = token.slice(0, token.indexOf('.'));
    let ours = this.ring.byHeader.get(header);
    if (!ours && this.namesUnknownKey(header)) {
      await this.reload();
      ours = this.ring.byHeader.get(header);
    }
    const ring = this.ring;
    const verified = ours ? this.verifyOurs(token, ours) : await this.verifyWithJose(token);
    // A key that stopped signing vouches only for what it signed before (issue 54 §2).
    const claims =
      verified && issuedWhileSigning(verified.claims.iat, ring.signedUntil.get(verified.kid))
        ? verified.claims
        : undefined;
    if (claims) this.verified.remember(token, claims);
    return claims;
  }

  async publicKeys(): Promise<PublicKeySet> {
    return { keys: [...this.ring.token, ...this.ring.rsa].map((k) => ({ ...k.publicJwk })) };
  }

  /** A header shaped like ours whose kid this signer does not hold (a key added on another instance). */
  private namesUnknownKey(header: string): boolean {
    if (!this.reloadKeys || header.length > 512) return false;
    try {
      const { typ, kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
        typ?: unknown;
        kid?: unknown;
      };
      return (
        typeof kid === 'string' &&
        TOKEN_KINDS.some((kind) => typeOf(kind) === typ) &&
        !this.ring.token.some((key) => key.kid === kid)
      );
    } catch {
      return false;
    }
  }

  private async reload(): Promise<void> {
    const now = performance.now();
    if (!this.reloading || now - this.reloading.at >= RELOAD_AT_MOST_MS)
      this.reloading = { at: now, done: this.reloadKeys!().catch(() => undefined) };
    await this.reloading.done;
  }

  /**
   * A token with one of our headers, byte for byte (which pins alg, typ and kid): its Ed25519
   * signature checked by node:crypto, or its MAC recomputed and compared in constant time; its
   * payload shaped like our claims of that kind.
   */
  private verifyOurs(token: string, { kind, mac, key }: OurHeader): Verified | undefined {
    const firstDot = token.indexOf('.');
    const lastDot = token.lastIndexOf('.');
    const payload = token.slice(firstDot + 1, lastDot);
    const tag = token.slice(lastDot + 1);
    if (lastDot === firstDot || !BASE64URL.test(payload) || !(mac ? MAC : SIGNATURE).test(tag))
      return undefined;
    const input = token.slice(0, lastDot);
    // The key whose MAC or signature it carries (a MAC header without a kid: whichever key's it is).
    const by = mac
      ? (key ? [key] : this.ring.token).find((k) =>
          timingSafeEqual(Buffer.from(tag), Buffer.from(macOf(k, input))),
        )
      : verifyBytes(null, Buffer.from(input), key!.publicKeyObject, Buffer.from(tag, 'base64url'))
        ? key
        : undefined;
    if (!by) return undefined;
    try {
      const claims = asClaims(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      return claims?.kind === kind ? { claims, kid: by.kid } : undefined;
    } catch {
      return undefined;
    }
  }

  private async verifyWithJose(token: string): Promise<Verified | undefined> {
    const ring = this.ring;
    let kid: string | undefined;
    try {
      const { payload, protectedHeader } = await compactVerify(
        token,
        (header) => {
          const key = ring.token.find((k) => k.kid === header.kid) ?? ring.token[0];
          if (!key) throw new Error('no key');
          kid = key.kid;
          return key.publicKey;
        },
        { algorithms: [ALG] },
      );
      const claims = asClaims(JSON.parse(new TextDecoder().decode(payload)));
      return claims && kid && protectedHeader.typ === typeOf(claims.kind)
        ? { claims, kid }
        : undefined;
    } catch {
      return undefined; // malformed, forged, altered or another algorithm: all "not a token of ours"
    }
  }
}

/** A token's claims and the kid of the key that signed or MACed it. */
interface Verified {
  claims: TokenClaims;
  kid: string;
}

/** Unknown-kid reloads are asked at most this often, ms: forged kids cannot flood storage. */
const RELOAD_AT_MOST_MS = 1000;

function listOf(jwk: JWK | readonly JWK[]): readonly JWK[] {
  return Array.isArray(jwk) ? (jwk as readonly JWK[]) : [jwk as JWK];
}

function macHeaderWithoutKid(kind: TokenKind): string {
  return encodeHeader({ alg: MAC_ALG, typ: typeOf(kind) });
}

function macOf(key: TokenKey, input: string): string {
  return createHmac('sha256', key.macKey).update(input).digest('base64url');
}

/** The Ed25519 keys, each checked, its kid distinct; one already imported (`known`, same kid and d) is reused. */
async function tokenKeys(
  jwks: readonly JWK[],
  known: Map<string, TokenKey> = new Map(),
): Promise<TokenKey[]> {
  const keys: TokenKey[] = [];
  for (const jwk of jwks) {
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
    const kid = JoseTokenSigner.kidOf(jwk);
    if (keys.some((key) => key.kid === kid))
      throw new Error(`the token signing keys hold the kid ${kid} twice`);
    const same = known.get(kid);
    keys.push(same?.d === jwk.d ? same : await tokenKey(jwk, kid));
  }
  return keys;
}

async function tokenKey(jwk: JWK, kid: string): Promise<TokenKey> {
  const publicJwk: JWK = { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: ALG, use: 'sig' };
  return {
    kid,
    d: jwk.d!,
    publicJwk,
    privateKey: await importJWK({ ...jwk, alg: ALG }, ALG),
    publicKey: await importJWK(publicJwk, ALG),
    privateKeyObject: createPrivateKey({
      key: { kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: jwk.x },
      format: 'jwk',
    }),
    publicKeyObject: createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x },
      format: 'jwk',
    }),
    macKey: Buffer.from(hkdfSync('sha256', Buffer.from(jwk.d!, 'base64url'), '', MAC_KEY_INFO, 32)),
  };
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

/** The RSA keys, each checked, its kid distinct; one already imported (`known`) is reused. */
async function rsaKeys(
  jwks: readonly JWK[],
  known: Map<string, ClientKey> = new Map(),
): Promise<ClientKey[]> {
  const keys: ClientKey[] = [];
  for (const jwk of jwks) {
    const kid = JoseTokenSigner.kidOf(jwk);
    if (keys.some((key) => key.kid === kid))
      throw new Error(`the RSA id_token signing keys hold the kid ${kid} twice`);
    const same = known.get(kid);
    keys.push(same && same.publicJwk.n === jwk.n ? same : await rsaKey(jwk, kid));
  }
  return keys;
}

async function rsaKey(jwk: JWK, kid: string): Promise<ClientKey> {
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
  const publicJwk: JWK = { kty: 'RSA', n: jwk.n, e: jwk.e, kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
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
