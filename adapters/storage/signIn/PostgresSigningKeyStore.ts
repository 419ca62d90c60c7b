import type { Pool } from 'pg';
import type { StoredSigningKey } from '../../../core/tokens/signingKeys';
import type { SigningKeyStore } from '../../../core/ports/SigningKeyStore';
import { query, rowsOf } from '../postgresQuery';
import { signingKeyOf, type SigningKeyRow } from './signingKeyRows';

/**
 * SigningKeyStore over PostgreSQL (the signing_keys table of migration 11), shared by every
 * instance: INSERT … ON CONFLICT DO NOTHING, so of two instances adding a use's next generation
 * (a rotation, or the first key at a first start) exactly one adds it.
 */
export class PostgresSigningKeyStore implements SigningKeyStore {
  constructor(private readonly pool: Pool) {}

  async list(): Promise<StoredSigningKey[]> {
    const rows = await rowsOf<SigningKeyRow>(
      this.pool,
      'SELECT kid, use, generation, jwk, created_at, active_from FROM signing_keys',
    );
    return rows.map(signingKeyOf);
  }

  async add(key: StoredSigningKey): Promise<boolean> {
    const { rowCount } = await query(
      this.pool,
      'INSERT INTO signing_keys (kid, use, generation, jwk, created_at, active_from) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
      [key.kid, key.use, key.generation, key.jwk, key.createdAt, key.activeFrom],
    );
    return rowCount === 1;
  }

  async remove(kid: string): Promise<void> {
    await query(this.pool, 'DELETE FROM signing_keys WHERE kid = $1', [kid]);
  }

  async rewrite(kid: string, jwk: Record<string, unknown>): Promise<void> {
    await query(this.pool, 'UPDATE signing_keys SET jwk = $1 WHERE kid = $2', [jwk, kid]);
  }
}
