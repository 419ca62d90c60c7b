#!/usr/bin/env node
/**
 * `hivegate <command>`, the installed package's command (package.json `bin`):
 * - `serve [--workers N]`: the service configured from environment variables (what `npm start`
 *   runs); `--workers N` is WORKERS=N, N processes sharing the port;
 * - `dev`: the embedded default, dev chain + demo app (what `npm run dev` runs);
 * - `devnet [flags]`: the dev chain alone (what `npm run devnet` runs, same flags);
 * - `app secret`: a new client secret for an app, and the SHA-256 its profile publishes;
 * - `keys list`, `keys rotate`, `keys revoke KID`: the signing keys hivegate keeps in storage (issue 41 §1, 54 §2);
 * - `migrate`: the storage's schema brought to this release's (issue 41 §3);
 * - `backup FILE`, `restore FILE`: the SQLite storage and its generated keys (issue 41 §4);
 * - `--help`. Anything else: one line on stderr, exit code 2 (test/package/cli.spec.ts).
 * Each command loads only what it needs, after its arguments are checked.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- each command loads its own modules, after its arguments are checked */
import { WORKERS_RANGE } from './config';

type DevnetCli = typeof import('../devnet/cli');
const devnetCli = (): DevnetCli => require('../devnet/cli') as DevnetCli;

const help = (devnetFlags: string) => `usage: hivegate <command>

commands:
  serve     the service, configured from environment variables (PORT, BASE_URL, HIVE_NODES,
            SERVICE_ACCOUNT, SERVICE_POSTING_KEY, DATA_DIR, … — see the README's Configuration)
            hivegate serve --workers N   N worker processes sharing the port (as WORKERS=N)
  dev       the embedded default: a local dev chain in process, the demo app and demo users,
            SQLite in ./data/dev (environment variables still override any setting)
  devnet    the local Hive dev chain alone, as a JSON-RPC node:
            hivegate devnet ${devnetFlags}
  app       hivegate app secret   a new client secret for an app (256 random bits) and its
            SHA-256, the "secret" its profile publishes
  keys      hivegate keys list     the signing keys hivegate generated into storage, and their state
            hivegate keys rotate   a new key of each kind: published at once, signing once
                                   KEY_ROTATION_OVERLAP_SECONDS have passed
            hivegate keys revoke KID   deletes that key at once: whatever it signed stops working
                                   (a key you fear leaked); says how many sign-ins that ends

  migrate   the storage's schema brought to this release's (what a start does unless
            MIGRATE_ON_START=off): run it once before replacing instances one by one
  backup    hivegate backup FILE    a consistent copy of the SQLite storage and the keys hivegate
                                    generated, made while the service serves (PostgreSQL: pg_dump)
  restore   hivegate restore FILE   a backup into an empty DATA_DIR (a non-empty one is refused)

  hivegate --help          this list
  hivegate <command> --help
`;

function fail(message: string): never {
  process.stderr.write(`hivegate: ${message} (hivegate --help lists the commands)\n`);
  process.exit(2);
}

/** `serve --workers N` (or `--workers=N`) is WORKERS=N; the flag wins over the variable. */
function workersFlag(args: string[], env: Record<string, string | undefined>): string[] {
  const at = args.findIndex((arg) => arg === '--workers' || arg.startsWith('--workers='));
  if (at < 0) return args;
  const inline = args[at].startsWith('--workers=');
  const value = inline ? args[at].slice('--workers='.length) : args[at + 1];
  const { min, max } = WORKERS_RANGE;
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    fail(
      `--workers must be a whole number from ${min} to ${max}, got ${value === undefined ? 'nothing' : `"${value}"`}`,
    );
  }
  env.WORKERS = value;
  return args.filter((_, index) => index !== at && (inline || index !== at + 1));
}

/** `serve` and `dev` take no other flags (their configuration is the environment), only `--help`. */
function runEntry(command: string, args: string[], usage: string, start: () => void): void {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    process.stdout.write(`usage: hivegate ${command}   (${usage})\n`);
    return;
  }
  if (args.length > 0)
    fail(
      args[0].startsWith('-')
        ? `unknown flag '${args[0]}' for ${command}`
        : `unexpected argument '${args[0]}' for ${command}`,
    );
  start();
}

function devnet(args: string[]): void {
  const { DEVNET_FLAGS, DEVNET_HELP, exitOnDevnetFailure, readDevnetFlags, runDevnet } =
    devnetCli();
  const flags = (() => {
    try {
      return readDevnetFlags(args);
    } catch (error) {
      return exitOnDevnetFailure(error);
    }
  })();
  if (flags.help) {
    process.stdout.write(`usage: hivegate devnet ${DEVNET_FLAGS}\n${DEVNET_HELP}\n`);
    return;
  }
  runDevnet(flags).catch((error: unknown) => exitOnDevnetFailure(error));
}

