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
export * from './operations/operations';
export * from './signIn/pkce';
export * from './signIn/redirectUri';
export * from './tokens/redirectResponse';
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
export { DPoPProofs, type DPoPOptions } from './signIn/DPoPProofs';
export { MeUseCase, type AccountAnswer } from './signIn/MeUseCase';
export {
  OpenIdTokenUseCase,
  type ClientCredentials,
  type OpenIdTokenAnswer,
  type OpenIdTokenInput,
} from './signIn/OpenIdTokenUseCase';
export { UserInfoUseCase, type UserInfo } from './signIn/UserInfoUseCase';
export { RevokeUseCase } from './signIn/RevokeUseCase';
export {
  SignLinkUseCase,
  type SignLinkAnswer,
  type SignLinkCheck,
} from './broadcast/SignLinkUseCase';
export { TokenExchangeUseCase, type TokenExchangeInput } from './signIn/TokenExchangeUseCase';
export { TokenHandoffUseCase, type HandoffInput } from './signIn/TokenHandoffUseCase';
export { TokenChecks, type CodeOrRefreshClaims, type HandoffClaims } from './signIn/TokenChecks';
export { TokenIssuer, type IdTokenOptions, type TokenAnswer } from './signIn/TokenIssuer';
export { SignInLifeCycle } from './signIn/SignInLifeCycle';
export type { Grant } from './tokens/grant';
export { UsageFlusher } from './apps/UsageFlusher';
export { UsageRecorder } from './apps/UsageRecorder';
export {
  SigningKeyRotation,
  RotationUnderWay,
  type KeyListing,
  type KeyRotationOptions,
} from './signIn/SigningKeyRotation';
