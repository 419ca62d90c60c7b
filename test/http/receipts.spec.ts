import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { aUser } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startBroadcastServer } from './broadcastServer';

const vote = ['vote', { voter: 'alice', author: 'bob', permlink: 'hello', weight: 1 }];

describe('HTTP: receipts, GET /api/broadcast/{id} and POST /api/broadcast?wait= (issue 26)', () => {
  let chain: MemoryChainClient;
  let t: Awaited<ReturnType<typeof startBroadcastServer>>;
  beforeEach(async () => {
    chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').grantedTo('demo-app').build(),
      demoApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await startBroadcastServer(chain);
  });
  afterEach(() => t.close());

  const broadcast = async (query = '') =>
    call(t.url, 'POST', `/api/broadcast${query}`, {
      json: { operations: [vote] },
      headers: { Authorization: await t.token() },
    });
  const receipt = async (id: string, user = 'alice') =>
    call(t.url, 'GET', `/api/broadcast/${id}`, { headers: { Authorization: await t.token(user) } });

  it('answers the receipt of a transaction the token’s user and app broadcast', async () => {
    const { body } = await broadcast();
    const answer = await receipt(body.result.id);
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({
      id: body.result.id,
      status: 'irreversible',
      block_num: 1,
      trx_num: 0,
    });
  });

  it('another user’s receipt, an unknown id → 404 not_found; a malformed id → 400', async () => {
    const { body } = await broadcast();
    for (const answer of [await receipt(body.result.id, 'bob'), await receipt('f'.repeat(40))]) {
      expect(answer.status).to.equal(404);
      expect(answer.body.error).to.equal('not_found');
    }
    const malformed = await receipt('not-an-id');
    expect(malformed.status).to.equal(400);
    expect(malformed.body.error).to.equal('invalid_request');
  });

  it('needs a token', async () => {
    const { body } = await broadcast();
    const answer = await call(t.url, 'GET', `/api/broadcast/${body.result.id}`);
    expect(answer.status).to.equal(401);
    expect(answer.body.error).to.equal('invalid_grant');
  });

  it('?wait=included answers with the state reached; any other wait → 400, nothing broadcast', async () => {
    const waited = await broadcast('?wait=included');
    expect(waited.status).to.equal(200);
    expect(waited.body.result).to.deep.include({ status: 'irreversible', block_num: 1 });
    const bad = await broadcast('?wait=soon');
    expect(bad.status).to.equal(400);
    expect(bad.body.error_description).to.equal('wait must be included or irreversible');
    expect(chain.broadcasts).to.have.length(1);
  });
});
