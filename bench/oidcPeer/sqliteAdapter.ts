import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { SqliteDatabase } from '../../adapters/storage/openDatabase';

/**
 * A durable storage adapter for node-oidc-provider over SQLite (it ships only an in-memory one):
 * one table for every model, keyed by model and id, with the grant, user code and session uid
 * indexed for the look-ups the provider makes by them. Open the file with hivegate's own
 * `openDatabase` (WAL, synchronous NORMAL), so both sides pay for the same durability.
 *
 * - `find` answers nothing for an expired entry (as the in-memory adapter's LRU does), and adds
 *   `consumed` once `consume` has run;
 * - `upsert` replaces the entry whole; `revokeByGrantId` deletes every model's entries of a grant.
 * test/bench/oidcSqliteAdapter.spec.ts holds each.
 */
export function sqliteAdapter(
  db: SqliteDatabase,
  now: () => number = Date.now,
): (model: string) => Adapter {
  db.exec(`CREATE TABLE IF NOT EXISTS oidc_entries (
    model TEXT NOT NULL,
    id TEXT NOT NULL,
    payload TEXT NOT NULL,
    grant_id TEXT,
    user_code TEXT,
    uid TEXT,
    expires_at INTEGER,
    consumed_at INTEGER,
    PRIMARY KEY (model, id)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS oidc_entries_grant ON oidc_entries (grant_id) WHERE grant_id IS NOT NULL;
  CREATE INDEX IF NOT EXISTS oidc_entries_user_code ON oidc_entries (model, user_code) WHERE user_code IS NOT NULL;
  CREATE INDEX IF NOT EXISTS oidc_entries_uid ON oidc_entries (model, uid) WHERE uid IS NOT NULL;`);
  const statements = {
    upsert: db.prepare(
      `INSERT INTO oidc_entries (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at, consumed_at = NULL`,
    ),
    find: db.prepare(
      'SELECT payload, consumed_at FROM oidc_entries WHERE model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)',
    ),
    byUserCode: db.prepare(
      'SELECT payload, consumed_at FROM oidc_entries WHERE model = ? AND user_code = ? AND (expires_at IS NULL OR expires_at > ?)',
    ),
    byUid: db.prepare(
      'SELECT payload, consumed_at FROM oidc_entries WHERE model = ? AND uid = ? AND (expires_at IS NULL OR expires_at > ?)',
    ),
    consume: db.prepare('UPDATE oidc_entries SET consumed_at = ? WHERE model = ? AND id = ?'),
    destroy: db.prepare('DELETE FROM oidc_entries WHERE model = ? AND id = ?'),
    revoke: db.prepare('DELETE FROM oidc_entries WHERE grant_id = ?'),
  };
  type Stored = { payload: string; consumed_at: number | null } | undefined;
  const payloadOf = (row: Stored): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: row.consumed_at };
  };
  return (model) => ({
    async upsert(id, payload, expiresIn) {
      statements.upsert.run(
        model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        typeof expiresIn === 'number' ? now() + expiresIn * 1000 : null,
      );
    },
    async find(id) {
      return payloadOf(statements.find.get(model, id, now()) as Stored);
    },
    async findByUserCode(userCode) {
      return payloadOf(statements.byUserCode.get(model, userCode, now()) as Stored);
    },
    async findByUid(uid) {
      return payloadOf(statements.byUid.get(model, uid, now()) as Stored);
    },
    async consume(id) {
      // Seconds since the epoch, as the provider's own adapter records it.
      statements.consume.run(Math.floor(now() / 1000), model, id);
    },
    async destroy(id) {
      statements.destroy.run(model, id);
    },
    async revokeByGrantId(grantId) {
      statements.revoke.run(grantId);
    },
  });
}
