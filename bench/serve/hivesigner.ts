/**
 * Bench child: the model of HiveSigner's API server (bench/hivesigner/app.ts) on the dev chain,
 * its broadcaster the service account (voter → demo-app → hivegate, as hivegate's own votes). The
 * bench issues its tokens itself with the same key (bench/scenarios/hivesigner.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { SERVICE_ACCOUNT } from '../../devnet';
import { servicePostingKey } from '../serviceEnv';
import { createHivesignerModel } from '../hivesigner/app';
import { announce, stopOnSignal } from './announce';

async function main(): Promise<void> {
  const node = required('HIVE_NODES');
  const chainId = required('HIVE_CHAIN_ID');
  const addressPrefix = required('HIVE_ADDRESS_PREFIX');
  const wif = servicePostingKey(addressPrefix);
  const app = createHivesignerModel({
    node,
    chainId,
    addressPrefix,
    broadcaster: SERVICE_ACCOUNT,
    wif,
    publicDir: join(tmpdir(), 'hivesigner-model-has-no-public-folder'),
    // Silent as the bench runs hivegate's services (LOG_LEVEL=silent, processes.ts): neither side
    // pays for its log lines, which HiveSigner writes whatever the level.
    ...(process.env.LOG_LEVEL === 'silent' ? { log: () => {} } : {}),
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stopOnSignal(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  announce({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`bench hivesigner model: ${name} is not set`);
  return value;
}

main().catch((error: unknown) => {
  process.stderr.write(`bench hivesigner model: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
