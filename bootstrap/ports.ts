import type { Container } from 'inversify';
import type { Dependencies } from './bindComposed';
import type { CorePorts } from './composeCore';
import { bindingToken, type BindingName } from './tokens';
import { STORE_PORTS, STORES_BESIDE_SIGN_INS } from '../core/ports/Stores';

/** Each port of the core and the binding that holds it: the one list the container, the core and overrides share (the stores' from `STORE_PORTS`). */
const PORT_BINDINGS = {
  ...STORE_PORTS,
  chain: 'ChainClient',
  signer: 'TokenSigner',
  prober: 'WebsiteProber',
  clock: 'Clock',
  logger: 'Logger',
  directoryShare: 'DirectoryShare',
  logoutSender: 'LogoutSender',
  dpop: 'DPoPVerifier',
  tracer: 'Tracing',
} as const satisfies Record<keyof CorePorts, BindingName>;

/** Ports bound only in some compositions: the stores kept beside the sign-ins (in memory when unbound), the directory share (PostgreSQL only), the logout sender, DPoP and traces. */
const OPTIONAL_PORTS = [
  ...STORES_BESIDE_SIGN_INS,
  'directoryShare',
  'logoutSender',
  'dpop',
  'tracer',
] as const;
type OptionalPort = (typeof OPTIONAL_PORTS)[number];
type PortBinding<Port extends keyof CorePorts> = (typeof PORT_BINDINGS)[Port];

/** The bindings the core's composition needs, and those it takes when bound. */
export const PORT_NEEDS = (Object.keys(PORT_BINDINGS) as (keyof CorePorts)[])
  .filter((port) => !(OPTIONAL_PORTS as readonly string[]).includes(port))
  .map((port) => PORT_BINDINGS[port]) as PortBinding<Exclude<keyof CorePorts, OptionalPort>>[];
export const PORT_MAYBE = OPTIONAL_PORTS.map((port) => PORT_BINDINGS[port]);

/** The ports, out of the bindings resolved by name. */
export function portsOf(
  bound: Dependencies<(typeof PORT_NEEDS)[number], (typeof PORT_MAYBE)[number]>,
): CorePorts {
  return Object.fromEntries(
    Object.entries(PORT_BINDINGS).map(([port, binding]) => [port, bound[binding]]),
  ) as unknown as CorePorts;
}

/** Adapters a caller (a test, an embedding service) supplies instead of the configured ones. */
export type AdapterOverrides = Partial<CorePorts>;

/**
 * Rebinds every port the caller supplied. A caller that supplies its own grant store without the
 * ports kept beside it gets those in memory (composeCore's default), so the configured database
 * is not opened for them alone (held by test/package/packaging.spec.ts, the root entry over memory stores).
 */
export function applyOverrides(container: Container, overrides: AdapterOverrides): void {
  for (const [port, binding] of Object.entries(PORT_BINDINGS)) {
    const adapter = overrides[port as keyof CorePorts];
    if (adapter) container.rebind(bindingToken(binding)).toConstantValue(adapter);
  }
  if (!overrides.signIns) return;
  for (const port of STORES_BESIDE_SIGN_INS) {
    const token = bindingToken(PORT_BINDINGS[port]);
    if (!overrides[port] && container.isBound(token)) container.unbind(token);
  }
}
