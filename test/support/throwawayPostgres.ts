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

/** A primary streaming to a synchronous standby (scripts/postgres.sh standby), for a real failover. */
export interface ReplicatedPostgres {
  /** Both hosts, primary first, with target_session_attrs=read-write. */
  url: string;
  /** One host's own URL: 0 the primary, 1 the standby. */
  hostUrl(host: 0 | 1): string;
  /** SIGKILLs the primary and each of its processes, as a machine that dies. */
  crashPrimary(): Promise<void>;
  promoteStandby(): Promise<void>;
  stop(): Promise<void>;
}

/** A replicated pair; undefined when this machine has no PostgreSQL binaries. */
export async function startReplicatedPostgres(): Promise<ReplicatedPostgres | undefined> {
  let stdout: string;
  try {
    ({ stdout } = await run(SCRIPT, ['start'], { timeout: 60_000 }));
  } catch (error) {
    if ((error as { code?: unknown }).code === 3) return undefined;
    throw error;
  }
  const primaryUrl = /DATABASE_URL=(\S+)/.exec(stdout)![1];
  const primary = /HIVEGATE_PG_DIR=(\S+)/.exec(stdout)![1];
  const step = (command: string, dir: string) => async () =>
    void (await run(SCRIPT, [command, dir], { timeout: 60_000 }));
  let standby: string | undefined;
  try {
    ({ stdout } = await run(SCRIPT, ['standby', primary], { timeout: 90_000 }));
    standby = /HIVEGATE_PG_STANDBY_DIR=(\S+)/.exec(stdout)![1];
  } catch (error) {
    await step('stop', primary)();
    throw error;
  }
  const url = /DATABASE_URL='([^']+)'/.exec(stdout)![1];
  const standbyHost = /,([^/]+)\//.exec(url)![1];
  return {
    url,
    hostUrl: (host) =>
      host === 0 ? primaryUrl : primaryUrl.replace(/@[^/]+\//, `@${standbyHost}/`),
    crashPrimary: step('crash', primary),
    promoteStandby: step('promote', standby),
    async stop() {
      await step('stop', standby)();
      await step('stop', primary)();
    },
  };
}
