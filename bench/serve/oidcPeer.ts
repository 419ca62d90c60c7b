/**
 * Bench child: node-oidc-provider, the peer of the token-exchange rows (bench/oidcPeer/), with its
 * own in-memory adapter (OIDC_PEER_STORAGE=memory) or the bench's SQLite adapter
 * (OIDC_PEER_STORAGE=sqlite, a file in OIDC_PEER_DATA_DIR). Besides the provider's own routes
 * (POST /token), one bench route, never loaded: POST /bench/codes {accounts, count} answers that
 * many authorization codes made through the provider's models (bench/oidcPeer/mintCodes.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type Provider from 'oidc-provider';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { DEMO_APP } from '../../devnet';
import { createPeer, PEER_SCOPE } from '../oidcPeer/createPeer';
import { mintCodes } from '../oidcPeer/mintCodes';
import { REDIRECT } from '../signIn';
import { announce, stopOnSignal } from './announce';

async function main(): Promise<void> {
  const storage = process.env.OIDC_PEER_STORAGE ?? 'memory';
  if (storage !== 'memory' && storage !== 'sqlite')
    throw new Error(`OIDC_PEER_STORAGE: memory or sqlite, not ${storage}`);
  const db =
    storage === 'sqlite'
      ? openDatabase(join(process.env.OIDC_PEER_DATA_DIR ?? '.', 'oidc-peer.db'))
      : undefined;
  // The issuer is the listener's URL: the provider is made once listening, then answers.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = await createPeer(url, db ? { kind: 'sqlite', db } : { kind: 'memory' });
  const handle = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/bench/codes' && req.method === 'POST') void mint(provider, req, res);
    else handle(req, res);
  });
  stopOnSignal(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          db?.close();
          resolve();
        });
      }),
  );
  announce({ url, storage });
}

async function mint(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { accounts, count } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      accounts: string[];
      count: number;
    };
    const codes = await mintCodes(provider, {
      clientId: DEMO_APP,
      redirectUri: REDIRECT,
      scope: PEER_SCOPE,
      accounts,
      count,
    });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(codes));
  } catch (error) {
    res.writeHead(500).end(String((error as Error).stack ?? error));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench oidc peer: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
