/**
 * The client's answer types (client/answers.ts, kept free of any dependency on the service) held
 * to the core's: `npm run typecheck` (part of `npm test`) fails when the two drift apart. Each
 * answer the core produces must fit the client's type, and both must name the same fields.
 * (Nested chain records are typed in part by the client, on purpose: only the top level must match.)
 */
import type * as client from '../../client/answers';
import type { LimitChoice as ClientLimitChoice } from '../../client/Client';
import type { AppEntry, DirectoryAnswer } from '../../core/ports/DirectoryShare';
import type { Receipt } from '../../core/broadcast/receipts';
import type { BroadcastAnswer } from '../../core/broadcast/BroadcastUseCase';
import type { AccountAnswer } from '../../core/signIn/MeUseCase';
import type { RevokeUseCase } from '../../core/signIn/RevokeUseCase';
import type { TokenAnswer } from '../../core/signIn/TokenIssuer';
import type { OpenIdTokenAnswer } from '../../core/signIn/OpenIdTokenUseCase';
import type { LimitChoice, PostingLimits } from '../../core/limits/postingLimits';
import type { DeviceAuthorization } from '../../core/signIn/DeviceFlowUseCase';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Fits<Answer, Declared> = [Answer] extends [Declared] ? true : false;
/** The core's answer fits the client's type, and both name the same fields. */
type Agree<Answer, Declared> =
  Fits<Answer, Declared> extends true ? Equal<keyof Answer, keyof Declared> : false;

type RevokeAnswer = Awaited<ReturnType<RevokeUseCase['execute']>>;
/** The client reads both forms of the token answer: the spec's and the standard one (a grant_type). */
type EitherTokenAnswer = TokenAnswer & Partial<OpenIdTokenAnswer>;

export const answersAgree: [
  Agree<AccountAnswer, client.AccountAnswer>,
  Agree<EitherTokenAnswer, client.TokenAnswer>,
  Agree<RevokeAnswer, client.RevokeAnswer>,
  Agree<BroadcastAnswer, client.BroadcastAnswer>,
  Agree<Receipt, client.BroadcastReceipt>,
  Equal<Receipt['status'], client.BroadcastReceipt['status']>,
  Agree<AppEntry, client.AppEntry>,
  Equal<AppEntry['site'], client.AppEntry['site']>,
  Equal<AppEntry['profile_source'], client.AppEntry['profile_source']>,
  Agree<DirectoryAnswer, client.AppDirectory>,
  Equal<PostingLimits, client.PostingLimits>,
  Equal<LimitChoice, ClientLimitChoice>,
  Agree<DeviceAuthorization, client.DeviceAuthorization>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];
