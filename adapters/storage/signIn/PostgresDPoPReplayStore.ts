import type { Pool } from 'pg';
import type { DPoPReplayStore } from '../../../core/ports/DPoPReplayStore';
import { query } from '../postgresQuery';

/**
 * DPoPReplayStore over PostgreSQL (the dpop_proofs table of migration 9), shared by every
 * instance: one INSERT … ON CONFLICT DO NOTHING, so of two instances racing with one proof,
 * exactly one inserts the row.
 */
export class PostgresDPoPReplayStore implements DPoPReplayStore {
  constructor(private readonly pool: Pool) {}

  async firstUse(key: string, expiresAt: number): Promise<boolean> {
    const { rowCount } = await query(
      this.pool,
      'INSERT INTO dpop_proofs (proof_key, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [key, expiresAt],
    );
    return rowCount === 1;
  }

  async purgeExpired(now: number): Promise<void> {
    await query(this.pool, 'DELETE FROM dpop_proofs WHERE expires_at <= $1', [now]);
  }
}
