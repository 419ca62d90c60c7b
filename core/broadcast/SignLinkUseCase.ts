import { isRegisteredRedirect } from '../signIn/redirectUri';
import type { ChainAccount } from '../shared/account';
import { Errors } from '../errors';
import type { Clock } from '../ports/Clock';
import type { AppLoader } from '../apps/AppLoader';

/** What the edge read from a sign link that only the chain and the clock can judge. */
export interface SignLinkCheck {
  /** Every account the operations name (not the `__signer` placeholder), with the field that names it. */
  accounts: readonly { field: string; name: string }[];
  /** The account that must sign, when the link fixes one. */
  signer?: string;
  /** A fixed expiration (`2030-01-01T00:00:00`, UTC); absent when the page fills it at signing. */
  expiration?: string;
  /** False for sign-only links (`nb`): their signature goes to the site, which broadcasts it later. */
  broadcast: boolean;
  /** The app the link says it comes from (`client_id`). */
  clientId?: string;
  /** Where the browser goes after signing. */
  callback?: string;
}

export interface SignLinkAnswer {
  /**
   * True when the page may go to the callback by itself: the link names an app and the callback is
   * one it registered. Otherwise the page shows the destination as a link the user may follow.
   */
  automaticReturn: boolean;
  /** The app the link comes from, as its profile names it (unverified). */
  app?: { username: string; name?: string };
}

/** HIVE_MAX_TIME_UNTIL_EXPIRATION: a node refuses a transaction expiring later than this, in seconds. */
const MAX_SECONDS_UNTIL_EXPIRATION = 3600;

/**
 * Judges a sign link before its page asks for a key. Enforces:
 * - every account it names, and its signer, exists on chain (the first missing one is named);
 * - a fixed expiration is a date in the future and, when broadcast, at most an hour ahead;
 * - with `client_id`: the app is registered and the callback, without its query, is exactly one of
 *   its redirect_uris (the query carries `{{id}}` placeholders), checked like at sign-in; only then
 *   does the page return by itself. Without `client_id` the return is the user's choice.
 */
export class SignLinkUseCase {
  constructor(
    private readonly apps: AppLoader,
    private readonly clock: Clock,
  ) {}

  async execute(link: SignLinkCheck): Promise<SignLinkAnswer> {
    this.checkExpiration(link);
    const named = [
      ...link.accounts,
      ...(link.signer ? [{ field: 's (the signer)', name: link.signer }] : []),
    ];
    const names = [
      ...new Set([...named.map((a) => a.name), ...(link.clientId ? [link.clientId] : [])]),
    ];
    const found =
      names.length > 0 ? await this.apps.accounts(names) : new Map<string, ChainAccount>();
    const missing = named.find((a) => !found.has(a.name));
    if (missing) throw Errors.signLinkAccountMissing(missing.field, missing.name);
    if (!link.clientId) return { automaticReturn: false };

    const app = await this.apps.app(link.clientId, found.get(link.clientId));
    if (link.callback !== undefined && !isRegisteredRedirect(app, link.callback.split('?')[0])) {
      throw Errors.redirectNotRegistered(app.username);
    }
    return {
      automaticReturn: link.callback !== undefined,
      app: { username: app.username, name: app.name },
    };
  }

  private checkExpiration(link: SignLinkCheck): void {
    if (link.expiration === undefined) return;
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(link.expiration))
      throw Errors.signLinkExpirationNotValid();
    const expires = Date.parse(`${link.expiration}Z`);
    if (Number.isNaN(expires)) throw Errors.signLinkExpirationNotValid();
    const now = this.clock.now();
    if (expires <= now) throw Errors.signLinkExpired(link.expiration);
    if (link.broadcast && expires > now + MAX_SECONDS_UNTIL_EXPIRATION * 1000) {
      throw Errors.signLinkExpiresTooLate(MAX_SECONDS_UNTIL_EXPIRATION / 60);
    }
  }
}
