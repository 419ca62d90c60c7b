import type {
  AccountAnswer,
  AppDirectory,
  BroadcastAnswer,
  BroadcastReceipt,
  DeviceAuthorization,
  RevokeAnswer,
  WaitedBroadcastAnswer,
  SignInResult,
  TokenAnswer,
  PostingLimits,
} from './answers';
import { settle, withCallback, type Callback, type WithCallback } from './callbacks';
import { retryDelayMs } from './broadcastRetries';
import {
  browserDPoPKey,
  canKeepDPoPKey,
  DPoPProver,
  USE_DPOP_NONCE,
  type DPoPKeyPair,
} from './dpop';
import { HivegateError } from './errors';
import { requestJson, type FetchLike, type JsonRequest } from './http';
import * as ops from './operations';
import type { BroadcastOperation, Operation, Transaction } from './operations';
import { createPkce, randomToken } from './pkce';
import { signLink, unresolvedTransaction, type SignLinkParams } from './signLinks';
import {
  codeExchangeBody,
  devicePollBody,
  deviceStartBody,
  refreshBody,
  type ClientIdentity,
} from './tokenRequests';
import { callbackParams, savePending, takePending } from './signIn';
import { defaultStorage, type KeyValueStorage } from './storage';

export interface ClientConfig {
  /** The hivegate service, e.g. `https://auth.example.com`: every link and every call uses it. */
  baseURL?: string;
  /** The hivesigner SDK's name for the same URL, so its config works as it is. */
  apiURL?: string;
  /** The app's account (`client_id`). */
  app?: string;
  /** Where the consent page sends the user back (`redirect_uri`); one of the app's registered URIs. */
  callbackURL?: string;
  /** `['login']` to sign in only; `['vote', 'comment']` (any broadcast operation) for a posting token. */
  scope?: string[];
  /**
   * Limits to ask for on the posting grant (RFC 9396 `hive_posting`, docs/limits.md): the user sees
   * them on the consent page and may lower them; `granted` says what they granted.
   */
  limits?: LimitChoice;
  /** `'code'` for the code flow (PKCE, refresh tokens); anything else is the token flow. */
  responseType?: string;
  /** `'fragment'` puts the sign-in answer after `#` (kept out of server logs and Referer); default `'query'`. */
  responseMode?: 'query' | 'fragment';
  accessToken?: string;
  /** `DPoP` when `accessToken` is bound to the `dpop` key (a token answer's `token_type`); `Bearer` otherwise. */
  tokenType?: 'Bearer' | 'DPoP';
  refreshToken?: string;
  /**
   * DPoP (RFC 9449): the tokens are bound to a key this client holds, so a token read out of
   * storage is useless anywhere else. In a browser (Web Crypto and IndexedDB) it is on by default,
   * with a key made once and kept in IndexedDB, its private half not extractable; elsewhere (Node)
   * it is off unless you pass a key pair (ECDSA P-256 or Ed25519, e.g.
   * `crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])`).
   * `false` turns it off.
   */
  dpop?: DPoPKeyPair | false;
  /** The app's secret, for a client running on the app's server only; never put it in a page. */
  clientSecret?: string;
  /** Where a sign-in in progress waits for its callback; `sessionStorage` in a browser, memory elsewhere. */
  storage?: KeyValueStorage;
  /** Told about every new token pair (exchange and refresh), to store them where the app keeps them. */
  onTokens?: (tokens: TokenAnswer) => void;
  fetch?: FetchLike;
  /**
   * How many times broadcast() sends again, under the same Idempotency-Key, when no answer
   * arrived or the service asked to retry (409, 502–504); 2 by default, 0 never retries.
   */
  broadcastRetries?: number;
}

/** broadcast()'s options. */
export interface BroadcastOptions {
  /**
   * The Idempotency-Key sent with the broadcast and reused on each retry: a retry then gets the
   * first answer and never broadcasts twice. A random key by default; `false` sends none.
   */
  idempotencyKey?: string | false;
  /**
   * Answer only once the transaction is in a block (`included`) or `irreversible`; a transaction
   * that expires first rejects with `server_error`. Absent: as soon as a node accepted it.
   */
  wait?: 'included' | 'irreversible';
}

