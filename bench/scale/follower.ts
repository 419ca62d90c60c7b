import { join } from 'node:path';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { startDevnet } from '../../devnet';
import { servicePostingKey } from '../serviceEnv';
import { benchGenesis } from '../accounts';
import type { StartCommand } from '../compiled';
import { pinTo } from '../cores';
import { freePort } from '../../test/support/freePort';
import { round } from '../load';
import { cpuMsOf, spawnCompiled } from '../processes';

/** Mainnet's busiest hours: a few hundred transactions a block (issue 61 §2). */
export const MAINNET_BUSY_TRANSACTIONS = 300;
const BLOCK_MS = 3000;

export interface FollowerRow {
  load: string;
  transactionsPerBlock: number;
  blocks: number;
  /** The service's CPU (kernel count, every thread) per block, ms, and as a share of one core. */
  cpuMsPerBlock: number;
  coreShare: number;
  /** Most blocks the follower's last handled block trailed the chain's head, sampled twice a block. */
  maxLag: number;
}

/**
 * The block follower under mainnet's load and ten times it: a dev chain in this process making a
 * block every 3 s, filled by its load mode (devnet/mainnetLoad.ts), and the service on `env`'s
 * store following it and serving nothing else. For each load, after two blocks to settle (one, quick): the
 * service's CPU per block over `blocks` blocks, and the follower's lag behind the head (/readyz's
 * last_block against the chain's head). The idle row (no load) is what the service spends anyway.
 */
export async function measureFollower(
  start: StartCommand,
  env: Record<string, string>,
  users: number,
  blocks: number,
  say: (message: string) => void,
  /** Only the heaviest load (the quick variant's). */
  heaviestOnly = false,
  /** The core the service runs on (cores.ts), apart from this process's chain; unpinned without one. */
  serviceCpu?: number,
): Promise<FollowerRow[]> {
  const devnet = await startDevnet({
    port: 0,
    blockIntervalMs: BLOCK_MS,
    postIntervals: false,
    genesis: benchGenesis(users),
  });
  // The store followed another chain: start at this one's head.
  const db = openDatabase(join(env.DATA_DIR, 'hivegate.db'));
  db.prepare('DELETE FROM chain_cursor').run();
  db.close();
  const port = await freePort();
  const service = await spawnCompiled('follower', start.entry, {
    env: {
      ...env,
      HIVE_NODES: devnet.url,
      HIVE_CHAIN_ID: devnet.chainId,
      HIVE_ADDRESS_PREFIX: devnet.addressPrefix,
      SERVICE_POSTING_KEY: servicePostingKey(devnet.addressPrefix),
    },
    nodeFlags: start.nodeFlags,
    port,
  });
  if (serviceCpu !== undefined) pinTo(service.pid, serviceCpu);
  const url = `http://127.0.0.1:${port}`;
  const rows: FollowerRow[] = [];
  try {
    const loads = [
      ['idle (empty blocks)', 0],
      ['mainnet busy hour', MAINNET_BUSY_TRANSACTIONS],
      ['10 × mainnet busy hour', MAINNET_BUSY_TRANSACTIONS * 10],
    ] as const;
    for (const [load, count] of heaviestOnly ? loads.slice(-1) : loads) {
      devnet.load.transactionsPerBlock = count;
      await sleep((heaviestOnly ? 1 : 2) * BLOCK_MS);
      let maxLag = 0;
      const before = cpuMsOf(service.pid) ?? 0;
      const began = performance.now();
      while (performance.now() - began < blocks * BLOCK_MS) {
        await sleep(BLOCK_MS / 2);
        const last = await lastBlock(url);
        maxLag = Math.max(maxLag, devnet.chain.head.block_num - (last ?? 0));
      }
      const spentMs = (cpuMsOf(service.pid) ?? 0) - before;
      const elapsedBlocks = (performance.now() - began) / BLOCK_MS;
      rows.push({
        load,
        transactionsPerBlock: count,
        blocks: round(elapsedBlocks),
        cpuMsPerBlock: round(spentMs / elapsedBlocks),
        coreShare: round(spentMs / (elapsedBlocks * BLOCK_MS), 3),
        maxLag,
      });
      const row = rows[rows.length - 1];
      say(
        `follower, ${load}: ${row.cpuMsPerBlock} ms CPU a block (${round(row.coreShare * 100)} % of a core), lag ≤ ${maxLag}`,
      );
    }
  } finally {
    await service.stop();
    await devnet.close();
  }
  return rows;
}

/** The follower's last handled block, as /readyz says it (undefined while it does not lead). */
async function lastBlock(url: string): Promise<number | undefined> {
  const text = await fetch(`${url}/readyz`).then(
    (r) => r.text(),
    () => '',
  );
  const match = /"last_block":(\d+)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
