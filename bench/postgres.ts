import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** A throw-away PostgreSQL cluster for the bench's PostgreSQL rows, or why there is none. */
export type BenchPostgres =
  { url: string; dir: string; stop(): Promise<void> } | { skipped: string };

const SCRIPT = join(__dirname, '..', 'scripts', 'postgres.sh');

/**
 * Starts one with scripts/postgres.sh (docs/scaling.md). When it cannot (exit 3: no PostgreSQL
 * binaries on this machine; any other failure), the PostgreSQL rows are reported as skipped with
 * this reason, never left out silently.
 */
export function startPostgres(): Promise<BenchPostgres> {
  return new Promise((resolve) => {
    execFile(SCRIPT, ['start'], { timeout: 60_000 }, (error, stdout, stderr) => {
      const started = parseStart(
        error ? ((error as { code?: number }).code ?? 1) : 0,
        stdout,
        stderr,
      );
      if ('skipped' in started) return resolve(started);
      resolve({
        ...started,
        stop: () =>
          new Promise((done) =>
            execFile(SCRIPT, ['stop', started.dir], { timeout: 60_000 }, () => done()),
          ),
      });
    });
  });
}

/** What `scripts/postgres.sh start` said: the URL and data directory it exported, or why the rows are skipped. */
export function parseStart(
  code: number | string,
  stdout: string,
  stderr: string,
): { url: string; dir: string } | { skipped: string } {
  const said = stderr.trim().split('\n').filter(Boolean).pop() ?? '';
  if (code === 3)
    return {
      skipped: `no PostgreSQL binaries on this machine (${said || 'scripts/postgres.sh exit 3'})`,
    };
  if (code !== 0)
    return { skipped: `scripts/postgres.sh start failed (exit ${code}): ${said || 'no message'}` };
  const url = /^export DATABASE_URL=(\S+)$/m.exec(stdout)?.[1];
  const dir = /^export HIVEGATE_PG_DIR=(\S+)$/m.exec(stdout)?.[1];
  if (!url || !dir)
    return {
      skipped: `scripts/postgres.sh start printed no DATABASE_URL/HIVEGATE_PG_DIR: ${stdout.trim() || 'nothing'}`,
    };
  return { url, dir };
}
