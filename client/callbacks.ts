import type { HivegateError } from './errors';

/** The hivesigner SDK's callback form: `(err, null)` or `(null, result)`. */
export type Callback<T> = (error: HivegateError | null, result: T | null) => unknown;

/**
 * Runs `work` for a promise caller, or hands its outcome to `cb`. With a callback the returned
 * promise never rejects for a failed call (the callback has the error; a rejection nobody
 * listens to would crash Node), only if the callback itself throws.
 */
export function settle<T>(work: Promise<T>, cb?: Callback<T>): Promise<T | void> {
  if (!cb) return work;
  return work.then(
    (result) => void cb(null, result),
    (error: HivegateError) => void cb(error, null),
  );
}