/** The limits a user allows within a grant: a `hive_posting` authorization detail without its `type` (the core's LimitChoice). */
export type LimitChoice = Omit<PostingLimits, 'type'>;

/** @deprecated The name of earlier releases: LimitChoice. */
export type GrantLimits = LimitChoice;

export interface DeviceLoginOptions {
  /**
   * Shows the user where to go and what to type; by default prints both to the console
   * (`console.error`, so a program's own output stays clean).
   */
  show?: (device: DeviceAuthorization) => void;
  /** Stops waiting: the sign-in rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Waits between polls (tests pass their own). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface LoginOptions {
  /** Generated when absent; the callback must bring it back. */
  state?: string;
  /** Prefills the username on the consent page. */
  account?: string;
  /** Limits for this sign-in, instead of the client's `limits`. */
  limits?: LimitChoice;
}

/**
 * A client for apps, in the hivesigner SDK's shapes (`new Client({...}).vote(…)`, promises or a
 * callback as last argument), pointed at one hivegate service for every link and call.
 */
export class Client {
  baseURL: string;
  app?: string;
  callbackURL?: string;
  scope?: string[];
  limits?: LimitChoice;
  /** The limits the user granted, from the last token answer (undefined: no limits). */
  granted?: PostingLimits;
  responseType?: string;
  responseMode?: 'query' | 'fragment';
  accessToken?: string;
  /** How `accessToken` is presented: `DPoP` (with a proof by this client's key) or `Bearer`. */
  tokenType?: 'Bearer' | 'DPoP';
  refreshToken?: string;
  /** The signed-in user, once a sign-in or me() told. */
  username?: string;
  private readonly clientSecret?: string;
  /** Proofs of this client's DPoP key, when it has one (`ClientConfig.dpop`). */
  private readonly prover?: DPoPProver;
  private readonly storage: KeyValueStorage;
  private readonly onTokens?: (tokens: TokenAnswer) => void;
  private readonly fetchFn: FetchLike;
  private refreshing?: Promise<TokenAnswer>;
  private readonly broadcastRetries: number;

  constructor(config: ClientConfig) {
    const url = config.baseURL ?? config.apiURL;
    if (!url)
      throw new TypeError('hivegate client: baseURL (the hivegate service URL) is required');
    this.baseURL = trimSlash(url);
    this.app = config.app;
    this.callbackURL = config.callbackURL;
    this.scope = config.scope;
    this.limits = config.limits;
    this.responseType = config.responseType;
    this.responseMode = config.responseMode;
    this.accessToken = config.accessToken;
    if (config.accessToken) this.tokenType = config.tokenType ?? 'Bearer';
    this.refreshToken = config.refreshToken;
    const dpop = config.dpop;
    if (dpop) this.prover = new DPoPProver(() => Promise.resolve(dpop));
    else if (dpop === undefined && canKeepDPoPKey()) this.prover = new DPoPProver(browserDPoPKey);
    this.clientSecret = config.clientSecret;
    this.storage = config.storage ?? defaultStorage();
    this.onTokens = config.onTokens;
    this.broadcastRetries = config.broadcastRetries ?? 2;
    const fetchFn = config.fetch ?? globalThis.fetch;
    if (!fetchFn)
      throw new TypeError('hivegate client: no fetch in this environment; pass config.fetch');
    // A bare reference to window.fetch throws "Illegal invocation" when called as a method of another object.
    this.fetchFn = (input, init) => fetchFn(input, init);
  }

  setBaseURL(url: string): this {
    this.baseURL = trimSlash(url);
    return this;
  }
  /** The same URL as setBaseURL (the SDK's name). */
  setApiURL(url: string): this {
    return this.setBaseURL(url);
  }
  setApp(app: string): this {
    this.app = app;
    return this;
  }
  setCallbackURL(url: string): this {
    this.callbackURL = url;
    return this;
  }
  setScope(scope: string[]): this {
    this.scope = scope;
    return this;
  }
  setLimits(limits: LimitChoice | undefined): this {
    this.limits = limits;
    return this;
  }
  /** `tokenType`: `DPoP` for a token bound to this client's DPoP key (its token answer said so). */
  setAccessToken(accessToken: string, tokenType: 'Bearer' | 'DPoP' = 'Bearer'): this {
    this.accessToken = accessToken;
    this.tokenType = tokenType;
    return this;
  }
  removeAccessToken(): this {
    delete this.accessToken;
    delete this.tokenType;
    return this;
  }
  setRefreshToken(refreshToken: string): this {
    this.refreshToken = refreshToken;
    return this;
  }

