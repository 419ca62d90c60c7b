/**
 * Bench child: the dev chain in instant mode (one block per transaction) with the bench genesis,
 * without posting intervals: the bench seeds many posts per author at once.
 */
import { startDevnet } from '../../devnet';
import { benchGenesis } from '../accounts';
import { announce, stopOnSignal } from './announce';

async function main(): Promise<void> {
  const users = Number(process.env.BENCH_USERS ?? 200);
  const devnet = await startDevnet({
    port: 0,
    blockIntervalMs: 0,
    postIntervals: false,
    genesis: benchGenesis(users),
  });
  stopOnSignal(() => devnet.close());
  announce({ url: devnet.url, chainId: devnet.chainId, addressPrefix: devnet.addressPrefix });
}

main().catch((error: unknown) => {
  process.stderr.write(`bench devnet: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
