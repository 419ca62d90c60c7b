import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PRODUCTION, ROOT, sourcesUnder } from './sources';

/** The production files each production file imports: relative imports, type-only ones, lazy `require` and `import()`. */
function importGraph(): Map<string, string[]> {
  const files = PRODUCTION.flatMap((dir) => sourcesUnder(join(ROOT, dir))).filter(
    (file) => !/[/\\]test[/\\]/.test(relative(ROOT, file)),
  );
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets: string[] = [];
    const specs = [
      ...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'";]*?from\s+'(\.[^']+)'/g),
      ...text.matchAll(/\b(?:require|import)\('(\.[^']+)'\)/g), // lazy loads, typeof import() too
    ];
    for (const [, spec] of specs) {
      const base = join(dirname(file), spec);
      const target = [`${base}.ts`, join(base, 'index.ts')].find((path) => existsSync(path));
      if (target && known.has(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Tarjan's strongly connected components of more than one file: the import circles. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) === order.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(relative(ROOT, member));
      } while (member !== file);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

/** Issue 38: no production file reaches itself through its imports. */
describe('architecture: no import circle', () => {
  it('finds a circle when there is one (the check is not vacuous)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).to.deep.equal([['a', 'b', 'c']]);
  });

  it('core, adapters, bootstrap, client, devnet and web have none', () => {
    expect(circles(importGraph())).to.deep.equal([]);
  });
});
