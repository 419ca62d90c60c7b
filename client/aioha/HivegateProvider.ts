import { AiohaProviderBase } from '@aioha/aioha/build/providers/provider.js';
import { AiohaClient } from '@aioha/aioha/build/rpc.js';
import {
  KeyTypes,
  Providers,
  type LoginOptions,
  type LoginOptionsNI,
  type LoginResult,
  type OperationResult,
  type OperationResultObj,
  type PersistentLogin,
  type PersistentLoginBase,
  type SignOperationResult,
  type SignOperationResultObj,
} from '@aioha/aioha/build/types.js';
import type { Operation, Transaction } from '@hiveio/dhive';
import { Client, type LimitChoice } from '../Client';
import type { DPoPKeyPair } from '../dpop';
import { HivegateError } from '../errors';
import type { FetchLike } from '../http';
import type { BroadcastOperation, Operation as ChainOperation } from '../operations';
import { randomToken } from '../pkce';
import type { KeyValueStorage } from '../storage';
import { AIOHA_CODES, failure, failureOf, type AiohaFailure } from './aiohaErrors';
import { openPopup, relayPopupCallback, type PopupAnswer } from './popup';
import {
  asSession,
  forgetSession,
  loadSession,
  saveSession,
  sessionOf,
  usable,
  type HivegateSession,
} from './session';

export interface HivegateProviderOptions {
  /** The hivegate service, e.g. `https://auth.example.com`. */
  baseURL: string;
  /** The app's account (`client_id`): a public client, no secret in the page. */
  app: string;
  /** One of the app's registered redirect URIs, on this page's origin; its page calls `relayPopupCallback()`. */
  callbackURL: string;
  /** What to ask for; `['posting']` (every posting operation) by default, `['login']` to sign in only. */
  scope?: string[];
  /** Limits to ask for on the posting grant (docs/limits.md); the user may lower them. */
  limits?: LimitChoice;
  /** `'popup'` (default): the consent page opens in a window and login() resolves; `'redirect'`: the page leaves (its callback page calls handleCallback). */
  mode?: 'popup' | 'redirect';
  /** A Hive API node for Aioha's helpers that read the chain (its default otherwise; aioha.setApi updates it). */
  api?: string;
  /** Where the tokens stay between page loads; `localStorage` by default. */
  storage?: KeyValueStorage;
  /**
   * DPoP (RFC 9449): on by default in browsers, the tokens bound to a key kept in IndexedDB whose
   * private half no script can read, so tokens read out of `storage` are useless elsewhere; a key
   * pair of your own, or `false` to turn it off (ClientConfig.dpop).
   */
  dpop?: DPoPKeyPair | false;
  fetch?: FetchLike;
}

/** What Aioha keeps of a hivegate login to switch between accounts (getLoginInfo / loadLogin). */
export interface PersistentLoginHivegate
  extends PersistentLoginBase, Omit<HivegateSession, 'username'> {
  provider: Providers.Custom;
  /** The access token's expiry, in milliseconds (Aioha's own field). */
  exp: number;
}

/** Refresh a little before expiry, so a token never expires on its way to the service. */
const REFRESH_MARGIN_MS = 30_000;

const MEMO_UNSUPPORTED =
  'hivegate never holds your memo key: memos cannot be encrypted or decrypted through hivegate';

/**
 * hivegate as an Aioha provider (`aioha.registerCustomProvider(new HivegateProvider({...}))`):
 * sign-in through hivegate's consent page (code flow with PKCE, no secret in the page), posting
 * operations through /api/broadcast, operations needing the active or owner key (or refused by the
 * grant) through a sign link the user signs with their own wallet, and logout revoking the tokens.
 * In a browser the tokens are DPoP-bound (RFC 9449) to a key kept in IndexedDB that no script can
 * read, so the tokens it keeps in localStorage are useless anywhere else.
 */
export class HivegateProvider extends AiohaProviderBase {
  readonly client: Client;
  private readonly mode: 'popup' | 'redirect';
  private readonly storage: KeyValueStorage;
  private session?: HivegateSession;

