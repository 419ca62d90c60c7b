import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { startCommand, type StartCommand } from './compiled';

/** A previous release, checked out and built beside today's tree, to run turn by turn with it. */
export interface Baseline {
  /** What the user named (`--baseline v0.1.0`) and the commit it resolved to. */
  ref: string;
  commit: string;
  dir: string;
  /** Its own `npm start`: the entry (absolute) and node flags of that release, not today's. */
  start: StartCommand;
  remove(): void;
}

/**
 * `git worktree add` of `ref` in a temporary folder, its dependencies, `npm run build`.
 * Dependencies: today's node_modules linked in when the two package-lock.json files are the same
 * (nothing to install, and no native module rebuilt), else `npm ci` in the worktree — slower, but
 * the release then runs on the packages it shipped with. Refuses a name git cannot resolve.
 */
export function prepareBaseline(root: string, ref: string, say: (m: string) => void): Baseline {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  let commit: string;
  try {
    commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`).trim();
  } catch {
    throw new Error(`--baseline ${ref}: no commit of that name in ${root}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'hivegate-baseline-'));
  const remove = () => {
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  };
  try {
    say(`baseline ${ref} (${commit.slice(0, 10)}): checking out in ${dir}`);
    git('worktree', 'add', '--detach', dir, commit);
    const lock = (at: string) => readFileSync(join(at, 'package-lock.json'), 'utf8');
    const t0 = performance.now();
    if (lock(dir) === lock(root) && existsSync(join(root, 'node_modules'))) {
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
      say('baseline: same package-lock.json as today, node_modules linked; building');
      run('npm', ['run', 'build'], dir);
    } else {
      say('baseline: its package-lock.json differs from today; npm ci (builds it too, by prepare)');
      run('npm', ['ci', '--no-audit', '--no-fund'], dir);
      if (!existsSync(join(dir, 'dist'))) run('npm', ['run', 'build'], dir);
    }
    say(`baseline: ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const start = startCommand(dir);
    const entry = isAbsolute(start.entry) ? start.entry : join(dir, start.entry);
    return { ref, commit, dir, start: { ...start, entry }, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}
