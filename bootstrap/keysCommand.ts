import { RotationUnderWay, type KeyListing } from '../core/tokens/SigningKeyRotation';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { openStorage } from './openStorage';
import { keysOutsideTheService } from './signingKey';

type Env = Record<string, string | undefined>;

/**
 * `hivegate keys list` and `hivegate keys rotate` (issue 41 §1), with the service's environment:
 * the keys hivegate generated into storage (DATA_DIR's SQLite file or DATABASE_URL), each with its
 * state. `rotate` adds a new key of each kind kept in storage: published at once, signing
 * KEY_ROTATION_OVERLAP_SECONDS later; every instance picks it up within seconds.
 * Answers the exit code: 0, 1 when a rotation is already under way.
 */
export async function keysCommand(command: 'list' | 'rotate', env: Env): Promise<number> {
  const config = loadConfig(env, { operations: true });
  const logger = createLogger('warn');
  const storage = await openStorage(config, logger);
  try {
    const { rotation } = await keysOutsideTheService(config, storage.signingKeys, logger);
    if (!rotation) {
      throw new ConfigError(
        'TOKEN_SIGNING_KEY and ID_TOKEN_SIGNING_KEY',
        'are both set: hivegate keeps no keys of its own; rotate by adding a key to each set (docs/operations.md)',
      );
    }
    if (command === 'list') {
      process.stdout.write(keyTable(await rotation.list()));
      return 0;
    }
    try {
      const listed = await rotation.rotate();
      const added = listed.filter((key) => key.state === 'next');
      for (const key of added)
        process.stdout.write(
          `hivegate: new ${key.use} key ${key.kid} published; it signs from ${iso(key.activeFrom)}\n`,
        );
      process.stdout.write(keyTable(listed));
      return 0;
    } catch (error) {
      if (!(error instanceof RotationUnderWay)) throw error;
      process.stderr.write(`hivegate: not rotated: ${error.message}\n`);
      return 1;
    }
  } finally {
    await storage.close();
  }
}

/** The keys as a table: one line each, its use, kid, state and times (UTC). */
export function keyTable(keys: readonly KeyListing[]): string {
  const rows = [
    ['use', 'kid', 'state', 'created', 'signs from', 'deleted after'],
    ...keys.map((key) => [
      key.use,
      key.kid,
      key.state,
      iso(key.createdAt),
      iso(key.activeFrom),
      key.deleteAt === undefined ? '' : iso(key.deleteAt),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
