import { Client, type ClientConfig } from 'pg';
import type { Logger } from '../../core/ports/Logger';
import { SERVED_SESSION_ATTRS, sessionAttrsOf } from './sessionAttrs';

/*
 * Connections that follow the primary (issue 62 §1). pg connects to one host; DATABASE_URL may name
 * several in libpq's form, `postgresql://u:p@h1:5432,h2:5433/db?target_session_attrs=read-write`.
 * - The URL is only cut at its host list; each single-host URL built from it is parsed by pg
 *   (pg-connection-string), as a plain DATABASE_URL is.
 * - `target_session_attrs=read-write` (or `primary`, or any URL with several hosts: hivegate writes)
 *   means a connection is used only once `SHOW transaction_read_only` answers off; each host is
 *   tried in turn, in order, each within the connection timeout.
 * - The primary found is remembered per URL for every connection of the process (pool, revocation
 *   feed, follower lease); a connection that fails or lands on a read-only server forgets it, so the
 *   next connection searches again. That connection's caller gets an error isConnectionError knows
 *   (503 unavailable), never a connection to a standby.
 * test/storage/postgresPrimary.spec.ts holds each of these; test/process/failover.spec.ts the whole.
 */

/** SQLSTATE read_only_sql_transaction: what a standby answers a write with. */
const READ_ONLY = '25006';

interface Target {
  /** A single-host URL, for pg to parse. */
  url: string;
  host: string;
  port: number;
}

/** Where one DATABASE_URL's connections go, and which of its hosts was primary last. */
class Targets {
  /** Index of the host that answered read-write last; undefined while unknown. */
  private primary?: number;
  private search?: Promise<number>;
  logger?: Logger;

  constructor(
    readonly list: Target[],
    /** Check that a connection is read-write before using it. */
    readonly writableOnly: boolean,
  ) {}

  /** The host to connect to: the known primary, else the first that answers read-write (probed in order). */
  find(config: ClientConfig): Promise<number> {
    if (!this.writableOnly) return Promise.resolve(0);
    if (this.primary !== undefined) return Promise.resolve(this.primary);
    this.search ??= this.probe(config).finally(() => (this.search = undefined));
    return this.search;
  }

  /** The connection to host `index` failed or is read-only: the next connection searches again. */
  lost(index: number, why: string): void {
    if (this.primary !== index) return;
    this.primary = undefined;
    this.logger?.warn(
      { host: index + 1, hosts: this.list.length, reason: why },
      'postgres: lost the primary; looking for it again',
    );
  }

  private async probe(config: ClientConfig): Promise<number> {
    let last = readOnlyError();
    for (const [index, target] of this.list.entries()) {
      const probe = new Client({
        ...config,
        connectionString: target.url,
        // a host that accepts the connection and then hangs is bounded too
        query_timeout: config.connectionTimeoutMillis || 3000,
      });
      probe.on('error', () => undefined); // a probe that dies is just not the primary
      try {
        await probe.connect();
        if (await readOnly(probe)) last = readOnlyError();
        else {
          this.primary = index;
          this.logger?.info(
            { host: index + 1, hosts: this.list.length },
            'postgres: primary found',
          );
          return index;
        }
      } catch (error) {
        last = error as Error;
      } finally {
        await probe.end().catch(() => undefined);
      }
    }
    throw last;
  }
}

async function readOnly(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ transaction_read_only: string }>(
    'SHOW transaction_read_only',
  );
  return rows[0]?.transaction_read_only !== 'off';
}

function readOnlyError(): Error {
  return Object.assign(new Error('no host of DATABASE_URL answers read-write'), {
    code: READ_ONLY,
  });
}

