import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import { Agent, request } from 'node:http';
import type { SignedTransaction } from '@hiveio/dhive';
import { DEMO_PASSWORDS } from './demoGenesis';
import { startDevnet } from './index';
import type { Devnet } from './index';

/**
 * How many `condenser_api.broadcast_transaction_synchronous` calls per second the dev chain
 * accepts over HTTP with signature and authority checking on, so that `npm run bench` can show it
 * is not the service's bottleneck. Transactions are signed before the clock starts: only the
 * chain's work (HTTP, JSON, serialization, key recovery, authority walk, apply) is timed, after a
 * short untimed warm-up.
 */

export interface BroadcastThroughput {
  transactions: number;
  concurrency: number;
  seconds: number;
  perSecond: number;
  /** CPU time this process (chain and load generator together) spent: stable on a busy machine. */
  cpuSeconds: number;
  perCpuSecond: number;
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

export async function measureBroadcastThroughput(
  options: MeasureOptions = {},
): Promise<BroadcastThroughput> {
  const devnet = options.devnet ?? (await startDevnet({ blockIntervalMs: 0 }));
  try {
    const count = options.count ?? 500;
    const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, count));
    // node:http with kept-alive sockets: fetch (undici) costs more CPU per call than the chain does.
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    const warmup = Math.min(20, count);
    const transactions = await presign(devnet, warmup + count);
    // Untimed: the first calls compile the HTTP client and warm the JIT.
    for (const transaction of transactions.splice(0, warmup))
      await broadcastSynchronous(devnet.url, agent, transaction);
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    let next = 0;
    const worker = async () => {
      while (next < transactions.length) {
        const transaction = transactions[next];
        next += 1;
        await broadcastSynchronous(devnet.url, agent, transaction);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const cpu = process.cpuUsage(cpuBefore);
    agent.destroy();
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    return {
      transactions: count,
      concurrency,
      seconds,
      perSecond: count / seconds,
      cpuSeconds,
      perCpuSecond: count / cpuSeconds,
      blockIntervalMs: devnet.blockIntervalMs,
    };
  } finally {
    if (!options.devnet) await devnet.close();
  }
}

/** Posting transactions as the service sends them: the service key signing for alice through demo-app. */
async function presign(devnet: Devnet, count: number): Promise<SignedTransaction[]> {
  const key = PrivateKey.fromLogin('hivegate', DEMO_PASSWORDS.hivegate, 'posting');
  const head = devnet.chain.head;
  const expiration = new Date(Date.parse(`${head.timestamp}Z`) + 50 * 60 * 1000)
    .toISOString()
    .slice(0, 19);
  const chainId = Buffer.from(devnet.chainId, 'hex');
  return Array.from({ length: count }, (_, index) =>
    cryptoUtils.signTransaction(
      {
        ref_block_num: head.block_num & 0xffff,
        ref_block_prefix: Buffer.from(head.block_id, 'hex').readUInt32LE(4),
        expiration,
        extensions: [],
        operations: [
          [
            'custom_json',
            {
              required_auths: [],
              required_posting_auths: ['alice'],
              id: 'bench',
              json: JSON.stringify({ n: index }),
            },
          ],
        ],
      },
      key,
      chainId,
    ),
  );
}

function broadcastSynchronous(
  url: string,
  agent: Agent,
  transaction: SignedTransaction,
): Promise<void> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'condenser_api.broadcast_transaction_synchronous',
    params: [transaction],
  });
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
              result?: { block_num?: number };
              error?: { message: string };
            };
            if (answer.error || !answer.result?.block_num)
              reject(
                new Error(
                  `broadcast refused during measurement: ${answer.error?.message ?? JSON.stringify(answer)}`,
                ),
              );
            else resolve();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
