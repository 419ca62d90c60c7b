/**
 * Injection tokens: one per port, plus the SQLite handle the storage adapters share, the composed
 * core and the HTTP app. Nothing outside bootstrap/ knows them.
 */
export const TOKENS = {
  Clock: Symbol.for('hivegate.Clock'),
  Logger: Symbol.for('hivegate.Logger'),
  TokenSigner: Symbol.for('hivegate.TokenSigner'),
  ChainClient: Symbol.for('hivegate.ChainClient'),
  GrantStore: Symbol.for('hivegate.GrantStore'),
  UsageStore: Symbol.for('hivegate.UsageStore'),
  WebsiteProber: Symbol.for('hivegate.WebsiteProber'),
  Database: Symbol.for('hivegate.Database'),
  Core: Symbol.for('hivegate.Core'),
  HttpApp: Symbol.for('hivegate.HttpApp'),
} as const;
