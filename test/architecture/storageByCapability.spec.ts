import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './sources';
import { storageFiles } from './storageFiles';

/**
 * Issue 56 §3: a capability lives in at most three folders — its core folder, its HTTP folder and its
 * storage folder — so each store's memory, SQLite and PostgreSQL adapters sit together in the storage
 * folder named after the core capability whose port they implement, none at the top of adapters/storage.
 */
describe('architecture: the stores are grouped as the core is', () => {
  for (const prefix of ['Memory', 'Sqlite', 'Postgres'])
    it(`every ${prefix}* adapter sits in adapters/storage/<a core capability>/`, () => {
      const files = storageFiles(prefix);
      expect(files.length).to.be.above(5);
      for (const file of files) {
        const folder = dirname(file);
        expect(folder, `${file} is in a capability's folder`).to.not.equal('.');
        expect(
          existsSync(join(ROOT, 'core', folder)),
          `core/${folder} exists for ${file}`,
        ).to.equal(true);
      }
    });
});
