import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work runs for, carried through every await (AsyncLocalStorage), so that
 * adapters the core calls can name the request id without the core passing it along.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export const requestContext = {
  run<T>(requestId: string, work: () => T): T {
    return storage.run({ requestId }, work);
  },
  /** The current request's id; undefined outside a request (background jobs). */
  requestId(): string | undefined {
    return storage.getStore()?.requestId;
  },
};
