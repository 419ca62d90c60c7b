import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { createLogger } from './logger';
import { openStorage } from './openStorage';
import { keysOutsideTheService } from './signingKey';

/** A worker that dies on its own is replaced, but not sooner than this after its start (a crash loop). */
const RESTART_AFTER_MS = 1000;

/**
 * WORKERS=N, the primary process: prepares once what workers must not race on (the signing
 * keys generated into storage, the schema migration, which also fails fast on SchemaTooNew or an
 * unreachable database), then forks N workers running the whole service; node:cluster shares the
 * listening port among them (round-robin). A worker that dies on its own is replaced. On
 * SIGTERM/SIGINT each worker is asked to stop — it drains in-flight requests, flushes usage and
 * closes storage — and the primary exits once all have: 0 if every worker stopped cleanly, else 1.
 * test/process/workers.spec.ts holds these.
 */
export async function runPrimary(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  const storage = await openStorage(config, logger);
  try {
    await keysOutsideTheService(config, storage.signingKeys, logger);
  } finally {
    await storage.close();
  }

  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) return;
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died; replacing it');
    setTimeout(fork, Math.max(0, since + RESTART_AFTER_MS - Date.now()));
  });
  const serving = new Set<Worker>();
  let listening = 0;
  cluster.on('listening', (worker, address) => {
    serving.add(worker);
    logger.debug({ pid: worker.process.pid }, 'worker listening');
    if (++listening === config.workers) {
      const host =
        address.address === '0.0.0.0' || address.address === '::' || !address.address
          ? '127.0.0.1'
          : address.address;
      logger.info(
        { url: `http://${host}:${address.port}`, workers: config.workers },
        'hivegate workers listening',
      );
    }
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`hivegate: ${signal} received, stopping ${started.size} workers…\n`);
    let failed = false;
    const workers = [...started.keys()];
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', (code, signal) => {
        // A worker still starting has no stop handler yet; with nothing served, it had nothing to drain.
        const clean = code === 0 || (signal === 'SIGTERM' && !serving.has(worker));
        if (!clean) failed = true;
        if (--left === 0) process.exit(failed ? 1 : 0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < config.workers; i++) fork();
}

/** True in the process that should fork workers rather than serve. */
export function isPrimaryOf(config: Config): boolean {
  return config.workers > 1 && cluster.isPrimary;
}
