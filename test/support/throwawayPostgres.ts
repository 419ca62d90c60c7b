import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = join(__dirname, '..', '..', 'scripts', 'postgres.sh');

/** A throw-away PostgreSQL cluster started by scripts/postgres.sh; `pause`/`resume` stop and restart its server. */
export interface ThrowawayPostgres {
  url: string;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a cluster; undefined when this machine has no PostgreSQL binaries (exit 3 of the script). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | undefined> {
  let stdout: string;
  try {
    ({ stdout } = await run(SCRIPT, ['start'], { timeout: 60_000 }));
  } catch (error) {
    if ((error as { code?: unknown }).code === 3) return undefined;
    throw error;
  }
  const url = /DATABASE_URL=(\S+)/.exec(stdout)?.[1];
  const dir = /HIVEGATE_PG_DIR=(\S+)/.exec(stdout)?.[1];
  if (!url || !dir) throw new Error(`scripts/postgres.sh start printed no URL: ${stdout}`);
  const step = (command: string) => async () =>
    void (await run(SCRIPT, [command, dir], { timeout: 60_000 }));
  return { url, pause: step('pause'), resume: step('resume'), stop: step('stop') };
}
