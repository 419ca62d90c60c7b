import { join, resolve } from 'node:path';
import { NODE_ANSWER_LIMIT } from '../adapters/chain/answerLimit';
import { ACCOUNT_NAME_PATTERN } from '../core/shared/accountName';
import { DEFAULT_ACTIVITY_KEEP_DAYS } from '../core/broadcast/activity';
import { DEFAULT_EXPLORER_TX_URL } from '../adapters/http/pages/chainSettings';
import { MAINNET_CHAIN_ID } from '../core/shared/chain';
import { JWKS_MAX_AGE_SECONDS } from '../core/tokens/signingKeys';
import { DEFAULT_TOKEN_POLICY } from '../core/tokens/tokenPolicy';
import { SERVED_SESSION_ATTRS, sessionAttrsOf } from '../adapters/storage/sessionAttrs';

/** Public Hive API nodes, used when HIVE_NODES is not set. */
export const PUBLIC_HIVE_NODES = [
  'https://api.hive.blog',
  'https://api.deathwing.me',
  'https://api.openhive.network',
];
/** The public HiveAuth relay the wallets use, when HIVEAUTH_RELAY_URL is not set. */
export const PUBLIC_HIVEAUTH_RELAY = 'wss://hive-auth.arcange.eu';

/**
 * How long an idle kept-alive connection stays open (KEEP_ALIVE_SECONDS), Fastify's default: past
 * the 60 s a load balancer keeps an idle upstream connection (AWS ALB, nginx's upstream
 * keepalive_timeout), so the proxy, not the service, closes it. Node's own 5 s closes connections
 * such a proxy is about to send a request on, and that request gets a 502.
 */
export const DEFAULT_KEEP_ALIVE_SECONDS = 72;

