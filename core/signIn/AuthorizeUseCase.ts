import { grantsAlone } from '../shared/account';
import { randomId } from '../shared/crypto';
import { authenticationClaims, openIdScopesOf, type SignInMethod } from '../tokens/openId';
import type { SignInMessage } from './signInMessage';
import { isRegisteredRedirect } from './redirectUri';
import { responseModeOf, signInAnswer } from '../tokens/redirectResponse';
import { handoffPageUrl, handoffVerifier, type HandoffSecret } from './tokenHandoff';
import { wantsCode } from './scope';
import { grantEnded, type LimitChoice, type PostingLimits } from '../limits/postingLimits';
import { grantedBy, grantStatement } from './grantStatement';
import type { AppProfile } from '../apps/app';
import type { Grant } from '../tokens/grant';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { AppLoader } from '../apps/AppLoader';
import type { SignedChallenges } from './SignedChallenges';
import type { SignedAs } from './signInTransaction';
import type { SignInLifeCycle } from './SignInLifeCycle';
import type { InRequest } from '../shared/inRequest';

/** A signed challenge and what it asks for: what every way of signing in proves (this page, /device). */
export interface SignedRequest extends InRequest {
  challenge: string;
  /** Hex compact signature of sha256(challenge), or of its sign-in transaction (`signedAs`). */
  signature: string;
  /** What was signed: the challenge (the default), or its sign-in transaction (./signInTransaction.ts). */
  signedAs?: SignedAs;
  clientId: string;
  /** As sent: `login`, `posting`, `vote,comment`, `offline`... */
  scope: string[];
  /** RFC 9396 authorization_details of type hive_posting (issue 24), validated at the edge. */
  limits?: PostingLimits;
  /** What the user set on the consent page: applied only to lower `limits` (issue 24 §3). */
  limitChoice?: LimitChoice;
  /** How the page says the user signed: the id_token's `hive_wallet` (issue 27 §4, issue 54 §5). */
  method?: SignInMethod;
}

export interface AuthorizeInput extends SignedRequest {
  redirectUri: string;
  responseType: 'code' | 'token';
  state?: string;
  codeChallenge?: string;
  responseMode?: 'query' | 'fragment';
  /** OpenID Connect: echoed in the id_token. */
  nonce?: string;
  /** The account the app expected (`login_hint`, HiveSigner's `account`), as the page passes it on. */
  expectedAccount?: string;
  /** The user confirmed signing in as another account than `expectedAccount` (issue 27 §3). */
  otherAccountConfirmed?: boolean;
}

export interface AuthorizeAnswer {
  /**
   * Where the browser goes next: the app's redirect URI with a code, or (response_type=token) this
   * service's handoff page, relative, whose navigation delivers the access token.
   */
  redirect_to: string;
  username: string;
  /** response_type=token: what only the signing browser may keep (the HTTP edge: a cookie). */
  handoff?: HandoffSecret;
}

/**
 * Step 2 of sign-in. Enforces:
 * - the signed message is this service's, unexpired, unused (taken on first use, even when sign-in
 *   then fails), for this app and for where this request returns (SignedChallenges);
 * - the key is the user's own posting, active or owner key, meeting that authority alone (never a
 *   delegate's through account_auths, nor the memo key); a wallet-chosen account is the one
 *   account holding the key;
 * - a sign-in as another account than the app expected (login_hint) is confirmed, never silent;
 * - `redirect_uri` is exactly one the app registered;
 * - a posting scope needs the user's posting grant to the app;
 * - limits (RFC 9396 hive_posting, issue 24) narrow the scope to the intersection and travel with
 *   every token of the grant; an expires_at already past is refused;
 * - `offline` or response_type=code → a code (HiveSigner's code flow); else no access token here,
 *   but a handoff to the page whose navigation delivers it (core/signIn/tokenHandoff.ts): a script
 *   that reads this answer gets nothing it could use elsewhere;
 * - the answer goes in the query, or the fragment when asked, or by default for an OpenID Connect
 *   request that gets an access token (responseModeOf);
 * - with `openid`, the code carries the nonce, the time of the signature (auth_time: every sign-in
 *   is a fresh signature, so prompt=login and max_age are met by construction) and how (the
 *   page's word, hive_wallet; the id_token's amr says only what was verified);
 * - the answer names the issuer, `iss` (RFC 9207).
 */