  constructor(options: HivegateProviderOptions) {
    super(options.api ? new AiohaClient(options.api) : new AiohaClient());
    this.mode = options.mode ?? 'popup';
    this.storage = options.storage ?? localStorage;
    this.client = new Client({
      baseURL: options.baseURL,
      app: options.app,
      callbackURL: options.callbackURL,
      scope: options.scope ?? ['posting'],
      limits: options.limits,
      responseType: 'code',
      dpop: options.dpop,
      fetch: options.fetch,
      onTokens: (tokens) => this.keep(sessionOf(tokens, Date.now())),
    });
  }

  override setApi(api: string, fallbackApis?: string[]): void {
    this.rpc.api = api;
    if (fallbackApis) this.rpc.fallbackApis = fallbackApis;
  }

  override setChainId(chainId: string): void {
    this.rpc.chainId = chainId;
  }

  // ——— Sign-in ———

  async login(username: string, _options?: LoginOptions): Promise<LoginResult> {
    this.emitLoginReq();
    const { url, state } = await this.client.createLoginURL({ account: username || undefined });
    if (this.mode === 'redirect') {
      location.assign(url);
      return new Promise<LoginResult>(() => {}); // the page is leaving; handleCallback() takes over
    }
    const answer = await openPopup(url, state);
    if (answer.kind !== 'answered') return windowFailure(answer, 'sign-in');
    return this.finish(answer.url);
  }

  /**
   * For the app's callback page (`callbackURL`): a popup's answer is handed back to the page that
   * opened it and the window closes (undefined); a redirect sign-in is finished here and the user
   * signed in to Aioha (its login result).
   */
  async handleCallback(
    aioha: {
      loginNonInteractive(
        provider: Providers,
        username: string,
        options: LoginOptionsNI,
      ): LoginResult;
    },
    url: string = location.href,
  ): Promise<LoginResult | undefined> {
    if (relayPopupCallback(url)) return undefined;
    const finished = await this.finish(url);
    if (!finished.success) return finished;
    return aioha.loginNonInteractive(Providers.Custom, finished.username, {
      ignorePersistence: true,
    });
  }

  private async finish(url: string): Promise<LoginResult> {
    try {
      const signedIn = await this.client.handleCallback(url);
      return {
        success: true,
        provider: Providers.Custom,
        username: signedIn.username,
        result: signedIn.access_token,
      };
    } catch (thrown) {
      return { ...failureOf(thrown), provider: Providers.Custom };
    }
  }

  /** Signs in `username` with the tokens kept on this browser (a redirect sign-in just finished, or a reload). */
  override loginNonInteractive(username: string, _options?: LoginOptionsNI): LoginResult {
    if (!this.loadAuth(username))
      return {
        ...failure(
          AIOHA_CODES.notLoggedIn,
          `hivegate: @${username} is not signed in on this browser`,
        ),
        provider: Providers.Custom,
      };
    return { success: true, provider: Providers.Custom, username, result: '' };
  }

  async loginAndDecryptMemo(): Promise<LoginResult> {
    return { ...failure(AIOHA_CODES.unsupported, MEMO_UNSUPPORTED), provider: Providers.Custom };
  }

  /** Signs out at the service (the access and refresh tokens revoked), then here, whatever it answered. */
  async logout(): Promise<void> {
    try {
      await this.client.revokeToken();
    } catch {
      // already refused or unreachable: the user asked to sign out, so forget the tokens anyway
    }
    this.forget();
  }

  loadAuth(username: string): boolean {
    const session = loadSession(this.storage, username, Date.now());
    if (session) this.use(session);
    return session !== undefined;
  }

  getUser(): string | undefined {
    return this.session?.username;
  }

  getLoginInfo(): PersistentLoginHivegate | undefined {
    if (!this.session) return undefined;
    const { username: _, ...tokens } = this.session;
    return { provider: Providers.Custom, ...tokens, exp: tokens.expiresAt };
  }

  loadLogin(username: string, info: PersistentLogin): boolean {
    const session = asSession({ ...info, username });
    if (info.provider !== Providers.Custom || !session || !usable(session, Date.now()))
      return false;
    this.keep(session);
    return true;
  }

  // ——— What hivegate cannot do: it holds the app's posting authority, never the user's keys ———

  async encryptMemo(): Promise<OperationResult> {
    return failure(AIOHA_CODES.unsupported, MEMO_UNSUPPORTED);
  }

