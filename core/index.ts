export * from './errors';
export * from './ports';
export * from './domain/account';
export * from './domain/accountName';
export * from './domain/app';
export * from './domain/broadcastRules';
export * from './domain/chain';
export * from './domain/chainRefusal';
export * from './domain/directory';
export * from './domain/dpop';
export * from './domain/openId';
export * from './domain/operations';
export * from './domain/pkce';
export * from './domain/redirectUri';
export * from './domain/redirectResponse';
export * from './domain/scope';
export * from './domain/signingKeys';
export * from './domain/tokenPolicy';
export * from './domain/tokens';
export * from './domain/tokenHandoff';
export { AppDirectory, type AppDirectoryOptions } from './usecases/AppDirectory';
export { AppLoader } from './usecases/AppLoader';
export {
  AuthorizeUseCase,
  type AuthorizeInput,
  type AuthorizeAnswer,
} from './usecases/AuthorizeUseCase';
export { BroadcastUseCase, type BroadcastAnswer } from './usecases/BroadcastUseCase';
export { ChallengeUseCase } from './usecases/ChallengeUseCase';
export { ConsentUseCase, type ConsentAnswer, type ConsentRequest } from './usecases/ConsentUseCase';
export { DPoPProofs, type DPoPOptions } from './usecases/DPoPProofs';
export { MeUseCase, type AccountAnswer } from './usecases/MeUseCase';
export {
  OpenIdTokenUseCase,
  type ClientCredentials,
  type OpenIdTokenAnswer,
  type OpenIdTokenInput,
} from './usecases/OpenIdTokenUseCase';
export { UserInfoUseCase, type UserInfo } from './usecases/UserInfoUseCase';
export { RevokeUseCase } from './usecases/RevokeUseCase';
export {
  SignLinkUseCase,
  type SignLinkAnswer,
  type SignLinkCheck,
} from './usecases/SignLinkUseCase';
export { TokenExchangeUseCase, type TokenExchangeInput } from './usecases/TokenExchangeUseCase';
export { TokenHandoffUseCase, type HandoffInput } from './usecases/TokenHandoffUseCase';
export { TokenChecks, type GrantClaims, type HandoffClaims } from './usecases/TokenChecks';
export { TokenIssuer, type IdTokenOptions, type TokenAnswer } from './usecases/TokenIssuer';
export { SignInLifeCycle } from './usecases/SignInLifeCycle';
export type { Grant } from './domain/grant';
export { UsageFlusher } from './usecases/UsageFlusher';
export { UsageRecorder } from './usecases/UsageRecorder';
export {
  SigningKeyRotation,
  RotationUnderWay,
  type KeyListing,
  type KeyRotationOptions,
} from './usecases/SigningKeyRotation';
