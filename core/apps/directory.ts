import type { SiteStatus } from '../ports/WebsiteProber';
import type { ProfileSource } from './app';

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

export const NAME_MAX = 64;
export const ABOUT_MAX = 300;

export const DAY_MS = 86_400_000;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The first day of a window of `days` days ending on (and including) `lastDay`. */
export function windowStart(lastDay: string, days: number): string {
  return dayOf(Date.parse(`${lastDay}T00:00:00Z`) - (days - 1) * DAY_MS);
}

// Controls and line breaks become spaces; invisible marks and the bidi overrides and isolates
// that can make text read as something else are dropped (ZWJ/ZWNJ stay: emoji and scripts need them).
const BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const HIDDEN = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * Profile text as published by an app account: untrusted. Keeps it plain (no controls, no bidi
 * tricks, one line) and at most `max` characters, cut on a code point. Escaping for HTML is the
 * page's job; this only makes it sane. Null when not a non-empty string.
 */
export function untrustedText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const clean = value.replace(BREAKS, ' ').replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
  if (clean === '') return null;
  const chars = Array.from(clean);
  return chars.length <= max
    ? clean
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * Ranking order: users, then requests (both descending), then the account name — the username,
 * which is unique and not something an app can pick to climb the list.
 */
export function byRank(a: AppEntry, b: AppEntry): number {
  return (
    b.users - a.users ||
    b.requests - a.requests ||
    (a.username < b.username ? -1 : a.username > b.username ? 1 : 0)
  );
}
