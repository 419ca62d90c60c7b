/**
 * `npm run hiveauth-relay -- [--port 8092] [--host 127.0.0.1] [--node http://127.0.0.1:8091]
 *   [--timeout 60] [--prefix STM]`
 * Runs the local HiveAuth relay alone. Wallets' Proofs of Key are checked against the accounts on
 * `--node` (the dev chain of `npm run devnet` by default). Bad flags: one line on stderr, exit 2.
 */
import { parseArgs } from 'node:util';
import { accountKeysFromNode } from './accountKeys';
import { startHiveAuthRelay } from './relay';

const USAGE =
  'usage: npm run hiveauth-relay -- [--port 8092] [--host 127.0.0.1] [--node http://127.0.0.1:8091] [--timeout 60] [--prefix STM]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      node: { type: 'string' },
      timeout: { type: 'string' },
      prefix: { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) return void console.log(USAGE);
  const port = Number(values.port ?? 8092);
  const timeout = Number(values.timeout ?? 60);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError('--port must be a whole number from 0 to 65535');
  if (!(timeout > 0 && timeout <= 3600))
    throw new UsageError('--timeout must be seconds, from 1 to 3600');
  const node = values.node ?? 'http://127.0.0.1:8091';
  const relay = await startHiveAuthRelay({
    port,
    host: values.host ?? '127.0.0.1',
    timeoutMs: timeout * 1000,
    accountKeys: accountKeysFromNode(node),
    addressPrefix: values.prefix ?? 'STM',
  });
  const stop = () => void relay.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(
    `hiveauth relay listening on ${relay.url} (accounts checked on ${node}; requests expire after ${timeout} s)`,
  );
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  if (error instanceof UsageError || code.startsWith('ERR_PARSE_ARGS') || code === 'EADDRINUSE') {
    console.error(`hiveauth-relay: ${(error as Error).message.split('\n')[0]}`);
    console.error(USAGE);
    process.exit(2);
  }
  console.error('hiveauth-relay: unexpected failure:', error);
  process.exit(1);
});
