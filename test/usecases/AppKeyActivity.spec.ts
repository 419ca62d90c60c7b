import { cryptoUtils, type PrivateKey } from '@hiveio/dhive';
import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { MemoryBroadcastLog } from '../../adapters/storage/broadcast/MemoryBroadcastLog';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import { MemoryIdempotencyStore } from '../../adapters/storage/broadcast/MemoryIdempotencyStore';
import type { Hivegate } from '../../bootstrap/composeCore';
import type { AccountRead, ChainBlock } from '../../core/ports/ChainClient';
import type { UnsignedTransaction } from '../../core/shared/chain';
import { aUser, anApp, keyOf, aFollow } from '../support/builders';
import { FakeClock } from '../support/FakeClock';
import { testCore } from '../support/coreFixture';

const CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';
const follow = (follower: string) => aFollow(follower);

/**
 * Issue 59 §3: what an app's own posting key signed for a user who signed in here is listed as
 * `app_key`; nothing else is (the user's own key, a user with no sign-in here, what the service
 * sent), and a block handled twice records once.
 */
describe('AppKeyActivity, a block follower subscriber: what apps signed for users on the chain (issue 59 §3)', () => {
  let clock: FakeClock;
  let signIns: MemorySignInStore;
  let log: MemoryBroadcastLog;
  let core: Hivegate;
  let n = 0;

  beforeEach(async () => {
    clock = new FakeClock(Date.parse('2026-12-01T12:00:00Z'));
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').grantedTo('demo-app').build(),
      anApp('demo-app').grantedTo('hivegate').build(),
    ]);
    signIns = new MemorySignInStore();
    log = new MemoryBroadcastLog();
    ({ core } = await testCore(
      { chain, clock, signIns, broadcastLog: log, idempotency: new MemoryIdempotencyStore(log) },
      { chainId: CHAIN_ID, follower: false },
    ));
    await signIns.startRefresh(
      {
        sid: 'sid-alice',
        username: 'alice',
        app: 'demo-app',
        kind: 'posting',
        startedAt: clock.now(),
        usedAt: clock.now(),
        expiresAt: clock.now() + 86_400_000,
      },
      'jti-1',
    );
  });

  /** A block of one transaction of `operations` signed by `key`. */
  function blockSignedBy(key: PrivateKey, operations: unknown[]): ChainBlock {
    const transaction = {
      ref_block_num: 1,
      ref_block_prefix: 2,
      expiration: `2026-12-01T12:0${++n}:00`,
      operations,
      extensions: [],
    } as UnsignedTransaction;
    const signed = cryptoUtils.signTransaction(
      transaction as never,
      key,
      Buffer.from(CHAIN_ID, 'hex'),
    );
    const id = cryptoUtils.generateTrxId(transaction as never);
    return {
      num: 7,
      timestamp: '2026-12-01T12:00:03',
      operations: transaction.operations,
      transactions: [{ id, transaction, signatures: signed.signatures }],
    };
  }

  it("lists a transaction demo-app's own key signed for alice, once however often the block comes", async () => {
    const block = blockSignedBy(keyOf('demo-app'), [follow('alice')]);
    await core.follower.publish(block);
    await core.follower.publish(block);
    const entries = await log.activity({ user: 'alice', limit: 5 }, clock.now());
    expect(entries).to.have.length(1);
    const [entry] = entries;
    expect(entry).to.deep.equal({
      id: block.transactions![0].id,
      user: 'alice',
      app: 'demo-app',
      expiration: block.transactions![0].transaction.expiration,
      at: Date.parse('2026-12-01T12:00:03Z'),
      operations: ['custom_json'],
      source: 'app_key',
      status: 'included',
      block_num: 7,
    });
  });

  it("records nothing for alice's own key, for bob (no sign-in here), or for what the service sent", async () => {
    await core.follower.publish(blockSignedBy(keyOf('alice'), [follow('alice')]));
    await core.follower.publish(blockSignedBy(keyOf('demo-app'), [follow('bob')]));
    expect(await log.activity({ user: 'alice', limit: 5 }, clock.now())).to.deep.equal([]);
    const sent = blockSignedBy(keyOf('demo-app'), [follow('alice')]);
    const { id, transaction } = sent.transactions![0];
    await log.record(
      {
        id,
        user: 'alice',
        app: 'demo-app',
        expiration: transaction.expiration,
        at: clock.now(),
        operations: ['custom_json'],
        source: 'service',
      },
      clock.now() + 1000,
    );
    await core.follower.publish(sent);
    expect((await log.find(id, clock.now()))?.source).to.equal('service');
    expect(await log.activity({ user: 'bob', limit: 5 }, clock.now())).to.deep.equal([]);
  });

  it("reads the user's record without leaving what it fetched in the chain client's cache, and drops no record a request cached", async () => {
    const reads: { names: readonly string[]; keepFetched?: boolean }[] = [];
    const dropped: string[] = [];
    class Watched extends MemoryChainClient {
      override async getAccounts(names: readonly string[], read?: AccountRead) {
        reads.push({ names, keepFetched: read?.keepFetched });
        return super.getAccounts(names, read);
      }
      accountChanged(name: string) {
        dropped.push(name);
      }
    }
    const watchedLog = new MemoryBroadcastLog();
    const { core: watching } = await testCore(
      {
        chain: new Watched([
          aUser('alice').grantedTo('demo-app').build(),
          anApp('demo-app').grantedTo('hivegate').build(),
        ]),
        clock,
        signIns,
        broadcastLog: watchedLog,
        idempotency: new MemoryIdempotencyStore(watchedLog),
      },
      { chainId: CHAIN_ID, follower: false },
    );
    reads.length = 0;
    await watching.follower.publish(blockSignedBy(keyOf('demo-app'), [follow('alice')]));
    expect(await watchedLog.activity({ user: 'alice', limit: 5 }, clock.now())).to.have.length(1);
    expect(reads.find(({ names }) => names.includes('alice'))).to.deep.equal({
      names: ['alice'],
      keepFetched: false,
    });
    expect(dropped, 'a record a request cached stays for its next read').to.deep.equal([]);
  });

  it('ACTIVITY_FROM_CHAIN=off (activityFromChain: false): the follower looks at no signature', async () => {
    const off = new MemoryBroadcastLog();
    const { core: quiet } = await testCore(
      {
        chain: new MemoryChainClient([
          aUser('alice').grantedTo('demo-app').build(),
          anApp('demo-app').build(),
        ]),
        clock,
        signIns,
        broadcastLog: off,
        idempotency: new MemoryIdempotencyStore(off),
      },
      { chainId: CHAIN_ID, follower: false, activityFromChain: false },
    );
    await quiet.follower.publish(blockSignedBy(keyOf('demo-app'), [follow('alice')]));
    expect(await off.activity({ user: 'alice', limit: 5 }, clock.now())).to.deep.equal([]);
  });
});
