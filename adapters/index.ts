/**
 * The adapters that ship with hivegate, for embedding services that compose their own. Each group
 * also has its own lighter entry (`hivegate/adapters/memory`, `…/sqlite`, `…/chain`, `…/signer`,
 * `…/prober`, `…/clock`, `…/http`, `…/postgres`); this one loads all but PostgreSQL's (better-sqlite3
 * only when a database is opened; `hivegate/adapters/postgres` needs the optional `pg` module).
 */
export * from './chain/index';
export * from './clock/index';
export * from './http/index';
export * from './prober/index';
export * from './signer/index';
export * from './storage/memory';
export * from './storage/sqlite';
