import { join, resolve } from 'node:path';

/** Public Hive API nodes, used when HIVE_NODES is not set. */
export const PUBLIC_HIVE_NODES = ['https://api.hive.blog', 'https://api.deathwing.me', 'https://api.openhive.network'];
export const MAINNET_CHAIN_ID = 'beeab0de00000000000000000000000000000000000000000000000000000000';

/** The service's configuration, read from the environment (see the README's table). */
export interface Config {
  port: number;
  host: string;
  baseUrl: string;
  hiveNodes: string[];
  chainId: string;
  addressPrefix: string;
  serviceAccount: string;
  servicePostingKey: string;
  dataDir: string;
  /** SQLite file under dataDir, or ':memory:'. Unused when databaseUrl is set. */
  databaseFile: string;
  /** PostgreSQL connection URL (DATABASE_URL): selects PostgreSQL, shared by every instance. */
  databaseUrl?: string;
  /** Most PostgreSQL connections per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Worker processes sharing the port (WORKERS). */
  workers: number;
  /** A private Ed25519 JWK as JSON text; generated into dataDir when absent. */
  tokenSigningKey?: string;
  appsWindowDays: number;
  appsFeatured: string[];
  appsRefreshSeconds: number;
  codeSeconds: number;
  refreshSeconds: number;
  logLevel: string;
  trustProxy: boolean;
  /** Test-only: let the website check reach loopback addresses. Never set in production. */
  proberAllowLoopback: boolean;
}

/** A configuration problem, worded for a one-line message that names the variable. */
export class ConfigError extends Error {
  constructor(readonly variable: string, problem: string) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const read = new Reader(env);
  const port = read.integer('PORT', 3000, 0, 65535);
  const host = read.text('HOST', '0.0.0.0');
  const dataDir = resolve(read.text('DATA_DIR', './data'));
  return {
    port,
    host,
    baseUrl: read.url('BASE_URL', `http://localhost:${port}`).replace(/\/+$/, ''),
    hiveNodes: read.list('HIVE_NODES', PUBLIC_HIVE_NODES).map((node) => checkUrl('HIVE_NODES', node)),
    chainId: read.matching('HIVE_CHAIN_ID', MAINNET_CHAIN_ID, /^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters'),
    addressPrefix: read.matching('HIVE_ADDRESS_PREFIX', 'STM', /^[A-Z]{3}$/, 'must be three capital letters'),
    serviceAccount: read.matching('SERVICE_ACCOUNT', undefined, /^[a-z][a-z0-9.-]{2,15}$/, 'must be a Hive account name'),
    servicePostingKey: read.matching('SERVICE_POSTING_KEY', undefined, /^5[1-9A-HJ-NP-Za-km-z]{50}$/, 'must be a WIF private key'),
    dataDir,
    databaseFile: env.DATABASE_FILE === ':memory:' ? ':memory:' : join(dataDir, 'hivegate.db'),
    // Never echoed: the URL may carry a password.
    databaseUrl: read.matching('DATABASE_URL', '', /^$|^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL') || undefined,
    databasePoolSize: read.integer('DATABASE_POOL_SIZE', 10, 1, 1000),
    workers: read.integer('WORKERS', 1, 1, 256),
    tokenSigningKey: read.optional('TOKEN_SIGNING_KEY'),
    appsWindowDays: read.integer('APPS_WINDOW_DAYS', 30, 1, 365),
    appsFeatured: read.list('APPS_FEATURED', []),
    appsRefreshSeconds: read.integer('APPS_REFRESH_SECONDS', 600, 5, 86400),
    codeSeconds: read.integer('CODE_TTL_SECONDS', 600, 10, 3600),
    refreshSeconds: read.integer('REFRESH_TTL_SECONDS', 30 * 24 * 3600, 60, 365 * 24 * 3600),
    logLevel: read.matching('LOG_LEVEL', 'info', /^(fatal|error|warn|info|debug|trace|silent)$/, 'must be a pino level'),
    trustProxy: read.flag('TRUST_PROXY'),
    proberAllowLoopback: read.flag('PROBER_ALLOW_LOOPBACK'),
  };
}

class Reader {
  constructor(private readonly env: Env) {}

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  text(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  matching(name: string, fallback: string | undefined, pattern: RegExp, rule: string): string {
    const value = this.optional(name) ?? fallback;
    if (value === undefined) throw new ConfigError(name, 'is required');
    // Never echo the value: it may be a key.
    if (!pattern.test(value)) throw new ConfigError(name, rule);
    return value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      throw new ConfigError(name, `must be a whole number from ${min} to ${max}`);
    }
    return value;
  }

  url(name: string, fallback: string): string {
    return checkUrl(name, this.text(name, fallback));
  }

  list(name: string, fallback: string[]): string[] {
    const raw = this.optional(name);
    return raw === undefined ? fallback : raw.split(',').map((s) => s.trim()).filter(Boolean);
  }

  flag(name: string): boolean {
    const raw = this.optional(name);
    if (raw === undefined || raw === '0' || raw === 'false') return false;
    if (raw === '1' || raw === 'true') return true;
    throw new ConfigError(name, 'must be 1/true or 0/false');
  }
}

function checkUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, 'must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(name, 'must be an absolute http(s) URL');
  return value;
}
