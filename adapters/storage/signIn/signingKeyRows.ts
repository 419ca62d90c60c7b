import type { KeyUse, StoredSigningKey } from '../../../core/tokens/signingKeys';

/** A signing_keys row, as either database answers it (bigints may come back as strings). */
export interface SigningKeyRow {
  kid: string;
  use: string;
  generation: number | string;
  jwk: string | Record<string, unknown>;
  created_at: number | string;
  active_from: number | string;
}

export function signingKeyOf(row: SigningKeyRow): StoredSigningKey {
  return {
    kid: row.kid,
    use: row.use as KeyUse,
    generation: Number(row.generation),
    jwk: typeof row.jwk === 'string' ? (JSON.parse(row.jwk) as Record<string, unknown>) : row.jwk,
    createdAt: Number(row.created_at),
    activeFrom: Number(row.active_from),
  };
}
