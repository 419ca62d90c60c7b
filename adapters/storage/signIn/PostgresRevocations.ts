import type { ClientConfig } from 'pg';
import type { Logger } from '../../../core/ports/Logger';
import { PrimaryClient } from '../postgresPrimary';
import { keptUntil, LEGACY_KEEP_MS } from './revocationKeep';

/** The channel revokeSignIn notifies with the revoked sign-in as payload. */
export const REVOKED_CHANNEL = 'hivegate_revoked';

/**
 * This instance's view of revoked sign-ins, kept current by LISTEN/NOTIFY on one dedicated
 * connection, so that checking a token costs no database read:
 * - start(): LISTEN first, then read every revoked sign-in, so nothing committed in between is missed;
 * - a notification adds its sign-in at once (other instances see a revocation within milliseconds);
 * - while the connection is down the view is not `live` (the store then asks the database), and
 *   it reconnects with backoff — to whichever host of DATABASE_URL is primary then (a failover) —
 *   then re-reads everything: the notifications sent meanwhile are lost, their rows are not (a
 *   full read, not one since a time: it needs no clock agreement with the new primary).
 * test/storage/PostgresSignInStore.spec.ts holds each of these.
 */
export class PostgresRevocations {
  /** Each revoked sign-in, with when it was revoked (ms; when it was heard of, for a notification). */
  private readonly sids = new Map<string, number>();
  /** The latest purge horizon (ms): a notice of an older revocation is not taken in. */
  private forgottenBefore = 0;
  private client?: PrimaryClient;
  private connected = false;
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;
  private retryMs = 100;

  constructor(
    private readonly connection: ClientConfig,
    private readonly logger?: Logger,
  ) {}

  /** True while the view is known complete: every revocation committed so far is in it. */
  get live(): boolean {
    return this.connected;
  }

  has(sid: string): boolean {
    return this.sids.has(sid);
  }

  /**
   * Records a revocation kept until `until` (ms), made by this instance or announced (its own
   * NOTIFY also arrives; adding twice is harmless).
   */
  add(sid: string, until: number): void {
    // A notice that arrives after its row was purged must not bring it back.
    if (until >= this.forgottenBefore && !this.sids.has(sid)) this.sids.set(sid, until);
  }

  /** Forgets revocations kept until before `before` (ms), as the table does (SignInStore.purgeExpired). */
  forget(before: number): void {
    this.forgottenBefore = Math.max(this.forgottenBefore, before);
    for (const [sid, until] of this.sids) if (until < before) this.sids.delete(sid);
  }

  /** Connects and loads the view. Rejects when the database cannot be reached. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.connected = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new PrimaryClient({
      ...this.connection,
      connectionTimeoutMillis: 3000,
      application_name: 'hivegate-revocations',
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      // The payload is `<sid> <at> <until>`; an older release sends `<sid> <at>` or the
      // sid alone, and its row is kept as long as the longest lifetime allows.
      if (message.channel === REVOKED_CHANNEL && message.payload) {
        const [sid, at, until] = message.payload.split(' ');
        this.add(sid, Number(until) || (Number(at) || Date.now()) + LEGACY_KEEP_MS);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REVOKED_CHANNEL}`);
      const { rows } = await client.query<{ sid: string; at: string; until: string | null }>(
        'SELECT sid, at, until FROM revocations',
      );
      for (const row of rows) this.sids.set(row.sid, keptUntil(row));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.connected = true;
    this.retryMs = 100;
  }

  private lost(client: PrimaryClient, error?: Error): void {
    if (client !== this.client) return; // an attempt that never went live, or the one stop() ended
    this.client = undefined;
    this.connected = false;
    if (this.stopped) return;
    this.logger?.warn({ err: error }, 'postgres: revocation feed lost; reconnecting');
    this.retry();
  }

  private retry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => this.logger?.info({}, 'postgres: revocation feed back'),
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 2000);
          if (!this.stopped) this.retry();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
