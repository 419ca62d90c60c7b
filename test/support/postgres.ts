import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwawayPostgres';

/*
 * Where the PostgreSQL suites get a database:
 * - TEST_DATABASE_URL (CI sets it, see .ci/run), a database the suites may create databases next to;
 * - otherwise a throw-away cluster started once per mocha run when the binaries exist (plain
 *   `npm test` on a developer's machine), stopped by the root hook below;
 * - otherwise the suites skip, saying why. HIVEGATE_REQUIRE_POSTGRES=1 (CI) turns that skip into a failure.
 */
let cluster: Promise<ThrowawayPostgres | undefined> | undefined;

async function serverUrl(): Promise<string | undefined> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  cluster ??= startThrowawayPostgres();
  return (await cluster)?.url;
}

/** A new, empty database on the test server; `drop` removes it. Undefined when there is no server. */
export async function freshDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | undefined
> {
  const base = await serverUrl();
  if (!base) return undefined;
  const name = `hivegate_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenIdle(admin, name) };
}

/**
 * Drops a test database once the connections its suite ended are gone on the server side too.
 * Not WITH (FORCE) at once: a client that has just ended would receive the termination notice as
 * an 'error' event nobody listens to any more, failing whatever test runs then.
 */
async function dropWhenIdle(admin: (sql: string) => Promise<void>, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return await admin(`DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); // a suite left a connection open
}

/** Skips the calling suite (before hook) when no PostgreSQL can be had, unless CI requires it. */
export async function requirePostgres(context: Mocha.Context): Promise<void> {
  if (await serverUrl()) return;
  const why =
    'no TEST_DATABASE_URL and no PostgreSQL binaries (apt-get install postgresql, or see docs/scaling.md)';
  if (process.env.HIVEGATE_REQUIRE_POSTGRES === '1')
    throw new Error(`PostgreSQL suites cannot run: ${why}`);
  console.warn(`      PostgreSQL suite skipped: ${why}`);
  context.skip();
}

/** Root hook (see .mocharc.json): stops the cluster this run started, if any. */
export const mochaHooks = {
  async afterAll(): Promise<void> {
    const started = await cluster;
    await started?.stop();
  },
};
