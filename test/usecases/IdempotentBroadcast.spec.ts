import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryBroadcastLog } from '../../adapters/storage/broadcast/MemoryBroadcastLog';
import { MemoryIdempotencyStore } from '../../adapters/storage/broadcast/MemoryIdempotencyStore';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteBroadcastLog } from '../../adapters/storage/broadcast/SqliteBroadcastLog';
import { SqliteIdempotencyStore } from '../../adapters/storage/broadcast/SqliteIdempotencyStore';
import type { ChainAccount } from '../../core/shared/account';
import { POSTING_SCOPE } from '../../core/operations/operations';
import { type Operation } from '../../core/shared/chain';
import { requestFingerprint } from '../../core/broadcast/idempotencyKey';
import {
  IdempotencyKeyInFlight,
  IdempotencyKeyReused,
  ServerError,
  type DomainError,
} from '../../core/errors';
import {
  ChainUnavailable,
  type BroadcastReceipt,
  type PreparedTransaction,
} from '../../core/ports/ChainClient';
import type { Hivegate } from '../../bootstrap/composeCore';
import { aUser, anApp } from '../support/builders';
import { testCore } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';
import { mintToken } from '../support/mintToken';

const vote = (weight = 10000): Operation => [
  'vote',
  { voter: 'alice', author: 'bob', permlink: 'hello', weight },
];

/** A chain whose next `failures` sends fail before reaching any node. */
class FlakyChain extends MemoryChainClient {
  failures = 0;
  override async send(
    transaction: PreparedTransaction,
    options?: { resend?: boolean },
  ): Promise<BroadcastReceipt> {
    if (this.failures > 0) {
      this.failures--;
      throw new ChainUnavailable(
        'No Hive node could be reached; the transaction was not broadcast',
      );
    }
    return super.send(transaction, options);
  }
}