/** Cuts `scheme://[userinfo@]h1[:p1],h2[:p2]/rest` at its host list: one single-host URL per host. */
function targetsOf(url: string): Targets {
  const scheme = /^postgres(ql)?:\/\//.exec(url)?.[0];
  const afterScheme = scheme ? url.slice(scheme.length) : '';
  const authorityEnd = afterScheme.search(/[/?#]/);
  const authority = authorityEnd < 0 ? afterScheme : afterScheme.slice(0, authorityEnd);
  const rest = authorityEnd < 0 ? '' : afterScheme.slice(authorityEnd);
  const at = authority.lastIndexOf('@');
  const userinfo = authority.slice(0, at + 1);
  const hosts = scheme ? authority.slice(at + 1).split(',') : [''];
  const attrs = sessionAttrsOf(url);
  // loadConfig refuses these first; an embedder's URL meets this
  if (!SERVED_SESSION_ATTRS.includes(attrs))
    throw new Error(
      `DATABASE_URL: target_session_attrs=${attrs} is not served (hivegate writes: read-write, primary or any)`,
    );
  const list = hosts.map((host) => {
    const single = scheme && host ? `${scheme}${userinfo}${host}${rest}` : url;
    const parsed = new Client({ connectionString: single }); // pg parses it; nothing connects
    return { url: single, host: parsed.host, port: parsed.port };
  });
  return new Targets(list, attrs !== 'any' || list.length > 1);
}

const known = new Map<string, Targets>();

function targetsFor(url: string): Targets {
  let targets = known.get(url);
  if (!targets) known.set(url, (targets = targetsOf(url)));
  return targets;
}

/**
 * Reads `url`'s hosts before anything connects — throwing for a target_session_attrs hivegate
 * cannot serve — and logs when its primary is found or lost (host numbers, never the URL).
 */
export function followPrimary(url: string, logger?: Logger): void {
  const targets = targetsFor(url);
  if (logger) targets.logger ??= logger;
}

/**
 * A pg Client whose `connectionString` may name several hosts: it connects to the primary among
 * them (see the top of this file). A Pool takes it as its `Client`; a connection held apart uses it
 * as it would pg's.
 */
export class PrimaryClient extends Client {
  // #private, not just private: pg-pool hangs the client on the errors it emits, and a logged
  // error must not carry the URL (its password) in an enumerable field.
  readonly #targets?: Targets;
  readonly #config: ClientConfig;

  constructor(config: ClientConfig = {}) {
    const targets = config.connectionString ? targetsFor(config.connectionString) : undefined;
    super(targets ? { ...config, connectionString: targets.list[0].url } : config);
    this.#targets = targets;
    this.#config = config;
  }

  override connect(): Promise<Client>;
  override connect(callback: (error: Error) => void): void;
  override connect(callback?: (error: Error) => void): Promise<Client> | void {
    const connected = this.connectToPrimary().then(() => this as Client);
    if (!callback) return connected;
    // pg-pool's callback form: an error, or none once connected
    connected.then(
      () => (callback as (error?: Error) => void)(),
      (error: Error) => callback(error),
    );
  }

  private async connectToPrimary(): Promise<void> {
    const targets = this.#targets;
    if (!targets) return void (await super.connect());
    const index = await targets.find({ ...this.#config, connectionString: undefined });
    // pg-pool's connection timeout destroys the socket of a client still connecting: the search
    // took too long, and this client must fail rather than connect late.
    if (this.connection.stream.destroyed)
      throw new Error('timeout exceeded when trying to connect');
    // Every host shares the URL's user, password, database and options: only the address differs.
    this.host = targets.list[index].host;
    this.port = targets.list[index].port;
    // Listening before connecting: the server's last words (57P01 as it dies) may arrive in the
    // very read that completes the connection, before any code after `await` runs.
    this.on('error', (error: Error & { code?: string }) =>
      targets.lost(index, error.code ?? 'connection lost'),
    );
    try {
      await super.connect();
    } catch (error) {
      targets.lost(index, (error as { code?: string }).code ?? 'connection failed');
      throw error;
    }
    if (targets.writableOnly && (await readOnly(this).catch(() => true))) {
      targets.lost(index, 'read-only');
      await this.end().catch(() => undefined);
      throw readOnlyError();
    }
  }
}
