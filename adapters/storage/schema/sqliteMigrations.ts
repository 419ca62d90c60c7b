import { LEGACY_KEEP_MS } from '../signIn/revocationKeep';
import type { Migration } from './migration';

/*
 * Version 1 is the schema hivegate created before migrations existed (CREATE … IF NOT EXISTS, so a
 * database from then adopts it as is). Never edit an applied migration: add the next version.
 * Usage tables: see SqliteUsageStore for why there are three.
 */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'grants and usage',
    sql: `
CREATE TABLE IF NOT EXISTS challenges (
  value TEXT PRIMARY KEY, username TEXT NOT NULL, client_id TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS used_codes (jti TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS refresh_families (family TEXT PRIMARY KEY, current_jti TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS revocations (
  family TEXT PRIMARY KEY, reason TEXT NOT NULL, username TEXT NOT NULL, app TEXT, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS usage_users (
  app TEXT NOT NULL, day TEXT NOT NULL, user TEXT NOT NULL,
  PRIMARY KEY (app, day, user)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS usage_days (
  app TEXT NOT NULL, day TEXT NOT NULL, users INTEGER NOT NULL, requests INTEGER NOT NULL,
  PRIMARY KEY (app, day)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS usage_apps (
  app TEXT NOT NULL PRIMARY KEY, first_seen TEXT NOT NULL, last_seen TEXT NOT NULL
) WITHOUT ROWID;
`,
  },
  {
    version: 2,
    name: 'indexes for purging expired values and old usage',
    sql: `
CREATE INDEX IF NOT EXISTS challenges_expires_at ON challenges (expires_at);
CREATE INDEX IF NOT EXISTS used_codes_expires_at ON used_codes (expires_at);
CREATE INDEX IF NOT EXISTS usage_users_day ON usage_users (day);
CREATE INDEX IF NOT EXISTS usage_days_day ON usage_days (day);
`,
  },
  {
    version: 3,
    name: 'idempotency keys and receipts of POST /api/broadcast (issue 26)',
    sql: `
CREATE TABLE idempotency_keys (
  username TEXT NOT NULL, app TEXT NOT NULL, key TEXT NOT NULL,
  fingerprint TEXT NOT NULL, transaction_json TEXT NOT NULL, lease_until INTEGER NOT NULL,
  outcome_json TEXT, expires_at INTEGER NOT NULL,
  PRIMARY KEY (username, app, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);
CREATE TABLE broadcasts (
  id TEXT PRIMARY KEY, username TEXT NOT NULL, app TEXT NOT NULL, expiration TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX broadcasts_expires_at ON broadcasts (expires_at);
`,
  },
  {
    version: 4,
    name: 'grant limits: operations counted against daily budgets, limits users set later (issue 24)',
    sql: `
CREATE TABLE operation_budget (
  id TEXT PRIMARY KEY, username TEXT NOT NULL, app TEXT NOT NULL, at INTEGER NOT NULL,
  count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX operation_budget_grantee ON operation_budget (username, app, at);
CREATE INDEX operation_budget_at ON operation_budget (at);
CREATE TABLE limit_overrides (
  username TEXT NOT NULL, app TEXT NOT NULL, limits_json TEXT NOT NULL,
  PRIMARY KEY (username, app)
) WITHOUT ROWID;
`,
  },
  {
    version: 5,
    name: 'sign-ins by who and what, the block follower, back-channel logout deliveries (issue 25)',
    sql: `
-- Sign-ins found and listed by who and what (issue 25 §2, §5), and forgotten once expired (§6).
-- Families from before this version learn who and what at their next refresh; until then they
-- are kept a year (more than any configured lifetime).
ALTER TABLE refresh_families ADD COLUMN username TEXT;
ALTER TABLE refresh_families ADD COLUMN app TEXT;
ALTER TABLE refresh_families ADD COLUMN kind TEXT;
ALTER TABLE refresh_families ADD COLUMN started_at INTEGER;
ALTER TABLE refresh_families ADD COLUMN used_at INTEGER;
ALTER TABLE refresh_families ADD COLUMN expires_at INTEGER;
UPDATE refresh_families SET expires_at = CAST(strftime('%s', 'now') AS INTEGER) * 1000 + 31536000000;
CREATE INDEX refresh_families_username ON refresh_families (username);
CREATE INDEX refresh_families_app ON refresh_families (app);
CREATE INDEX refresh_families_expires_at ON refresh_families (expires_at);
CREATE INDEX revocations_at ON revocations (at);
-- The block follower: the last block handled, and which instance follows (issue 25 §1).
CREATE TABLE chain_cursor (
  name TEXT PRIMARY KEY, block_num INTEGER, holder TEXT, lease_until INTEGER NOT NULL DEFAULT 0);
-- Back-channel logout notices not yet delivered (issue 25 §4).
CREATE TABLE logout_deliveries (
  id TEXT PRIMARY KEY, app TEXT NOT NULL, username TEXT NOT NULL, family TEXT,
  attempts integer NOT NULL DEFAULT 0, next_at INTEGER NOT NULL, give_up_at INTEGER NOT NULL,
  lease_until INTEGER NOT NULL DEFAULT 0);
CREATE INDEX logout_deliveries_next_at ON logout_deliveries (next_at);
`,
  },
  {
    version: 6,
    name: 'device authorization requests (issue 27)',
    sql: `
-- Between a device's start and its tokens (RFC 8628); the device code is kept only as its hash.
CREATE TABLE device_requests (
  device_hash TEXT PRIMARY KEY, user_code TEXT NOT NULL UNIQUE, request_json TEXT NOT NULL,
  expires_at INTEGER NOT NULL, interval_s integer NOT NULL, polled_at INTEGER,
  too_early integer NOT NULL DEFAULT 0, answer_json TEXT);
CREATE INDEX device_requests_expires_at ON device_requests (expires_at);
`,
  },
  {
    version: 7,
    name: 'DPoP proofs already used (issue 36)',
    sql: `
-- The key (a hash of the proof's key thumbprint and jti) of every DPoP proof accepted, until it is
-- too old to be accepted anyway (RFC 9449 §11.1): a proof is accepted once across workers.
CREATE TABLE dpop_proofs (proof_key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX dpop_proofs_expires_at ON dpop_proofs (expires_at);
`,
  },
  {
    version: 8,
    name: 'revocations kept as long as the tokens they guard (issue 37 §3)',
    sql: `
-- Until when a revocation must be kept: the latest expiry of the tokens it guards. Rows from before
-- get the longest lifetime configuration allows (a year) and a day more.
ALTER TABLE revocations ADD COLUMN until INTEGER;
UPDATE revocations SET until = at + ${LEGACY_KEEP_MS};
`,
  },
  {
    version: 9,
    name: 'signing keys hivegate generated, rotated and shared by every worker (issue 41 §1)',
    sql: `
-- Private keys (JWK text): guard this file as the keys themselves. One key per use and generation,
-- so of two workers adding the next one, one does.
CREATE TABLE signing_keys (
  kid TEXT PRIMARY KEY, use TEXT NOT NULL, generation INTEGER NOT NULL, jwk TEXT NOT NULL,
  created_at INTEGER NOT NULL, active_from INTEGER NOT NULL,
  UNIQUE (use, generation));
`,
  },
  {
    version: 10,
    name: 'sign-ins remember the limits they granted (issue 39 §2)',
    sql: `
-- The limits a sign-in granted at consent (its tokens' authorization_details, JSON), so that the
-- user's sign-ins list can show what is in force. Sign-ins from before stay without (null).
ALTER TABLE refresh_families ADD COLUMN granted_limits TEXT;
`,
  },
  {
    version: 11,
    name: 'a sign-in is called a sign-in (issue 38 §2)',
    // SQLite cannot write through a view with an upsert, so releases before this one cannot serve
    // the renamed table: they refuse to start (SchemaTooNew) rather than fail their queries.
    oldestReader: 11,
    sql: `
ALTER TABLE refresh_families RENAME TO sign_ins;
ALTER TABLE sign_ins RENAME COLUMN family TO sid;
`,
  },
  {
    version: 12,
    name: "revocations and logout deliveries name a sign-in's id sid (issue 38 §2)",
    // A contract step, as 11 is: releases before 11 already refuse this file.
    oldestReader: 12,
    sql: `
ALTER TABLE revocations RENAME COLUMN family TO sid;
ALTER TABLE logout_deliveries RENAME COLUMN family TO sid;
`,
  },
  {
    version: 13,
    name: 'what each app did with the account: the broadcasts log keeps its activity (issue 59)',
    sql: `
-- Each logged transaction's activity: when it was recorded (ms), its operations' names (JSON), who
-- signed it (service | app_key), its status (sent … refused), block and why refused. Nullable:
-- a release before this one keeps writing receipts only; its rows have no activity to show.
ALTER TABLE broadcasts ADD COLUMN at INTEGER;
ALTER TABLE broadcasts ADD COLUMN operations TEXT;
ALTER TABLE broadcasts ADD COLUMN source TEXT;
ALTER TABLE broadcasts ADD COLUMN status TEXT;
ALTER TABLE broadcasts ADD COLUMN block_num INTEGER;
ALTER TABLE broadcasts ADD COLUMN why TEXT;
CREATE INDEX broadcasts_activity ON broadcasts (username, at, id);
`,
  },
  {
    version: 14,
    name: 'sign-ins keep what tells them apart: wallet, device and scope (issue 57 §8)',
    sql: `
-- The wallet the page said signed, a short device summary ("Firefox on Android", nothing else of
-- the User-Agent) and the posting operations granted (space-separated). Nullable: sign-ins from
-- before, and those a release before this one records, stay without.
ALTER TABLE sign_ins ADD COLUMN wallet TEXT;
ALTER TABLE sign_ins ADD COLUMN device TEXT;
ALTER TABLE sign_ins ADD COLUMN scope TEXT;
`,
  },
  {
    version: 15,
    name: 'revocations purged by their until without a scan (issue 61 §3)',
    sql: `
-- purgeExpired deletes the revocations whose until passed: without an index, a scan of a table
-- that holds every sign-out of the longest refresh lifetime.
CREATE INDEX revocations_until ON revocations (until);
`,
  },
];