describe('Idempotency-Key on broadcasts (IdempotentBroadcasts, issue 26)', () => {
  let accounts: ChainAccount[];
  let signer: JoseTokenSigner;
  let chain: FlakyChain;
  let clock: FakeClock;
  let log: MemoryBroadcastLog;
  let store: MemoryIdempotencyStore;
  /** Two instances sharing the chain, the clock, the key store and the broadcast log. */
  let one: Hivegate;
  let two: Hivegate;

  before(async () => {
    accounts = [
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').grantedTo('demo-app').build(),
      anApp('demo-app').grantedTo('hivegate').build(),
      aUser('hivegate').build(),
    ];
    signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
  });

  beforeEach(async () => {
    chain = new FlakyChain(accounts);
    clock = new FakeClock();
    log = new MemoryBroadcastLog();
    store = new MemoryIdempotencyStore(log);
    // Waiting moves the fake clock: no test sleeps.
    const idempotency = {
      leaseMs: 20_000,
      waitMs: 35_000,
      pollMs: 100,
      sleep: async (ms: number) => {
        clock.advance(ms);
        await new Promise((resolve) => setImmediate(resolve));
      },
    };
    const instance = async () =>
      (
        await testCore(
          { chain, clock, signer, idempotency: store, broadcastLog: log },
          { idempotency },
        )
      ).core;
    one = await instance();
    two = await instance();
  });

  const token = (user = 'alice') =>
    mintToken(signer, clock, {
      kind: 'posting',
      sub: user,
      app: 'demo-app',
      scope: POSTING_SCOPE,
      fam: `fam-${user}`,
    });

  async function failure(promise: Promise<unknown>): Promise<DomainError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error, 'expected a refusal').to.be.instanceOf(Error);
    return error as DomainError;
  }

  it('the same key and request answer the first answer again, and broadcast once', async () => {
    const first = await one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    const again = await two.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    expect(again).to.deep.equal(first);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('without a key, the same request twice is two transactions (as before)', async () => {
    const first = await one.broadcast.execute(await token(), [vote()]);
    const second = await one.broadcast.execute(await token(), [vote()]);
    expect(second.result.id).to.not.equal(first.result.id);
    expect(chain.broadcasts).to.have.length(2);
  });

  it('the same key with other operations is refused (422) and broadcasts nothing', async () => {
    await one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    const error = await failure(
      two.broadcast.execute(await token(), [vote(5000)], { idempotencyKey: 'k1' }),
    );
    expect(error).to.be.instanceOf(IdempotencyKeyReused);
    expect(error.code).to.equal('invalid_request');
    expect(error.description).to.match(/used for another request/);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('keys are per user: bob may use alice’s key for his own request', async () => {
    const bobVote: Operation = [
      'vote',
      { voter: 'bob', author: 'alice', permlink: 'p', weight: 1 },
    ];
    await one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    await one.broadcast.execute(await token('bob'), [bobVote], { idempotencyKey: 'k1' });
    expect(chain.broadcasts).to.have.length(2);
  });

  it('20 concurrent requests with one key over two instances: one transaction, 20 identical answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) =>
        (i % 2 ? one : two).broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' }),
      ),
    );
    expect(chain.broadcasts).to.have.length(1);
    for (const answer of answers) expect(answer).to.deep.equal(answers[0]);
  });

  it('a refusal by the network is answered again to a retry, without asking the network', async () => {
    chain.refuseWith = 'missing required posting authority';
    const first = await failure(
      one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' }),
    );
    chain.refuseWith = undefined;
    const again = await failure(
      two.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' }),
    );
    expect(first).to.be.instanceOf(ServerError);
    expect(again).to.be.instanceOf(ServerError);
    expect(again.description).to.equal(first.description);
    expect((again as ServerError).response).to.deep.equal((first as ServerError).response);
    expect(chain.broadcasts).to.have.length(0);
  });

  it('a send that reached no node releases the key: the retry sends the same transaction', async () => {
    chain.failures = 1;
    const error = await failure(
      one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' }),
    );
    expect(error).to.be.instanceOf(ServerError);
    const claimed = await store.find({ user: 'alice', app: 'demo-app', key: 'k1' }, clock.now());
    const retry = await two.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    expect(retry.result.id).to.equal(claimed!.transactions[0].id);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('the claim logs the transaction in its own write: a receipt, and no second write to the log', async () => {
    let recorded = 0;
    const record = log.record.bind(log);
    log.record = (entry, expiresAt) => (recorded++, record(entry, expiresAt));
    const { result } = await one.broadcast.execute(await token(), [vote()], {
      idempotencyKey: 'k1',
    });
    const claimed = await store.find({ user: 'alice', app: 'demo-app', key: 'k1' }, clock.now());
    expect(recorded).to.equal(0);
    expect(await log.find(result.id, clock.now())).to.deep.equal({
      id: result.id,
      user: 'alice',
      app: 'demo-app',
      expiration: claimed!.transactions[0].expiration,
      at: clock.now(),
      operations: ['vote'],
      source: 'service',
      status: 'sent',
      block_num: null,
    });
    expect(await two.receipts.execute(await token(), result.id)).to.include({ id: result.id });
  });

  it('a send whose outcome the service never learnt still has its receipt, under the id the claim holds', async () => {
    chain.failures = 1;
    await failure(one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' }));
    const claimed = await store.find({ user: 'alice', app: 'demo-app', key: 'k1' }, clock.now());
    const { id } = claimed!.transactions[0];
    expect(await one.receipts.execute(await token(), id)).to.deep.equal({
      id,
      status: 'unknown',
      block_num: null,
      trx_num: null,
    });
    const bob = await failure(one.receipts.execute(await token('bob'), id));
    expect(bob.code).to.equal('not_found');
  });

  it('a claim that cannot be written (disk full) sends nothing; the retry claims and sends once', async () => {
    const claim = store.claim.bind(store);
    store.claim = async () => {
      throw new Error('SQLITE_FULL: database or disk is full');
    };
    const error = await failure(
      one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' }),
    );
    expect(error.message).to.equal('SQLITE_FULL: database or disk is full');
    expect(chain.broadcasts).to.have.length(0);
    store.claim = claim;
    const retry = await two.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    expect(await log.find(retry.result.id, clock.now())).to.include({ id: retry.result.id });
    expect(chain.broadcasts).to.have.length(1);
  });

  it('a claim that logged nothing (an earlier release), taken over: the taker logs its transaction', async () => {
    // Its claims write to a log the instance does not read: as if they logged nothing.
    const keys = new MemoryIdempotencyStore(new MemoryBroadcastLog());
    const transaction = await chain.prepare([vote()]);
    const now = clock.now();
    await keys.claim(
      {
        user: 'alice',
        app: 'demo-app',
        key: 'k1',
        fingerprint: requestFingerprint([vote()], undefined),
        transactions: [transaction],
        leaseUntil: now + 20_000,
        expiresAt: now + 86_400_000,
        logExpiresAt: now + 86_400_000,
      },
      now,
    );
    const { core } = await testCore(
      { chain, clock, signer, idempotency: keys, broadcastLog: log },
      { idempotency: { sleep: async (ms: number) => clock.advance(ms) } },
    );
    const retry = await core.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    expect(retry.result.id).to.equal(transaction.id);
    expect(await core.receipts.execute(await token(), transaction.id)).to.include({
      id: transaction.id,
    });
    expect(chain.broadcasts).to.have.length(1);
  });

  it('an instance that died between send and answer: the retry on another waits out its lease, resends, answers its id', async () => {
    chain.hang = true; // applied, never answered: a kill -9 after sending
    void one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    const scope = { user: 'alice', app: 'demo-app', key: 'k1' };
    while (!(await store.find(scope, clock.now()))) await new Promise((r) => setImmediate(r));
    while (chain.broadcasts.length === 0) await new Promise((r) => setImmediate(r));
    chain.hang = false;
    const claimed = (await store.find(scope, clock.now()))!;
    const retry = await two.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    expect(retry.result.id).to.equal(claimed.transactions[0].id);
    expect(chain.broadcasts).to.have.length(1);
    expect(clock.now()).to.be.at.least(claimed.leaseUntil);
  });

  it('still in flight after the wait bound → 409 with the seconds until its lease ends', async () => {
    const slow = await testCore(
      { chain, clock, signer, idempotency: store, broadcastLog: log },
      {
        idempotency: {
          leaseMs: 600_000,
          waitMs: 5_000,
          pollMs: 1000,
          sleep: async (ms: number) => {
            clock.advance(ms);
            await new Promise((resolve) => setImmediate(resolve));
          },
        },
      },
    );
    chain.hang = true;
    void slow.core.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    while (chain.broadcasts.length === 0) await new Promise((r) => setImmediate(r));
    const error = await failure(
      slow.core.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' }),
    );
    expect(error).to.be.instanceOf(IdempotencyKeyInFlight);
    expect(error.code).to.equal('conflict');
    expect((error as IdempotencyKeyInFlight).retryAfterSeconds).to.equal(595);
    expect(chain.broadcasts).to.have.length(1);
  });

  it('a key is forgotten after it is kept (24 h by default): then it is a new request', async () => {
    await one.broadcast.execute(await token(), [vote()], { idempotencyKey: 'k1' });
    clock.advance(24 * 3600_000);
    await store.purgeExpired(clock.now());
    await one.broadcast.execute(await token(), [vote(5000)], { idempotencyKey: 'k1' });
    expect(chain.broadcasts).to.have.length(2);
  });

  it('after a restart (a SQLite file reopened by a new process), the key still answers its first answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hivegate-restart-'));
    const file = join(dir, 'keys.db');
    const boot = async () => {
      const db = openDatabase(file);
      const { core } = await testCore(
        {
          chain,
          clock,
          signer,
          idempotency: new SqliteIdempotencyStore(db),
          broadcastLog: new SqliteBroadcastLog(db),
        },
        {},
      );
      return { core, db };
    };
    try {
      const before = await boot();
      const first = await before.core.broadcast.execute(await token(), [vote()], {
        idempotencyKey: 'k1',
      });
      before.db.close();
      const after = await boot();
      const again = await after.core.broadcast.execute(await token(), [vote()], {
        idempotencyKey: 'k1',
      });
      after.db.close();
      expect(again).to.deep.equal(first);
      expect(chain.broadcasts).to.have.length(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
