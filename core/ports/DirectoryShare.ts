import type { ProfileSource } from '../shared/account';
import type { SiteStatus } from './WebsiteProber';

/** One app of the directory: the spec's App entry, plus `profile_source` (issue 37 §2). */
export interface AppEntry {
  username: string;
  name: string | null;
  about: string | null;
  website: string | null;
  site: SiteStatus;
  redirects_to?: string;
  /**
   * Where the app's identity (redirect_uris, secret…) was read: `json_metadata` (its active key
   * wrote it); `posting_json_metadata` (only with APP_PROFILE_POSTING_FALLBACK=on: whoever holds
   * its posting authority can rewrite it, so it is flagged); null when the account publishes no
   * app profile this service accepts (nobody can sign in to it).
   */
  profile_source: ProfileSource | null;
  /**
   * Whether a user's limits on the app bind everything it can do with their posting authority:
   * true when only this service can meet the app account's posting authority; false when it lists
   * keys or accounts of its own that can sign on chain outside any limit (core/limits/limitsReach.ts,
   * as the consent page says); null when the account is no app or could not be read.
   */
  limits_enforced: boolean | null;
  users: number;
  requests: number;
  first_seen: string | null;
  last_seen: string | null;
  new: boolean;
}

/** The spec's App directory answer. */
export interface DirectoryAnswer {
  updated_at: string;
  building: boolean;
  window_days: number;
  featured: string[];
  apps: AppEntry[];
}

/** A directory answer one instance built and published. */
export interface PublishedDirectory {
  answer: DirectoryAnswer;
  /** When it was built, ms since the epoch. */
  builtAt: number;
}

/**
 * How instances sharing storage share the app directory: one builds at a time, and every instance
 * serves what was last published, so all answer the same list. Without it, each instance builds
 * its own.
 */
export interface DirectoryShare {
  /** The last published directory; undefined before the first. */
  latest(): Promise<PublishedDirectory | undefined>;

  /**
   * Runs `build` while holding the directory lock, and publishes what it returns (nothing when it
   * returns undefined). When another instance holds the lock, returns false at once without
   * calling `build`. The lock is released however `build` ends, and when the instance dies.
   */
  buildAlone(build: () => Promise<PublishedDirectory | undefined>): Promise<boolean>;
}
