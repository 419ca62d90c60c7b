import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT, sourcesUnder } from './sources';

/*
 * Issue 56 §6: a helper several specs use lives once, in test/support/ (loginUrl, pageData, kidOf,
 * revocationFeed…), not redefined per spec, where the copies drift. Held for helpers defined at a
 * spec's top level in three or more spec files. The operations a spec broadcasts (`vote`,
 * `follow`) are that spec's own data, each of its own shape, and are not helpers.
 */
const OWN_DATA = new Set(['vote', 'follow']);
const DEFINITION =
  /^(?:export\s+)?(?:async\s+)?function\s+(\w+)|^(?:export\s+)?const\s+(\w+)\s*=\s*(?:async\s*)?\(/gm;

/** Each name defined at a spec's top level, with the specs that define it. */
export function helpersDefined(specs: { file: string; text: string }[]): Map<string, string[]> {
  const defined = new Map<string, string[]>();
  for (const { file, text } of specs)
    for (const match of text.matchAll(DEFINITION)) {
      const name = match[1] ?? match[2];
      defined.set(name, [...(defined.get(name) ?? []), file]);
    }
  return defined;
}

describe('architecture: a helper several specs use lives once, in test/support/', () => {
  it('no helper is defined at the top level of three or more spec files', () => {
    const specs = ['test', 'devnet/test']
      .flatMap((dir) => sourcesUnder(join(ROOT, dir)))
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => ({ file: relative(ROOT, file), text: readFileSync(file, 'utf8') }));
    expect(specs.length).to.be.greaterThan(100);
    const repeated = [...helpersDefined(specs)]
      .filter(([name, files]) => files.length >= 3 && !OWN_DATA.has(name))
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(repeated).to.deep.equal([]);
  });

  it('the check reads both ways of defining a helper', () => {
    const found = helpersDefined([
      { file: 'a.spec.ts', text: 'function loginUrl(w) {}\nconst kidOf = (token) => token;' },
      { file: 'b.spec.ts', text: 'async function loginUrl() {}\n  function nested() {}' },
    ]);
    expect(found.get('loginUrl')).to.deep.equal(['a.spec.ts', 'b.spec.ts']);
    expect(found.get('kidOf')).to.deep.equal(['a.spec.ts']);
    expect(found.has('nested')).to.equal(false);
  });
});
