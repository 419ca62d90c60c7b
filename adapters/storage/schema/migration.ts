/**
 * One step of a database schema. Versions start at 1 and follow each other without gaps.
 *
 * Steps are expand/contract (docs/operations.md, "Upgrade"), so that two consecutive releases run
 * side by side on one database during a rolling upgrade: a step only adds (a table, a nullable
 * column, an index) what its release needs, and the previous release's queries keep working; what
 * nobody reads any more is removed by a later release's contract step, which declares the oldest
 * schema whose release still serves once it is applied (test/storage/migrations.spec.ts holds that
 * every step that drops, renames or retypes declares it).
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * A contract step: the oldest schema version whose release still serves once this step is
   * applied. Absent: an expand step, which every earlier release serves.
   */
  oldestReader?: number;
}

/** What a database's schema_migrations says: the version reached, and the oldest release it needs. */
export interface AppliedSchema {
  version: number;
  /** The highest `oldestReader` of the steps applied; undefined when none declared one. */
  needs?: number;
}

/**
 * The database was migrated by a newer hivegate with a contract step this one cannot serve
 * (it drops or changes what this release reads): starting would fail its queries, so the
 * instance refuses, with one line naming both versions.
 */
export class SchemaTooNew extends Error {
  constructor(found: number, known: number, needs?: number) {
    super(
      needs === undefined
        ? `the database schema is at version ${found}, newer than this hivegate knows (${known}); upgrade hivegate or point it at another database`
        : `the database schema is at version ${found}, which only a hivegate that knows version ${needs} or later serves; this one knows version ${known}: upgrade hivegate or point it at another database`,
    );
    this.name = 'SchemaTooNew';
  }
}

/**
 * The database is behind this release and MIGRATE_ON_START is off: this release reads what its
 * own steps add, so it refuses until `hivegate migrate` has run, naming both versions.
 */
export class SchemaTooOld extends Error {
  constructor(found: number, needs: number) {
    super(
      `the database schema is at version ${found}; this hivegate needs version ${needs}: run \`hivegate migrate\` first (MIGRATE_ON_START is off)`,
    );
    this.name = 'SchemaTooOld';
  }
}

/**
 * The steps still to apply over `applied`: none when the database is ahead of this release and
 * every step beyond it is one this release serves; SchemaTooNew when one is not.
 */
export function pendingMigrations(all: readonly Migration[], applied: AppliedSchema): Migration[] {
  const known = all.at(-1)?.version ?? 0;
  if (applied.version > known) {
    if ((applied.needs ?? 0) > known) throw new SchemaTooNew(applied.version, known, applied.needs);
    return [];
  }
  return all.filter((migration) => migration.version > applied.version);
}

/**
 * Whether this release serves the schema as it is, without migrating (MIGRATE_ON_START=off):
 * SchemaTooOld when steps of its own are missing, SchemaTooNew as `pendingMigrations` says.
 */
export function checkSchema(all: readonly Migration[], applied: AppliedSchema): void {
  const pending = pendingMigrations(all, applied);
  if (pending.length > 0) throw new SchemaTooOld(applied.version, all.at(-1)!.version);
}
