import { expect } from 'chai';
import { keyOf, signMessage } from '../support/builders';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';
import { handedToken } from '../support/handoff';

/**
 * Issue 26 §2: a refusal that waiting cures keeps the spec's 500 server_error with the node's
 * message, plus Retry-After with the seconds the rule still demands, read off the times hived's
 * assert captured. On the dev chain with mainnet's posting intervals.
 */
describe("e2e: the chain's posting intervals through /api/broadcast", function () {
  this.timeout(120_000);
  let world: DevnetService;
  let token: string;

  before(async () => {
    world = await startDevnetService({}, { postIntervals: undefined });
    const challenge = await call(world.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: 'http://localhost:3000/demo/callback',
        scope: 'comment',
      },
    });
    const authorized = await call(world.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: 'http://localhost:3000/demo/callback',
        response_type: 'token',
        scope: 'comment',
      },
    });
    token = await handedToken(world.url, authorized);
  });
  after(async () => world?.close());

  const rootPost = (permlink: string) =>
    call(world.url, 'POST', '/api/broadcast', {
      headers: { Authorization: token },
      json: {
        operations: [
          [
            'comment',
            {
              parent_author: '',
              parent_permlink: 'hive',
              author: 'alice',
              permlink,
              title: 'Twice',
              body: 'Posted twice in a row.',
              json_metadata: '{}',
            },
          ],
        ],
      },
    });

  it('a second root post within five minutes: 500 server_error, the node message, Retry-After of at most 300 s', async () => {
    expect((await rootPost(`first-${Date.now()}`)).status).to.equal(200);
    const answer = await rootPost(`second-${Date.now()}`);
    expect(answer.status).to.equal(500);
    expect(answer.body.error).to.equal('server_error');
    expect(answer.body.error_description).to.include('You may only post once every 5 minutes.');
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).to.be.within(290, 300);
    expect(answer.body.response.data.stack[0].data).to.have.all.keys('now', 'last_root_post');
  });
});
