import { expect } from 'chai';
import type { JWK } from 'jose';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSigningKeyStore } from '../../adapters/storage/signIn/SqliteSigningKeyStore';
import { JWKS_MAX_AGE_SECONDS, RETIRED_KEY_SKEW_SECONDS } from '../../core/tokens/signingKeys';
import type { TokenClaims } from '../../core/tokens/tokens';
import { keyOf, signMessage } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { keysCommand } from '../../bootstrap/keysCommand';
import { startTestServer } from '../support/httpFixture';
import { kidOf } from '../support/kidOf';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as TokenClaims;
/**
 * Retired means retired (issue 54 §2): someone who copied the token key that signs (a leaked
 * database, say) and keeps minting with it after `keys rotate` gets nothing once the key retired,
 * while the tokens it signed before keep working.
 */
describe('HTTP: a key that stopped signing vouches only for what it signed before', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  beforeEach(async () => {
    t = await startTestServer();
  });
  afterEach(() => t.close());

  async function signIn(): Promise<{ access_token: string; refresh_token: string }> {
    const redirect = 'https://demo.example/callback';
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app', redirect_uri: redirect, scope: 'vote' },
    });
    const answer = await call(t.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: redirect,
        response_type: 'code',
        scope: 'vote',
      },
    });
    const code = new URL(answer.body.redirect_to).searchParams.get('code')!;
    const tokens = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: demoApp.secret },
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    return tokens.body;
  }

  /** The private token key as the database holds it: what a reader of the file takes away. */
  async function storedTokenKey(kid: string): Promise<JWK> {
    const db = openDatabase(t.config.databaseFile);
    try {
      const keys = await new SqliteSigningKeyStore(db).list();
      return keys.find((key) => key.kid === kid)!.jwk;
    } finally {
      db.close();
    }
  }

  const me = (token: string) =>
    call(t.url, 'GET', '/api/me', { headers: { Authorization: token } });
  const introspect = (token: string) =>
    call(t.url, 'POST', '/api/oauth2/introspect', {
      form: new URLSearchParams({
        token,
        client_id: 'demo-app',
        client_secret: demoApp.secret,
      }).toString(),
    });

  /** Rotates, and lets the overlap pass: the old key retires now. */
  async function rotateAndRetire() {
    await t.server.core.keys!.rotate();
    t.clock.advance(JWKS_MAX_AGE_SECONDS * 1000 + 1000);
    await t.server.core.keys!.refresh();
  }

  it('after a rotation, a token minted with the retired key is refused (/api/me 401, introspection inactive); one minted before works', async () => {
    const before = await signIn();
    const leaked = await JoseTokenSigner.fromPrivateJwk(
      await storedTokenKey(kidOf(before.access_token)!),
    );
    const minted = (at: number, kind: TokenClaims['kind'] = 'posting') => {
      const iat = Math.floor(at / 1000);
      return leaked.sign({
        ...claimsOf(before.access_token),
        kind,
        jti: `j${iat}${kind}`,
        iat,
        exp: iat + 86400,
      });
    };
    const earlier = await minted(t.clock.now());
    await rotateAndRetire();
    t.clock.advance((RETIRED_KEY_SKEW_SECONDS + 1) * 1000);
    const later = await minted(t.clock.now());

    expect((await me(before.access_token)).status, 'a token of before').to.equal(200);
    expect((await me(earlier)).status, 'minted before the key retired').to.equal(200);
    expect((await introspect(earlier)).body.active).to.equal(true);

    const refused = await me(later);
    expect(refused.status).to.equal(401);
    expect(refused.body.error).to.equal('invalid_grant');
    expect((await introspect(later)).body).to.deep.equal({ active: false });

    const refresh = await minted(t.clock.now(), 'refresh');
    const exchanged = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { refresh_token: refresh, client_secret: demoApp.secret },
    });
    expect(exchanged.status, 'a refresh token MACed with it now').to.equal(401);

    // The sign-in's own refresh token, from before, still refreshes (with the new key).
    const refreshed = await call(t.url, 'POST', '/api/oauth2/token', {
      json: { refresh_token: before.refresh_token, client_secret: demoApp.secret },
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).to.equal(200);
    expect(kidOf(refreshed.body.access_token)).to.not.equal(kidOf(before.access_token));
  });

  /** `hivegate keys revoke KID` in this process, over the test server's storage: its exit code and output. */
  async function keysRevoke(kid: string): Promise<{ code: number; out: string }> {
    let out = '';
    const write = (chunk: string | Uint8Array) => ((out += String(chunk)), true);
    const [stdout, stderr] = [process.stdout.write, process.stderr.write];
    process.stdout.write = write;
    process.stderr.write = write;
    try {
      const code = await keysCommand(
        'revoke',
        { DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' },
        kid,
      );
      return { code, out };
    } finally {
      process.stdout.write = stdout;
      process.stderr.write = stderr;
    }
  }

  it('keys revoke ends what the key signed (counting the sign-ins that end), and a new key signs at once', async () => {
    const first = await signIn();
    const second = await signIn();
    const kid = kidOf(first.access_token)!;
    const { code, out } = await keysRevoke(kid);
    expect(code, out).to.equal(0);
    expect(out).to.include(`revoked token key ${kid}`);
    expect(out).to.match(/: 2 sign-ins end \(/);
    expect(out).to.include('every instance stops accepting the key within 10 s');

    // The sign-ins it ends are revoked: refused before this instance reads the keys again.
    // (This connection reads revocations other connections wrote by polling: wait for it to.)
    for (const tokens of [first, second]) {
      let said = '';
      for (let tries = 0; tries < 100 && said !== 'The token has been revoked'; tries++) {
        said = (await me(tokens.access_token)).body.error_description;
        if (said !== 'The token has been revoked') await new Promise((r) => setTimeout(r, 50));
      }
      expect(said).to.equal('The token has been revoked');
    }
    // What every instance does within 10 s: it reads the keys again.
    await t.server.core.keys!.refresh();
    for (const tokens of [first, second]) {
      expect((await me(tokens.access_token)).status).to.equal(401);
      expect((await introspect(tokens.access_token)).body).to.deep.equal({ active: false });
      const refreshed = await call(t.url, 'POST', '/api/oauth2/token', {
        json: { refresh_token: tokens.refresh_token, client_secret: demoApp.secret },
      });
      expect(refreshed.status, 'its refresh token').to.equal(401);
    }
    const jwks = await call(t.url, 'GET', '/.well-known/jwks.json');
    expect(jwks.body.keys.map((key: { kid: string }) => key.kid)).to.not.include(kid);
    const again = await signIn();
    expect(kidOf(again.access_token)).to.not.equal(kid);
    expect((await me(again.access_token)).status).to.equal(200);

    const twice = await keysRevoke(kid);
    expect(twice.code).to.equal(2);
    expect(twice.out.trim().split('\n')).to.have.length(1);
  });
});
