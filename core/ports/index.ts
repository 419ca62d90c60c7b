export type {
  ChainClient,
  BroadcastReceipt,
  PreparedTransaction,
  TransactionStatus,
  ChainBlock,
  ServiceKeyState,
} from './ChainClient';
export { ChainRefused, ChainUnavailable } from './ChainClient';
export type { Clock } from './Clock';
export type {
  SignInStore,
  Challenge,
  Revocation,
  RevokeReason,
  SignIn,
  SignInQuery,
  ChainEvidence,
} from './SignInStore';
export type { ChainCursor } from './ChainCursor';
export type { LogoutQueue, LogoutDelivery } from './LogoutQueue';
export type { LogoutSender, LogoutOutcome } from './LogoutSender';
export type { Logger } from './Logger';
export { silentLogger } from './Logger';
export type { TokenSigner, PublicKeySet } from './TokenSigner';
export type { UsageStore, UsageRecord, AppUsage } from './UsageStore';
export type { WebsiteProber, WebsiteCheck, SiteStatus } from './WebsiteProber';
export type {
  IdempotencyStore,
  IdempotencyScope,
  IdempotencyRecord,
  IdempotencyClaim,
  IdempotentOutcome,
} from './IdempotencyStore';
export type { BroadcastLog, BroadcastEntry } from './BroadcastLog';
export type {
  DirectoryShare,
  PublishedDirectory,
  AppEntry,
  DirectoryAnswer,
} from './DirectoryShare';
export type { OperationBudget, BudgetRequest, BudgetAnswer } from './OperationBudget';
export type { LimitChoices } from './LimitChoices';
export type { DeviceRequests, DeviceRequest, DeviceAnswer, DeviceState } from './DeviceRequests';
export type { DPoPVerifier } from './DPoPVerifier';
export type { DPoPReplayStore } from './DPoPReplayStore';
export type { SigningKeyStore } from './SigningKeyStore';
export type { Stores, StoreName, StoreFactories } from './Stores';
export { STORE_PORTS, STORE_NAMES, STORES_BESIDE_SIGN_INS, storesFrom } from './Stores';
export type { Tracer, SpanAttributes, SpanNotes } from './Tracer';
