import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './sources';

/** The README's layout block: the map a newcomer reads first (issue 38 §3). */
function layoutBlock(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Layout'));
  return section.slice(
    section.indexOf('```') + 3,
    section.indexOf('```', section.indexOf('```') + 3),
  );
}

const coreFolders = () =>
  readdirSync(join(ROOT, 'core')).filter((name) =>
    statSync(join(ROOT, 'core', name)).isDirectory(),
  );

describe("architecture: the README's layout is the map of the core", () => {
  it('names every folder of core/, and no folder that is not there', () => {
    const named = [...layoutBlock().matchAll(/^ {2}(\w+)\/ /gm)].map((match) => match[1]);
    expect(coreFolders().length).to.be.greaterThan(5);
    expect(named).to.have.members(coreFolders());
  });

  it('keeps no catch-all folder of rules or use cases beside the capabilities', () => {
    expect(coreFolders()).to.not.include.members(['domain']);
    expect(coreFolders()).to.not.include.members(['usecases']);
  });
});
