import { expect } from 'chai';
import { hkdfSync } from 'node:crypto';
import { compactVerify, createLocalJWKSet, importJWK, SignJWT, type JWK } from 'jose';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import type { TokenClaims, TokenKind } from '../../core/tokens/tokens';

/** The `typ` the service gives each kind of token. */
const typeOf = (kind: TokenKind) => `hivegate-${kind}+jwt`;

const claims = (extra: Partial<TokenClaims> = {}): TokenClaims => ({
  kind: 'refresh',
  sub: 'alice',
  app: 'demo-app',
  scope: ['vote', 'comment'],
  fam: 'sid-1',
  jti: 'jti-1',
  iat: 1_700_000_000,
  exp: 1_700_003_600,
  grants: 'posting',
  ...extra,
});

/** The MAC key as the signer derives it: HKDF-SHA256 of the Ed25519 private key. */
const macKeyOf = (key: JWK) =>
  new Uint8Array(
    hkdfSync('sha256', Buffer.from(key.d!, 'base64url'), '', 'hivegate refresh-token MAC v1', 32),
  );

/** What the signer made with jose before its node:crypto fast path: the same header members, in the same order. */
async function signWithJose(
  jwk: JWK,
  kid: string,
  value: TokenClaims,
  typ = typeOf(value.kind),
): Promise<string> {
  return new SignJWT({ ...value })
    .setProtectedHeader({ alg: 'EdDSA', typ, kid })
    .sign(await importJWK({ ...jwk, alg: 'EdDSA' }, 'EdDSA'));
}

