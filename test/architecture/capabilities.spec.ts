import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { importsOf, ROOT, sourcesUnder } from './sources';

/*
 * Issue 56 §2: a capability of the core (a folder holding use cases) never imports one that imports
 * it back, and what the capabilities share sits below them all. The shared folders are the words
 * the capabilities and the ports speak — account and chain facts, the operation registry, the
 * limits' members and rules, what a token is — and the ports; they import no capability, and
 * nothing the ports import imports a port. A new folder is a capability unless it is named here.
 */
const VOCABULARY = ['shared', 'operations', 'limits', 'tokens', 'errors.ts'];
const SHARED = [...VOCABULARY, 'ports'];

/** The folder of core/ a core file is in (a file at core/'s root is its own). */
const folderOf = (file: string) => relative(join(ROOT, 'core'), file).split(/[\\/]/)[0];

/** The folder of core/ an import lands in: `../ports` is the folder, `../errors` the file. */
function targetFolder(target: string): string {
  const [first, ...rest] = relative(join(ROOT, 'core'), target).split(/[\\/]/);
  return rest.length || existsSync(join(ROOT, 'core', first)) ? first : `${first}.ts`;
}

/** `from → to` for every import from one folder of core/ into another, with the file that makes it. */
export function folderImports(sources: { file: string; text: string }[]): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const { file, text } of sources) {
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (relative(join(ROOT, 'core'), target).startsWith('..')) continue;
      const [from, to] = [folderOf(file), targetFolder(target)];
      if (from === to || from === 'index.ts') continue;
      const key = `${from} → ${to}`;
      edges.set(key, [...(edges.get(key) ?? []), relative(ROOT, file)]);
    }
  }
  return edges;
}

/** The pairs of folders that import each other, each once. */
export function mutualPairs(edges: Map<string, string[]>): string[] {
  return [...edges.keys()]
    .map((key) => key.split(' → '))
    .filter(([from, to]) => from < to && edges.has(`${to} → ${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`);
}

const coreSources = () =>
  sourcesUnder(join(ROOT, 'core')).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('architecture: the capabilities of the core', () => {
  const edges = folderImports(coreSources());

  it('no two folders of core/ import each other', () => {
    expect(edges.size).to.be.greaterThan(10);
    expect(mutualPairs(edges)).to.deep.equal([]);
  });

  it('the shared folders and the ports import no capability', () => {
    const upward = [...edges.entries()]
      .filter(([key]) => {
        const [from, to] = key.split(' → ');
        return SHARED.includes(from) && !SHARED.includes(to);
      })
      .map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(upward).to.deep.equal([]);
  });

  it('ports/ imports nothing above it: what it imports imports no port', () => {
    const intoPorts = [...edges.entries()]
      .filter(([key]) => VOCABULARY.includes(key.split(' → ')[0]) && key.endsWith('→ ports'))
      .map(([key, files]) => `${key} (${files.join(', ')})`);
    expect(intoPorts).to.deep.equal([]);
  });

  it('the check finds a pair that imports each other, and an import up from a shared folder', () => {
    const at = (path: string) => join(ROOT, 'core', path);
    const sample = folderImports([
      { file: at('signIn/SignInEnds.ts'), text: "import { x } from '../tokens/tokens';" },
      { file: at('tokens/TokenChecks.ts'), text: "import type { y } from '../signIn/SignInEnds';" },
      { file: at('ports/Store.ts'), text: "import type { z } from '../apps/directory';" },
      { file: at('apps/app.ts'), text: "import { w } from '../errors';" },
    ]);
    expect(mutualPairs(sample)).to.deep.equal(['signIn ↔ tokens']);
    expect([...sample.keys()]).to.include.members(['ports → apps', 'apps → errors.ts']);
  });
});
