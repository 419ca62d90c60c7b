import { expect } from 'chai';
import { startDevnetService, type DevnetService } from '../support/devnetService';
import { call } from '../support/http';
import { postingTokenOverApi } from '../support/apiSignIn';
import { aFollow } from '../support/builders';

const followWhat = (following: string, what: string[]) => aFollow('alice', following, what);
const follow = (following: string) => followWhat(following, ['blog']);

/** Receipts (issue 26 §3) read from the dev chain through hived's APIs, by the composed service. */
describe('e2e: receipts, and requests split for a per-block limit, on the dev chain', function () {
  this.timeout(120_000);
  let world: DevnetService;
  let token: string;

  before(async () => {
    world = await startDevnetService();
    token = await postingTokenOverApi(world.url, 'alice', 'custom_json');
  });
  after(async () => world?.close());

  const broadcast = (operations: unknown[], query = '') =>
    call(world.url, 'POST', `/api/broadcast${query}`, {
      json: { operations },
      headers: { Authorization: token },
    });

  it('?wait=irreversible answers with the block and index get_transaction reports; GET says the same', async () => {
    const answer = await broadcast([follow('bob')], '?wait=irreversible');
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const { id, status, block_num, trx_num } = answer.body.result;
    const onChain = await world.rpc('condenser_api.get_transaction', [id]);
    expect(status).to.equal('irreversible');
    expect(block_num).to.equal(onChain.block_num);
    expect(trx_num).to.equal(onChain.transaction_num);
    const receipt = await call(world.url, 'GET', `/api/broadcast/${id}`, {
      headers: { Authorization: token },
    });
    expect(receipt.status).to.equal(200);
    expect(receipt.body).to.deep.equal({ id, status, block_num, trx_num });
  });

  it('without wait, the answer is the spec’s { result: { id } }', async () => {
    const answer = await broadcast([follow('carol')]);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(Object.keys(answer.body.result)).to.deep.equal(['id']);
  });

  it('six follows in one request: split into two transactions, in order, both on chain (issue 26 §2)', async () => {
    const ops = [
      follow('bob'),
      follow('hivegate'),
      follow('demo-app'),
      follow('carol'),
      followWhat('carol', ['ignore']),
      followWhat('carol', ['blog']),
    ];
    const answer = await broadcast(ops);
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const { id, ids } = answer.body.result;
    expect(ids).to.have.length(2);
    expect(id).to.equal(ids[1]);
    const parts = await Promise.all(
      ids.map((each: string) => world.rpc('condenser_api.get_transaction', [each])),
    );
    expect(parts.map((part) => part.operations.length)).to.deep.equal([5, 1]);
    const following = await world.rpc('condenser_api.get_following', ['alice', '', 'blog', 10]);
    expect(following.map((f: { following: string }) => f.following).sort()).to.include.members([
      'bob',
      'carol',
      'demo-app',
      'hivegate',
    ]);
  });
});

/**
 * Issue 26 §2 on a dev chain that, like hived, counts custom_json per account per block; and §3's
 * receipts while irreversibility lags the head (the dev chain's default with a block interval).
 */
describe('e2e: on a dev chain making a block every 3 s, irreversible a block later', function () {
  this.timeout(120_000);
  let world: DevnetService;
  let token: string;

  before(async () => {
    world = await startDevnetService({}, { blockIntervalMs: 3000 });
    token = await postingTokenOverApi(world.url, 'alice', 'custom_json');
  });
  after(async () => world?.close());

  it('all land, at most five a block, none refused (the dev chain refuses a sixth in a block)', async () => {
    const targets = ['bob', 'carol', 'hivegate', 'demo-app', 'bob', 'carol'];
    const answers = await Promise.all(
      targets.map((who, i) =>
        call(world.url, 'POST', '/api/broadcast', {
          json: { operations: [i < 4 ? follow(who) : followWhat(who, [])] },
          headers: { Authorization: token },
        }),
      ),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const blocks: number[] = [];
    for (const answer of answers) {
      let block: number | undefined;
      for (let waited = 0; block === undefined && waited < 30_000; waited += 500) {
        block = (await world.rpc('condenser_api.get_transaction', [answer.body.result.id]))
          ?.block_num;
        if (block === undefined) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      blocks.push(block!);
    }
    // At most 5 per block (hived's limit), so at least two blocks; how many more is the clock's.
    for (const block of new Set(blocks))
      expect(blocks.filter((n) => n === block).length).to.be.at.most(5);
    expect(new Set(blocks).size).to.be.at.least(2);
  });

  it('walks accepted → included → irreversible while irreversibility lags the head by a block', async () => {
    const answer = await call(world.url, 'POST', '/api/broadcast', {
      json: { operations: [follow('carol')] },
      headers: { Authorization: token },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    const { id } = answer.body.result;
    const seen: string[] = [];
    for (let tries = 0; tries < 120 && seen.at(-1) !== 'irreversible'; tries++) {
      const { body } = await call(world.url, 'GET', `/api/broadcast/${id}`, {
        headers: { Authorization: token },
      });
      if (seen.at(-1) !== body.status) seen.push(body.status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(seen.filter((s) => s !== 'accepted')).to.deep.equal(['included', 'irreversible']);
  });
});
