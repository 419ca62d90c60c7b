import { expect } from 'chai';
import { keyOf, signMessage } from '../support/builders';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';

/**
 * The service exactly as `npm start` composes it (SQLite, jose, dhive, Koa, every module) over the
 * dev chain: the whole life of a sign-in, with each effect read back from the chain.
 */
describe('e2e: the composed service on the dev chain', function () {
  this.timeout(120_000);
  const CALLBACK = 'http://localhost:3000/demo/callback';
  let world: DevnetService;
  let url: string;

  before(async () => {
    world = await startDevnetService({ APPS_FEATURED: 'demo-app', APPS_REFRESH_SECONDS: '5' });
    url = world.url;
  });
  after(async () => world?.close());

  const rpc = (method: string, params: unknown) => world.rpc(method, params);

  /** The sign-in API as the consent page drives it: challenge, a posting-key signature, authorize. */
  async function signIn(username: string, fields: Record<string, string>) {
    const challenge = await call(url, 'POST', '/api/oauth2/challenge', {
      json: { username, client_id: 'demo-app', redirect_uri: CALLBACK, scope: fields.scope },
    });
    return call(url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf(username)),
        client_id: 'demo-app',
        redirect_uri: CALLBACK,
        ...fields,
      },
    });
  }

  it('challenge → authorize → code → token → me → broadcast → refresh → revoke → refused', async () => {
    const authorized = await signIn('alice', {
      response_type: 'code',
      scope: 'vote,comment,custom_json',
      state: 'e2e',
    });
    expect(authorized.status, JSON.stringify(authorized.body)).to.equal(200);
    const code = new URL(authorized.body.redirect_to).searchParams.get('code')!;
    const tokens = await call(url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: 'demo-app-secret' },
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);

    const me = await call(url, 'POST', '/api/me', {
      headers: { Authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(me.status).to.equal(200);
    expect(me.body.account.name).to.equal('alice');
    expect(me.body.account.posting.account_auths).to.deep.include(['demo-app', 1]);

    const permlink = `e2e-${Date.now()}`;
    const operations = [
      [
        'comment',
        {
          parent_author: '',
          parent_permlink: 'hive',
          author: 'alice',
          permlink,
          title: 'E2E',
          body: 'Posted through hivegate',
          json_metadata: '{}',
        },
      ],
      ['vote', { voter: 'alice', author: 'alice', permlink, weight: 10000 }],
      [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: ['alice'],
          id: 'follow',
          json: JSON.stringify(['follow', { follower: 'alice', following: 'bob', what: ['blog'] }]),
        },
      ],
    ];
    const broadcast = await call(url, 'POST', '/api/broadcast', {
      json: { operations },
      headers: { Authorization: tokens.body.access_token },
    });
    expect(broadcast.status, JSON.stringify(broadcast.body)).to.equal(200);
    expect(broadcast.body.result.id).to.match(/^[0-9a-f]{40}$/);
    const votes = await rpc('condenser_api.get_active_votes', ['alice', permlink]);
    expect(votes.map((v: { voter: string }) => v.voter)).to.deep.equal(['alice']);
    const following = await rpc('condenser_api.get_following', ['alice', '', 'blog', 10]);
    expect(following.map((f: { following: string }) => f.following)).to.include('bob');

    const refreshed = await call(url, 'POST', '/api/oauth2/token', {
      json: { refresh_token: tokens.body.refresh_token, client_secret: 'demo-app-secret' },
    });
    expect(refreshed.status).to.equal(200);
    const revoked = await call(url, 'POST', '/api/oauth2/token/revoke', {
      headers: { Authorization: refreshed.body.access_token },
    });
    expect(revoked.body).to.deep.equal({ success: true });
    const refused = await call(url, 'POST', '/api/broadcast', {
      json: { operations: [['vote', { voter: 'alice', author: 'alice', permlink, weight: 5000 }]] },
      headers: { Authorization: refreshed.body.access_token },
    });
    expect(refused.status).to.equal(401);
    expect(refused.body.error).to.equal('invalid_grant');
  });

  it('a user who never granted the app is refused before anything is signed', async () => {
    const answer = await signIn('bob', { response_type: 'token', scope: 'posting' });
    expect(answer.status).to.equal(401);
    expect(answer.body.error).to.equal('unauthorized_client');
  });

  it('counts the usage and lists the app in the directory once it is built', async () => {
    let directory: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 40; attempt++) {
      directory = await call(url, 'GET', '/api/apps');
      if (
        directory.status === 200 &&
        directory.body.apps.some(
          (a: { username: string; requests: number }) =>
            a.username === 'demo-app' && a.requests > 0,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(directory!.status).to.equal(200);
    expect(directory!.headers.get('cache-control')).to.equal('public, max-age=300');
    const demo = directory!.body.apps.find((a: { username: string }) => a.username === 'demo-app');
    expect(demo).to.include({ name: 'Demo App', users: 1 });
    expect(demo.requests).to.be.at.least(2);
    expect(directory!.body.featured).to.deep.equal(['demo-app']);
  });
});
