import { expect } from 'chai';
import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair } from 'jose';
import { JoseDPoPVerifier } from '../../adapters/signer/JoseDPoPVerifier';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import type { DPoPProof } from '../../core/tokens/dpop';
import { aDPoPKey } from '../support/dpopKeys';

const HTU = 'https://hivegate.test/api/me';
const verifier = new JoseDPoPVerifier(Buffer.alloc(32, 1));
const problemOf = async (proof: string) => {
  const verified = await verifier.verify(proof);
  return 'problem' in verified ? verified.problem : undefined;
};

/** The JWS side of a DPoP proof (RFC 9449 §4.3 steps 1–7), and the nonces (§8). */
describe('JoseDPoPVerifier', () => {
  for (const alg of ['ES256', 'EdDSA', 'PS256'] as const)
    it(`reads a ${alg} proof's claims and its key's thumbprint (RFC 7638)`, async () => {
      const key = await aDPoPKey(alg);
      const proof = await key.proof('GET', HTU, { token: 't', jti: 'j1', iat: 1_700_000_000 });
      const verified = (await verifier.verify(proof)) as DPoPProof;
      expect(verified).to.deep.include({
        jkt: key.jkt,
        htm: 'GET',
        htu: HTU,
        iat: 1_700_000_000,
        jti: 'j1',
      });
      expect(verified.ath).to.be.a('string');
      expect(verified).not.to.have.property('nonce');
    });

  it('refuses what is not a proof: another typ, a private jwk, a forged signature, junk', async () => {
    const key = await aDPoPKey();
    expect(await problemOf(await key.proof('GET', HTU, { typ: 'JWT' }))).to.equal(
      'its typ must be dpop+jwt',
    );
    expect(await problemOf(await key.proof('GET', HTU, { privateJwkInHeader: true }))).to.match(
      /public jwk/,
    );
    const other = await aDPoPKey();
    const [header] = (await key.proof('GET', HTU)).split('.');
    const [, payload, signature] = (await other.proof('GET', HTU)).split('.');
    expect(await problemOf(`${header}.${payload}.${signature}`)).to.match(/signature/);
    expect(await problemOf('not.a.jwt')).to.match(/compact JWS/);
    expect(await problemOf('x'.repeat(9000))).to.match(/longer than/);
  });

  it('refuses an unsigned proof, a MAC, and an algorithm off the list', async () => {
    const unsecured = new UnsecuredJWT({ htm: 'GET', htu: HTU, iat: 1, jti: 'j' }).encode();
    expect(await problemOf(unsecured)).to.match(/alg must be one of ES256/);
    const mac = await new SignJWT({ htm: 'GET', htu: HTU, iat: 1, jti: 'j' })
      .setProtectedHeader({ alg: 'HS256', typ: 'dpop+jwt' })
      .sign(new Uint8Array(32));
    expect(await problemOf(mac)).to.match(/alg must be one of/);
    const { privateKey, publicKey } = await generateKeyPair('ES512');
    const es512 = await new SignJWT({ htm: 'GET', htu: HTU, iat: 1, jti: 'j' })
      .setProtectedHeader({ alg: 'ES512', typ: 'dpop+jwt', jwk: await exportJWK(publicKey) })
      .sign(privateKey);
    expect(await problemOf(es512)).to.match(/alg must be one of/);
  });

  it('refuses claims of the wrong type or missing', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = await exportJWK(publicKey);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .sign(privateKey);
    const good = { htm: 'GET', htu: HTU, iat: 1, jti: 'j' };
    expect(await problemOf(await signed({ ...good, htm: undefined }))).to.match(/^htm/);
    expect(await problemOf(await signed({ ...good, htu: 7 }))).to.match(/^htu/);
    expect(await problemOf(await signed({ ...good, iat: '1' }))).to.match(/^iat/);
    expect(await problemOf(await signed({ ...good, jti: '' }))).to.match(/^jti/);
    expect(await problemOf(await signed({ ...good, ath: 1 }))).to.match(/^ath/);
    expect(await problemOf(await signed({ ...good, nonce: {} }))).to.match(/^nonce/);
  });

  it('makes nonces by step and secret: the same on every instance with the key, unguessable without', async () => {
    const jwk = await JoseTokenSigner.generatePrivateJwk();
    const one = JoseDPoPVerifier.fromSigningKey(jwk);
    const two = JoseDPoPVerifier.fromSigningKey(jwk);
    const stranger = JoseDPoPVerifier.fromSigningKey(await JoseTokenSigner.generatePrivateJwk());
    expect(one.nonce(100)).to.equal(two.nonce(100));
    expect(one.nonce(100)).not.to.equal(one.nonce(101));
    expect(one.nonce(100)).not.to.equal(stranger.nonce(100));
    expect(one.nonce(100)).to.match(/^[A-Za-z0-9_-]{43}$/);
  });
});