/** The service's configuration, read from the environment (see the README's table). */
export interface Config {
  port: number;
  host: string;
  /** KEEP_ALIVE_SECONDS: an idle kept-alive connection is closed after this long. */
  keepAliveSeconds: number;
  baseUrl: string;
  hiveNodes: string[];
  /**
   * HIVE_NODES_AGREE: with two or more nodes, the account authority that decides a signature is
   * read from two of them, which must agree (issue 54 §6). On by default; off trusts one node.
   */
  hiveNodesAgree: boolean;
  /** Longest answer read from a Hive node, bytes (HIVE_NODE_ANSWER_LIMIT): a longer one fails that node. */
  hiveNodeAnswerLimit: number;
  chainId: string;
  addressPrefix: string;
  serviceAccount: string;
  /** The service account's posting keys (SERVICE_POSTING_KEY, comma-separated WIFs): the one its posting authority lists signs. */
  servicePostingKeys: string[];
  dataDir: string;
  /** The SQLite file (DATABASE_FILE, default hivegate.db in dataDir), or ':memory:'. Unused when databaseUrl is set. */
  databaseFile: string;
  /** PostgreSQL connection URL (DATABASE_URL): selects PostgreSQL, shared by every instance. */
  databaseUrl?: string;
  /** Most PostgreSQL connections per process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Worker processes sharing the port (WORKERS). */
  workers: number;
  /** A private Ed25519 JWK, or a JWK Set whose first key signs, as JSON text; generated into storage when absent. */
  tokenSigningKey?: string;
  /** A private RSA JWK or JWK Set, for RS256 id_tokens (ID_TOKEN_SIGNING_KEY); generated into storage when absent. */
  idTokenSigningKey?: string;
  /**
   * The secret generated private keys are sealed with in storage (KEY_ENCRYPTION_SECRET, 32
   * characters at least; SealedSigningKeyStore); never logged. Absent: they are stored in plain.
   */
  keyEncryptionSecret?: string;
  /** How long a generated key is published before it signs (KEY_ROTATION_OVERLAP_SECONDS). */
  keyRotationOverlapSeconds: number;
  /** Generated keys rotate by themselves every this many days (KEY_ROTATION_DAYS); undefined: off. */
  keyRotationDays?: number;
  /** Migrate the schema when the service starts (MIGRATE_ON_START); otherwise `hivegate migrate` does. */
  migrateOnStart: boolean;
  appsWindowDays: number;
  appsFeatured: string[];
  /** Seconds between app directory builds (APPS_REFRESH_SECONDS). */
  appsRebuildSeconds: number;
  /**
   * APP_PROFILE_POSTING_FALLBACK=on: accept an app identity published in posting_json_metadata
   * (HiveSigner's way) when json_metadata holds none. Weaker (issue 37 §2); off by default.
   */
  appProfilePostingFallback: boolean;
  /**
   * MAC_CODES=on: codes and handoffs carry a MAC instead of an Ed25519 signature (one less
   * signature check per code exchange). On by default over SQLite, which no earlier release can
   * share with this one; off over PostgreSQL in this release, where a release before it, which
   * cannot verify them, may serve beside it through a rolling upgrade (docs/operations.md,
   * "Upgrade").
   */
  macCodes: boolean;
  /** PSEUDO_LOCALE=on: pages may be asked for the pseudo-locale en-XA (tests, development; issue 40). */
  pseudoLocale: boolean;
  /** Code lifetime (CODE_TTL_SECONDS). */
  codeTtlSeconds: number;
  /** Refresh-token lifetime (REFRESH_TTL_SECONDS). */
  refreshTtlSeconds: number;
  /** How long what each app did with an account is kept, days (ACTIVITY_KEEP_DAYS; issue 59 §4). */
  activityKeepDays: number;
  /** Whether the follower lists what apps' own keys signed for users here (ACTIVITY_FROM_CHAIN; issue 59 §3). */
  activityFromChain: boolean;
  /** How long an Idempotency-Key of POST /api/broadcast is kept (IDEMPOTENCY_KEY_HOURS; issue 26). */
  idempotencyKeyHours: number;
  /** How long a broadcast under a key may stay unanswered before another request resends it (IDEMPOTENCY_LEASE_SECONDS). */
  idempotencyLeaseSeconds: number;
  /**
   * The block follower (issue 25 §1): `off` (CHAIN_FOLLOWER=off, for embedders that follow the
   * chain themselves), or where it begins when storage remembers no block (CHAIN_FOLLOWER_START).
   */
  chainFollower: 'off' | { startBlock: number | 'head' };
  logLevel: string;
  /**
   * OpenTelemetry traces (issue 58): on when OTEL_EXPORTER_OTLP_ENDPOINT or
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set, over the OTLP/HTTP encoding named here. The SDK
   * reads every other OTEL_* variable itself (service name, resource, sampler, batching).
   */
  tracing: false | { protocol: TraceProtocol };
  /** Take the client address from X-Forwarded-For's last hop (TRUST_PROXY=1: one reverse proxy in front). */
  trustProxy: boolean;
  /** The HiveAuth relay (ws/wss URL) the consent page talks to for phone-wallet sign-in. */
  hiveAuthRelayUrl: string;
  /** Where /authorized-apps links a transaction id (EXPLORER_TX_URL; `{id}` replaced; issue 59). */
  explorerTxUrl: string;
  /** Each limit of RATE_LIMITS, or undefined when set to `off`. */
  rateLimits: Record<RateLimitName, LimitSetting | undefined>;
  /** Where GET /metrics is served (METRICS_PORT, 0 = any free port); undefined: metrics are off. */
  metricsPort?: number;
  /** The metrics listener's interface (METRICS_HOST, default 127.0.0.1). */
  metricsHost: string;
  /** Test-only: let the website check reach loopback addresses. Never set in production. */
  proberAllowLoopback: boolean;
  /** Every DPoP proof must carry a current server nonce (DPOP_NONCE=1; RFC 9449 §8, §9). */
  dpopNonce: boolean;
}

/** A rate limit: `points` per `seconds`-long window (each variable reads `<points>/<seconds>` or `off`). */
export interface LimitSetting {
  points: number;
  seconds: number;
}

