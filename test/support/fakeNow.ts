import type { FakeClock } from './FakeClock';

/**
 * Makes `Date.now()` read `clock` until the returned function is called. For libraries that read
 * the time themselves (rate-limiter-flexible's memory store), so their windows move with the fake clock.
 */
export function dateNowFrom(clock: FakeClock): () => void {
  const real = Date.now;
  Date.now = () => clock.now();
  return () => {
    Date.now = real;
  };
}
