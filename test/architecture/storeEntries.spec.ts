import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { STORAGE, storageFiles } from './storageFiles';
const ENTRIES = { Memory: 'memory.ts', Sqlite: 'sqlite.ts', Postgres: 'postgres.ts' } as const;

/**
 * Issue 38 §1: an embedder gets every store of a backend from its package entry
 * (hivegate/adapters/memory, …/sqlite, …/postgres) — none silently left in memory.
 */
describe('architecture: every storage adapter is exported by its backend entry', () => {
  for (const [prefix, entry] of Object.entries(ENTRIES)) {
    it(`${entry} exports every ${prefix}* class that implements a port`, () => {
      const exported = readFileSync(join(STORAGE, entry), 'utf8');
      const adapters = storageFiles(prefix)
        .filter((file) =>
          /\bclass \w+ implements \w+/.test(readFileSync(join(STORAGE, file), 'utf8')),
        )
        .map((file) => basename(file, '.ts'));
      expect(adapters.length).to.be.above(5);
      for (const adapter of adapters)
        expect(exported, `${entry} exports ${adapter}`).to.match(new RegExp(`\\b${adapter}\\b`));
    });
  }
});
