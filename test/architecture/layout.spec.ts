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

const foldersOf = (path: string) =>
  readdirSync(join(ROOT, path)).filter((name) => statSync(join(ROOT, path, name)).isDirectory());
const coreFolders = () => foldersOf('core');

/** The folder names a part of the block lists at one indent (`  signIn/  …`). */
function namedAt(part: string, indent: number): string[] {
  return [...part.matchAll(new RegExp(`^ {${indent}}(\\w+)/ `, 'gm'))].map((match) => match[1]);
}
const corePart = () => layoutBlock().slice(0, layoutBlock().indexOf('\nadapters/'));
const httpPart = () => {
  const block = layoutBlock();
  const start = block.indexOf('\n  http/');
  return block.slice(start, block.indexOf('\nbootstrap/', start));
};

describe("architecture: the README's layout is the map of the core", () => {
  it('names every folder of core/, and no folder that is not there', () => {
    expect(coreFolders().length).to.be.greaterThan(5);
    expect(namedAt(corePart(), 2)).to.have.members(coreFolders());
  });

  it('keeps no catch-all folder of rules or use cases beside the capabilities', () => {
    expect(coreFolders()).to.not.include.members(['domain']);
    expect(coreFolders()).to.not.include.members(['usecases']);
  });

  it('names every folder of adapters/http: the capabilities of the core, and what they share', () => {
    const folders = foldersOf('adapters/http');
    expect(namedAt(httpPart(), 4)).to.have.members(folders);
    const shared = ['pages', 'parse', 'rateLimit'];
    // The token endpoints and the device flow are a sign-in's (issue 56 §2: one capability in the
    // core), each with an HTTP folder of its own: the routes are many, and the paths say them so.
    const partsOfSignIn = ['tokens', 'devices'];
    const capabilities = folders.filter((folder) => !shared.includes(folder));
    expect(capabilities).to.include.members(['signIn', 'tokens', 'broadcast', 'devices']);
    expect(coreFolders()).to.include.members(
      capabilities.filter((folder) => !partsOfSignIn.includes(folder)),
    );
    expect(coreFolders()).to.include('signIn');
  });
});
