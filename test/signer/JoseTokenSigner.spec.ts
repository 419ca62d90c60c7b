import { expect } from 'chai';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { tokenSignerContract } from '../contracts/TokenSigner.contract';
import { testSigner } from '../support/coreFixture';

tokenSignerContract('JoseTokenSigner', testSigner);

describe('JoseTokenSigner', () => {
  const idClaims = {
    iss: 'https://hivegate.test',
    sub: 'alice',
    aud: 'demo-app',
    iat: 1,
    exp: 2,
    auth_time: 1,
  };

  it('without an RSA key publishes only the Ed25519 key and refuses RS256 id_tokens', async () => {
    const signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
    expect((await signer.publicKeys()).keys.map((k) => k.alg)).to.deep.equal(['EdDSA']);
    await signer.signIdToken(idClaims, 'RS256').then(
      () => expect.fail('signed'),
      (error) => expect(error.message).to.equal('no signing key for RS256 id_tokens'),
    );
  });

  it('refuses an RSA key that is not a private RSA JWK', async () => {
    const ed = await JoseTokenSigner.generatePrivateJwk();
    const { d: _d, ...publicRsa } = await JoseTokenSigner.generateRsaPrivateJwk();
    await JoseTokenSigner.fromPrivateJwk(ed, publicRsa).then(
      () => expect.fail('accepted'),
      (error) => expect(error.message).to.include('private RSA JWK'),
    );
  });
});
