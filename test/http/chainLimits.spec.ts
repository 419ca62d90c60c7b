import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { aUser } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { startBroadcastServer } from './broadcastServer';

describe('HTTP: a refusal waiting would cure keeps the spec’s 500 and adds Retry-After (issue 26 §2)', () => {
  let chain: MemoryChainClient;
  let t: Awaited<ReturnType<typeof startBroadcastServer>>;
  beforeEach(async () => {
    chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      demoApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await startBroadcastServer(chain);
  });
  afterEach(() => t.close());

  const post = async () =>
    fetch(`${t.url}/api/broadcast`, {
      method: 'POST',
      headers: { Authorization: await t.token(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        operations: [['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 1 }]],
      }),
    });

  it('a vote interval: the spec’s 500 server_error, the rule in plain words and the node’s message, Retry-After: 3', async () => {
    const message =
      'Assert Exception:( now - voter.last_vote_time ).to_seconds() >= HIVE_MIN_VOTE_INTERVAL_SEC: Can only vote once every 3 seconds.';
    chain.refuseWith = message;
    const response = await post();
    expect(response.status).to.equal(500);
    expect(response.headers.get('retry-after')).to.equal('3');
    const body = await response.json();
    expect(body.error).to.equal('server_error');
    expect(body.error_description).to.equal(
      `Hive allows an account one vote every 3 seconds: try again in 3 s (nothing was broadcast). The Hive network said: ${message}`,
    );
  });

  it('a refusal waiting cannot cure: 500 without Retry-After', async () => {
    chain.refuseWith = 'missing required posting authority';
    const response = await post();
    expect(response.status).to.equal(500);
    expect(response.headers.get('retry-after')).to.equal(null);
  });
});
