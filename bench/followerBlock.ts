import { cryptoUtils, PrivateKey } from '@hiveio/dhive';
import { MemoryChainClient } from '../adapters/chain/MemoryChainClient';
import { openDatabase } from '../adapters/storage/openDatabase';
import { SqliteSignInStore } from '../adapters/storage/signIn/SqliteSignInStore';
import { SqliteBroadcastLog } from '../adapters/storage/broadcast/SqliteBroadcastLog';
import { SqliteIdempotencyStore } from '../adapters/storage/broadcast/SqliteIdempotencyStore';
import type { ChainBlock } from '../core/ports/ChainClient';
import type { UnsignedTransaction } from '../core/shared/chain';
import { aUser, anApp } from '../test/support/builders';
import { FakeClock } from '../test/support/FakeClock';
import { testCore } from '../test/support/coreFixture';

/*
 * The block follower's CPU per block with the app-key attribution of issue 59 §3 on and off, at
 * mainnet-like load: 60 transactions a block (one operation, one signature each: votes and
 * custom_json, as most of Hive's blocks), acting for 20,000 accounts of which 2,000 signed in here;
 * 10 % of transactions act for one of those, half of them signed by an app's own key. Stores on
 * SQLite (one file, as `npm start`), the chain in memory (its account reads cost what a warm cache
 * costs). `npx tsx bench/followerBlock.ts [blocks]`; prints one row per mode.
 */

const BLOCKS = Number(process.argv[2] ?? 2000);
const PER_BLOCK = 60;
const USERS = 20_000;
const WATCHED = 2_000;
const CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';
const APPS = ['app-a', 'app-b', 'app-c'];
const appKeys = new Map(APPS.map((app) => [app, PrivateKey.fromLogin(app, 'pw', 'posting')]));
const userKey = PrivateKey.fromLogin('someone', 'pw', 'posting');

const name = (i: number) => `user${i}`;
const clock = new FakeClock(Date.parse('2026-12-01T12:00:00Z'));
const accounts = [
  ...Array.from({ length: WATCHED }, (_, i) =>
    aUser(name(i))
      .grantedTo(APPS[i % APPS.length])
      .build(),
  ),
  ...APPS.map((app) => anApp(app).build()),
];
for (const account of accounts.filter((a) => APPS.includes(a.name)))
  account.posting.key_auths = [[appKeys.get(account.name)!.createPublic().toString(), 1]];
const chain = new MemoryChainClient(accounts);
const db = openDatabase(':memory:');
const grants = new SqliteSignInStore(db);
const log = new SqliteBroadcastLog(db);

/** One block: 60 signed transactions, each one follow or vote by a user. */
function blockOf(num: number): ChainBlock {
  const transactions = Array.from({ length: PER_BLOCK }, (_, i) => {
    const k = num * PER_BLOCK + i;
    const watched = k % 10 === 0;
    const user = watched ? name(k % WATCHED) : name(WATCHED + (k % (USERS - WATCHED)));
    const operation: [string, Record<string, unknown>] =
      k % 2
        ? ['vote', { voter: user, author: 'someone', permlink: `p${k}`, weight: 10000 }]
        : [
            'custom_json',
            { required_auths: [], required_posting_auths: [user], id: 'follow', json: '[]' },
          ];
    const transaction: UnsignedTransaction = {
      ref_block_num: num & 0xffff,
      ref_block_prefix: k,
      expiration: '2026-12-01T12:10:00',
      operations: [operation],
      extensions: [],
    };
    const key = watched && k % 20 === 0 ? appKeys.get(APPS[(k % WATCHED) % APPS.length])! : userKey;
    const { signatures } = cryptoUtils.signTransaction(
      transaction as never,
      key,
      Buffer.from(CHAIN_ID, 'hex'),
    );
    return { id: cryptoUtils.generateTrxId(transaction as never), transaction, signatures };
  });
  return {
    num,
    timestamp: '2026-12-01T12:00:00',
    operations: transactions.flatMap((t) => t.transaction.operations),
    transactions,
  };
}

async function main() {
  for (let i = 0; i < WATCHED; i++) {
    const at = clock.now();
    await grants.startRefresh(
      {
        sid: `sid${i}`,
        username: name(i),
        app: APPS[i % APPS.length],
        kind: 'posting',
        startedAt: at,
        usedAt: at,
        expiresAt: at + 86_400_000,
      },
      `jti${i}`,
    );
  }
  const blocks = Array.from({ length: BLOCKS }, (_, i) => blockOf(i + 1));
  // Blocks of their own for the warm-up: the measured ones are each handled for the first time.
  const warmUp = Array.from({ length: 100 }, (_, i) => blockOf(BLOCKS + 1 + i));
  // The follower's subscribers as composeCore wires them, fed by hand (`publish`), one core a mode.
  const coreWith = async (activityFromChain: boolean) => {
    const ports = {
      chain,
      clock,
      grants,
      broadcastLog: log,
      idempotency: new SqliteIdempotencyStore(db),
    };
    const options = { chainId: CHAIN_ID, follower: false as const, activityFromChain };
    const { core } = await testCore(ports, options);
    return (block: ChainBlock) => core.follower.publish(block);
  };
  const modes = [
    ['ACTIVITY_FROM_CHAIN=off', await coreWith(false)],
    ['ACTIVITY_FROM_CHAIN=on', await coreWith(true)],
  ] as const;
  for (const [index, [mode, handle]] of modes.entries()) {
    // Each mode over blocks it has not seen: "on" must not find the entries "off" made (none) or
    // its own warm-up's.
    if (index > 0) db.exec('DELETE FROM broadcasts');
    for (const block of warmUp) await handle(block); // caches, JIT
    const cpu = process.cpuUsage();
    for (const block of blocks) await handle(block);
    const used = process.cpuUsage(cpu);
    const perBlock = (used.user + used.system) / BLOCKS;
    console.log(`${mode}: ${perBlock.toFixed(0)} µs CPU per block (${BLOCKS} blocks)`);
  }
  const recorded = await log.activity({ user: name(0), limit: 1000 }, clock.now());
  console.log(`entries for ${name(0)}: ${recorded.length}`);
}

void main();
