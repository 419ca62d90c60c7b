import { expect } from 'chai';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import type { IdTokenClaims } from '../../core/tokens/openId';
import { TOKEN_KINDS, type TokenClaims } from '../../core/tokens/tokens';
import type { TokenSigner } from '../../core/ports/TokenSigner';

/** The behaviour every TokenSigner adapter must have. `factory` gives a signer holding keys for both id_token algorithms. */
export function tokenSignerContract(name: string, factory: () => Promise<TokenSigner>): void {
  describe(`TokenSigner contract: ${name}`, () => {
    let signer: TokenSigner;
    let claims: TokenClaims;
    let idClaims: IdTokenClaims;
    before(async () => {
      signer = await factory();
    });
    beforeEach(() => {
      const now = Math.floor(Date.now() / 1000);
      claims = {
        kind: 'posting',
        sub: 'alice',
        app: 'demo-app',
        scope: ['vote'],
        fam: 'f1',
        jti: 'j1',
        iat: now,
        exp: now + 60,
      };
      idClaims = {
        iss: 'https://hivegate.test',
        sub: 'alice',
        aud: 'demo-app',
        iat: now,
        exp: now + 60,
        auth_time: now,
        nonce: 'n-0S6',
      };
    });

    it('verifies what it signed, for every kind, and nothing altered', async () => {
      for (const kind of TOKEN_KINDS) {
        const token = await signer.sign({ ...claims, kind });
        expect(await signer.verify(token)).to.deep.equal({ ...claims, kind });
        const [header, payload, signature] = token.split('.');
        const forged = Buffer.from(JSON.stringify({ ...claims, kind, sub: 'mallory' })).toString(
          'base64url',
        );
        expect(await signer.verify(`${header}.${forged}.${signature}`)).to.equal(undefined);
        expect(await signer.verify(`${header}.${payload}.`)).to.equal(undefined);
      }
    });

    it('signs id_tokens with RS256 and EdDSA, verifiable with the published keys by kid', async () => {
      const jwks = createLocalJWKSet(await signer.publicKeys());
      for (const alg of ['RS256', 'EdDSA'] as const) {
        const token = await signer.signIdToken(idClaims, alg);
        expect(decodeProtectedHeader(token)).to.include({ alg, typ: 'JWT' });
        const { payload } = await jwtVerify(token, jwks, {
          issuer: idClaims.iss,
          audience: 'demo-app',
        });
        expect(payload).to.deep.equal(idClaims);
      }
      for (const key of (await signer.publicKeys()).keys) {
        expect(key).to.have.keys(
          'kty',
          'kid',
          'alg',
          'use',
          ...(key.kty === 'RSA' ? ['n', 'e'] : ['crv', 'x']),
        );
      }
    });

    it('never accepts an id_token as one of its own tokens, whatever the algorithm', async () => {
      for (const alg of ['RS256', 'EdDSA'] as const) {
        expect(await signer.verify(await signer.signIdToken(idClaims, alg))).to.equal(undefined);
        // Even an id_token carrying a `kind` claim: its `typ` is not one of ours.
        const disguised = await signer.signIdToken(
          { ...idClaims, ...({ kind: 'posting', scope: ['vote'], fam: 'f', jti: 'j' } as object) },
          alg,
        );
        expect(await signer.verify(disguised)).to.equal(undefined);
      }
    });
  });
}
