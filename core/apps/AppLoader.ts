import type { ChainAccount } from '../shared/account';
import {
  appProfileOf,
  secretMatches,
  STRICT_APP_PROFILES,
  type AppProfile,
  type AppProfileOptions,
} from './app';
import { Errors, Unavailable, UnauthorizedClient } from '../errors';
import { ChainUnavailable, type AccountRead, type ChainClient } from '../ports/ChainClient';

/**
 * Loads accounts and app profiles for the use cases. Fails closed: an app whose profile does
 * not load or is not an app profile is refused, never trusted. Every use case reads app profiles
 * through it, so `profiles` (APP_PROFILE_POSTING_FALLBACK) is decided in one place.
 */
export class AppLoader {
  /**
   * Each read-only account record's profile, parsed once: the chain client shares one frozen
   * record per account while it is cached, and every code exchange, refresh and broadcast asks
   * for its app's profile (parsing the metadata each time was 3 % of a code exchange; issue 43).
   * A record changed on chain is a new record, so it is parsed anew.
   */
  private readonly parsed = new WeakMap<ChainAccount, AppProfile | null>();

  constructor(
    private readonly chain: ChainClient,
    private readonly profiles: AppProfileOptions = STRICT_APP_PROFILES,
  ) {}

  /** The accounts by name; names that do not exist are missing from the map. */
  async accounts(names: readonly string[]): Promise<Map<string, ChainAccount>> {
    const found = await reading(this.chain.getAccounts(names));
    return new Map(found.map((account) => [account.name, account]));
  }

  /** The accounts whose authorities list `publicKey` (a wallet-chosen sign-in, issue 27 §2). */
  accountsWithKey(publicKey: string): Promise<string[]> {
    return reading(this.chain.accountsWithKey(publicKey));
  }

  async account(name: string, read?: AccountRead): Promise<ChainAccount | undefined> {
    // No map for one name: GET /api/me reads one account per request.
    return (await reading(this.chain.getAccounts([name], read))).find(
      (account) => account.name === name,
    );
  }

  /** The app's profile, or UnauthorizedClient when `clientId` is not a registered app. */
  async app(clientId: string, account?: ChainAccount): Promise<AppProfile> {
    const record = account ?? (await this.account(clientId));
    const profile = record && this.profileOf(record);
    if (!profile) throw Errors.notAnApp(clientId);
    return profile;
  }

  /** The app profile `account` publishes, read as configured; undefined when it is not an app. */
  profileOf(account: ChainAccount): AppProfile | undefined {
    if (!Object.isFrozen(account)) return appProfileOf(account, this.profiles);
    const known = this.parsed.get(account);
    if (known !== undefined) return known ?? undefined;
    const profile = appProfileOf(account, this.profiles);
    this.parsed.set(account, profile ? frozen(profile) : null);
    return profile;
  }

  /**
   * Whether `secret` is `clientId`'s client secret (SHA-256, constant time): what the token
   * endpoint's failure limit asks before it counts anything. Undefined when no registered app
   * answers to `clientId` or the chain cannot say: then there is no secret to guess, and the
   * exchange itself refuses or answers 503.
   */
  async secretIsRight(clientId: string, secret: string): Promise<boolean | undefined> {
    try {
      return secretMatches(await this.app(clientId), secret);
    } catch (error) {
      if (error instanceof UnauthorizedClient || error instanceof Unavailable) return undefined;
      throw error;
    }
  }
}

/** Shared between callers, so read-only as the record it came from. */
function frozen(profile: AppProfile): AppProfile {
  Object.freeze(profile.redirectUris);
  Object.freeze(profile.postLogoutRedirectUris);
  return Object.freeze(profile);
}

/** A chain read, with "no node answers" worded as the domain's Unavailable. */
async function reading<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ChainUnavailable) throw Errors.chainUnreachable();
    throw error;
  }
}
