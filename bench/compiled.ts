import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { readFileSync } from 'node:fs';

/** What `npm start` runs: node's flags and the service's compiled entry point (relative to the repository). */
export interface StartCommand {
  nodeFlags: string[];
  entry: string;
}

/**
 * package.json's `start` script, `node [flags] <entry.js>`, read so the bench runs the service
 * exactly as production does: the same entry, the same V8 flags. Anything else is refused.
 */
export function startCommandOf(script: string | undefined): StartCommand {
  const words = (script ?? '').trim().split(/\s+/);
  const entry = words[words.length - 1];
  const flags = words.slice(1, -1);
  if (
    words[0] !== 'node' ||
    !entry?.endsWith('.js') ||
    flags.some((flag) => !flag.startsWith('-'))
  ) {
    throw new Error(
      `npm start is not "node [flags] <file.js>" (it is ${JSON.stringify(script)}): the bench cannot run the service as it does`,
    );
  }
  return { nodeFlags: flags, entry };
}

export function startCommand(root: string): StartCommand {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return startCommandOf(packageJson.scripts?.start);
}
/** The folders `npm run build` compiles (tsconfig.build.json), and the configs that shape the output. */
const SOURCES = ['core', 'adapters', 'bootstrap', 'devnet', 'client'];
const CONFIGS = ['tsconfig.json', 'tsconfig.build.json', 'package.json'];

/**
 * Why `dist/` cannot be measured as it is, or undefined when it is current: the compiled entry is
 * missing, or a source file (or a compiler config) changed after it was built.
 */
export function staleness(root: string, entry = startCommand(root).entry): string | undefined {
  const built = mtimeOf(join(root, entry));
  if (built === undefined) return `${entry} does not exist`;
  const newer = [
    ...SOURCES.flatMap((dir) => sourcesUnder(join(root, dir))),
    ...CONFIGS.map((file) => join(root, file)),
  ].find((file) => (mtimeOf(file) ?? 0) > built);
  return newer ? `${newer.slice(root.length + 1)} changed after ${entry} was built` : undefined;
}

/** Runs `npm run build` when dist/ is stale; says why and how long it took (seconds), or undefined when it was current. */
export function buildIfStale(root: string, say: (message: string) => void): number | undefined {
  const why = staleness(root);
  if (!why) return undefined;
  say(`building dist/ (npm run build): ${why}`);
  const start = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return Number(((performance.now() - start) / 1000).toFixed(1));
}

function sourcesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function mtimeOf(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}
