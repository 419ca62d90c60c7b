/**
 * hivegate/client: a typed client for apps, in browsers and Node (fetch and Web Crypto only, no
 * dependencies). `import { Client } from 'hivegate/client'` in place of the hivesigner SDK's.
 */
export { Client } from './Client';
export type {
  BroadcastOptions,
  ClientConfig,
  DeviceLoginOptions,
  GrantLimits,
  LimitChoice,
  LoginOptions,
} from './Client';
export type {
  AccountAnswer,
  AppDirectory,
  AppEntry,
  BroadcastAnswer,
  BroadcastReceipt,
  WaitedBroadcastAnswer,
  ChainAccount,
  DeviceAuthorization,
  RevokeAnswer,
  SignInResult,
  TokenAnswer,
  PostingLimits,
} from './answers';
export type { Callback } from './callbacks';
export type { DPoPKeyPair } from './dpop';
export { HivegateError, type ErrorBody } from './errors';
export type { FetchLike } from './http';
export * as operations from './operations';
export type * from './operations';
export { challengeOf, createPkce, randomToken, type Pkce } from './pkce';
export {
  signLink,
  unresolvedTransaction,
  type SignLinkKind,
  type SignLinkParams,
} from './signLinks';
export { MemoryStorage, type KeyValueStorage } from './storage';
