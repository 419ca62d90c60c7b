import { expect } from 'chai';
import { keyOf, signMessage } from '../support/builders';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';
import { handedToken } from '../support/handoff';

/** What the network's refusals look like through /api/broadcast, on the dev chain (issue 15, item 10). */
describe('e2e: a refused broadcast says what is wrong in plain words', function () {
  this.timeout(120_000);
  let world: DevnetService;
  let url: string;

  before(async () => {
    world = await startDevnetService();
    url = world.url;
  });
  after(async () => world?.close());

  it('a vote on a post that does not exist names the post, and still carries the network message and raw error', async () => {
    const challenge = await call(url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        redirect_uri: 'http://localhost:3000/demo/callback',
        scope: 'vote',
      },
    });
    const authorized = await call(url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
        client_id: 'demo-app',
        redirect_uri: 'http://localhost:3000/demo/callback',
        response_type: 'token',
        scope: 'vote',
      },
    });
    expect(authorized.status, JSON.stringify(authorized.body)).to.equal(200);
    const token = await handedToken(url, authorized);
    const answer = await call(url, 'POST', '/api/broadcast', {
      headers: { Authorization: token },
      json: {
        operations: [
          ['vote', { voter: 'alice', author: 'bob', permlink: 'no-such-post', weight: 10000 }],
        ],
      },
    });
    expect(answer.status).to.equal(500);
    expect(answer.body.error).to.equal('server_error');
    expect(answer.body.error_description).to.match(
      /^The post @bob\/no-such-post does not exist: check the author and permlink \(nothing was broadcast\)\. The Hive network said: /,
    );
    expect(answer.body.error_description).to.include('Could not find comment bob/no-such-post');
    expect(answer.body.response).to.be.an('object');
  });
});