export class AuthorizeUseCase {
  constructor(
    private readonly apps: AppLoader,
    private readonly challenges: SignedChallenges,
    private readonly signInLife: SignInLifeCycle,
    private readonly clock: Clock,
    private readonly issuer: string,
  ) {}

  async execute(input: AuthorizeInput): Promise<AuthorizeAnswer> {
    const grant = await this.signedGrant(input, { returnsTo: input.redirectUri }, (app) => {
      if (!isRegisteredRedirect(app, input.redirectUri))
        throw Errors.redirectNotRegistered(app.username);
    });
    const username = grant.sub;
    const expected = input.expectedAccount;
    if (expected && expected !== username && !input.otherAccountConfirmed)
      throw Errors.otherAccountNotConfirmed(username, expected);
    const implicit = !wantsCode(input.scope, input.responseType);
    const responseMode = responseModeOf(input.responseMode, {
      openId: openIdScopesOf(input.scope).includes('openid'),
      implicit,
    });
    if (implicit) {
      const { verifier, challenge } = handoffVerifier();
      const handoff = await this.signInLife.issueHandoff(grant, {
        redirectUri: input.redirectUri,
        codeChallenge: challenge,
        responseMode,
        state: input.state,
      });
      return {
        redirect_to: handoffPageUrl(handoff),
        username,
        handoff: { verifier, expires_in: this.signInLife.policy.handoff },
      };
    }
    const code = await this.signInLife.issueCode(grant, {
      redirectUri: input.redirectUri,
      codeChallenge: input.codeChallenge,
      nonce: input.nonce,
    });
    return {
      redirect_to: signInAnswer(input.redirectUri, { code }, grant.sub, input.state, {
        issuer: this.issuer,
        responseMode,
      }),
      username,
    };
  }

  /**
   * The grant a signed challenge earns (every check above but the redirect's): `checkApp` judges
   * the app once the signature has proved the account (the message was taken either way);
   * `returnsTo` is what the signed message must say of where the sign-in goes (a redirect_uri, or
   * a device's code).
   */
  async signedGrant(
    input: SignedRequest,
    returnsTo: Pick<SignInMessage, 'returnsTo' | 'deviceCode'>,
    checkApp: (app: AppProfile) => void = () => {},
  ): Promise<Grant> {
    const proved = await this.challenges.prove(
      input.challenge,
      input.signature,
      input.clientId,
      [input.clientId],
      input.signedAs,
    );
    const { username, account: user, message } = proved;
    const app = await this.apps.app(input.clientId, proved.loaded.get(input.clientId));
    checkApp(app);
    // The signature is worth what the message says (issue 37 §1): where it returns, what it grants.
    if (message.returnsTo !== returnsTo.returnsTo || message.deviceCode !== returnsTo.deviceCode)
      throw Errors.signedReturnDiffers();
    const granted = grantedBy(input.scope, input.limits, input.limitChoice);
    const statement = grantStatement(granted);
    if (message.grants !== statement) throw Errors.signedGrantDiffers(message.grants, statement);
    const limits = granted.authorization_details?.[0];
    if (grantEnded(limits, this.clock.now()))
      throw Errors.limitsExpireInThePast(limits!.expires_at!);
    if (granted.kind === 'posting' && !grantsAlone(user.posting, app.username)) {
      throw Errors.postingNotGrantedAtSignIn(username, app.username);
    }
    // An end the user set before, now reached, ends the old sign-ins, not this consent (issue 36 §2).
    if (granted.kind === 'posting')
      await this.signInLife.ends.userEndReached(username, app.username, input.requestId);
    const oidc = openIdScopesOf(input.scope);
    const openId = oidc.length
      ? {
          oidc,
          auth_time: Math.floor(this.clock.now() / 1000),
          ...authenticationClaims(input.method, proved),
        }
      : {};
    return { ...granted, sub: username, app: app.username, fam: randomId(), ...openId };
  }
}
