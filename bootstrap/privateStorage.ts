import { chmodSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '../core/ports/Logger';
import { statOf } from '../adapters/storage/privateFiles';
import { ConfigError, type Config } from './config';
import { KEY_FILES } from './signingKey';

type StorageFiles = Pick<Config, 'dataDir' | 'databaseFile' | 'databaseUrl'>;

/** SQLite's side files of a database, by their suffix. */
const SIDE_FILES = ['-wal', '-shm', '-journal'];

/**
 * Before storage opens (issue 54 §1): DATA_DIR, the SQLite database with its side files, and key
 * files of earlier releases hold what forges tokens, so none may be open to other users.
 * - What the service's user owns and finds open to others is tightened (a folder to 0700, a file
 *   to 0600), with one warning line per path naming it and what was done: the service made it,
 *   an older release or a wide umask left it so, and fixing it is safe.
 * - What another user owns cannot be tightened by us and is refused: a ConfigError (one line,
 *   exit 2) naming the path and the command that fixes it.
 * - A DATA_DIR that is not a folder is refused, in one line.
 * A folder named by DATABASE_FILE outside DATA_DIR is the operator's and is not judged.
 * Does nothing on Windows, whose files have no such modes.
 */
export function guardPrivateStorage(config: StorageFiles, logger: Logger): void {
  if (process.platform === 'win32') return;
  const dir = statOf(config.dataDir);
  if (dir && !dir.isDirectory())
    throw new ConfigError('DATA_DIR', `${config.dataDir} is not a folder: name a folder`);
  if (dir) guard(config.dataDir, dir, 0o700, logger);
  const files = [
    ...Object.values(KEY_FILES).map((name) => join(config.dataDir, name)),
    ...(config.databaseUrl || config.databaseFile === ':memory:'
      ? []
      : [config.databaseFile, ...SIDE_FILES.map((suffix) => config.databaseFile + suffix)]),
  ];
  for (const file of files) {
    const stats = statOf(file);
    if (stats?.isFile()) guard(file, stats, 0o600, logger);
  }
}

function guard(path: string, stats: Stats, mode: number, logger: Logger): void {
  const open = stats.mode & 0o077;
  if (open === 0) return;
  const was = octal(stats.mode & 0o777);
  if (stats.uid !== process.getuid?.())
    throw new ConfigError(
      'DATA_DIR',
      `${path} is open to other users (mode ${was}) and owned by another user (uid ${stats.uid}): run \`chown\` to the service's user, or \`chmod ${octal(mode)} ${path}\` as its owner`,
    );
  chmodSync(path, mode);
  logger.warn(
    { path, was, now: octal(mode) },
    `storage: ${path} was open to other users (mode ${was}): tightened to ${octal(mode)}; whoever could read it may hold the signing keys it kept (rotate or revoke them, docs/operations.md)`,
  );
}

const octal = (mode: number) => `0${mode.toString(8)}`;
