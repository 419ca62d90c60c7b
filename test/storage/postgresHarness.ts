import type { Pool } from 'pg';
import { openPostgres } from '../../adapters/storage/openPostgres';
import { PostgresChainCursor } from '../../adapters/storage/chainFollowing/PostgresChainCursor';
import { PostgresSignInStore } from '../../adapters/storage/signIn/PostgresSignInStore';
import { PostgresRevocations } from '../../adapters/storage/signIn/PostgresRevocations';
import { migratePostgres } from '../../adapters/storage/schema/migratePostgres';
import { freshDatabase } from '../support/postgres';

/**
 * One migrated database per suite; `empty()` truncates it between tests, and every store opened
 * through `grants()` or `pool()` is closed by `closeAll()`.
 */
export class PostgresHarness {
  url = '';
  private drop?: () => Promise<void>;
  private admin?: Pool;
  private readonly opened: (() => Promise<void>)[] = [];

  async open(): Promise<void> {
    const database = await freshDatabase();
    if (!database) throw new Error('no PostgreSQL (call requirePostgres first)');
    ({ url: this.url, drop: this.drop } = database);
    this.admin = openPostgres(this.url, { poolSize: 2 });
    await migratePostgres(this.admin);
  }

  async empty(): Promise<void> {
    await this.admin!.query(
      'TRUNCATE challenges, used_codes, sign_ins, revocations, usage_users, usage_days, usage_apps, directory_snapshot, idempotency_keys, broadcasts, operation_budget, limit_overrides, chain_cursor, logout_deliveries, device_requests, dpop_proofs, signing_keys',
    );
  }

  pool(size = 4): Pool {
    const pool = openPostgres(this.url, { poolSize: size });
    this.opened.push(() => pool.end());
    return pool;
  }

  /** A started store; pass `pool` or `feed` to watch them. */
  async grants(
    pool = this.pool(),
    feed = new PostgresRevocations({ connectionString: this.url }),
  ): Promise<PostgresSignInStore> {
    const store = new PostgresSignInStore(pool, feed);
    await store.start();
    this.opened.push(() => store.stop());
    return store;
  }

  /** A block follower's cursor over this database; released by `closeAll()`. */
  chainCursor(): PostgresChainCursor {
    const cursor = new PostgresChainCursor(this.pool(2), { connectionString: this.url });
    this.opened.push(() => cursor.release());
    return cursor;
  }

  async closeAll(): Promise<void> {
    for (const close of this.opened.splice(0).reverse()) await close();
  }

  async close(): Promise<void> {
    await this.closeAll();
    await this.admin?.end();
    await this.drop?.();
  }
}
