import {
  closeSync,
  constants,
  fchmodSync,
  mkdirSync,
  openSync,
  statSync,
  type Stats,
} from 'node:fs';

/**
 * Files that hold secrets (the SQLite database, its side files, key files, backups) are private
 * from their first byte (issue 54 §1):
 * - a folder is made 0700 (`mkdir`'s mode, never a chmod after);
 * - a file is created with O_CREAT|O_EXCL and mode 0600: it never exists with wider rights, and
 *   O_EXCL fails on any existing name, a symlink included (a dangling one too), so nothing is
 *   written through a link someone else planted.
 * test/storage/privateFiles.spec.ts holds each, under umask 022.
 */

/** Makes `dir` (and missing parents) 0700; an existing folder is left as it is. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Creates `file` empty and 0600, exclusively: EEXIST (an Error with that code) when the name
 * exists in any form. The mode is set on the open descriptor as well, so a umask wider than
 * 077 cannot leave it without its owner's rights.
 */
export function createPrivateFile(file: string): void {
  const fd = openSync(
    file,
    constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0),
    0o600,
  );
  try {
    fchmodSync(fd, 0o600);
  } finally {
    closeSync(fd);
  }
}

/** True when `error` says the name was there already. */
export const existedAlready = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException).code === 'EEXIST';

/** What `path` is (links followed), or undefined when nothing is there — also when a folder on the way is a file. */
export function statOf(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
