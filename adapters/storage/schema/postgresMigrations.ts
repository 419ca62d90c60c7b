import { LEGACY_KEEP_MS } from '../signIn/revocationKeep';
import type { Migration } from './migration';

/*
 * The same tables as SQLite's, in PostgreSQL's types. Never edit an applied migration: add the
 * next version. Times are ms since the epoch (bigint); days are `YYYY-MM-DD` text, whose string
 * order is date order, as in SQLite.
 */
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'grants and usage',
    sql: `
CREATE TABLE challenges (
  value text PRIMARY KEY, username text NOT NULL, client_id text NOT NULL, expires_at bigint NOT NULL);
CREATE TABLE used_codes (jti text PRIMARY KEY, expires_at bigint NOT NULL);
CREATE TABLE refresh_families (family text PRIMARY KEY, current_jti text NOT NULL);
CREATE TABLE revocations (
  family text PRIMARY KEY, reason text NOT NULL, username text NOT NULL, app text, at bigint NOT NULL);
CREATE TABLE usage_users (app text NOT NULL, day text NOT NULL, username text NOT NULL, PRIMARY KEY (app, day, username));
CREATE TABLE usage_days (
  app text NOT NULL, day text NOT NULL, users bigint NOT NULL, requests bigint NOT NULL, PRIMARY KEY (app, day));
CREATE TABLE usage_apps (app text PRIMARY KEY, first_seen text NOT NULL, last_seen text NOT NULL);
`,
  },
  {
    version: 2,
    name: 'indexes for purging expired values and old usage',
    sql: `
CREATE INDEX challenges_expires_at ON challenges (expires_at);
CREATE INDEX used_codes_expires_at ON used_codes (expires_at);
CREATE INDEX usage_users_day ON usage_users (day);
CREATE INDEX usage_days_day ON usage_days (day);
`,
  },
  {
    version: 3,
    name: 'the app directory one instance builds and every instance serves',
    sql: `
CREATE TABLE directory_snapshot (id integer PRIMARY KEY CHECK (id = 1), answer jsonb NOT NULL, built_at bigint NOT NULL);
`,
  },
  {
    version: 4,
    name: "rate limits shared by every instance (the table rate-limiter-flexible's RateLimiterPostgres uses)",
    sql: `
CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint);
CREATE INDEX rate_limits_expire ON rate_limits (expire);
`,
  },
  {
    version: 5,
    name: 'idempotency keys and receipts of POST /api/broadcast (issue 26)',
    sql: `
CREATE TABLE idempotency_keys (
  username text NOT NULL, app text NOT NULL, key text NOT NULL,
  fingerprint text NOT NULL, transaction_json jsonb NOT NULL, lease_until bigint NOT NULL,
  outcome_json jsonb, expires_at bigint NOT NULL,
  PRIMARY KEY (username, app, key));
CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);
CREATE TABLE broadcasts (
  id text PRIMARY KEY, username text NOT NULL, app text NOT NULL, expiration text NOT NULL,
  expires_at bigint NOT NULL);
CREATE INDEX broadcasts_expires_at ON broadcasts (expires_at);
`,
  },
  {
    version: 6,
    name: 'grant limits: operations counted against daily budgets, limits users set later (issue 24)',
    sql: `
CREATE TABLE operation_budget (
  id text PRIMARY KEY, username text NOT NULL, app text NOT NULL, at bigint NOT NULL,
  count integer NOT NULL);
CREATE INDEX operation_budget_grantee ON operation_budget (username, app, at);
CREATE INDEX operation_budget_at ON operation_budget (at);
CREATE TABLE limit_overrides (
  username text NOT NULL, app text NOT NULL, limits_json jsonb NOT NULL,
  PRIMARY KEY (username, app));
`,
  },
  {
    version: 7,
    name: 'sign-ins by who and what, the block follower, back-channel logout deliveries (issue 25)',
    sql: `
-- Sign-ins found and listed by who and what (issue 25 §2, §5), and forgotten once expired (§6).
-- Families from before this version learn who and what at their next refresh; until then they
-- are kept a year (more than any configured lifetime).
ALTER TABLE refresh_families ADD COLUMN username text;
ALTER TABLE refresh_families ADD COLUMN app text;
ALTER TABLE refresh_families ADD COLUMN kind text;
ALTER TABLE refresh_families ADD COLUMN started_at bigint;
ALTER TABLE refresh_families ADD COLUMN used_at bigint;
ALTER TABLE refresh_families ADD COLUMN expires_at bigint;
UPDATE refresh_families SET expires_at = (extract(epoch from now()) * 1000)::bigint + 31536000000;
CREATE INDEX refresh_families_username ON refresh_families (username);
CREATE INDEX refresh_families_app ON refresh_families (app);
CREATE INDEX refresh_families_expires_at ON refresh_families (expires_at);
CREATE INDEX revocations_at ON revocations (at);
-- The block follower: the last block handled, and which instance follows (issue 25 §1).
CREATE TABLE chain_cursor (
  name text PRIMARY KEY, block_num bigint, holder text, lease_until bigint NOT NULL DEFAULT 0);
-- Back-channel logout notices not yet delivered (issue 25 §4).
CREATE TABLE logout_deliveries (
  id text PRIMARY KEY, app text NOT NULL, username text NOT NULL, family text,
  attempts integer NOT NULL DEFAULT 0, next_at bigint NOT NULL, give_up_at bigint NOT NULL,
  lease_until bigint NOT NULL DEFAULT 0);
CREATE INDEX logout_deliveries_next_at ON logout_deliveries (next_at);
`,
  },
  {
    version: 8,
    name: 'device authorization requests (issue 27)',
    sql: `
-- Between a device's start and its tokens (RFC 8628); the device code is kept only as its hash.
CREATE TABLE device_requests (
  device_hash text PRIMARY KEY, user_code text NOT NULL UNIQUE, request_json jsonb NOT NULL,
  expires_at bigint NOT NULL, interval_s integer NOT NULL, polled_at bigint,
  too_early integer NOT NULL DEFAULT 0, answer_json jsonb);
CREATE INDEX device_requests_expires_at ON device_requests (expires_at);
`,
  },
  {
    version: 9,
    name: 'DPoP proofs already used (issue 36)',
    sql: `
-- The key (a hash of the proof's key thumbprint and jti) of every DPoP proof accepted, until it is
-- too old to be accepted anyway (RFC 9449 §11.1): a proof is accepted once across instances.
CREATE TABLE dpop_proofs (proof_key text PRIMARY KEY, expires_at bigint NOT NULL);
CREATE INDEX dpop_proofs_expires_at ON dpop_proofs (expires_at);
`,
  },
  {
    version: 10,
    name: 'revocations kept as long as the tokens they guard (issue 37 §3)',
    sql: `
-- Until when a revocation must be kept: the latest expiry of the tokens it guards. Rows from before
-- get the longest lifetime configuration allows (a year) and a day more.
ALTER TABLE revocations ADD COLUMN until bigint;
UPDATE revocations SET until = at + ${LEGACY_KEEP_MS};
`,
  },
  {
    version: 11,
    name: 'signing keys hivegate generated, rotated and shared by every instance (issue 41 §1)',
    sql: `
-- Private keys (JWK): guard this database and its dumps as the keys themselves. One key per use and
-- generation, so of two instances adding the next one, one does.
CREATE TABLE signing_keys (
  kid text PRIMARY KEY, use text NOT NULL, generation integer NOT NULL, jwk jsonb NOT NULL,
  created_at bigint NOT NULL, active_from bigint NOT NULL,
  UNIQUE (use, generation));
`,
  },
  {
    version: 12,
    name: 'sign-ins remember the limits they granted (issue 39 §2)',
    sql: `
-- The limits a sign-in granted at consent (its tokens' authorization_details), so that the user's
-- sign-ins list can show what is in force. Sign-ins from before stay without (null).
ALTER TABLE refresh_families ADD COLUMN granted_limits jsonb;
`,
  },
  {
    version: 13,
    name: 'a sign-in is called a sign-in (issue 38 §2)',
    // The view keeps every earlier release's queries working through a rolling upgrade: PostgreSQL
    // writes through a simple view, upserts included. A later release's contract step drops it.
    oldestReader: 1,
    sql: `
ALTER TABLE refresh_families RENAME TO sign_ins;
ALTER TABLE sign_ins RENAME COLUMN family TO sid;
CREATE VIEW refresh_families AS
  SELECT sid AS family, current_jti, username, app, kind, started_at, used_at, expires_at, granted_limits
  FROM sign_ins;
`,
  },
  {
    version: 14,
    name: "revocations and logout deliveries name a sign-in's id sid (issue 38 §2)",
    // Expand only: each table gains `sid` beside `family`, and a trigger fills whichever of the two
    // a write leaves out, so that earlier releases (which write and read `family`) and this one
    // (`sid`) see the same rows through a rolling upgrade. A later release's contract step drops
    // `family` and the trigger.
    sql: `
ALTER TABLE revocations ADD COLUMN sid text;
UPDATE revocations SET sid = family;
CREATE UNIQUE INDEX revocations_sid ON revocations (sid);
ALTER TABLE logout_deliveries ADD COLUMN sid text;
UPDATE logout_deliveries SET sid = family;
CREATE FUNCTION sid_beside_family() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sid := COALESCE(NEW.sid, NEW.family);
  NEW.family := COALESCE(NEW.family, NEW.sid);
  RETURN NEW;
END $$;
CREATE TRIGGER revocations_sid BEFORE INSERT OR UPDATE ON revocations
  FOR EACH ROW EXECUTE FUNCTION sid_beside_family();
CREATE TRIGGER logout_deliveries_sid BEFORE INSERT OR UPDATE ON logout_deliveries
  FOR EACH ROW EXECUTE FUNCTION sid_beside_family();
`,
  },
  {
    version: 15,
    name: 'what each app did with the account: the broadcasts log keeps its activity (issue 59)',
    sql: `
-- Each logged transaction's activity: when it was recorded (ms), its operations' names, who signed
-- it (service | app_key), its status (sent … refused), block and why refused. Nullable: a release
-- before this one keeps writing receipts only; its rows have no activity to show.
ALTER TABLE broadcasts ADD COLUMN at bigint;
ALTER TABLE broadcasts ADD COLUMN operations jsonb;
ALTER TABLE broadcasts ADD COLUMN source text;
ALTER TABLE broadcasts ADD COLUMN status text;
ALTER TABLE broadcasts ADD COLUMN block_num bigint;
ALTER TABLE broadcasts ADD COLUMN why text;
CREATE INDEX broadcasts_activity ON broadcasts (username, at, id);
`,
  },
  {
    version: 16,
    name: 'sign-ins keep what tells them apart: wallet, device and scope (issue 57 §8)',
    sql: `
-- The wallet the page said signed, a short device summary ("Firefox on Android", nothing else of
-- the User-Agent) and the posting operations granted (space-separated). Nullable: sign-ins from
-- before, and those a release before this one records, stay without.
ALTER TABLE sign_ins ADD COLUMN wallet text;
ALTER TABLE sign_ins ADD COLUMN device text;
ALTER TABLE sign_ins ADD COLUMN scope text;
`,
  },
  {
    version: 17,
    name: 'revocations purged by their until without a scan (issue 61 §3)',
    sql: `
-- purgeExpired deletes the revocations whose until passed: without an index, a scan of a table
-- that holds every sign-out of the longest refresh lifetime.
CREATE INDEX revocations_until ON revocations (until);
`,
  },
];
