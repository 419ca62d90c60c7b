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
 *   to 0600), with one warning line naming each path and what was done: the service made it, an
 *   older release or a wide umask left it so, and fixing it is safe.
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
  const files = [
    ...Object.values(KEY_FILES).map((name) => join(config.dataDir, name)),
    ...(config.databaseUrl || config.databaseFile === ':memory:'
      ? []
      : [config.databaseFile, ...SIDE_FILES.map((suffix) => config.databaseFile + suffix)]),
  ];
  const open: Open[] = [
    ...(dir ? [{ path: config.dataDir, stats: dir, mode: 0o700 }] : []),
    ...files.flatMap((path) => {
      const stats = statOf(path);
      return stats?.isFile() ? [{ path, stats, mode: 0o600 }] : [];
    }),
  ].filter(({ stats }) => (stats.mode & 0o077) !== 0);
  if (open.length === 0) return;
  // Refused before anything is changed: what another user owns, we cannot fix.
  const foreign = open.find(({ stats }) => stats.uid !== process.getuid?.());
  if (foreign)
    throw new ConfigError(
      'DATA_DIR',
      `${foreign.path} is open to other users (mode ${modeOf(foreign.stats)}) and owned by another user (uid ${foreign.stats.uid}): run \`chown\` to the service's user, or \`chmod ${octal(foreign.mode)} ${foreign.path}\` as its owner`,
    );
  for (const { path, mode } of open) chmodSync(path, mode);
  const said = open.map(({ path, stats, mode }) => `${path} (${modeOf(stats)} → ${octal(mode)})`);
  logger.warn(
    { paths: open.map(({ path }) => path) },
    `storage: tightened what other users could open: ${said.join(', ')}; whoever could read it may hold the signing keys it kept (rotate or revoke them, docs/operations.md)`,
  );
}

/** A path open to other users, and the mode it should have. */
interface Open {
  path: string;
  stats: Stats;
  mode: number;
}

const octal = (mode: number) => `0${mode.toString(8)}`;
const modeOf = (stats: Stats) => octal(stats.mode & 0o777);