/** `app secret`: the only app command so far. */
function app(args: string[]): void {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    process.stdout.write(
      'usage: hivegate app secret   (a new client secret and the SHA-256 its profile publishes)\n',
    );
    return;
  }
  if (args[0] !== 'secret')
    fail(
      args[0] === undefined ? 'missing app command: secret' : `unknown app command '${args[0]}'`,
    );
  if (args.length > 1) fail(`unexpected argument '${args[1]}' for app secret`);
  process.stdout.write((require('./appSecret') as typeof import('./appSecret')).appSecretText());
}

/** `keys list` and `keys rotate`, with the service's environment (its storage and key variables). */
function keys(args: string[]): void {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    process.stdout.write(
      "usage: hivegate keys list | rotate | revoke KID   (the signing keys kept in storage; the service's environment)\n",
    );
    return;
  }
  const command = args[0];
  if (command !== 'list' && command !== 'rotate' && command !== 'revoke')
    fail(
      command === undefined
        ? 'missing keys command: list, rotate or revoke'
        : `unknown keys command '${command}'`,
    );
  const takes = command === 'revoke' ? 2 : 1;
  if (command === 'revoke' && (args[1] === undefined || args[1].startsWith('-')))
    fail('keys revoke needs the KID of a key (hivegate keys list shows them)');
  if (args.length > takes) fail(`unexpected argument '${args[takes]}' for keys ${command}`);
  const { runMain } = require('./runService') as typeof import('./runService');
  runMain(async () => {
    const { keysCommand } = require('./keysCommand') as typeof import('./keysCommand');
    process.exitCode = await keysCommand(command, process.env, args[1]);
  });
}

/** `backup FILE` and `restore FILE`, with the service's environment (DATA_DIR, DATABASE_FILE). */
function backupOrRestore(command: 'backup' | 'restore', args: string[]): void {
  if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
    process.stdout.write(
      command === 'backup'
        ? 'usage: hivegate backup FILE   (the SQLite storage and generated keys, while the service serves)\n'
        : 'usage: hivegate restore FILE   (a backup into an empty DATA_DIR)\n',
    );
    return;
  }
  if (args.length === 0 || args[0].startsWith('-'))
    fail(args[0] ? `unknown flag '${args[0]}' for ${command}` : `${command} needs a FILE`);
  if (args.length > 1) fail(`unexpected argument '${args[1]}' for ${command}`);
  const { runMain } = require('./runService') as typeof import('./runService');
  runMain(async () => {
    const { loadConfig } = require('./config') as typeof import('./config');
    const commands = require('./backupCommand') as typeof import('./backupCommand');
    const config = loadConfig(process.env, { operations: true });
    try {
      process.stdout.write(`hivegate: ${await commands[command](config, args[0])}\n`);
    } catch (error) {
      if (!(error instanceof commands.BackupRefused)) throw error;
      process.stderr.write(`hivegate: ${command} refused: ${error.message}\n`);
      process.exitCode = 2;
    }
  });
}

/** `migrate`, with the service's environment (DATABASE_URL, or DATA_DIR and DATABASE_FILE). */
function migrate(args: string[]): void {
  runEntry('migrate', args, "the storage's schema brought to this release's", () => {
    const { runMain } = require('./runService') as typeof import('./runService');
    runMain(async () => {
      const { loadConfig } = require('./config') as typeof import('./config');
      const command = require('./migrateCommand') as typeof import('./migrateCommand');
      const said = await command.migrate(loadConfig(process.env, { operations: true }));
      process.stdout.write(`hivegate: ${said}\n`);
    });
  });
}

const [command, ...args] = process.argv.slice(2);
switch (command) {
  case 'serve': {
    const env = { ...process.env };
    runEntry(
      command,
      workersFlag(args, env),
      'configured from environment variables; see the README; --workers N',
      () => (require('./main') as typeof import('./main')).serve(env),
    );
    break;
  }
  case 'dev':
    runEntry(
      command,
      args,
      'dev chain + demo app; environment variables override settings',
      () => void require('./dev'),
    );
    break;
  case 'devnet':
    devnet(args);
    break;
  case 'app':
    app(args);
    break;
  case 'keys':
    keys(args);
    break;
  case 'migrate':
    migrate(args);
    break;
  case 'backup':
  case 'restore':
    backupOrRestore(command, args);
    break;
  case '--help':
  case '-h':
  case 'help':
    process.stdout.write(help(devnetCli().DEVNET_FLAGS));
    break;
  case undefined:
    fail('missing command: serve, dev, devnet, app, keys, migrate, backup or restore');
    break;
  default:
    fail(command.startsWith('-') ? `unknown flag '${command}'` : `unknown command '${command}'`);
}
