import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_NAMES, STORE_PORTS } from '../../core/ports/Stores';
import { MEMORY_STORES, memoryStores } from '../../adapters/storage/memory';
import { SQLITE_STORES, sqliteStores } from '../../adapters/storage/sqlite';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { POSTGRES_STORES } from '../../adapters/storage/postgres';
import { ROOT } from './sources';
import { STORAGE, storageFiles } from './storageFiles';

const BACKENDS = {
  Memory: MEMORY_STORES,
  Sqlite: SQLITE_STORES,
  Postgres: POSTGRES_STORES,
} as const;

/** The port each `<prefix>*.ts` class of adapters/storage implements, by class name. */
function adaptersOf(prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of storageFiles(prefix)) {
    const source = readFileSync(join(STORAGE, file), 'utf8');
    for (const [, adapter, port] of source.matchAll(/\bclass (\w+) implements (\w+)/g))
      found.set(adapter, port);
  }
  return found;
}

/**
 * Issue 38 §1: the set of stores is written once (`Stores` and `STORE_PORTS` in core/ports), and
 * each backend's factory provides every one of them with that backend's adapter.
 */
describe('architecture: every storage backend provides every store', () => {
  it('names each store once, after a port that core/ports declares', () => {
    for (const port of Object.values(STORE_PORTS))
      expect(readdirSync(join(ROOT, 'core', 'ports'))).to.include(`${port}.ts`);
    expect(new Set(Object.values(STORE_PORTS)).size).to.equal(STORE_NAMES.length);
  });

  for (const [prefix, factories] of Object.entries(BACKENDS)) {
    it(`${prefix}: has a factory for each store and an adapter for each store's port`, () => {
      expect(Object.keys(factories)).to.have.members(STORE_NAMES);
      const ports = new Set(adaptersOf(prefix).values());
      for (const port of Object.values(STORE_PORTS))
        expect(ports.has(port), `a ${prefix}* class implements ${port}`).to.equal(true);
    });
  }

  it('memoryStores() builds each store from the in-memory adapter for its port', () => {
    const stores = memoryStores();
    const adapters = adaptersOf('Memory');
    for (const name of STORE_NAMES)
      expect(adapters.get(stores[name].constructor.name), name).to.equal(STORE_PORTS[name]);
  });

  it('sqliteStores(db) builds each store from the SQLite adapter for its port, on a fresh database', () => {
    const db = openDatabase(':memory:');
    try {
      const stores = sqliteStores(db);
      const adapters = adaptersOf('Sqlite');
      for (const name of STORE_NAMES)
        expect(adapters.get(stores[name].constructor.name), name).to.equal(STORE_PORTS[name]);
      stores.signIns.stop();
    } finally {
      db.close();
    }
  });
});