  // ——— Sign-in ———

  /** The consent page's URL, as the SDK builds it but on this service (no PKCE: see createLoginURL). */
  getLoginURL(state?: string, account?: string, limits?: LimitChoice): string {
    return this.loginURL({ state, account, limits });
  }

  /**
   * A login URL for a sign-in this client will finish with handleCallback(): a fresh `state`, and
   * for the code flow a PKCE S256 challenge whose verifier waits in `storage`.
   */
  async createLoginURL(options: LoginOptions = {}): Promise<{ url: string; state: string }> {
    const state = options.state ?? randomToken(16);
    const redirectUri = this.required(this.callbackURL, 'callbackURL');
    const pkce = this.responseType === 'code' ? await createPkce() : undefined;
    savePending(this.storage, state, { redirectUri, ...(pkce ? { verifier: pkce.verifier } : {}) });
    return {
      url: this.loginURL({
        state,
        account: options.account,
        codeChallenge: pkce?.challenge,
        limits: options.limits,
      }),
      state,
    };
  }

  /** Starts a sign-in (createLoginURL) and, in a browser, goes to the consent page. Resolves with the URL. */
  async login(options: LoginOptions = {}): Promise<string> {
    const { url } = await this.createLoginURL(options);
    const location = (globalThis as { location?: { assign(url: string): void } }).location;
    if (
      typeof location?.assign === 'function' &&
      typeof (globalThis as { document?: unknown }).document !== 'undefined'
    )
      location.assign(url);
    return url;
  }

  /**
   * Finishes a sign-in started by login()/createLoginURL() from the URL the consent page sent the
   * user back to: checks `state`, surfaces an error the page sent, exchanges a code (with the PKCE
   * verifier) or takes the access token, and keeps the tokens.
   */
  async handleCallback(url: string | URL): Promise<SignInResult> {
    const params = callbackParams(url);
    const state = params.get('state');
    const pending = takePending(this.storage, state);
    const error = params.get('error');
    if (error) throw new HivegateError(error, params.get('error_description') ?? '');
    const code = params.get('code');
    if (code) {
      const tokens = await this.exchangeCode(code, {
        codeVerifier: pending.verifier,
        redirectUri: pending.redirectUri,
      });
      return { ...tokens, state: state! };
    }
    const accessToken = params.get('access_token');
    const username = params.get('username');
    if (!accessToken || !username)
      throw new HivegateError(
        'invalid_response',
        'The sign-in answer carries neither a code nor an access token',
      );
    this.setAccessToken(accessToken, 'Bearer'); // the token flow's: no token request, no proof
    this.username = username;
    return {
      access_token: accessToken,
      expires_in: Number(params.get('expires_in')),
      username,
      state: state!,
    };
  }

  /** POST /api/oauth2/token with a code (and its PKCE verifier); keeps the tokens. See tokenRequests.ts for the body. */
  async exchangeCode(
    code: string,
    options: { codeVerifier?: string; redirectUri?: string } = {},
  ): Promise<TokenAnswer> {
    // Only the public form sends redirect_uri (it must equal the sign-in's); the API's own form has none.
    const redirectUri =
      options.redirectUri ??
      (this.clientSecret ? '' : this.required(this.callbackURL, 'callbackURL'));
    const body = codeExchangeBody(this.identity(), code, redirectUri, options.codeVerifier);
    return this.keep(
      await this.call<TokenAnswer>('oauth2/token', { method: 'POST', body }, 'grant'),
    );
  }

