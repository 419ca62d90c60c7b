import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, which the architecture specs walk. */
export const ROOT = join(__dirname, '..', '..');

/** Every TypeScript file under `dir`, skipping dependencies, builds and dot folders. */
export function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** Every folder under `dir` (relative paths), skipping dependencies, builds and dot folders. */
export function foldersUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    const relativePath = prefix ? `${prefix}/${name}` : name;
    return [relativePath, ...foldersUnder(path, relativePath)];
  });
}

/** The production folders: what ships or runs the service (tests and benchmarks excluded). */
export const PRODUCTION = ['core', 'adapters', 'bootstrap', 'client', 'devnet', 'web'];

/** The module specifiers a source file imports, re-exports or requires, in order. */
export function importsOf(source: string): string[] {
  const pattern =
    /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]|require\(\s*['"]([^'"]+)['"]\s*\)|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]);
}
