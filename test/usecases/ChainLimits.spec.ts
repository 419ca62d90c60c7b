import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import type { ChainAccount } from '../../core/shared/account';
import {
  secondsToWait,
  splitForBlockLimit,
  waitCurableRule,
} from '../../core/broadcast/chainLimits';
import { POSTING_SCOPE } from '../../core/operations/operations';
import { type Operation } from '../../core/shared/chain';
import { ServerError, ServerErrorRetryLater } from '../../core/errors';
import type { Hivegate } from '../../bootstrap/composeCore';
import { aUser, anApp, aFollow } from '../support/builders';
import { testCore } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';
import { mintToken } from '../support/mintToken';

const follow = (following: string): Operation => aFollow('alice', following);

/**
 * The chain's own limits (issue 26 §2), over an in-memory chain that enforces hived's
 * HIVE_CUSTOM_OP_BLOCK_LIMIT with hived's text and produces a block each time the service waits.
 */
describe('Broadcasts and the chain’s per-block limits', () => {
  let accounts: ChainAccount[];
  let signer: JoseTokenSigner;
  let chain: MemoryChainClient;
  let clock: FakeClock;
  let core: Hivegate;
  let waits: number;

  before(async () => {
    accounts = [
      aUser('alice').grantedTo('demo-app').build(),
      anApp('demo-app').grantedTo('hivegate').build(),
      aUser('hivegate').build(),
    ];
    signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
  });

  beforeEach(async () => {
    chain = new MemoryChainClient(accounts);
    chain.manualBlocks = true;
    chain.customOpsPerBlock = 5;
    clock = new FakeClock();
    waits = 0;
    ({ core } = await testCore(
      { chain, clock, signer },
      {
        spread: {
          maxBlocks: 3,
          sleep: async (ms) => {
            waits++;
            clock.advance(ms);
            chain.produceBlock();
          },
        },
      },
    ));
  });

  const token = () =>
    mintToken(signer, clock, {
      kind: 'posting',
      sub: 'alice',
      app: 'demo-app',
      scope: POSTING_SCOPE,
      fam: 'fam-alice',
    });

  it('six follows in six parallel requests: all land, the sixth in the next block, none refused', async () => {
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map(async (who) =>
        core.broadcast.execute(await token(), [follow(`user-${who}`)]),
      ),
    );
    chain.produceBlock();
    const blocks = await Promise.all(
      answers.map(async ({ result }) => (await chain.transactionStatus(result.id)).block_num),
    );
    expect(blocks.filter((n) => n === 1)).to.have.length(5);
    expect(blocks.filter((n) => n === 2)).to.have.length(1);
    expect(waits).to.equal(1);
  });

  it('six follows in one request: two transactions over two blocks, the answer names both', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((who) => follow(`user-${who}`));
    const { result } = await core.broadcast.execute(await token(), six);
    chain.produceBlock();
    expect(result.ids).to.have.length(2);
    expect(result.id).to.equal(result.ids![1]);
    const [first, second] = await Promise.all(result.ids!.map((id) => chain.transactionStatus(id)));
    expect([first.block_num, second.block_num]).to.deep.equal([1, 2]);
    expect(chain.broadcasts.map((ops) => ops.length)).to.deep.equal([5, 1]);
    expect(chain.broadcasts.flat()).to.deep.equal(six);
  });

  it('the same, under an Idempotency-Key: a retry answers the same two ids, sending nothing', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((who) => follow(`user-${who}`));
    const first = await core.broadcast.execute(await token(), six, { idempotencyKey: 'six' });
    const again = await core.broadcast.execute(await token(), six, { idempotencyKey: 'six' });
    expect(again).to.deep.equal(first);
    expect(first.result.ids).to.have.length(2);
    expect(chain.broadcasts).to.have.length(2);
  });

  it('splits only what must be split: five follows and a vote stay one transaction', async () => {
    const ops = [...['a', 'b', 'c', 'd', 'e'].map((who) => follow(`user-${who}`))];
    ops.push(['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 1 }]);
    expect(splitForBlockLimit(ops)).to.deep.equal([ops]);
    const { result } = await core.broadcast.execute(await token(), ops);
    expect(result.ids).to.equal(undefined);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('answers the refusal (500 with Retry-After: one block) when blocks keep refusing past the bound', async () => {
    chain.customOpsPerBlock = 0;
    const error = await core.broadcast
      .execute(await token(), [follow('bob')])
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ServerErrorRetryLater);
    expect((error as ServerError).code).to.equal('server_error');
    expect((error as ServerErrorRetryLater).retryAfterSeconds).to.equal(3);
    expect((error as ServerError).description).to.contain(
      'Account alice already submitted 0 custom json operation(s) this block.',
    );
    expect(waits).to.equal(3);
    expect(chain.broadcasts).to.have.length(0);
  });

  it('a post interval refusal says the rule plainly, keeps the node’s message and says how long to wait (issue 57 §8)', async () => {
    const message =
      'Assert Exception:( now - auth.last_root_post ) > HIVE_MIN_ROOT_COMMENT_INTERVAL: You may only post once every 5 minutes.';
    chain.refuseWith = message;
    const error = await core.broadcast
      .execute(await token(), [follow('bob')])
      .catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ServerErrorRetryLater);
    expect((error as ServerError).description).to.equal(
      `Hive allows an account one new post every 5 minutes: try again in 300 s (nothing was broadcast). The Hive network said: ${message}`,
    );
    expect((error as ServerErrorRetryLater).retryAfterSeconds).to.equal(300);
    expect(waits).to.equal(0);
  });

  it('the seconds still to wait come from the times hived’s assert compared, when it sends them', () => {
    const rule = waitCurableRule('You may only post once every 5 minutes.')!;
    const raw = {
      code: -32003,
      data: {
        stack: [{ data: { now: '2026-11-24T14:05:00', last_root_post: '2026-11-24T14:02:00' } }],
      },
    };
    expect(secondsToWait(rule, raw)).to.equal(121);
    expect(waitCurableRule('Can only vote once every 3 seconds.')?.seconds).to.equal(3);
    expect(waitCurableRule('You may only comment once every 3 seconds.')?.seconds).to.equal(3);
    expect(waitCurableRule('missing required posting authority')).to.equal(undefined);
  });
});
