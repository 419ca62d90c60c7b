import { expect } from 'chai';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { RETIRED_KEY_SKEW_SECONDS } from '../../core/tokens/signingKeys';
import type { TokenClaims } from '../../core/tokens/tokens';
import { kidOf } from '../support/kidOf';

const claims = (kind: TokenClaims['kind'] = 'posting'): TokenClaims => ({
  kind,
  sub: 'alice',
  app: 'demo-app',
  scope: ['vote'],
  fam: 'f1',
  jti: 'j1',
  iat: 1_700_000_000,
  exp: 1_700_003_600,
});
const kindOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).typ as string;
/** Key sets (issue 41 §1): the first key signs, every key verifies and is published. */
describe('JoseTokenSigner: key sets', () => {
  let a: JWK;
  let b: JWK;
  let c: JWK;
  let rsa: JWK[];
  before(async () => {
    [a, b, c] = await Promise.all([1, 2, 3].map(() => JoseTokenSigner.generatePrivateJwk()));
    rsa = await Promise.all([1, 2].map(() => JoseTokenSigner.generateRsaPrivateJwk()));
  });

  it('signs with the first key, verifies tokens of every key, and publishes them all', async () => {
    const signer = await JoseTokenSigner.fromPrivateJwk([a, b], rsa);
    expect(kidOf(await signer.sign(claims()))).to.equal(a.kid);
    const byB = await JoseTokenSigner.fromPrivateJwk(b);
    const byC = await JoseTokenSigner.fromPrivateJwk(c);
    expect(await signer.verify(await byB.sign(claims()))).to.deep.equal(claims());
    expect(await signer.verify(await byC.sign(claims())), 'a key not in the set').to.equal(
      undefined,
    );
    expect((await signer.publicKeys()).keys.map((key) => key.kid)).to.deep.equal([
      a.kid,
      b.kid,
      rsa[0].kid,
      rsa[1].kid,
    ]);
    const idToken = await signer.signIdToken(
      { iss: 'https://h.test', sub: 'alice', aud: 'app', iat: 1, exp: 9_999_999_999, auth_time: 1 },
      'RS256',
    );
    expect(kidOf(idToken)).to.equal(rsa[0].kid);
    await jwtVerify(idToken, createLocalJWKSet(await signer.publicKeys()));
    const byRsa1 = await JoseTokenSigner.fromPrivateJwk(a, rsa[1]);
    const older = await byRsa1.signIdToken(
      { iss: 'https://h.test', sub: 'alice', aud: 'app', iat: 1, exp: 2, auth_time: 1 },
      'RS256',
    );
    expect(await signer.verifyIdToken(older), 'an id_token of the second RSA key').to.include({
      sub: 'alice',
    });
  });

  it('reads a refresh token the previous release wrote (no kid) with any key of the set', async () => {
    const before = await JoseTokenSigner.fromPrivateJwk(b);
    const legacy = await before.sign(claims('refresh'));
    expect(kidOf(legacy)).to.equal(undefined);
    const signer = await JoseTokenSigner.fromPrivateJwk([a, b]);
    expect(await signer.verify(legacy)).to.deep.equal(claims('refresh'));
    expect(kidOf(await signer.sign(claims('refresh'))), 'with two keys, the kid').to.equal(a.kid);
  });

  it('useKeys replaces a set: tokens of a key left out stop verifying at once, even remembered ones', async () => {
    const signer = await JoseTokenSigner.fromPrivateJwk([a, b]);
    const byB = await (await JoseTokenSigner.fromPrivateJwk([b, a])).sign(claims());
    expect(await signer.verify(byB)).to.not.equal(undefined); // now remembered
    await signer.useKeys('token', [c, a]);
    expect(kidOf(await signer.sign(claims()))).to.equal(c.kid);
    expect(await signer.verify(byB)).to.equal(undefined);
  });

  it('useKeys refuses keys of the wrong kind, keeping those it held', async () => {
    const signer = await JoseTokenSigner.fromPrivateJwk(a, rsa[0]);
    await signer.useKeys('token', [rsa[1]]).then(
      () => expect.fail('accepted'),
      (error: Error) => expect(error.message).to.match(/Ed25519/),
    );
    await signer.useKeys('id_token', [b]).then(
      () => expect.fail('accepted'),
      (error: Error) => expect(error.message).to.match(/RSA/),
    );
    expect(kidOf(await signer.sign(claims()))).to.equal(a.kid);
  });

  it('asks for the keys again when a token names a kid it does not hold (a key another instance just added), at most once a second', async () => {
    const signer = await JoseTokenSigner.fromPrivateJwk(a);
    const byB = await (await JoseTokenSigner.fromPrivateJwk([b, a])).sign(claims());
    let asked = 0;
    signer.whenKeyUnknown(async () => {
      asked++;
      await signer.useKeys('token', [a, b]);
    });
    expect(await signer.verify(byB)).to.deep.equal(claims());
    expect(asked).to.equal(1);
    const byC = await (await JoseTokenSigner.fromPrivateJwk(c)).sign(claims());
    expect(await signer.verify(byC)).to.equal(undefined);
    expect(await signer.verify(byC)).to.equal(undefined);
    expect(asked, 'within the second').to.equal(1);
  });

  it('a key that stopped signing verifies only what it signed before, with RETIRED_KEY_SKEW_SECONDS: every kind, signed or MACed (issue 54 §2)', async () => {
    const retiredAt = claims().iat * 1000;
    const signer = await JoseTokenSigner.fromPrivateJwk([a]);
    const byB = await JoseTokenSigner.fromPrivateJwk([b, a], undefined, { macCodes: true });
    const at = (kind: TokenClaims['kind'], iat: number) => byB.sign({ ...claims(kind), iat });
    const before = await at('posting', claims().iat - 10);
    const atTheSkew = await at('posting', claims().iat + RETIRED_KEY_SKEW_SECONDS);
    const after = await at('posting', claims().iat + RETIRED_KEY_SKEW_SECONDS + 1);
    const laterKinds = await Promise.all(
      (['refresh', 'code', 'handoff', 'login'] as const).map((kind) =>
        at(kind, claims().iat + 3600),
      ),
    );
    await signer.useKeys('token', [a, b]);
    expect(await signer.verify(after), 'b still verifies, as before').to.not.equal(undefined); // remembered
    await signer.useKeys('token', [a, b], new Map([[b.kid!, retiredAt]]));
    expect(await signer.verify(before), 'issued before').to.not.equal(undefined);
    expect(await signer.verify(atTheSkew), 'within the skew').to.not.equal(undefined);
    expect(await signer.verify(after), 'issued after, even once remembered').to.equal(undefined);
    for (const token of laterKinds)
      expect(await signer.verify(token), kindOf(token)).to.equal(undefined);

    const configured = await JoseTokenSigner.fromKeys(
      { token: [a, b], idToken: [] },
      { signedUntil: new Map([[b.kid!, retiredAt]]) },
    );
    expect(await configured.verify(before)).to.not.equal(undefined);
    expect(await configured.verify(after)).to.equal(undefined);
  });

  it("a refresh token without a kid (the previous release's) is judged by the key whose MAC it carries", async () => {
    const legacy = await (
      await JoseTokenSigner.fromPrivateJwk(b)
    ).sign({
      ...claims('refresh'),
      iat: claims().iat + 3600,
    });
    expect(kidOf(legacy)).to.equal(undefined);
    const signer = await JoseTokenSigner.fromKeys(
      { token: [a, b], idToken: [] },
      { signedUntil: new Map([[b.kid!, claims().iat * 1000]]) },
    );
    expect(await signer.verify(legacy)).to.equal(undefined);
    const fromA = await (
      await JoseTokenSigner.fromPrivateJwk(a)
    ).sign({
      ...claims('refresh'),
      iat: claims().iat + 3600,
    });
    expect(await signer.verify(fromA), 'the key that signs').to.not.equal(undefined);
  });

  it('refuses an empty set, and a set naming one kid twice', async () => {
    for (const keys of [[], [a, a]])
      await JoseTokenSigner.fromPrivateJwk(keys).then(
        () => expect.fail('accepted'),
        (error: Error) => expect(error.message).to.match(/no key|twice/),
      );
  });
});
