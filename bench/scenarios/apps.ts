import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as todaysDatabase from '../../adapters/storage/openDatabase';
import * as todaysUsageStore from '../../adapters/storage/apps/SqliteUsageStore';
import { dayOf } from '../../core/apps/directory';
import type { LoadSpec } from '../load';
import type { Child } from '../processes';
import { seedUsage } from '../seedUsage';
import type { Settings } from '../settings';

const DAYS = 3;

/** The code that creates a service's SQLite schema: today's, or a baseline release's own. */
export interface UsageStorage {
  openDatabase: typeof todaysDatabase.openDatabase;
  SqliteUsageStore: typeof todaysUsageStore.SqliteUsageStore;
}

const TODAYS: UsageStorage = {
  openDatabase: todaysDatabase.openDatabase,
  SqliteUsageStore: todaysUsageStore.SqliteUsageStore,
};

/**
 * A baseline release's own storage code (its build in `dir`): its service refuses a database that
 * today's migrations have moved past its schema version, so its apps are seeded with its own.
 */
export function releaseStorage(dir: string): UsageStorage {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- another build's modules, found at run time
  const load = (path: string): unknown => require(join(dir, 'dist', path)) as unknown;
  // Releases before the stores sat in their capability's folder kept them all in adapters/storage/.
  const usageStoreFile = [
    'adapters/storage/apps/SqliteUsageStore.js',
    'adapters/storage/SqliteUsageStore.js',
  ].find((path) => existsSync(join(dir, 'dist', path)))!;
  return {
    openDatabase: (load('adapters/storage/openDatabase.js') as UsageStorage).openDatabase,
    SqliteUsageStore: (load(usageStoreFile) as UsageStorage).SqliteUsageStore,
  };
}

/**
 * Fills the service's usage store (DATA_DIR/hivegate.db, before the service starts) with `apps`
 * apps used on each of the last 3 days. None exists on the dev chain, so the directory lists
 * them with null names and `no_website`: no website check, no network.
 */
export function seedApps(dataDir: string, apps: number, storage: UsageStorage = TODAYS): void {
  const db = storage.openDatabase(join(dataDir, 'hivegate.db'));
  try {
    new storage.SqliteUsageStore(db); // creates the tables, at that release's schema version
    const now = Date.now();
    const days = Array.from({ length: DAYS }, (_, d) => dayOf(now - d * 86_400_000));
    seedUsage(
      db,
      Array.from({ length: apps }, (_, i) => ({
        app: `bench-app${i}`,
        firstSeen: days[DAYS - 1],
        lastSeen: days[0],
        days: days.map((day) => ({ day, users: 1 + (i % 3), requests: 1 + (i % 13) })),
      })),
    );
  } finally {
    db.close();
  }
}

/** Polls GET /api/apps until the first build is served (503 until then). */
export async function waitForDirectory(
  service: Child,
  apps: number,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${service.info.url}/api/apps`);
    if (response.status === 200) {
      const body = (await response.json()) as { apps: unknown[] };
      if (body.apps.length >= apps) return;
    } else await response.arrayBuffer();
    if (Date.now() > deadline)
      throw new Error(
        `GET /api/apps: no directory of ${apps} apps after ${timeoutMs} ms (last status ${response.status})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Connections for /api/apps and its ceiling: each answer is megabytes. */
const CONNECTIONS = 8;
const WARMUP = 100;

/** Size of the service's /api/apps answer, in bytes, for the ceiling to send the same. */
export async function appsBodyBytes(service: Child): Promise<number> {
  const response = await fetch(`${service.info.url}/api/apps`);
  return (await response.arrayBuffer()).byteLength;
}

/**
 * The ceiling for GET /api/apps: bare Koa sending a prepared body of the same size. The load
 * tool's own cost grows with the body (autocannon reads every byte), so a small-JSON ceiling
 * would measure autocannon, not the service.
 */
export function bytesCeilingSpec(koa: Child, bytes: number, settings: Settings): LoadSpec {
  return {
    url: koa.info.url,
    path: `/bytes/${bytes}`,
    connections: CONNECTIONS,
    durationS: settings.durationS,
    warmupRequests: WARMUP,
    watchPid: koa.pid,
  };
}

export function appsSpec(service: Child, settings: Settings): LoadSpec {
  return {
    url: service.info.url,
    path: '/api/apps',
    connections: CONNECTIONS,
    durationS: settings.durationS,
    warmupRequests: WARMUP,
    check: (_status, body) => body.startsWith('{"updated_at"') || body.includes('"apps"'),
    watchPid: service.pid,
  };
}
