import 'reflect-metadata';
import { DatabaseUnreachable } from '../adapters/storage/postgresErrors';
import { SchemaTooNew, SchemaTooOld } from '../adapters/storage/schema/migration';
import { ConfigError, type Config } from './config';
import { createServer, type HivegateServer, type ServerOptions } from './createServer';

/**
 * Starts the service and stops it gracefully on SIGTERM/SIGINT (no new requests, in-flight ones
 * finish, usage flushed, storage closed, exit 0). A configuration problem is one line on stderr
 * and exit code 2, never a stack trace.
 */
export async function runService(
  config: Config,
  options: ServerOptions & { onStop?: () => Promise<void> } = {},
): Promise<{ server: HivegateServer; url: string }> {
  const server = await createServer(config, {}, options);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`hivegate: ${signal} received, stopping…\n`);
    try {
      await server.close();
      await options.onStop?.();
      process.exit(0);
    } catch (error) {
      process.stderr.write(`hivegate: stop failed: ${(error as Error).message}\n`);
      process.exit(1);
    }
  };
  // Installed before listening: the "listening" line may be read, and answered with a signal, at once.
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  const url = await server.listen();
  return { server, url };
}

/** Runs `start`, turning configuration errors into one line and exit code 2. */
export function runMain(start: () => Promise<unknown>): void {
  start().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`hivegate: invalid configuration: ${error.message}\n`);
      process.exit(2);
    }
    if (
      error instanceof SchemaTooNew ||
      error instanceof SchemaTooOld ||
      error instanceof DatabaseUnreachable
    ) {
      process.stderr.write(`hivegate: refusing to start: ${error.message}\n`);
      process.exit(error instanceof DatabaseUnreachable ? 1 : 2);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'HIVEGATE_MISSING_MODULE' || code === 'HIVEGATE_KEY_SECRET') {
      process.stderr.write(`hivegate: cannot start: ${(error as Error).message}\n`);
      process.exit(2);
    }
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      process.stderr.write(`hivegate: cannot listen: ${(error as Error).message}\n`);
      process.exit(2);
    }
    process.stderr.write(`hivegate: failed to start: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
