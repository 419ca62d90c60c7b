import type { ClientConfig } from 'pg';
import type { Logger } from '../../../core/ports/Logger';
import { PrimaryClient } from '../postgresPrimary';
import { HeldRevocations } from './revocationKeep';

/** The revocations made after $1 (ms), through the index on `at`: what start-up and a reconnect read. */
export const POSTGRES_HELD_REVOCATIONS =
  'SELECT sid, at FROM revocations WHERE at > $1 ORDER BY at';

/** The channel revokeSignIn notifies with the revoked sign-in as payload. */
export const REVOKED_CHANNEL = 'hivegate_revoked';

/**
 * This instance's view of recent revocations (those HeldRevocations keeps: the last week and an
 * hour, by `at`), kept current by LISTEN/NOTIFY on one dedicated connection, so that checking a
 * token issued in the last week costs no database read:
 * - start(): LISTEN first, then read the held revocations through the index on `at` (not the whole
 *   table, which grows for as long as refresh tokens live), so nothing committed in between is missed;
 * - a notification adds its sign-in at once (other instances see a revocation within milliseconds);
 * - while the connection is down the view is not `live` (the store then asks the database), and
 *   it reconnects with backoff — to whichever host of DATABASE_URL is primary then (a failover) —
 *   then re-reads the held revocations: the notifications sent meanwhile are lost, their rows are
 *   not (read by `at` on this instance's clock, which the hour HeldRevocations adds allows for).
 * test/storage/PostgresSignInStore.spec.ts holds each of these.
 */
export class PostgresRevocations {
  private readonly held: HeldRevocations;
  private client?: PrimaryClient;
  private connected = false;
  private stopped = false;
  private retryTimer?: NodeJS.Timeout;
  private retryMs = 100;

  constructor(
    private readonly connection: ClientConfig,
    private readonly logger?: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.held = new HeldRevocations(now);
  }

  /** True while the view is known complete: every revocation committed so far is in it. */
  get live(): boolean {
    return this.connected;
  }

  /** How many revocations this instance holds in memory. */
  get size(): number {
    return this.held.size;
  }

  /** True when `has` alone answers for a token issued at `issuedAt` (ms): the view is live and holds its time. */
  covers(issuedAt: number | undefined): boolean {
    return this.connected && this.held.covers(issuedAt);
  }

  has(sid: string): boolean {
    return this.held.has(sid);
  }

  /**
   * Records a revocation made at `at` (ms), by this instance or announced (its own NOTIFY also
   * arrives; adding twice is harmless). One too old to be held is not (a late notice included).
   */
  add(sid: string, at: number): void {
    this.held.add(sid, at);
  }

  /** Forgets the revocations too old to be held (HeldRevocations). */
  forget(): void {
    this.held.forget();
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
      // sid alone: then it was revoked about now.
      if (message.channel === REVOKED_CHANNEL && message.payload) {
        const [sid, at] = message.payload.split(' ');
        this.add(sid, Number(at) || this.now());
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REVOKED_CHANNEL}`);
      this.held.forget();
      const { rows } = await client.query<{ sid: string; at: string }>(POSTGRES_HELD_REVOCATIONS, [
        this.held.horizon(),
      ]);
      for (const row of rows) this.add(row.sid, Number(row.at));
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
