import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import type { SignedTransaction } from '@hiveio/dhive';
import { DEMO_PASSWORDS } from './demoGenesis';
import { startDevnet } from './index';
import type { Devnet } from './index';

/**
 * How many `condenser_api.broadcast_transaction_synchronous` calls per second the dev chain
 * accepts over HTTP with signature and authority checking on, so that `npm run bench` can show it
 * is not the service's bottleneck. Transactions are signed before the clock starts: only the
 * chain's work (HTTP, JSON, serialization, key recovery, authority walk, apply) is timed.
 */

export interface BroadcastThroughput {
  transactions: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  blockIntervalMs: number;
}

export interface MeasureOptions {
  /** A running devnet to measure; by default one is started in instant mode and closed after. */
  devnet?: Devnet;
  /** Transactions to send (default 500). */
  count?: number;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
}

export async function measureBroadcastThroughput(options: MeasureOptions = {}): Promise<BroadcastThroughput> {
  const devnet = options.devnet ?? (await startDevnet({ blockIntervalMs: 0 }));
  try {
    const count = options.count ?? 500;
    const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, count));
    const transactions = await presign(devnet, count);
    const started = process.hrtime.bigint();
    let next = 0;
    const worker = async () => {
      while (next < transactions.length) {
        const transaction = transactions[next];
        next += 1;
        await broadcastSynchronous(devnet.url, transaction);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { transactions: count, concurrency, seconds, perSecond: count / seconds, blockIntervalMs: devnet.blockIntervalMs };
  } finally {
    if (!options.devnet) await devnet.close();
  }
}

/** Posting transactions as the service sends them: the service key signing for alice through demo-app. */
async function presign(devnet: Devnet, count: number): Promise<SignedTransaction[]> {
  const key = PrivateKey.fromLogin('hivegate', DEMO_PASSWORDS.hivegate, 'posting');
  const head = devnet.chain.head;
  const expiration = new Date(Date.parse(`${head.timestamp}Z`) + 50 * 60 * 1000).toISOString().slice(0, 19);
  const chainId = Buffer.from(devnet.chainId, 'hex');
  return Array.from({ length: count }, (_, index) => cryptoUtils.signTransaction({
    ref_block_num: head.block_num & 0xffff,
    ref_block_prefix: Buffer.from(head.block_id, 'hex').readUInt32LE(4),
    expiration,
    extensions: [],
    operations: [['custom_json', { required_auths: [], required_posting_auths: ['alice'], id: 'bench', json: JSON.stringify({ n: index }) }]],
  }, key, chainId));
}

async function broadcastSynchronous(url: string, transaction: SignedTransaction): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'condenser_api.broadcast_transaction_synchronous', params: [transaction] }),
  });
  const body = (await response.json()) as { result?: { block_num?: number }; error?: { message: string } };
  if (body.error || !body.result?.block_num) throw new Error(`broadcast refused during measurement: ${body.error?.message ?? JSON.stringify(body)}`);
}