/**
 * Every rate limit by its one name (the metric label and audit field; its variable is
 * `RATE_LIMIT_<NAME>`, see `limitVariable`) and its default (docs/operations.md explains each).
 */
export const RATE_LIMITS = {
  // No per-address token limit: apps behind one egress address (serverless, shared hosting) would
  // lock each other out. Wrong secrets count per (client_id, address); a right one always passes.
  token_client: '20/900',
  // Challenges and authorizations per address: 150 sign-ins a minute, for an app server or a
  // carrier-grade NAT's thousands of phones behind one address.
  signin_ip: '300/60',
  signin_account: '20/60',
  broadcast: '60/60',
  // Wrong user codes per address: 20^8 codes against a few thousand live ones, so 60 guesses in
  // 10 minutes find one with odds of about 1 in 1 000 a day; past them, every code from the
  // address is refused until the window ends (docs/device.md has the arithmetic).
  device_ip: '60/600',
  // The same across every address: a guesser with many addresses gets 1 000 guesses in 10 minutes
  // in all; past them /device refuses everyone until the window ends, with an audit line.
  device_all: '1000/600',
  // Requests naming one user code (only those who know it can spend these).
  device_code: '30/600',
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The environment variable that sets a limit. */
export const limitVariable = (name: RateLimitName): string => `RATE_LIMIT_${name.toUpperCase()}`;

/** A configuration problem, worded for a one-line message that names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Where the service is reached (BASE_URL, else http://localhost:PORT), without a trailing slash:
 * what `npm run dev` registers the demo app's callback under before the rest can be read.
 */
export function baseUrlOf(env: Env = process.env): string {
  const read = new Reader(env);
  return read.url('BASE_URL', `http://localhost:${portOf(read)}`).replace(/\/+$/, '');
}

const portOf = (read: Reader): number => read.integer('PORT', 3000, 0, 65535);

/** How many worker processes WORKERS (and `hivegate serve --workers`) may ask for. */
export const WORKERS_RANGE = { min: 1, max: 256 } as const;

/**
 * The configuration `env` sets. `operations`: for the commands that only touch storage and keys
 * (`hivegate keys`, `migrate`, `backup`, `restore`), which run with the service's environment but
 * need no service account.
 */
export function loadConfig(env: Env = process.env, options: { operations?: boolean } = {}): Config {
  const read = new Reader(env);
  const unlessOperations = (name: string, value: () => string) =>
    options.operations && read.optional(name) === undefined ? '' : value();
  const port = portOf(read);
  const host = read.text('HOST', '0.0.0.0');
  const dataDir = resolve(read.text('DATA_DIR', './data'));
  // Never echoed: the URL may carry a password.
  const databaseUrl =
    read.matching(
      'DATABASE_URL',
      '',
      /^$|^postgres(ql)?:\/\/\S+$/,
      'must be a postgres:// or postgresql:// URL',
    ) || undefined;
  const sessionAttrs = databaseUrl && sessionAttrsOf(databaseUrl);
  if (sessionAttrs && !SERVED_SESSION_ATTRS.includes(sessionAttrs))
    throw new ConfigError(
      'DATABASE_URL',
      `asks for target_session_attrs=${sessionAttrs}; hivegate writes, so it serves ${SERVED_SESSION_ATTRS.join(', ')}`,
    );
  return {
    port,
    host,
    keepAliveSeconds: read.integer('KEEP_ALIVE_SECONDS', DEFAULT_KEEP_ALIVE_SECONDS, 1, 3600),
    baseUrl: baseUrlOf(env),
    hiveNodes: read
      .list('HIVE_NODES', PUBLIC_HIVE_NODES)
      .map((node) => checkUrl('HIVE_NODES', node)),
    hiveNodesAgree:
      read.matching('HIVE_NODES_AGREE', 'on', /^(on|off)$/, 'must be on or off') === 'on',
    hiveNodeAnswerLimit: read.integer(
      'HIVE_NODE_ANSWER_LIMIT',
      NODE_ANSWER_LIMIT,
      64 * 1024,
      1024 * 1024 * 1024,
    ),
    chainId: read.matching(
      'HIVE_CHAIN_ID',
      MAINNET_CHAIN_ID,
      /^[0-9a-f]{64}$/,
      'must be 64 lowercase hex characters',
    ),
    addressPrefix: read.matching(
      'HIVE_ADDRESS_PREFIX',
      'STM',
      /^[A-Z]{3}$/,
      'must be three capital letters',
    ),
    serviceAccount: unlessOperations('SERVICE_ACCOUNT', () =>
      read.matching(
        'SERVICE_ACCOUNT',
        undefined,
        ACCOUNT_NAME_PATTERN,
        'must be a Hive account name',
      ),
    ),
    servicePostingKeys: ((keys) => keys.split(',').map((key) => key.trim()))(
      unlessOperations('SERVICE_POSTING_KEY', () =>
        read.matching(
          'SERVICE_POSTING_KEY',
          undefined,
          /^5[1-9A-HJ-NP-Za-km-z]{50}(\s*,\s*5[1-9A-HJ-NP-Za-km-z]{50})*$/,
          'must be a WIF private key, or several separated by commas',
        ),
      ),
    ).filter(Boolean),
    dataDir,
    databaseFile: ((file) => (file === ':memory:' ? file : resolve(file)))(
      read.text('DATABASE_FILE', join(dataDir, 'hivegate.db')),
    ),
    databaseUrl,
    databasePoolSize: read.integer('DATABASE_POOL_SIZE', 10, 1, 1000),
    workers: read.integer('WORKERS', 1, WORKERS_RANGE.min, WORKERS_RANGE.max),
    tokenSigningKey: read.optional('TOKEN_SIGNING_KEY'),
    idTokenSigningKey: read.optional('ID_TOKEN_SIGNING_KEY'),
    keyEncryptionSecret:
      read.optional('KEY_ENCRYPTION_SECRET') === undefined
        ? undefined
        : read.matching(
            'KEY_ENCRYPTION_SECRET',
            undefined,
            /^.{32,}$/s,
            'must be at least 32 characters: a random secret (openssl rand -base64 32)',
          ),
    keyRotationOverlapSeconds: read.integer(
      'KEY_ROTATION_OVERLAP_SECONDS',
      JWKS_MAX_AGE_SECONDS,
      0,
      30 * 24 * 3600,
    ),
    keyRotationDays:
      read.text('KEY_ROTATION_DAYS', 'off') === 'off'
        ? undefined
        : read.integer('KEY_ROTATION_DAYS', 0, 1, 3650),
    migrateOnStart:
      read.matching('MIGRATE_ON_START', 'on', /^(on|off)$/, 'must be on or off') === 'on',
    appsWindowDays: read.integer('APPS_WINDOW_DAYS', 30, 1, 365),
    appsFeatured: read.list('APPS_FEATURED', []),
    appsRebuildSeconds: read.integer('APPS_REFRESH_SECONDS', 600, 5, 86400),
    macCodes:
      read.matching('MAC_CODES', databaseUrl ? 'off' : 'on', /^(on|off)$/, 'must be on or off') ===
      'on',
    pseudoLocale: read.matching('PSEUDO_LOCALE', 'off', /^(on|off)$/, 'must be on or off') === 'on',
    appProfilePostingFallback:
      read.matching('APP_PROFILE_POSTING_FALLBACK', 'off', /^(on|off)$/, 'must be on or off') ===
      'on',
    codeTtlSeconds: read.integer('CODE_TTL_SECONDS', DEFAULT_TOKEN_POLICY.code, 10, 3600),
    refreshTtlSeconds: read.integer(
      'REFRESH_TTL_SECONDS',
      DEFAULT_TOKEN_POLICY.refresh,
      60,
      365 * 24 * 3600,
    ),
    idempotencyKeyHours: read.integer('IDEMPOTENCY_KEY_HOURS', 24, 1, 30 * 24),
    activityKeepDays: read.integer('ACTIVITY_KEEP_DAYS', DEFAULT_ACTIVITY_KEEP_DAYS, 1, 3650),
    activityFromChain:
      read.matching('ACTIVITY_FROM_CHAIN', 'on', /^(on|off)$/, 'must be on or off') === 'on',
    idempotencyLeaseSeconds: read.integer('IDEMPOTENCY_LEASE_SECONDS', 20, 1, 600),
    chainFollower:
      read.matching('CHAIN_FOLLOWER', 'on', /^(on|off)$/, 'must be on or off') === 'off'
        ? 'off'
        : {
            startBlock: ((start) => (start === 'head' ? start : Number(start)))(
              read.matching(
                'CHAIN_FOLLOWER_START',
                'head',
                /^(head|[1-9]\d{0,9})$/,
                'must be head or a block number',
              ),
            ),
          },
    logLevel: read.matching(
      'LOG_LEVEL',
      'info',
      /^(fatal|error|warn|info|debug|trace|silent)$/,
      'must be a pino level',
    ),
    tracing: tracingOf(read),
    trustProxy: read.flag('TRUST_PROXY'),
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMITS).map(([name, fallback]) => [
        name,
        read.limit(limitVariable(name as RateLimitName), fallback),
      ]),
    ) as Config['rateLimits'],
    metricsPort:
      read.optional('METRICS_PORT') === undefined
        ? undefined
        : read.integer('METRICS_PORT', 0, 0, 65535),
    metricsHost: read.text('METRICS_HOST', '127.0.0.1'),
    proberAllowLoopback: read.flag('PROBER_ALLOW_LOOPBACK'),
    dpopNonce: read.flag('DPOP_NONCE'),
    hiveAuthRelayUrl: checkWebSocketUrl(
      'HIVEAUTH_RELAY_URL',
      read.text('HIVEAUTH_RELAY_URL', PUBLIC_HIVEAUTH_RELAY),
    ),
    explorerTxUrl: read.matching(
      'EXPLORER_TX_URL',
      DEFAULT_EXPLORER_TX_URL,
      /^https?:\/\/[^\s"'<>]*\{id\}[^\s"'<>]*$/,
      'must be an http(s) URL with {id} where the transaction id goes',
    ),
  };
}

