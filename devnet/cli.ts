/**
 * `npm run devnet -- [--port 8091] [--genesis file.json] [--block-ms 3000|0] [--irreversible-lag blocks] [--post-intervals mainnet|off] [--latency ms]
 *   [--failure-rate 0..1] [--fault-mode none|http500|garbage|refuse|drop_after_apply]
 *   [--chain-id hex] [--prefix STM] [--host 127.0.0.1] [--admin] [--quiet]`
 * Starts the local Hive dev chain and prints its URL, chain id, address prefix and accounts.
 * Bad flags or a bad genesis: one line on stderr and exit code 2.
 */
import { parseArgs } from 'node:util';
import { GenesisError, demoGenesis, loginKeys, readGenesisFile, startDevnet } from './index';
import type { FaultMode, Genesis } from './index';

/** The flags, as `hivegate devnet --help` also lists them. */
export const DEVNET_FLAGS =
  '[--port 8091] [--genesis file.json] [--block-ms 3000|0] [--irreversible-lag blocks] [--post-intervals mainnet|off] [--latency ms] [--failure-rate 0..1] [--fault-mode none|http500|garbage|refuse|drop_after_apply] [--chain-id hex] [--prefix STM] [--host 127.0.0.1] [--admin] [--quiet]';
/** What the flags and the genesis file set, beyond the flags' names (`--help`). */
export const DEVNET_HELP = `  --block-ms 0            instant mode: a block right after each transaction
  --irreversible-lag N    blocks the last irreversible block trails the head (default 1; 0 in instant mode)
  --post-intervals off    no root-post (5 min) or reply (3 s) interval, for scripts that post again at once
  --genesis file.json     the accounts (and keys, balances, vesting, metadata); per account
                          "rc_mana": 0 starts it out of resource credits (refused as mainnet does);
                          top-level "witness_key": "<WIF>" sets the key blocks are signed with (default:
                          hived's testnet initminer key; every block's signing_key shows it)`;
const USAGE = `usage: npm run devnet -- ${DEVNET_FLAGS}\n${DEVNET_HELP}`;

class UsageError extends Error {}

function integerFlag(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value))
    throw new UsageError(`--${name} must be a whole number ≥ 0, got "${value}"`);
  return Number(value);
}

export type DevnetFlags = ReturnType<typeof readDevnetFlags>;

