/**
 * How long a revocation without an `until` is kept (rows from before migration 8/10, or written by
 * an older release during a rolling deploy): the longest lifetime configuration allows
 * (REFRESH_TTL_SECONDS at most a year) and a day more.
 */
export const LEGACY_KEEP_MS = 367 * 24 * 3600_000;

/** Until when a stored revocation is kept (ms): its `until`, else its time and LEGACY_KEEP_MS. */
export function keptUntil(row: { at: number | string; until: number | string | null }): number {
  return row.until === null ? Number(row.at) + LEGACY_KEEP_MS : Number(row.until);
}
