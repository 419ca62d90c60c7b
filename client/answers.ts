/** What the service answers (docs/api.md has the whole contract). */

/** An account as the chain's `condenser_api.get_accounts` returns it; only a few fields are typed. */
export interface ChainAccount {
  id: number;
  name: string;
  posting: {
    weight_threshold: number;
    account_auths: [string, number][];
    key_auths: [string, number][];
  };
  json_metadata: string;
  posting_json_metadata: string;
  [field: string]: unknown;
}

/** `GET|POST /api/me`. */
export interface AccountAnswer {
  user: string;
  _id: string;
  name: string;
  account: ChainAccount;
  /** `['login']` for a login token; otherwise the operations /api/broadcast accepts. */
  scope: string[];
  /**
   * posting_json_metadata (or json_metadata) parsed; absent when the account has none. The user
   * writes it: check each field's type before use (`profile` is usually an object with `name`).
   */
  user_metadata?: Record<string, unknown>;
}

/** `POST /api/broadcast`: the transaction id, once a node accepted the transaction. */
export interface BroadcastAnswer {
  /** `ids`: every transaction, in order, when the service split the operations for a per-block limit. */
  result: { id: string; ids?: string[] };
}

/** `GET /api/broadcast/{id}`: where a transaction stands; block_num and trx_num once in a block. */
export interface BroadcastReceipt {
  id: string;
  status: 'accepted' | 'included' | 'irreversible' | 'expired' | 'unknown';
  block_num: number | null;
  trx_num: number | null;
}

/** `POST /api/broadcast?wait=…`: the receipt of the state waited for. */
export interface WaitedBroadcastAnswer {
  result: BroadcastReceipt & { ids?: string[] };
}

/** `POST /api/oauth2/token`. */
export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  /** Seconds: 604800 (7 days). */
  expires_in: number;
  username: string;
  /** OpenID Connect sign-ins (the `openid` scope): the id_token. */
  id_token?: string;
  /** The limits the user granted (RFC 9396 §7), when the app asked for some: see docs/limits.md. */
  authorization_details?: PostingLimits[];
  /**
   * `DPoP` when the tokens are bound to the client's DPoP key (RFC 9449; a request that sent a
   * proof); the standard form says `Bearer` otherwise, the API's own form nothing.
   */
  token_type?: 'Bearer' | 'DPoP';
  /**
   * The standard form (a `grant_type`: the device flow's answers among them): what the tokens hold,
   * space-separated — the OpenID scopes, then what the access token may broadcast (`login`: nothing).
   */
  scope?: string;
}

/**
 * Limits on a posting grant: an RFC 9396 `authorization_details` entry of type `hive_posting`.
 * Every member is optional; absent means no limit of that kind.
 */
export interface PostingLimits {
  type: 'hive_posting';
  /** The operations allowed (`vote`, `comment`, `custom_json`…). */
  operations?: string[];
  /** The largest vote weight, 1–10000 (2000 is 20 %). */
  max_vote_weight?: number;
  /** Votes of negative weight (true when absent). */
  allow_downvote?: boolean;
  /** The custom_json ids allowed (`follow`, `community`…). */
  custom_json_ids?: string[];
  /** Operations per rolling 24 hours for this user and app. */
  max_operations_per_day?: number;
  /** ISO 8601: when the grant ends. */
  expires_at?: string;
}

/** `POST /api/oauth2/token/revoke`. */
export interface RevokeAnswer {
  success: true;
}

/** An entry of `GET /api/apps`. */
export interface AppEntry {
  username: string;
  name: string | null;
  about: string | null;
  website: string | null;
  site: 'ok' | 'no_website' | 'invalid' | 'redirected' | 'blocked' | 'unreachable';
  redirects_to?: string;
  /**
   * Where the app's identity (redirect_uris, secret…) was read: `json_metadata` (written with its
   * active key); `posting_json_metadata` (accepted only where the service runs with
   * APP_PROFILE_POSTING_FALLBACK=on, and weaker: whoever holds the app's posting authority can
   * rewrite it); null when the account publishes no app profile the service accepts.
   */
  profile_source: 'json_metadata' | 'posting_json_metadata' | null;
  /**
   * Whether a user's limits on the app bind everything it can do with their posting authority:
   * true when only the service can meet the app account's posting authority; false when it lists
   * keys or accounts of its own that can sign on chain outside any limit; null when unknown.
   */
  limits_enforced: boolean | null;
  users: number;
  requests: number;
  first_seen: string | null;
  last_seen: string | null;
  new: boolean;
}

/** `GET /api/apps`. */
export interface AppDirectory {
  updated_at: string;
  building: boolean;
  window_days: number;
  featured: string[];
  apps: AppEntry[];
}

/**
 * What a sign-in callback carried, once checked: the token flow gives an access token only, the
 * code flow (after the exchange) an access and a refresh token.
 */
export interface SignInResult {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  username: string;
  state: string;
}

/** POST /api/oauth2/device_authorization's answer (RFC 8628 §3.2): what a device shows its user. */
export interface DeviceAuthorization {
  device_code: string;
  /** `XXXX-XXXX`, to type at `verification_uri`. */
  user_code: string;
  verification_uri: string;
  /** The same page with the code filled in: for a link or a QR code. */
  verification_uri_complete: string;
  /** Seconds the codes live. */
  expires_in: number;
  /** Seconds to wait between polls. */
  interval: number;
}
