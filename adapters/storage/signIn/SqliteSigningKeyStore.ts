import type { StoredSigningKey } from '../../../core/tokens/signingKeys';
import type { SigningKeyStore } from '../../../core/ports/SigningKeyStore';
import type { SqliteDatabase } from '../openDatabase';
import { migrateSqlite } from '../schema/migrateSqlite';
import { signingKeyOf, type SigningKeyRow } from './signingKeyRows';

/**
 * SigningKeyStore over SQLite (the signing_keys table of migration 9): worker processes sharing
 * the file (WORKERS=N) share the keys; INSERT OR IGNORE lets one of two racing rotations add its key.
 */
export class SqliteSigningKeyStore implements SigningKeyStore {
  private readonly statements;

  constructor(db: SqliteDatabase) {
    migrateSqlite(db);
    this.statements = {
      list: db.prepare<[], SigningKeyRow>(
        'SELECT kid, use, generation, jwk, created_at, active_from FROM signing_keys',
      ),
      add: db.prepare(
        'INSERT OR IGNORE INTO signing_keys (kid, use, generation, jwk, created_at, active_from) VALUES (@kid, @use, @generation, @jwk, @createdAt, @activeFrom)',
      ),
      remove: db.prepare('DELETE FROM signing_keys WHERE kid = ?'),
      rewrite: db.prepare('UPDATE signing_keys SET jwk = ? WHERE kid = ?'),
    };
  }

  async list(): Promise<StoredSigningKey[]> {
    return this.statements.list.all().map(signingKeyOf);
  }

  async add(key: StoredSigningKey): Promise<boolean> {
    return this.statements.add.run({ ...key, jwk: JSON.stringify(key.jwk) }).changes === 1;
  }

  async remove(kid: string): Promise<void> {
    this.statements.remove.run(kid);
  }

  async rewrite(kid: string, jwk: Record<string, unknown>): Promise<void> {
    this.statements.rewrite.run(JSON.stringify(jwk), kid);
  }
}