  async encryptMemoWithKeys(): Promise<OperationResultObj> {
    return failure(AIOHA_CODES.unsupported, MEMO_UNSUPPORTED);
  }

  async decryptMemo(): Promise<OperationResult> {
    return failure(AIOHA_CODES.unsupported, MEMO_UNSUPPORTED);
  }

  async signMessage(): Promise<OperationResult> {
    return failure(
      AIOHA_CODES.unsupported,
      'hivegate cannot sign messages with your key; sign-in proves the account (the access token)',
    );
  }

  async signTx(_tx: Transaction): Promise<SignOperationResultObj> {
    return failure(
      AIOHA_CODES.unsupported,
      'hivegate broadcasts what it signs: signing without broadcasting is not supported',
    );
  }

  // ——— Broadcasts ———

  /**
   * Posting operations go to /api/broadcast under the app's grant; anything else — a key role
   * above posting, an operation the API does not take, or one the user's grant does not allow
   * (invalid_scope) — opens a sign link, where the user signs it with their own wallet.
   */
  async signAndBroadcastTx(tx: Operation[], keyType: KeyTypes): Promise<SignOperationResult> {
    // Aioha itself answers for a user not logged in and for the memo key.
    if (keyType === KeyTypes.Posting) {
      try {
        const answer = await this.authorized(() =>
          this.client.broadcast(tx as BroadcastOperation[]),
        );
        return { success: true, result: answer.result.id };
      } catch (thrown) {
        if (!(thrown instanceof HivegateError && thrown.error === 'invalid_scope'))
          return failureOf(thrown);
      }
    }
    return this.signInWindow(tx, keyType);
  }

  private async signInWindow(tx: Operation[], keyType: KeyTypes): Promise<SignOperationResult> {
    this.emitSignTx();
    const state = randomToken(16);
    const callback = new URL(this.client.callbackURL!);
    callback.searchParams.set('state', state);
    const link = this.client.sendOperations(tx as ChainOperation[], {
      signer: this.session?.username,
      authority: keyType as 'posting' | 'active' | 'owner',
      // the page fills in {{id}}; kept out of URLSearchParams so its braces are not escaped
      callback: `${callback.href}&id={{id}}`,
    });
    const answer = await openPopup(link, state);
    if (answer.kind !== 'answered') return windowFailure(answer, 'sign page');
    const id = new URL(answer.url).searchParams.get('id');
    return id && /^[0-9a-f]{40}$/.test(id)
      ? { success: true, result: id }
      : failure(AIOHA_CODES.failed, 'hivegate: the sign page did not report a transaction');
  }

  /** Runs `call` with a live access token: refreshed first when about to expire, and once more if refused. */
  private async authorized<T>(call: () => Promise<T>): Promise<T> {
    const session = this.session;
    if (session?.refreshToken && session.expiresAt - REFRESH_MARGIN_MS <= Date.now())
      await this.client.refresh();
    try {
      return await call();
    } catch (thrown) {
      if (
        !(thrown instanceof HivegateError && thrown.error === 'invalid_token') ||
        !this.client.refreshToken
      )
        throw thrown;
      await this.client.refresh();
      return call();
    }
  }

  // ——— Session ———

  private keep(session: HivegateSession): void {
    saveSession(this.storage, session);
    this.use(session);
  }

  private use(session: HivegateSession): void {
    this.session = session;
    this.client.setAccessToken(session.accessToken, session.tokenType ?? 'Bearer');
    this.client.username = session.username;
    if (session.refreshToken) this.client.setRefreshToken(session.refreshToken);
    else delete this.client.refreshToken;
  }

  private forget(): void {
    forgetSession(this.storage);
    delete this.session;
    delete this.client.refreshToken;
    delete this.client.username;
    this.client.removeAccessToken();
  }
}

function windowFailure(
  answer: Exclude<PopupAnswer, { kind: 'answered' }>,
  what: string,
): AiohaFailure {
  return answer.kind === 'blocked'
    ? failure(
        AIOHA_CODES.failed,
        `hivegate: the browser blocked the ${what} window; allow popups for this site or use mode 'redirect'`,
      )
    : failure(AIOHA_CODES.userRejected, `hivegate: the ${what} window was closed`);
}