export function readDevnetFlags(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      genesis: { type: 'string' },
      'block-ms': { type: 'string' },
      'irreversible-lag': { type: 'string' },
      'post-intervals': { type: 'string' },
      latency: { type: 'string' },
      'failure-rate': { type: 'string' },
      'fault-mode': { type: 'string' },
      'chain-id': { type: 'string' },
      prefix: { type: 'string' },
      admin: { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const failureRate = values['failure-rate'] === undefined ? 0 : Number(values['failure-rate']);
  if (!(failureRate >= 0 && failureRate <= 1))
    throw new UsageError(`--failure-rate must be from 0 to 1, got "${values['failure-rate']}"`);
  const port = integerFlag(values.port, 'port', 8091);
  if (port > 65535) throw new UsageError(`--port must be at most 65535, got ${port}`);
  if (values['chain-id'] !== undefined && !/^[0-9a-f]{64}$/i.test(values['chain-id']))
    throw new UsageError('--chain-id must be 64 hex digits');
  if (values.prefix !== undefined && !/^[A-Z]{3}$/.test(values.prefix))
    throw new UsageError('--prefix must be 3 capital letters, like STM');
  const postIntervals = values['post-intervals'];
  if (postIntervals !== undefined && postIntervals !== 'off' && postIntervals !== 'mainnet')
    throw new UsageError(`--post-intervals must be off or mainnet, got "${postIntervals}"`);
  return {
    help: values.help ?? false,
    port,
    host: values.host ?? '127.0.0.1',
    genesisPath: values.genesis,
    blockIntervalMs: integerFlag(values['block-ms'], 'block-ms', 3000),
    irreversibleLag:
      values['irreversible-lag'] === undefined
        ? undefined
        : integerFlag(values['irreversible-lag'], 'irreversible-lag', 0),
    latencyMs: integerFlag(values.latency, 'latency', 0),
    failureRate,
    faultMode: (values['fault-mode'] ?? 'none') as FaultMode,
    chainId: values['chain-id'],
    addressPrefix: values.prefix,
    admin: values.admin ?? false,
    quiet: values.quiet ?? false,
    postIntervals: postIntervals === 'off' ? (false as const) : undefined,
  };
}

function describeAccounts(genesis: Genesis, prefix: string): string[] {
  return genesis.accounts.map((account) => {
    if (account.password === undefined) return `  ${account.name.padEnd(16)} (explicit keys)`;
    const keys = loginKeys(account.name, account.password, prefix);
    return `  ${account.name.padEnd(16)} password ${account.password.padEnd(24)} posting ${keys.posting.private}  active ${keys.active.private}`;
  });
}

/** Starts the dev chain as `flags` say and prints where it is; SIGINT/SIGTERM stop it (exit 0). */
export async function runDevnet(flags: DevnetFlags): Promise<void> {
  const genesis =
    flags.genesisPath === undefined ? demoGenesis() : await readGenesisFile(flags.genesisPath);
  const devnet = await startDevnet({
    port: flags.port,
    host: flags.host,
    genesis,
    blockIntervalMs: flags.blockIntervalMs,
    irreversibleLag: flags.irreversibleLag,
    postIntervals: flags.postIntervals,
    chainId: flags.chainId,
    addressPrefix: flags.addressPrefix,
    adminRoutes: flags.admin,
  });
  // Stop handlers go in before the first line is printed: a supervisor (or a test) may signal
  // as soon as it reads that line.
  const stop = () => {
    devnet.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`devnet: error while closing: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    devnet.faults.set({
      latencyMs: flags.latencyMs,
      failureRate: flags.failureRate,
      mode: flags.faultMode,
    });
  } catch (error) {
    await devnet.close();
    throw new UsageError((error as Error).message);
  }
  console.log(`hivegate devnet listening on ${devnet.url}`);
  console.log(`chain id        ${devnet.chainId}`);
  console.log(`address prefix  ${devnet.addressPrefix}`);
  console.log(
    `blocks          ${devnet.blockIntervalMs === 0 ? 'instant (one per transaction)' : `every ${devnet.blockIntervalMs} ms`}; irreversible ${devnet.chain.irreversibleLag === 0 ? 'at once' : `${devnet.chain.irreversibleLag} block(s) after the head`}`,
  );
  if (flags.admin)
    console.log(`fault switches  POST ${devnet.url}/admin/faults {"mode":"http500"}`);
  console.log('accounts (keys from PrivateKey.fromLogin(name, password, role)):');
  for (const line of describeAccounts(genesis, devnet.addressPrefix)) console.log(line);
  if (!flags.quiet) {
    devnet.chain.onBlock((block) => {
      if (block.transactions.length === 0) return;
      const ops = block.transactions.flatMap((t) => t.transaction.operations.map((op) => op[0]));
      console.log(
        `block ${block.block_num} ${block.timestamp} ${block.transactions.length} tx: ${ops.join(', ')}`,
      );
    });
  }
}

/**
 * Ends the process after a failure: bad flags, a bad genesis or a taken port are one line on stderr
 * (then `usage`, when given, after a flag error) and exit code 2; anything else is a bug, exit 1.
 */
export function exitOnDevnetFailure(error: unknown, usage?: string): never {
  const expected =
    error instanceof UsageError ||
    error instanceof GenesisError ||
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ||
    (error as { code?: string }).code === 'EADDRINUSE' ||
    error instanceof RangeError;
  if (expected) {
    console.error(`devnet: ${(error as Error).message.split('\n')[0]}`);
    if (
      usage !== undefined &&
      (error instanceof UsageError ||
        (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
    )
      console.error(usage);
    process.exit(2);
  }
  console.error('devnet: unexpected failure:', error);
  process.exit(1);
}

async function main(): Promise<void> {
  const flags = readDevnetFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  await runDevnet(flags);
}

// Run as `npm run devnet`; imported by the `hivegate devnet` command, which parses its own arguments.
if (require.main === module) main().catch((error: unknown) => exitOnDevnetFailure(error, USAGE));
