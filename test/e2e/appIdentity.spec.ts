import { expect } from 'chai';
import { Client, type Operation } from '@hiveio/dhive';
import { sha256Hex } from '../../core/shared/crypto';
import { appAccount, demoGenesis } from '../../devnet';
import { keyOf, signMessage } from '../support/builders';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';
import { handedToken } from '../support/handoff';

const VICTIM_CALLBACK = 'https://victim.example/cb';
const EVIL_CALLBACK = 'https://evil.example/cb';
const password = (name: string) => `${name}-password`;

/** What an attacker holding an app's posting authority would write: its users' codes to them. */
const evilProfile = JSON.stringify({
  profile: {
    type: 'app',
    name: 'Victim App',
    redirect_uris: [EVIL_CALLBACK],
    secret: sha256Hex('evil-secret'),
    backchannel_logout_uri: 'https://evil.example/logout',
  },
});

/**
 * Issue 37 §2 on the dev chain: whoever holds an app account's posting authority cannot move
 * where its users' codes go. victim-app lists evil-app in its posting authority (it once signed
 * in to evil-app with posting scope).
 */
describe('e2e: posting authority over an app account cannot take the app over (issue 37 §2)', function () {
  this.timeout(120_000);
  let world: DevnetService;

  before(async () => {
    world = await startDevnetService(
      {},
      {
        genesis: demoGenesis([
          appAccount({
            name: 'victim-app',
            password: password('victim-app'),
            redirectUris: [VICTIM_CALLBACK],
            secret: 'victim-secret',
            grantedTo: ['hivegate', 'evil-app'],
          }),
          appAccount({
            name: 'evil-app',
            password: password('evil-app'),
            redirectUris: [EVIL_CALLBACK],
            secret: 'evil-secret',
          }),
        ]),
      },
    );
  });
  after(async () => world?.close());

  const victim = async () =>
    ((await world.rpc('condenser_api.get_accounts', [['victim-app']])) as any[])[0];

  /** `user` signs in to `clientId` (their own posting key); answers the authorize response. */
  async function authorize(
    user: string,
    clientId: string,
    redirectUri: string,
    scope: string,
    responseType = 'code',
  ) {
    const challenge = await call(world.url, 'POST', '/api/oauth2/challenge', {
      json: { username: user, client_id: clientId, redirect_uri: redirectUri, scope },
    });
    if (challenge.status !== 200) return challenge; // an unregistered return is refused before signing
    return call(world.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(
          challenge.body.challenge,
          keyOf(user, 'posting', user === 'alice' ? 'alice-password' : password(user)),
        ),
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: responseType,
        scope,
      },
    });
  }

  it("/api/broadcast refuses an account_update2 of the app's posting_json_metadata, from an app it signed in to", async () => {
    const signedIn = await authorize('victim-app', 'evil-app', EVIL_CALLBACK, 'posting', 'token');
    expect(signedIn.status, JSON.stringify(signedIn.body)).to.equal(200);
    const token = await handedToken(world.url, signedIn);
    const answer = await call(world.url, 'POST', '/api/broadcast', {
      headers: { Authorization: token },
      json: {
        operations: [
          [
            'account_update2',
            {
              account: 'victim-app',
              json_metadata: '',
              posting_json_metadata: evilProfile,
              extensions: [],
            },
          ],
        ],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(401);
    expect(answer.body.error).to.equal('unauthorized_client');
    expect(answer.body.error_description).to.include('@victim-app is an app account');
    expect((await victim()).posting_json_metadata).to.equal('');
  });

  it('a posting_json_metadata rewritten on chain with posting authority changes nothing about where its codes go', async () => {
    // Signed straight on chain with the app's posting key: what any holder of its posting authority can do.
    const chain = new Client(world.net.url, {
      chainId: world.net.chainId,
      addressPrefix: world.net.addressPrefix,
    });
    const rewrite: Operation = [
      'account_update2',
      {
        account: 'victim-app',
        json_metadata: '',
        posting_json_metadata: evilProfile,
        extensions: [],
      },
    ];
    await chain.broadcast.sendOperations(
      [rewrite],
      keyOf('victim-app', 'posting', password('victim-app')),
    );
    expect((await victim()).posting_json_metadata).to.equal(evilProfile);
    await new Promise((resolve) => setTimeout(resolve, 3100)); // the service's one-block account cache

    const toAttacker = await authorize('alice', 'victim-app', EVIL_CALLBACK, 'login');
    expect(toAttacker.status).to.equal(400);
    expect(toAttacker.body.error_description).to.equal(
      'The redirect_uri is not registered for the app @victim-app',
    );

    const genuine = await authorize('alice', 'victim-app', VICTIM_CALLBACK, 'login');
    expect(genuine.status, JSON.stringify(genuine.body)).to.equal(200);
    const code = new URL(genuine.body.redirect_to).searchParams.get('code')!;
    const exchange = (secret: string) =>
      call(world.url, 'POST', '/api/oauth2/token', { json: { code, client_secret: secret } });
    expect((await exchange('evil-secret')).status).to.equal(401);
    const tokens = await exchange('victim-secret');
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    expect(tokens.body.username).to.equal('alice');
  });
});
