/** The offline HiveAuth tooling: a local relay, a headless wallet, and their helpers. */
export { startHiveAuthRelay } from './relay';
export type { HiveAuthRelay, HiveAuthRelayOptions } from './relay';
export { startHeadlessWallet } from './wallet';
export type { HeadlessWallet, HeadlessWalletOptions, WalletAccount, WalletEvent } from './wallet';
export { accountKeysFromNode } from './accountKeys';
export type { AccountKeys } from './accountKeys';
export { readAuthLink } from './authLink';
export type { AuthPayload } from './authLink';
export { decryptCryptoJs, encryptCryptoJs } from './cryptojsAes';
