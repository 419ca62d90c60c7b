import { WebSocket } from 'ws';
import { socketText } from '../../devnet/hiveauth/socketText';
import { rssOf } from '../processes';

/** How long the inspector may take to answer, or the collection to finish (ms). */
const WAIT_MS = 30_000;

/**
 * The RSS a service keeps (MB): its memory after a full garbage collection, which the bench asks
 * for through the service's inspector (`--inspect` on `inspectPort`, HeapProfiler.collectGarbage,
 * the DevTools protocol's own). A peak under load says when V8 chose to collect as much as what
 * the service holds: a PostgreSQL service on a seeded store rose 2–3 MB a round for a whole run
 * (120 → 198 MB) with its live heap at 40–45 MB by heap snapshots throughout.
 */
export async function keptRssMb(pid: number, inspectPort: number): Promise<number> {
  const targets = (await (
    await fetch(`http://127.0.0.1:${inspectPort}/json/list`, {
      signal: AbortSignal.timeout(WAIT_MS),
    })
  ).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl, { handshakeTimeout: WAIT_MS });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        const answer = JSON.parse(socketText(data)) as { id?: number; error?: { message: string } };
        if (answer.id !== 1) return;
        if (answer.error) reject(new Error(`collectGarbage: ${answer.error.message}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
      setTimeout(() => reject(new Error(`no full GC within ${WAIT_MS} ms`)), WAIT_MS).unref();
    });
  } finally {
    socket.close();
  }
  // The pages V8 freed go back to the kernel as the collection ends; a moment for its sweepers.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return Math.round(((rssOf(pid) ?? 0) / 2 ** 20) * 10) / 10;
}
