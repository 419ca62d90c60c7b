export * from './errors';
export * from './ports';
export * from './shared/account';
export * from './shared/accountName';
export * from './apps/app';
export * from './broadcast/broadcastRules';
export * from './shared/chain';
export type { InRequest } from './shared/inRequest';
export * from './broadcast/chainRefusal';
export * from './apps/directory';
export * from './tokens/dpop';
export * from './tokens/openId';
export * from './broadcast/operations';
export * from './signIn/pkce';
export * from './signIn/redirectUri';
export * from './signIn/redirectResponse';
export * from './signIn/scope';
export * from './tokens/signingKeys';
export * from './tokens/tokenPolicy';
export * from './tokens/tokens';
export * from './signIn/tokenHandoff';
export { AppDirectory, type AppDirectoryOptions } from './apps/AppDirectory';
export { AppLoader } from './apps/AppLoader';
export {
  AuthorizeUseCase,
  type AuthorizeInput,
  type AuthorizeAnswer,
} from './signIn/AuthorizeUseCase';
export { BroadcastUseCase, type BroadcastAnswer } from './broadcast/BroadcastUseCase';
export { ChallengeUseCase } from './signIn/ChallengeUseCase';
export { ConsentUseCase, type ConsentAnswer, type ConsentRequest } from './signIn/ConsentUseCase';
export { DPoPProofs, type DPoPOptions } from './tokens/DPoPProofs';
export { MeUseCase, type AccountAnswer } from './tokens/MeUseCase';
export {
  OpenIdTokenUseCase,
  type ClientCredentials,
  type OpenIdTokenAnswer,
  type OpenIdTokenInput,
} from './tokens/OpenIdTokenUseCase';
export { UserInfoUseCase, type UserInfo } from './tokens/UserInfoUseCase';
export { RevokeUseCase } from './signIn/RevokeUseCase';
export {
  SignLinkUseCase,
  type SignLinkAnswer,
  type SignLinkCheck,
} from './broadcast/SignLinkUseCase';
export { TokenExchangeUseCase, type TokenExchangeInput } from './tokens/TokenExchangeUseCase';
export { TokenHandoffUseCase, type HandoffInput } from './signIn/TokenHandoffUseCase';
export { TokenChecks, type CodeOrRefreshClaims, type HandoffClaims } from './tokens/TokenChecks';
export { TokenIssuer, type IdTokenOptions, type TokenAnswer } from './tokens/TokenIssuer';
export { SignInLifeCycle } from './signIn/SignInLifeCycle';
export type { Grant } from './tokens/grant';
export { UsageFlusher } from './apps/UsageFlusher';
export { UsageRecorder } from './apps/UsageRecorder';
export {
  SigningKeyRotation,
  RotationUnderWay,
  type KeyListing,
  type KeyRotationOptions,
} from './tokens/SigningKeyRotation';
