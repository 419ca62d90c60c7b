import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryChainClient } from '../adapters/chain/MemoryChainClient';
import { StaticWebsiteProber } from '../adapters/prober/StaticWebsiteProber';
import { JoseTokenSigner } from '../adapters/signer/JoseTokenSigner';
import { MemorySignInStore } from '../adapters/storage/signIn/MemorySignInStore';
import { openDatabase } from '../adapters/storage/openDatabase';
import { SqliteUsageStore } from '../adapters/storage/apps/SqliteUsageStore';
import type { ChainAccount } from '../core/shared/account';
import { dayOf } from '../core/apps/directory';
import { composeCore } from '../bootstrap/composeCore';
import { withBusyMs } from './busyTime';
import { seedUsage } from './seedUsage';

export interface DirectoryBenchRow {
  apps: number;
  /** Median build time over `runs` builds, after one warm-up build below 100k apps (wall clock). */
  ms: number;
  msPerApp: number;
  /** The same build's busy main-thread time (bench/busyTime.ts): wall time less the VM's freezes. */
  busyMs: number;
  busyMsPerApp: number;
  /** Time spent seeding the usage store (not part of the build). */
  seedMs: number;
}

const DAYS = 30;
const NOW = Date.parse('2026-11-21T12:00:00Z');
const emptyAuthority = { weight_threshold: 1, account_auths: [], key_auths: [] };

/**
 * Directory build time for N apps with usage over a 30-day window in a SQLite file (WAL), an in-memory
 * chain holding every app account with a profile, and a static prober (no network): what the
 * build itself costs, which must grow no worse than linearly with N.
 */
export async function benchDirectoryBuild(
  sizes: readonly number[] = [1000, 10_000, 100_000],
  runs = 3,
): Promise<DirectoryBenchRow[]> {
  const rows: DirectoryBenchRow[] = [];
  for (const size of sizes) rows.push(await benchOne(size, size >= 100_000 ? 1 : runs));
  return rows;
}

async function benchOne(size: number, runs: number): Promise<DirectoryBenchRow> {
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-bench-'));
  const db = openDatabase(join(dir, 'usage.db'));
  try {
    const usage = new SqliteUsageStore(db);
    const chain = new MemoryChainClient();
    const prober = new StaticWebsiteProber();
    const seedStart = performance.now();
    seed(size, db, chain, prober);
    const seedMs = performance.now() - seedStart;

    const { directory } = composeCore(
      {
        usage,
        chain,
        prober,
        clock: { now: () => NOW },
        signer: await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk()),
        signIns: new MemorySignInStore(),
      },
      {
        serviceAccount: 'hivegate',
        serviceName: 'bench',
        directory: { windowDays: DAYS, featured: ['app-0', 'app-1'], rebuildSeconds: 300 },
      },
    );
    if (size < 100_000) await directory.build(); // warm-up: statement caches, JIT (a 100k build warms itself)
    const times: { ms: number; busyMs: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const { value: answer, busyMs } = await withBusyMs(() => directory.build());
      times.push({ ms: performance.now() - start, busyMs });
      if (answer.apps.length !== size)
        throw new Error(`expected ${size} apps, built ${answer.apps.length}`);
    }
    const median = (pick: (t: { ms: number; busyMs: number }) => number) =>
      times.map(pick).sort((a, b) => a - b)[Math.floor(times.length / 2)];
    const ms = median((t) => t.ms);
    const busyMs = median((t) => t.busyMs);
    return {
      apps: size,
      ms: round(ms),
      msPerApp: round(ms / size, 4),
      busyMs: round(busyMs),
      busyMsPerApp: round(busyMs / size, 4),
      seedMs: round(seedMs),
    };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Apps used on 7 of the 30 days by 1–2 users (one in ten first seen 25 days ago), each with an
 * account on the in-memory chain and a website outcome in the static prober.
 */
function seed(
  size: number,
  db: ReturnType<typeof openDatabase>,
  chain: MemoryChainClient,
  prober: StaticWebsiteProber,
): void {
  const days = Array.from({ length: DAYS }, (_, i) => dayOf(NOW - i * 86_400_000));
  seedUsage(
    db,
    (function* () {
      for (let i = 0; i < size; i++) {
        const app = `app-${i}`;
        const website = `https://${app}.example/`;
        chain.put(account(i, app, website));
        prober.set(
          website,
          i % 7 === 0
            ? { site: 'redirected', redirects_to: 'https://elsewhere.example/' }
            : { site: 'ok' },
        );
        // Used today and on every fifth day besides (7 of the 30 days); one in ten apps is new.
        const history = i % 10 === 0 ? DAYS - 5 : days.length;
        const used = [];
        for (let d = 0; d < history; d++) {
          if (d !== 0 && (i + d) % 5 !== 0) continue;
          const second = (i + d) % 4 === 0 ? 1 : 0;
          used.push({ day: days[d], users: 1 + second, requests: 1 + ((i + d) % 9) + second });
        }
        yield { app, firstSeen: days[history - 1], lastSeen: days[0], days: used };
      }
    })(),
  );
}

function account(id: number, name: string, website: string): ChainAccount {
  const profile = {
    type: 'app',
    name: `App number ${id}`,
    about: `An app that does thing ${id}.`,
    website,
  };
  return {
    id,
    name,
    owner: emptyAuthority,
    active: emptyAuthority,
    posting: emptyAuthority,
    memo_key: 'STM1111111111111111111111111111111114T1Anm',
    json_metadata: '',
    posting_json_metadata: JSON.stringify({ profile }),
  };
}

function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

if (require.main === module) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((n) => n > 0);
  benchDirectoryBuild(sizes.length > 0 ? sizes : undefined).then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
