import type { RequestListener } from 'node:http';
import type Koa from 'koa';
import type { AuditTrail } from '../adapters/ops/AuditTrail';
import type { HivegateMetrics } from '../adapters/ops/HivegateMetrics';
import type { BroadcastLog } from '../core/ports/BroadcastLog';
import type { ChainClient } from '../core/ports/ChainClient';
import type { Clock } from '../core/ports/Clock';
import type { DirectoryShare } from '../core/ports/DirectoryShare';
import type { GrantStore } from '../core/ports/GrantStore';
import type { IdempotencyStore } from '../core/ports/IdempotencyStore';
import type { Logger } from '../core/ports/Logger';
import type { OperationBudget } from '../core/ports/OperationBudget';
import type { LimitOverrides } from '../core/ports/LimitOverrides';
import type { ChainCursor } from '../core/ports/ChainCursor';
import type { LogoutQueue } from '../core/ports/LogoutQueue';
import type { LogoutSender } from '../core/ports/LogoutSender';
import type { DeviceRequests } from '../core/ports/DeviceRequests';
import type { DPoPReplayStore } from '../core/ports/DPoPReplayStore';
import type { DPoPVerifier } from '../core/ports/DPoPVerifier';
import type { SigningKeyStore } from '../core/ports/SigningKeyStore';
import type { TokenSigner } from '../core/ports/TokenSigner';
import type { UsageStore } from '../core/ports/UsageStore';
import type { WebsiteProber } from '../core/ports/WebsiteProber';
import type { Hivegate } from './composeCore';
import type { Storage } from './storage';
import type { SigningKeys } from './signingKey';
import type { LimiterFactory } from './rateLimits';

/**
 * What the container holds, by name: each port, the storage the stores share, the composed core
 * and the HTTP app, and the operations side. Modules bind and read these through bindComposed
 * and `TOKENS`, so a dependency is asked for by name and typed, never matched by position.
 */
export interface Bindings {
  Clock: Clock;
  Logger: Logger;
  TokenSigner: TokenSigner;
  ChainClient: ChainClient;
  GrantStore: GrantStore;
  UsageStore: UsageStore;
  DirectoryShare: DirectoryShare;
  IdempotencyStore: IdempotencyStore;
  BroadcastLog: BroadcastLog;
  OperationBudget: OperationBudget;
  LimitOverrides: LimitOverrides;
  ChainCursor: ChainCursor;
  LogoutQueue: LogoutQueue;
  LogoutSender: LogoutSender;
  DeviceRequests: DeviceRequests;
  DPoPVerifier: DPoPVerifier;
  DPoPReplayStore: DPoPReplayStore;
  SigningKeyStore: SigningKeyStore;
  WebsiteProber: WebsiteProber;
  Database: Storage;
  /** The private keys the signer and the DPoP verifier are made of. */
  SigningKeys: SigningKeys;
  /** Storage's cheap readiness check, opening nothing until called. */
  StoragePing: () => Promise<void>;
  /** Rate limiters over shared storage (PostgreSQL); unbound: limits in memory, per process. */
  Limiters: LimiterFactory;
  Core: Hivegate;
  HttpApp: Koa;
  /** What the HTTP server calls per request: GET /api/me's fast lane, then the Koa app. */
  HttpListener: RequestListener;
  Audit: AuditTrail;
  Metrics: HivegateMetrics;
}

export type BindingName = keyof Bindings;

/** A binding's injection token, which carries its type. Nothing outside bootstrap/ knows them. */
export type Token<Name extends BindingName> = symbol & { readonly __binding?: Bindings[Name] };

const tokenOf = <Name extends BindingName>(name: Name): Token<Name> =>
  Symbol.for(`hivegate.${name}`);

/** One token per binding, named as in `Bindings` (the type checks that each has one). */
export const TOKENS: { readonly [Name in BindingName]: Token<Name> } = {
  Clock: tokenOf('Clock'),
  Logger: tokenOf('Logger'),
  TokenSigner: tokenOf('TokenSigner'),
  ChainClient: tokenOf('ChainClient'),
  GrantStore: tokenOf('GrantStore'),
  UsageStore: tokenOf('UsageStore'),
  DirectoryShare: tokenOf('DirectoryShare'),
  IdempotencyStore: tokenOf('IdempotencyStore'),
  BroadcastLog: tokenOf('BroadcastLog'),
  OperationBudget: tokenOf('OperationBudget'),
  LimitOverrides: tokenOf('LimitOverrides'),
  ChainCursor: tokenOf('ChainCursor'),
  LogoutQueue: tokenOf('LogoutQueue'),
  LogoutSender: tokenOf('LogoutSender'),
  DeviceRequests: tokenOf('DeviceRequests'),
  DPoPVerifier: tokenOf('DPoPVerifier'),
  DPoPReplayStore: tokenOf('DPoPReplayStore'),
  SigningKeyStore: tokenOf('SigningKeyStore'),
  WebsiteProber: tokenOf('WebsiteProber'),
  Database: tokenOf('Database'),
  SigningKeys: tokenOf('SigningKeys'),
  StoragePing: tokenOf('StoragePing'),
  Limiters: tokenOf('Limiters'),
  Core: tokenOf('Core'),
  HttpApp: tokenOf('HttpApp'),
  HttpListener: tokenOf('HttpListener'),
  Audit: tokenOf('Audit'),
  Metrics: tokenOf('Metrics'),
};
