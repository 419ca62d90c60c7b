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

/** A method in the SDK's two forms: resolves with T, or hands T to a callback given last. */
export interface WithCallback<Args extends unknown[], T> {
  (...args: Args): Promise<T>;
  (...args: [...Args, Callback<T>]): Promise<void>;
}

/** `work` as a method of both forms; a trailing function argument is the callback (no argument of an operation is one). */
export function withCallback<Args extends unknown[], T>(
  work: (...args: Args) => Promise<T>,
): WithCallback<Args, T> {
  return ((...args: unknown[]) => {
    const cb = typeof args.at(-1) === 'function' ? (args.pop() as Callback<T>) : undefined;
    return settle(work(...(args as Args)), cb);
  }) as WithCallback<Args, T>;
}
