import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import type { ChainAccount } from '../../core/shared/account';
import { LOGIN_SCOPE, POSTING_SCOPE } from '../../core/operations/operations';
import { type Operation } from '../../core/shared/chain';
import { NotFound, ServerError, type DomainError } from '../../core/errors';
import { ChainUnavailable } from '../../core/ports/ChainClient';
import { MemoryBroadcastLog } from '../../adapters/storage/broadcast/MemoryBroadcastLog';
import { MemoryIdempotencyStore } from '../../adapters/storage/broadcast/MemoryIdempotencyStore';
import { MemoryLogger } from '../support/MemoryLogger';
import type { Hivegate } from '../../bootstrap/composeCore';
import { aUser, anApp } from '../support/builders';
import { testCore } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';
import { mintToken } from '../support/mintToken';

const vote: Operation = ['vote', { voter: 'alice', author: 'bob', permlink: 'hello', weight: 1 }];

/**
 * Receipts (issue 26 §3) over an in-memory chain whose blocks and irreversibility the test moves:
 * the state walk accepted → included → irreversible, expired, and who may read a receipt.
 */
describe('Receipts: GET /api/broadcast/{id} and ?wait= (ReceiptUseCase)', () => {
  let accounts: ChainAccount[];
  let signer: JoseTokenSigner;
  let chain: MemoryChainClient;
  let clock: FakeClock;
  let core: Hivegate;
  /** Called at each wait step, after the clock moved: lets a test produce blocks while a request waits. */
  let onWait: () => void;

  before(async () => {
    accounts = [
      aUser('alice').grantedTo('demo-app').grantedTo('other-app').build(),
      aUser('bob').grantedTo('demo-app').build(),
      anApp('demo-app').grantedTo('hivegate').build(),
      anApp('other-app').grantedTo('hivegate').build(),
      aUser('hivegate').build(),
    ];
    signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
  });

  beforeEach(async () => {
    chain = new MemoryChainClient(accounts);
    chain.manualBlocks = true;
    chain.irreversibleBlock = 0;
    clock = new FakeClock(Date.parse('2099-12-31T23:59:00Z'));
    onWait = () => undefined;
    ({ core } = await testCore(
      { chain, clock, signer },
      {
        receipts: {
          pollMs: 1000,
          cacheMs: 3000,
          sleep: async (ms) => {
            clock.advance(ms);
            onWait();
            await new Promise((resolve) => setImmediate(resolve));
          },
        },
      },
    ));
  });

  const token = (user = 'alice', app = 'demo-app', kind: 'posting' | 'login' = 'posting') =>
    mintToken(signer, clock, {
      kind,
      sub: user,
      app,
      scope: kind === 'login' ? LOGIN_SCOPE : POSTING_SCOPE,
      fam: `fam-${user}-${app}`,
    });

  async function failure(promise: Promise<unknown>): Promise<DomainError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, 'expected a refusal').to.be.instanceOf(Error);
    return error as DomainError;
  }

  it('walks accepted → included → irreversible, with block_num and trx_num once in a block', async () => {
    const { result } = await core.broadcast.execute(await token(), [vote]);
    const read = async () => core.receipts.execute(await token(), result.id);
    expect(await read()).to.deep.equal({
      id: result.id,
      status: 'accepted',
      block_num: null,
      trx_num: null,
    });
    chain.produceBlock();
    clock.advance(3000); // the cached status lasts one block
    expect(await read()).to.deep.equal({
      id: result.id,
      status: 'included',
      block_num: 1,
      trx_num: 0,
    });
    chain.irreversibleBlock = 1;
    clock.advance(3000);
    expect(await read()).to.deep.include({ status: 'irreversible', block_num: 1 });
  });

  it('a keyed broadcast has its receipt from the stores the core keeps in memory (one log for claims and reads)', async () => {
    const { result } = await core.broadcast.execute(await token(), [vote], {
      idempotencyKey: 'k1',
    });
    expect(await core.receipts.execute(await token(), result.id)).to.deep.include({
      id: result.id,
      status: 'accepted',
    });
  });

  for (const keyed of [false, true]) {
    it(`a send whose outcome is unknown has its receipt, under the id its error names (${keyed ? 'with' : 'without'} an Idempotency-Key)`, async () => {
      chain.send = async (transaction) => {
        throw new ChainUnavailable('The Hive network did not confirm the transaction', {
          transaction_id: transaction.id,
        });
      };
      const error = await failure(
        core.broadcast.execute(await token(), [vote], keyed ? { idempotencyKey: 'k1' } : {}),
      );
      expect(error).to.be.instanceOf(ServerError);
      const { transaction_id: id } = (error as ServerError).response as { transaction_id: string };
      expect(await core.receipts.execute(await token(), id)).to.deep.equal({
        id,
        status: 'unknown',
        block_num: null,
        trx_num: null,
      });
    });
  }

  it('a broadcast log that cannot be written (disk full): the broadcast goes on, without its receipt, and says so in a warning', async () => {
    const log = new MemoryBroadcastLog();
    log.record = async () => {
      throw new Error('SQLITE_FULL: database or disk is full');
    };
    const logger = new MemoryLogger();
    const { core: logless } = await testCore({
      chain,
      clock,
      signer,
      logger,
      broadcastLog: log,
      idempotency: new MemoryIdempotencyStore(log),
    });
    const { result } = await logless.broadcast.execute(await token(), [vote]);
    expect(chain.broadcasts).to.have.length(1);
    const warnings = logger.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.message === 'recording a broadcast failed');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.deep.include({ level: 'warn', transaction: result.id });
    expect(warnings[0].err).to.deep.include({ message: 'SQLITE_FULL: database or disk is full' });
    const error = await failure(logless.receipts.execute(await token(), result.id));
    expect(error).to.be.instanceOf(NotFound);
  });

  it('caches a status for one block: a read within it does not ask the chain again', async () => {
    const { result } = await core.broadcast.execute(await token(), [vote]);
    expect((await core.receipts.execute(await token(), result.id)).status).to.equal('accepted');
    chain.produceBlock();
    expect((await core.receipts.execute(await token(), result.id)).status).to.equal('accepted');
    clock.advance(3000);
    expect((await core.receipts.execute(await token(), result.id)).status).to.equal('included');
  });

  it('reports expired for a transaction that expired without being included', async () => {
    const { result } = await core.broadcast.execute(await token(), [vote]);
    chain.expirePending();
    expect((await core.receipts.execute(await token(), result.id)).status).to.equal('expired');
  });

  it('only the user and app that broadcast it read the receipt; others get not_found', async () => {
    const { result } = await core.broadcast.execute(await token(), [vote]);
    for (const [user, app] of [
      ['bob', 'demo-app'],
      ['alice', 'other-app'],
    ]) {
      const error = await failure(core.receipts.execute(await token(user, app), result.id));
      expect(error).to.be.instanceOf(NotFound);
    }
    const unknown = await failure(core.receipts.execute(await token(), 'f'.repeat(40)));
    expect(unknown).to.be.instanceOf(NotFound);
    const login = await failure(
      core.receipts.execute(await token('alice', 'demo-app', 'login'), result.id),
    );
    expect(login.code).to.equal('invalid_grant');
  });

  it('wait=included answers once the transaction is in a block', async () => {
    let waits = 0;
    onWait = () => ++waits === 2 && chain.produceBlock();
    const { result } = await core.broadcast.execute(await token(), [vote], { wait: 'included' });
    expect(result).to.deep.equal({
      id: (result as { id: string }).id,
      status: 'included',
      block_num: 1,
      trx_num: 0,
    });
    expect(waits).to.equal(2);
  });

  it('wait=irreversible waits past inclusion until the block is irreversible', async () => {
    let waits = 0;
    onWait = () => {
      waits++;
      if (waits === 1) chain.produceBlock();
      if (waits === 4) chain.irreversibleBlock = 1;
    };
    const { result } = await core.broadcast.execute(await token(), [vote], {
      wait: 'irreversible',
    });
    expect(result).to.deep.include({ status: 'irreversible', block_num: 1 });
    expect(waits).to.equal(4);
  });

  it('wait= on a transaction that expires → server_error saying it expired, never a success', async () => {
    onWait = () => chain.expirePending();
    const error = await failure(
      core.broadcast.execute(await token(), [vote], { wait: 'included' }),
    );
    expect(error).to.be.instanceOf(ServerError);
    expect(error.description).to.match(/expired at .* without being included/);
  });

  it('wait= stops at the expiration when no node ever reports the transaction', async () => {
    // The memory chain's transactions expire in 2100: the clock passes it while nothing happens.
    const error = await failure(
      core.broadcast.execute(await token(), [vote], { wait: 'included' }),
    );
    expect(error).to.be.instanceOf(ServerError);
    expect(error.description).to.match(/expired/);
    expect(clock.now()).to.be.above(Date.parse('2100-01-01T00:00:00Z'));
  });

  it('without wait, the answer is the spec’s { id } as before', async () => {
    const answer = await core.broadcast.execute(await token(), [vote]);
    expect(Object.keys(answer.result)).to.deep.equal(['id']);
  });
});
