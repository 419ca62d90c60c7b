import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { aUser } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startBroadcastServer } from './broadcastServer';

const vote = (weight = 10000) => [
  'vote',
  { voter: 'alice', author: 'bob', permlink: 'hello', weight },
];

describe('HTTP: Idempotency-Key on POST /api/broadcast (issue 26)', () => {
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

  const post = async (operations: unknown[], key?: string) =>
    call(t.url, 'POST', '/api/broadcast', {
      json: { operations },
      headers: {
        Authorization: await t.token(),
        ...(key === undefined ? {} : { 'Idempotency-Key': key }),
      },
    });

  it('answers a repeated key with the first answer (status, body, id) and broadcasts once', async () => {
    const first = await post([vote()], 'order-1');
    const again = await post([vote()], 'order-1');
    expect(first.status).to.equal(200);
    expect(again.status).to.equal(200);
    expect(again.body).to.deep.equal(first.body);
    expect(first.body.result.id).to.match(/^[0-9a-f]{40}$/);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('takes the draft’s quoted form and the bare form as the same key', async () => {
    const first = await post([vote()], '"order-1"');
    const again = await post([vote()], 'order-1');
    expect(again.body).to.deep.equal(first.body);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('a key used for another body → 422 invalid_request, nothing broadcast', async () => {
    await post([vote()], 'order-1');
    const reused = await post([vote(5000)], 'order-1');
    expect(reused.status).to.equal(422);
    expect(reused.body.error).to.equal('invalid_request');
    expect(reused.body.error_description).to.match(/Idempotency-Key was used for another request/);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('refuses a key that is empty, too long or not printable ASCII (400), broadcasting nothing', async () => {
    for (const key of ['""', 'k'.repeat(256), 'clé']) {
      const answer = await post([vote()], key);
      expect(answer.status, key).to.equal(400);
      expect(answer.body.error).to.equal('invalid_request');
      expect(answer.body.error_description).to.match(/Idempotency-Key must be 1 to 255/);
    }
    expect(chain.broadcasts).to.have.length(0);
  });

  it('replays a refusal by the network: the same 500 body, the network not asked again', async () => {
    chain.refuseWith = 'missing required posting authority';
    const first = await post([vote()], 'order-1');
    chain.refuseWith = undefined;
    const again = await post([vote()], 'order-1');
    expect(first.status).to.equal(500);
    expect(again.status).to.equal(500);
    expect(again.body).to.deep.equal(first.body);
    expect(chain.broadcasts).to.have.length(0);
  });

  it('without the header, the same request twice is two transactions, as before', async () => {
    const first = await post([vote()]);
    const second = await post([vote()]);
    expect(second.body.result.id).to.not.equal(first.body.result.id);
    expect(chain.broadcasts).to.have.length(2);
  });

  it('lets pages send the key (CORS preflight) and read Retry-After', async () => {
    const preflight = await fetch(`${t.url}/api/broadcast`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).to.be.oneOf([200, 204]);
    expect(preflight.headers.get('access-control-allow-headers')).to.match(/idempotency-key/i);
    const answer = await fetch(`${t.url}/api/broadcast`, {
      method: 'POST',
      headers: { Origin: 'https://app.example' },
    });
    expect(answer.headers.get('access-control-expose-headers')).to.match(/retry-after/i);
  });
});