  /**
   * New tokens for the refresh token; the rotated refresh token replaces the spent one (a refresh
   * token works once: reusing it revokes the whole sign-in). Concurrent calls share one request,
   * so two parts of an app refreshing at once cannot spend the same token twice.
   */
  refresh(): Promise<TokenAnswer> {
    this.refreshing ??= this.refreshOnce().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async refreshOnce(): Promise<TokenAnswer> {
    const body = refreshBody(this.identity(), this.required(this.refreshToken, 'refreshToken'));
    return this.keep(
      await this.call<TokenAnswer>('oauth2/token', { method: 'POST', body }, 'grant'),
    );
  }

  /**
   * Signs a user in from a program without a browser (RFC 8628): shows a code and the page to
   * type it on (any phone will do), then polls politely — every `interval` seconds, 5 more after
   * a slow_down — until the user answers, and keeps the tokens. Rejects with the service's
   * `access_denied` or `expired_token` when the user refuses or never answers.
   */
  async deviceLogin(options: DeviceLoginOptions = {}): Promise<TokenAnswer> {
    const who = { ...this.identity(), app: this.required(this.app, 'app') };
    const device = await this.call<DeviceAuthorization>('oauth2/device_authorization', {
      method: 'POST',
      body: deviceStartBody(who, this.scope ?? ['login']),
    });
    (options.show ?? showDeviceCode)(device);
    const sleep = options.sleep ?? sleepFor;
    let interval = device.interval;
    for (;;) {
      await sleep(interval * 1000, options.signal);
      try {
        const body = devicePollBody(who, device.device_code);
        return this.keep(
          await this.call<TokenAnswer>('oauth2/token', { method: 'POST', body }, 'grant'),
        );
      } catch (error) {
        if (!(error instanceof HivegateError)) throw error;
        if (error.error === 'slow_down') interval += SLOW_DOWN_SECONDS;
        else if (error.error !== 'authorization_pending') throw error;
      }
    }
  }

  /** Who asks for tokens: an app with its secret on its server, or a public client by its name alone. */
  private identity(): ClientIdentity {
    return this.clientSecret
      ? { app: this.app ?? '', clientSecret: this.clientSecret }
      : { app: this.required(this.app, 'app') };
  }

  private keep(tokens: TokenAnswer): TokenAnswer {
    this.setAccessToken(tokens.access_token, tokens.token_type === 'DPoP' ? 'DPoP' : 'Bearer');
    this.refreshToken = tokens.refresh_token;
    this.username = tokens.username;
    this.granted = tokens.authorization_details?.find((detail) => detail.type === 'hive_posting');
    this.onTokens?.(tokens);
    return tokens;
  }

  // ——— API calls ———

  me(): Promise<AccountAnswer>;
  me(cb: Callback<AccountAnswer>): Promise<void>;
  me(cb?: Callback<AccountAnswer>): Promise<AccountAnswer | void> {
    const work = this.call<AccountAnswer>(
      'me',
      { method: 'POST', token: this.accessToken, body: {} },
      'resource',
    ).then((answer) => {
      this.username = answer.user;
      return answer;
    });
    return settle(work, cb);
  }

  /** Signs the user out of the app at the service and forgets the tokens. Resolves with the client. */
  revokeToken(): Promise<this>;
  revokeToken(cb: Callback<RevokeAnswer>): Promise<this>;
  async revokeToken(cb?: Callback<RevokeAnswer>): Promise<this> {
    // Forgotten whatever the answer: the user asked to sign out, and a refused token is no use.
    const work = this.call<RevokeAnswer>(
      'oauth2/token/revoke',
      { method: 'POST', token: this.accessToken, body: {} },
      'resource',
    ).finally(() => {
      delete this.refreshToken;
      this.removeAccessToken();
    });
    await settle(work, cb);
    return this;
  }

  /** GET /api/apps: the public directory of apps. */
  apps(): Promise<AppDirectory> {
    return this.call<AppDirectory>('apps', { method: 'GET' });
  }

  /**
   * The given operations, signed by the service as one transaction. Sent with an Idempotency-Key
   * (a fresh random one unless `options` names it), and sent again under the same key when no
   * answer arrived or the service asked to retry (`broadcastRetries`): never broadcast twice.
   */
  broadcast(
    operations: BroadcastOperation[],
    options: BroadcastOptions & { wait: 'included' | 'irreversible' },
  ): Promise<WaitedBroadcastAnswer>;
  broadcast(operations: BroadcastOperation[], options?: BroadcastOptions): Promise<BroadcastAnswer>;
  broadcast(operations: BroadcastOperation[], cb: Callback<BroadcastAnswer>): Promise<void>;
  broadcast(
    operations: BroadcastOperation[],
    options: BroadcastOptions,
    cb: Callback<BroadcastAnswer>,
  ): Promise<void>;
  broadcast(
    operations: BroadcastOperation[],
    optionsOrCb?: BroadcastOptions | Callback<BroadcastAnswer>,
    cb?: Callback<BroadcastAnswer>,
  ): Promise<BroadcastAnswer | void> {
    const options = typeof optionsOrCb === 'function' ? {} : (optionsOrCb ?? {});
    const callback = typeof optionsOrCb === 'function' ? optionsOrCb : cb;
    return settle(this.keyedBroadcast(operations, options), callback);
  }

  private async keyedBroadcast(
    operations: BroadcastOperation[],
    options: BroadcastOptions,
  ): Promise<BroadcastAnswer> {
    const key = options.idempotencyKey ?? randomToken(16);
    const route = options.wait ? `broadcast?wait=${options.wait}` : 'broadcast';
    const request: JsonRequest = {
      method: 'POST',
      token: this.accessToken,
      body: { operations },
      ...(key === false ? {} : { headers: { 'Idempotency-Key': key } }),
    };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.call<BroadcastAnswer>(route, request, 'resource');
      } catch (error) {
        const delay = key === false ? undefined : retryDelayMs(error, attempt);
        if (delay === undefined || attempt >= this.broadcastRetries) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** GET /api/broadcast/{id}: where a transaction this user and app broadcast stands. */
  status(id: string): Promise<BroadcastReceipt> {
    return this.call<BroadcastReceipt>(
      `broadcast/${encodeURIComponent(id)}`,
      { method: 'GET', token: this.accessToken },
      'resource',
    );
  }

  // The SDK's operation methods, each also taking a callback as last argument (WithCallback).
  readonly vote = this.operation(ops.vote);
  readonly comment = this.operation(ops.comment);
  readonly deleteComment = this.operation(ops.deleteComment);
  readonly customJson = this.operation(ops.customJson);
  readonly reblog = this.operation(ops.reblog);
  readonly follow = this.operation((follower: string, following: string) =>
    ops.followAs(follower, following, ['blog']),
  );
  readonly unfollow = this.operation((unfollower: string, unfollowing: string) =>
    ops.followAs(unfollower, unfollowing, []),
  );
  readonly ignore = this.operation((follower: string, following: string) =>
    ops.followAs(follower, following, ['ignore']),
  );
  readonly claimRewardBalance = this.operation(ops.claimRewardBalance);

  /**
   * Replaces the signed-in user's posting_json_metadata (where the profile lives) with `metadata`,
   * by an `account_update2`. It replaces, not merges: start from me().user_metadata to keep the rest.
   */
  readonly updateUserMetadata = withCallback(async (metadata: object) => {
    const account = this.username ?? (await this.me()).user;
    return this.broadcast([ops.updatePostingMetadata(account, metadata)]);
  });

  // ——— Sign links (operations that need the user's own key) ———

  /** A sign link for one operation; with a callback, in a browser, it also opens in a new window. */
  sendOperation(op: Operation, params: SignLinkParams = {}, cb?: Callback<string>): string {
    return this.openLink(signLink(this.baseURL, 'op', op, this.namingApp(params)), cb);
  }

  sendOperations(
    operations: Operation[],
    params: SignLinkParams = {},
    cb?: Callback<string>,
  ): string {
    return this.openLink(signLink(this.baseURL, 'ops', operations, this.namingApp(params)), cb);
  }

  /** A sign link for a whole transaction; build one with placeholders with `unresolvedTransaction()`. */
  sendTransaction(
    tx: Transaction | Operation[],
    params: SignLinkParams = {},
    cb?: Callback<string>,
  ): string {
    const transaction = Array.isArray(tx) ? unresolvedTransaction(tx) : tx;
    return this.openLink(signLink(this.baseURL, 'tx', transaction, this.namingApp(params)), cb);
  }

  /**
   * A link whose callback is this client's callbackURL (query aside: a redirect URI the app
   * registered) names the app, so the sign page returns there by itself; any other callback is
   * left for the user to follow (naming the app would make the page refuse an unregistered one).
   */
  private namingApp(params: SignLinkParams): SignLinkParams {
    const withoutQuery = (uri: string) => uri.split(/[?#]/)[0];
    const registered =
      params.callback &&
      this.app &&
      this.callbackURL &&
      withoutQuery(params.callback) === withoutQuery(this.callbackURL);
    return registered && params.client_id === undefined
      ? { ...params, client_id: this.app }
      : params;
  }

  /** The SDK's legacy `/sign/<operation>?field=…` link. */
  sign(
    name: string,
    params: Record<string, string | number | boolean>,
    redirectUri?: string,
  ): string {
    const query = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, String(value)]),
    );
    if (redirectUri) query.set('redirect_uri', redirectUri);
    return `${this.baseURL}/sign/${encodeURIComponent(name)}?${query}`;
  }

  // ——— Internals ———

  private loginURL(options: {
    state?: string;
    account?: string;
    codeChallenge?: string;
    limits?: LimitChoice;
  }): string {
    const query = new URLSearchParams({
      client_id: this.required(this.app, 'app'),
      redirect_uri: this.required(this.callbackURL, 'callbackURL'),
    });
    if (this.responseType === 'code') query.set('response_type', 'code');
    if (this.scope?.length) query.set('scope', this.scope.join(','));
    if (this.responseMode) query.set('response_mode', this.responseMode);
    if (options.state) query.set('state', options.state);
    if (options.account) query.set('account', options.account);
    if (options.codeChallenge) {
      query.set('code_challenge', options.codeChallenge);
      query.set('code_challenge_method', 'S256');
    }
    const limits = options.limits ?? this.limits;
    if (limits)
      query.set('authorization_details', JSON.stringify([{ type: 'hive_posting', ...limits }]));
    return `${this.baseURL}/oauth2/authorize?${query}`;
  }

  /** A method broadcasting the one operation `build` makes of its arguments. */
  private operation<Args extends unknown[]>(
    build: (...args: Args) => BroadcastOperation,
  ): WithCallback<Args, BroadcastAnswer> {
    return withCallback((...args: Args) => this.broadcast([build(...args)]));
  }

  /**
   * One call to the API. With a DPoP key, a token request (`grant`) carries a proof, and so does
   * a call with a DPoP-bound access token (`resource`: `Authorization: DPoP`, the proof's `ath`);
   * the nonce an answer gives is kept, and a `use_dpop_nonce` refusal is retried once with it.
   */
  private async call<T>(
    route: string,
    request: JsonRequest,
    proves: 'grant' | 'resource' | 'none' = 'none',
  ): Promise<T> {
    const url = `${this.baseURL}/api/${route}`;
    const prover = this.prover;
    const token = proves === 'resource' && this.tokenType === 'DPoP' ? request.token : undefined;
    if (!prover || proves === 'none' || (proves === 'resource' && !token))
      return requestJson<T>(this.fetchFn, url, request);
    const noting: FetchLike = async (input, init) => {
      const response = await this.fetchFn(input, init);
      prover.noteNonce(input, response.headers?.get('DPoP-Nonce'));
      return response;
    };
    for (let retried = false; ; retried = true) {
      const proof = await prover.proof(request.method, url, token);
      const sent: JsonRequest = {
        ...request,
        headers: { ...request.headers, DPoP: proof },
        ...(token ? { token: `DPoP ${token}` } : {}),
      };
      try {
        return await requestJson<T>(noting, url, sent);
      } catch (error) {
        if (retried || !(error instanceof HivegateError && error.error === USE_DPOP_NONCE))
          throw error;
      }
    }
  }

  private openLink(url: string, cb?: Callback<string>): string {
    if (cb) {
      const browser = globalThis as {
        open?: (url: string, target: string) => unknown;
        document?: unknown;
      };
      if (typeof browser.open === 'function' && browser.document !== undefined)
        browser.open(url, '_blank');
      cb(null, url);
    }
    return url;
  }

  private required(value: string | undefined, name: string): string {
    if (!value)
      throw new HivegateError('invalid_request', `The client has no ${name}; set it in the config`);
    return value;
  }
}

/** What RFC 8628 §3.5 adds to the interval at each slow_down. */
const SLOW_DOWN_SECONDS = 5;

function showDeviceCode(device: DeviceAuthorization): void {
  console.error(
    `To sign in, open ${device.verification_uri} and enter the code ${device.user_code}\n` +
      `(or open ${device.verification_uri_complete}). It expires in ${Math.round(device.expires_in / 60)} minutes.`,
  );
}

function sleepFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
