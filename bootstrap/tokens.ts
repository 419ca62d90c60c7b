/**
 * Injection tokens: one per port (and per configuration value the adapters share). Nothing
 * outside bootstrap/ resolves them; adapters only name them in `@inject(...)`.
 */
export const TOKENS = {
  Config: Symbol.for('hivegate.Config'),
  Clock: Symbol.for('hivegate.Clock'),
  Logger: Symbol.for('hivegate.Logger'),
  TokenSigner: Symbol.for('hivegate.TokenSigner'),
  ChainClient: Symbol.for('hivegate.ChainClient'),
  GrantStore: Symbol.for('hivegate.GrantStore'),
  UsageStore: Symbol.for('hivegate.UsageStore'),
  DirectoryShare: Symbol.for('hivegate.DirectoryShare'),
  WebsiteProber: Symbol.for('hivegate.WebsiteProber'),
  Database: Symbol.for('hivegate.Database'),
  HttpApp: Symbol.for('hivegate.HttpApp'),
} as const;