/** The OTLP/HTTP encodings the installed exporters speak (gRPC is not installed). */
export type TraceProtocol = 'http/protobuf' | 'http/json';

function tracingOf(read: Reader): Config['tracing'] {
  // Checked even when off: a wrong value is found before someone turns traces on.
  const rule = 'must be http/protobuf or http/json';
  const pattern = /^http\/(protobuf|json)$/;
  const general = read.matching('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/protobuf', pattern, rule);
  // The traces-specific variable wins, as the OpenTelemetry specification says.
  const protocol = read.matching('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', general, pattern, rule);
  const endpoint =
    read.optional('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') ??
    read.optional('OTEL_EXPORTER_OTLP_ENDPOINT');
  return endpoint ? { protocol: protocol as TraceProtocol } : false;
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
    return raw === undefined
      ? fallback
      : raw
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
  }

  limit(name: string, fallback: string): LimitSetting | undefined {
    const raw = this.text(name, fallback);
    if (raw === 'off' || raw === '0') return undefined;
    const match = /^(\d{1,7})\/(\d{1,6})$/.exec(raw);
    const points = Number(match?.[1]);
    const seconds = Number(match?.[2]);
    if (!match || points < 1 || seconds < 1 || seconds > 86400) {
      throw new ConfigError(
        name,
        'must be <requests>/<seconds> (like 20/900, at most a day) or off',
      );
    }
    return { points, seconds };
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(name, 'must be an absolute http(s) URL');
  return value;
}

function checkWebSocketUrl(name: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'ws:' && url.protocol !== 'wss:'))
    throw new ConfigError(name, 'must be an absolute ws(s) URL');
  return value;
}
