import type BetterSqlite3 from 'better-sqlite3';

/** Thrown when SQLite storage is chosen but its native module is not installed (or not built). */
export class MissingModule extends Error {
  readonly code = 'HIVEGATE_MISSING_MODULE';
}

/**
 * better-sqlite3 is an optional dependency (a native module built from source): services that
 * embed the core with other storage never need it, so it is loaded only when a database is opened.
 * Its native part loads in the constructor, hence both steps inside the guard.
 */
export function newSqliteDatabase(file: string): BetterSqlite3.Database {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- an optional native module, loaded when SQLite is chosen
    const Database = require('better-sqlite3') as typeof BetterSqlite3;
    return new Database(file);
  } catch (error) {
    const message = (error as Error).message;
    const absent =
      (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' &&
      message.includes("'better-sqlite3'");
    const unbuilt = message.includes('Could not locate the bindings file');
    if (!absent && !unbuilt) throw error;
    throw new MissingModule(
      `SQLite storage needs the optional module better-sqlite3, which is ${absent ? 'not installed' : 'installed but not built'}: run \`npm install better-sqlite3\` (it builds from source: a C++ toolchain and Python are needed)`,
    );
  }
}