describe('JoseTokenSigner: its own tokens through node:crypto', () => {
  let jwk: JWK;
  let signer: JoseTokenSigner;
  let kid: string;
  before(async () => {
    jwk = await JoseTokenSigner.generatePrivateJwk();
    signer = await JoseTokenSigner.fromPrivateJwk(jwk);
    kid = (await signer.publicKeys()).keys[0].kid as string;
  });

  it('signs the same bytes jose signs (Ed25519 is deterministic), for every kind it signs', async () => {
    for (const kind of ['login', 'posting', 'code'] as const) {
      const value = claims({ kind, app: kind === 'login' ? undefined : 'demo-app' });
      expect(await signer.sign(value)).to.equal(await signWithJose(jwk, kid, value));
    }
  });

  it('makes tokens any JOSE library verifies against its JWKS', async () => {
    const token = await signer.sign(claims({ kind: 'posting' }));
    const { payload, protectedHeader } = await compactVerify(
      token,
      createLocalJWKSet(await signer.publicKeys()),
      { algorithms: ['EdDSA'] },
    );
    expect(protectedHeader).to.deep.equal({ alg: 'EdDSA', typ: 'hivegate-posting+jwt', kid });
    expect(JSON.parse(new TextDecoder().decode(payload))).to.deep.equal(
      claims({ kind: 'posting' }),
    );
  });

  describe('refresh tokens: read by this service alone, so MACed (HS256) rather than signed', () => {
    it('an HS256 JWT that jose verifies with the derived key, and the JWKS does not', async () => {
      const token = await signer.sign(claims());
      const { payload, protectedHeader } = await compactVerify(token, macKeyOf(jwk), {
        algorithms: ['HS256'],
      });
      expect(protectedHeader).to.deep.equal({ alg: 'HS256', typ: 'hivegate-refresh+jwt' });
      expect(JSON.parse(new TextDecoder().decode(payload))).to.deep.equal(claims());
      let published: unknown;
      try {
        await compactVerify(token, createLocalJWKSet(await signer.publicKeys()));
        published = 'verified';
      } catch (error) {
        published = error;
      }
      expect(published).to.be.an('error');
    });

    it('another instance with the same key verifies it (the key is derived, not random); another key does not', async () => {
      const token = await signer.sign(claims());
      expect(await (await JoseTokenSigner.fromPrivateJwk(jwk)).verify(token)).to.deep.equal(
        claims(),
      );
      const other = await JoseTokenSigner.fromPrivateJwk(
        await JoseTokenSigner.generatePrivateJwk(),
      );
      expect(await other.verify(token)).to.equal(undefined);
    });

    it('refresh tokens signed with Ed25519 before still verify', async () => {
      const fresh = await JoseTokenSigner.fromPrivateJwk(jwk);
      expect(await fresh.verify(await signWithJose(jwk, kid, claims()))).to.deep.equal(claims());
    });

    it('refuses an altered MAC or payload, and a MACed token of any other kind', async () => {
      const fresh = await JoseTokenSigner.fromPrivateJwk(jwk);
      const [header, payload, mac] = (await signer.sign(claims())).split('.');
      const otherPayload = Buffer.from(JSON.stringify(claims({ sub: 'mallory' }))).toString(
        'base64url',
      );
      const flipped = (mac[0] === 'A' ? 'B' : 'A') + mac.slice(1);
      const macedPosting = await new SignJWT({ ...claims({ kind: 'posting' }) })
        .setProtectedHeader({ alg: 'HS256', typ: typeOf('posting') })
        .sign(macKeyOf(jwk));
      const refreshUnderPostingTyp = await new SignJWT({ ...claims() })
        .setProtectedHeader({ alg: 'HS256', typ: typeOf('posting') })
        .sign(macKeyOf(jwk));
      for (const bad of [
        `${header}.${otherPayload}.${mac}`,
        `${header}.${payload}.${flipped}`,
        `${header}.${payload}.${mac}A`,
        `${header}.${payload}`,
        macedPosting,
        refreshUnderPostingTyp,
      ])
        expect(await fresh.verify(bad), bad).to.equal(undefined);
    });
  });

  describe('codes and handoffs with MAC_CODES=on: MACed too, and read by every signer of this release', () => {
    for (const kind of ['code', 'handoff'] as const) {
      it(`${kind}: an HS256 JWT naming its key; a signer without the option reads it, and signs its own`, async () => {
        const macing = await JoseTokenSigner.fromPrivateJwk(jwk, undefined, { macCodes: true });
        const value = claims({ kind, grants: 'posting' });
        const token = await macing.sign(value);
        const { protectedHeader } = await compactVerify(token, macKeyOf(jwk), {
          algorithms: ['HS256'],
        });
        expect(protectedHeader).to.deep.equal({ alg: 'HS256', typ: typeOf(kind), kid });
        // The rolling upgrade the option waits for: instances without it verify what it mints,
        // and what they mint (signed, as the previous release does) verifies with it.
        const plain = await JoseTokenSigner.fromPrivateJwk(jwk);
        expect(await plain.verify(token)).to.deep.equal(value);
        const signed = await plain.sign(value);
        expect(signed).to.equal(await signWithJose(jwk, kid, value));
        expect(await macing.verify(signed)).to.deep.equal(value);
        const other = await JoseTokenSigner.fromPrivateJwk(
          await JoseTokenSigner.generatePrivateJwk(),
          undefined,
          { macCodes: true },
        );
        expect(await other.verify(token), 'another key').to.equal(undefined);
      });
    }

    it('an access token stays signed whatever the option: apps and the JWKS verify it', async () => {
      const macing = await JoseTokenSigner.fromPrivateJwk(jwk, undefined, { macCodes: true });
      const token = await macing.sign(claims({ kind: 'posting' }));
      const { protectedHeader } = await compactVerify(
        token,
        createLocalJWKSet(await macing.publicKeys()),
      );
      expect(protectedHeader.alg).to.equal('EdDSA');
    });
  });

  it('verifies its own tokens, and tokens jose signed with the same key', async () => {
    const fresh = await JoseTokenSigner.fromPrivateJwk(jwk); // empty cache: a real signature check
    expect(await fresh.verify(await signer.sign(claims({ jti: 'a' })))).to.deep.equal(
      claims({ jti: 'a' }),
    );
    expect(await fresh.verify(await signWithJose(jwk, kid, claims({ jti: 'b' })))).to.deep.equal(
      claims({ jti: 'b' }),
    );
  });

  it('refuses altered payloads and signatures, other keys, other algorithms and a typ of another kind', async () => {
    const fresh = await JoseTokenSigner.fromPrivateJwk(jwk);
    const token = await signer.sign(claims());
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify(claims({ sub: 'mallory' }))).toString(
      'base64url',
    );
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const other = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'hivegate-refresh+jwt' })).toString('base64url')}.${payload}.`;
    const wrongTyp = await signWithJose(jwk, kid, claims(), typeOf('posting')); // a refresh payload under a posting header
    for (const bad of [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${header}.${payload}.${signature}x`,
      `${header}.${payload}`,
      await other.sign(claims()),
      none,
      wrongTyp,
      'not a token',
    ]) {
      expect(await fresh.verify(bad), bad).to.equal(undefined);
    }
  });
});
