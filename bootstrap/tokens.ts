/**
 * Injection tokens: one per port, plus the SQLite handle the storage adapters share, the composed
 * core and the HTTP app, and the operations side (audit trail, metrics). Nothing outside bootstrap/ knows them.
 */
export const TOKENS = {
  Clock: Symbol.for('hivegate.Clock'),
  Logger: Symbol.for('hivegate.Logger'),
  TokenSigner: Symbol.for('hivegate.TokenSigner'),
  ChainClient: Symbol.for('hivegate.ChainClient'),
  GrantStore: Symbol.for('hivegate.GrantStore'),
  UsageStore: Symbol.for('hivegate.UsageStore'),
  DirectoryShare: Symbol.for('hivegate.DirectoryShare'),
  IdempotencyStore: Symbol.for('hivegate.IdempotencyStore'),
  BroadcastLog: Symbol.for('hivegate.BroadcastLog'),
  WebsiteProber: Symbol.for('hivegate.WebsiteProber'),
  Database: Symbol.for('hivegate.Database'),
  /** Storage's cheap readiness check (`() => Promise<void>`), opening nothing until called. */
  StoragePing: Symbol.for('hivegate.StoragePing'),
  /** Rate limiters over shared storage (PostgreSQL); unbound: limits in memory, per process. */
  Limiters: Symbol.for('hivegate.Limiters'),
  Core: Symbol.for('hivegate.Core'),
  HttpApp: Symbol.for('hivegate.HttpApp'),
  Audit: Symbol.for('hivegate.Audit'),
  Metrics: Symbol.for('hivegate.Metrics'),
} as const;
