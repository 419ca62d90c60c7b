import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');

/**
 * Runs a fixture (`path` from the repository's root) in a process of its own, so that what it
 * reports (the modules loaded, an async hook turned on) is that process's alone, and answers the
 * JSON of its last line on stdout. With `env`, the fixture gets that and PATH and HOME only.
 */
export async function fixtureReport<T>(path: string, env?: Record<string, string>): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path], {
    cwd: ROOT,
    ...(env && { env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env } }),
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as T;
}
