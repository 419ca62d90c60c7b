/**
 * Fault switches, for reliability tests of clients:
 * - `latencyMs`: every answer is delayed this long;
 * - `failureRate` (0..1): that share of requests is answered HTTP 500 without being run;
 * - `mode`: 'http500' answers every request 500 without running it; 'garbage' answers 200 with a
 *   body that is not JSON; 'refuse' destroys each connection at once; 'drop_after_apply' runs a
 *   broadcast (so it lands) and then destroys the connection without answering, leaving the
 *   caller unsure, as a node that dies mid-answer does. Other calls are answered normally then,
 *   so the caller can look the transaction up.
 */

export type FaultMode = 'none' | 'http500' | 'garbage' | 'refuse' | 'drop_after_apply';

export interface FaultSettings {
  latencyMs: number;
  failureRate: number;
  mode: FaultMode;
}

const MODES: readonly FaultMode[] = ['none', 'http500', 'garbage', 'refuse', 'drop_after_apply'];

const NO_FAULTS: Readonly<FaultSettings> = { latencyMs: 0, failureRate: 0, mode: 'none' };

export class FaultSwitches {
  private settings: FaultSettings = { ...NO_FAULTS };

  constructor(private readonly random: () => number = Math.random) {}

  get current(): Readonly<FaultSettings> {
    return this.settings;
  }

  /** Changes the given switches, leaves the others; throws RangeError on a bad value. */
  set(changes: Partial<FaultSettings>): void {
    const next = { ...this.settings, ...changes };
    if (!Number.isFinite(next.latencyMs) || next.latencyMs < 0)
      throw new RangeError(`latencyMs must be a number ≥ 0, got ${String(next.latencyMs)}`);
    if (!(next.failureRate >= 0 && next.failureRate <= 1))
      throw new RangeError(`failureRate must be from 0 to 1, got ${String(next.failureRate)}`);
    if (!MODES.includes(next.mode))
      throw new RangeError(`mode must be one of ${MODES.join(', ')}, got ${String(next.mode)}`);
    this.settings = next;
  }

  reset(): void {
    this.settings = { ...NO_FAULTS };
  }

  /** Draws whether this request is one of the `failureRate` share that fails. */
  drawFailure(): boolean {
    return this.settings.failureRate > 0 && this.random() < this.settings.failureRate;
  }
}
