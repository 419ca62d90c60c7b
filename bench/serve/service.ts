/**
 * Bench child: the whole service, as `npm start` builds it, from the environment the bench
 * passes (HIVE_NODES = the devnet child, a temp DATA_DIR, LOG_LEVEL=silent).
 * BENCH_USAGE=off swaps the SQLite usage store for NullUsageStore.
 */
import 'reflect-metadata';
import { loadConfig } from '../../bootstrap/config';
import { createServer } from '../../bootstrap/createServer';
import { announce, stopOnSignal } from './announce';
import { NullUsageStore } from './NullUsageStore';

async function main(): Promise<void> {
  const overrides = process.env.BENCH_USAGE === 'off' ? { usage: new NullUsageStore() } : {};
  const server = await createServer(loadConfig(), overrides);
  const url = await server.listen();
  stopOnSignal(() => server.close());
  announce({ url: url.replace('0.0.0.0', '127.0.0.1') });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench service: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
