/**
 * Bench child: the model of HiveSigner's API server (bench/hivesigner/app.ts) on the dev chain,
 * its broadcaster the service account (voter → demo-app → hivegate, as hivegate's own votes). One
 * bench route beside it, never loaded: POST /bench/tokens {accounts} answers a posting token of
 * demo-app for each, as HiveSigner's token endpoint issues them (bench/hivesigner/tokens.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DEMO_APP, SERVICE_ACCOUNT } from '../../devnet';
import { servicePostingKey } from '../serviceEnv';
import { createHivesignerModel } from '../hivesigner/app';
import { issueToken } from '../hivesigner/tokens';
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
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/bench/tokens' && req.method === 'POST') void tokens(req, res, wif);
    else app(req, res);
  });
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

async function tokens(req: IncomingMessage, res: ServerResponse, wif: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { accounts } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { accounts: string[] };
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(accounts.map((user) => issueToken(DEMO_APP, user, 'posting', wif))));
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
