import type { AppEntry } from '../ports/DirectoryShare';

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
