import type Koa from 'koa';
import type { RouteGuards } from '../adapters/http/routeGuards';
import type { AuditTrail } from '../adapters/ops/AuditTrail';
import type { Tracing } from '../adapters/ops/Tracing';
import type { HivegateMetrics } from '../adapters/ops/HivegateMetrics';
import type { ChainClient } from '../core/ports/ChainClient';
import type { Clock } from '../core/ports/Clock';
import type { DirectoryShare } from '../core/ports/DirectoryShare';
import type { Logger } from '../core/ports/Logger';
import type { STORE_PORTS, StoreName, Stores } from '../core/ports/Stores';
import type { LogoutSender } from '../core/ports/LogoutSender';
import type { DPoPVerifier } from '../core/ports/DPoPVerifier';
import type { TokenSigner } from '../core/ports/TokenSigner';
import type { WebsiteProber } from '../core/ports/WebsiteProber';
import type { Hivegate } from './composeCore';
import type { Storage } from './storage';
import type { SigningKeys } from './signingKey';
import type { LimiterFactory } from './rateLimits';

type StoreBindings = { [Name in StoreName as (typeof STORE_PORTS)[Name]]: Stores[Name] };

/**
 * What the container holds, by name: each port, the storage the stores share, the composed core
 * and the HTTP app, and the operations side. Modules bind and read these through bindComposed
 * and `bindingToken`, so a dependency is asked for by name and typed, never matched by position.
 * Each store is bound under the name of the port it implements (`STORE_PORTS`).
 */
export interface Bindings extends StoreBindings {
  Clock: Clock;
  Logger: Logger;
  TokenSigner: TokenSigner;
  ChainClient: ChainClient;
  DirectoryShare: DirectoryShare;
  LogoutSender: LogoutSender;
  DPoPVerifier: DPoPVerifier;
  WebsiteProber: WebsiteProber;
  Database: Storage;
  /** The private keys the signer and the DPoP verifier are made of. */
  SigningKeys: SigningKeys;
  /** Storage's cheap readiness check, opening nothing until called. */
  StoragePing: () => Promise<void>;
  /** Rate limiters over shared storage (PostgreSQL); unbound: limits in memory, per process. */
  Limiters: LimiterFactory;
  Core: Hivegate;
  /** The limits and watchers the routes run. */
  RouteGuards: RouteGuards;
  HttpApp: Koa;
  Audit: AuditTrail;
  /** Traces, when OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT is set; unbound otherwise. */
  Tracing: Tracing;
  Metrics: HivegateMetrics;
}

export type BindingName = keyof Bindings;

/** A binding's injection token, which carries its type. Nothing outside bootstrap/ knows them. */
export type Token<Name extends BindingName> = symbol & { readonly __binding?: Bindings[Name] };

/** A binding's injection token, one per name (`Symbol.for`, so every copy of this module agrees); not core/tokens/dpop.ts `tokenOf`, the string a request presents. */
export const bindingToken = <Name extends BindingName>(name: Name): Token<Name> =>
  Symbol.for(`hivegate.${name}`);
