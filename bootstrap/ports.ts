import type { Container, ResolutionContext } from 'inversify';
import type { CorePorts } from './composeCore';
import { TOKENS } from './tokens';

/** Each port of the core and its injection token: the one list the container, the core and overrides share. */
const PORT_TOKENS = {
  chain: TOKENS.ChainClient,
  signer: TOKENS.TokenSigner,
  grants: TOKENS.GrantStore,
  usage: TOKENS.UsageStore,
  prober: TOKENS.WebsiteProber,
  clock: TOKENS.Clock,
  logger: TOKENS.Logger,
  directoryShare: TOKENS.DirectoryShare,
  idempotency: TOKENS.IdempotencyStore,
  broadcastLog: TOKENS.BroadcastLog,
} as const satisfies Record<keyof CorePorts, symbol>;

/** Adapters a caller (a test, an embedding service) supplies instead of the configured ones. */
export type AdapterOverrides = Partial<CorePorts>;

/** Ports bound only in some compositions (the directory share: PostgreSQL only; idempotency keys: in memory when unbound). */
const OPTIONAL_PORTS = new Set<keyof CorePorts>(['directoryShare', 'idempotency', 'broadcastLog']);

/** The ports as bound in the container (some resolve asynchronously, like the signer's key). */
export async function resolvePorts(context: ResolutionContext): Promise<CorePorts> {
  const entries = await Promise.all(
    Object.entries(PORT_TOKENS).map(async ([name, token]) => {
      const optional = OPTIONAL_PORTS.has(name as keyof CorePorts);
      return [
        name,
        optional
          ? await context.getAsync(token, { optional: true })
          : await context.getAsync(token),
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as CorePorts;
}

/** Ports kept in the same storage as the grants (issue 26): idempotency keys and who broadcast what. */
const BESIDE_GRANTS = ['idempotency', 'broadcastLog'] as const;

/**
 * Rebinds every port the caller supplied. A caller that supplies its own grant store without the
 * ports kept beside it gets those in memory (composeCore's default), so the configured database
 * is not opened for them alone (held by test/package/packaging.spec.ts, the root entry over memory stores).
 */
export function applyOverrides(container: Container, overrides: AdapterOverrides): void {
  for (const [name, token] of Object.entries(PORT_TOKENS)) {
    const adapter = overrides[name as keyof CorePorts];
    if (adapter) container.rebind(token).toConstantValue(adapter);
  }
  if (!overrides.grants) return;
  for (const name of BESIDE_GRANTS) {
    const token = PORT_TOKENS[name];
    if (!overrides[name] && container.isBound(token)) container.unbind(token);
  }
}
