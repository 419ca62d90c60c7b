import { expect } from 'chai';
import { DEMO_APP, DEMO_APP_SECRET } from '../../devnet/demoGenesis';
import { keyOf, signMessage } from '../support/builders';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';

/**
 * Issue 57 §1, over HTTP on the dev chain: a sign-in for `vote,comment` grants a vote and a
 * comment, and nothing else — the token's scope, /api/me and the broadcast check say the same, and
 * a follow on that token is refused naming `custom_json` (what a HiveSigner-era app must add).
 */
describe('e2e: the grant is what the app asked for (issue 57 §1)', function () {
  this.timeout(120_000);
  let world: DevnetService;
  const redirect = 'http://localhost:3000/demo/callback';
  before(async () => {
    world = await startDevnetService();
  });
  after(async () => world?.close());

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    call(world.url, 'POST', path, { json, headers: { Origin: world.url, ...headers } });

  /** alice signs in to demo-app for `scope` (the code flow); the token answer. */
  async function signIn(scope: string) {
    const { body } = await post('/api/oauth2/challenge', {
      username: 'alice',
      client_id: DEMO_APP,
      redirect_uri: redirect,
      scope,
    });
    const authorized = await post('/api/oauth2/authorize', {
      challenge: body.challenge,
      signature: signMessage(body.challenge, keyOf('alice')),
      client_id: DEMO_APP,
      redirect_uri: redirect,
      response_type: 'code',
      scope,
    });
    expect(authorized.status, JSON.stringify(authorized.body)).to.equal(200);
    const code = new URL(authorized.body.redirect_to).searchParams.get('code');
    const tokens = await post('/api/oauth2/token', { code, client_secret: DEMO_APP_SECRET });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    return tokens.body as { access_token: string; scope?: string[] | string };
  }

  it('vote,comment: the token lists exactly those, and a follow is refused naming custom_json', async () => {
    const { access_token } = await signIn('vote,comment');
    const me = await call(world.url, 'GET', '/api/me', {
      headers: { Authorization: access_token },
    });
    expect(me.status).to.equal(200);
    expect(me.body.scope).to.deep.equal(['vote', 'comment']);
    const follow = await post(
      '/api/broadcast',
      {
        operations: [
          [
            'custom_json',
            {
              required_auths: [],
              required_posting_auths: ['alice'],
              id: 'follow',
              json: '["follow",{"follower":"alice","following":"bob","what":["blog"]}]',
            },
          ],
        ],
      },
      { Authorization: access_token },
    );
    expect(follow.status).to.equal(401);
    expect(follow.body).to.deep.equal({
      error: 'invalid_scope',
      error_description:
        'The access_token scope does not allow the following operation(s): custom_json',
    });
  });

  it('posting: every posting operation, as HiveSigner grants it', async () => {
    const { access_token } = await signIn('posting');
    const me = await call(world.url, 'GET', '/api/me', {
      headers: { Authorization: access_token },
    });
    expect(me.body.scope).to.include.members(['vote', 'comment', 'custom_json']);
  });
});
