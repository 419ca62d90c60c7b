/** One step of a database schema. Versions start at 1 and follow each other without gaps. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The database was migrated by a newer hivegate than this one: starting would risk writing rows
 * the newer schema does not expect, so the instance refuses, with one line saying why.
 */
export class SchemaTooNew extends Error {
  constructor(found: number, known: number) {
    super(
      `the database schema is at version ${found}, newer than this hivegate knows (${known}); upgrade hivegate or point it at another database`,
    );
    this.name = 'SchemaTooNew';
  }
}

/** The migrations still to apply over `current`, or SchemaTooNew when the database is ahead of us. */
export function pendingMigrations(all: readonly Migration[], current: number): Migration[] {
  const known = all.at(-1)?.version ?? 0;
  if (current > known) throw new SchemaTooNew(current, known);
  return all.filter((migration) => migration.version > current);
}
