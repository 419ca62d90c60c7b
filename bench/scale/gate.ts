/**
 * The scale gate's arithmetic (issue 61): how a row's rounds become its ratio, and when a ratio
 * fails the run. What it holds, and the spec that holds each (test/bench/scaleGate.spec.ts):
 * - a row's ratio is the median, over its kept rounds, of each round's seeded ÷ empty CPU per
 *   request, the two measured at the same time (rounds.ts): the machine's speed at that moment
 *   cancels out of each round's ratio, and a round that caught a GC or another engineer's build
 *   moves a mean, not a median;
 * - the first rounds are warm-up, never counted (V8 compiles the hot path there);
 * - a row fails only when its ratio breaks the target and a re-measure of that row breaks it
 *   again: noise rarely breaks it twice, a real regression breaks it every time.
 */

/** The median of `values` (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** A store's figure for a row: the median CPU ms per request of its rounds after the first `discard`. */
export function figureOf(msPerRequest: readonly number[], discard: number): number {
  return median(msPerRequest.slice(discard));
}

/**
 * A row's ratio: the median over the rounds after the first `discard` of seeded ÷ empty, round by
 * round (`empty[i]` and `seeded[i]` measured at the same time).
 */
export function pairedRatio(
  empty: readonly number[],
  seeded: readonly number[],
  discard: number,
): number {
  return median(seeded.slice(discard).map((ms, i) => ms / empty[discard + i]));
}

/** What one measure of a row, and its re-measure when the first broke the target, decided. */
export interface Verdict {
  /** Seeded ÷ empty of each measure taken: one, or two when the first broke the target. */
  ratios: number[];
  /** True when every measure broke the target (both, since a first that met it ends the row). */
  failed: boolean;
}

/**
 * A row's verdict from its `first` ratio (seeded ÷ empty) and, when that broke `target`, the ratio
 * `again` measures anew: the row fails only when both broke it. A ratio that is no number (a store
 * that served nothing) breaks it.
 */
export async function decide(
  first: number,
  again: () => Promise<number>,
  target: number,
): Promise<Verdict> {
  const breaks = (ratio: number) => !(ratio <= target);
  if (!breaks(first)) return { ratios: [first], failed: false };
  const second = await again();
  return { ratios: [first, second], failed: breaks(second) };
}
