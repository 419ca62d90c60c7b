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
 * Dependencies: today's node_modules linked in when today's package-lock.json pins every package
 * the release's pins, at the same version (`lockCovers`: the same file, or today's with packages
 * added, as a new dev dependency; nothing to install, no native module rebuilt), else `npm ci` in
 * the worktree — slower, but the release then runs on the packages it shipped with. Refuses a
 * name git cannot resolve.
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
    if (lockCovers(lock(root), lock(dir)) && existsSync(join(root, 'node_modules'))) {
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
      say(
        "baseline: today's package-lock.json pins every package its pins, node_modules linked; building",
      );
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

/**
 * Whether today's lock file (`today`, package-lock.json's text) pins every package `base` pins at
 * the same version and integrity, so today's node_modules can serve that release. The root entry
 * (the project's own dependency lists) is not a package and is not compared.
 */
export function lockCovers(today: string, base: string): boolean {
  type Lock = { packages?: Record<string, { version?: string; integrity?: string }> };
  const ours = (JSON.parse(today) as Lock).packages ?? {};
  return Object.entries((JSON.parse(base) as Lock).packages ?? {}).every(
    ([path, entry]) =>
      path === '' ||
      (ours[path] !== undefined &&
        ours[path].version === entry.version &&
        ours[path].integrity === entry.integrity),
  );
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}
