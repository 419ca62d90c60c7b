import { ChainUnavailable } from '../../core/ports/ChainClient';
import { NODE_ANSWER_LIMIT } from './answerLimit';
import type { Tracing } from '../ops/Tracing';
import { callRpc, callRpcBatch, type NodeLimits } from './jsonRpc';
import { nodeName } from './nodeAddress';
import { RpcRefusal, RpcTransportFailure } from './rpcErrors';

/**
 * The configured nodes (HIVE_NODES), the one that answered last tried first.
 *
 * Reads go through here rather than dhive's Client: dhive gives each read try a hard-coded
 * timeout of 500 ms × the try number and retries until its overall timeout, so one slow node
 * gets the same read several times and a loaded one fails spuriously. Here each node gets one
 * try of `timeoutMs`, then the next node is asked.
 */
/** Told of every node call a read makes (metrics: latency per node, failovers). Must not throw. */
export type NodeObserver = (call: {
  node: string;
  method: string;
  ms: number;
  ok: boolean;
}) => void;

export class RpcNodes {
  private preferred = 0;
  readonly limits: NodeLimits;

  constructor(
    readonly urls: readonly string[],
    readonly timeoutMs: number,
    private readonly observer?: NodeObserver,
    answerLimit = NODE_ANSWER_LIMIT,
    /** Each node call in a client span that the node gets as `traceparent` (issue 58). */
    private readonly tracing?: Tracing,
  ) {
    if (urls.length === 0) throw new Error('at least one Hive node URL is needed');
    this.limits = { timeoutMs, answerLimit };
  }

  /** Every node once, the preferred one first. */
  order(): string[] {
    return this.urls.map((_, i) => this.urls[(this.preferred + i) % this.urls.length]);
  }

  /** `url` just answered: try it first next time. */
  prefer(url: string): void {
    this.preferred = Math.max(0, this.urls.indexOf(url));
  }

  /**
   * One call to the node at `url` alone, within these nodes' limits (`retryStale`: see callRpc);
   * `attempt`: which node of the caller's turn this is (2 and on: a failover), for the trace.
   */
  call(
    url: string,
    method: string,
    params: unknown,
    retryStale = true,
    attempt = 1,
  ): Promise<unknown> {
    if (!this.tracing) return callRpc(url, method, params, this.limits, retryStale);
    return this.traced(url, method, attempt, (headers) =>
      callRpc(url, method, params, this.limits, retryStale, headers),
    );
  }

  /** The first answer any node gives to a read; ChainUnavailable when none does. Reads are safe to repeat. */
  read(method: string, params: unknown): Promise<unknown> {
    return this.firstAnswer(method, (url, attempt) =>
      this.call(url, method, params, true, attempt),
    );
  }

  /** The same read with each of `paramsList`, as one JSON-RPC batch: answers in that order. */
  readBatch(method: string, paramsList: readonly unknown[]): Promise<unknown[]> {
    const calls = paramsList.map((params) => ({ method, params }));
    return this.firstAnswer(method, (url, attempt) =>
      this.tracing
        ? this.traced(url, method, attempt, (headers) =>
            callRpcBatch(url, calls, this.limits, headers),
          )
        : callRpcBatch(url, calls, this.limits),
    );
  }

  /**
   * A node call in a client span `jsonrpc <method>`: the node's host alone (never its path,
   * query or credentials), the attempt, and what became of the request: `delivered` (answered),
   * `refused` (a JSON-RPC error), `maybe_delivered` or `not_delivered` (RpcTransportFailure).
   */
  private traced<T>(
    url: string,
    method: string,
    attempt: number,
    call: (headers: Readonly<Record<string, string>>) => Promise<T>,
  ): Promise<T> {
    const address = hostAndPort(url);
    return this.tracing!.inClientSpan(
      `jsonrpc ${method}`,
      {
        'rpc.system': 'jsonrpc',
        'rpc.method': method,
        ...address,
        'hive.node.attempt': attempt,
        'hive.node.failover': attempt > 1,
      },
      async (span) => {
        try {
          const result = await call(span.headers);
          span.set({ 'hive.outcome': 'delivered' });
          return result;
        } catch (error) {
          span.set({ 'hive.outcome': outcomeOf(error) });
          throw error;
        }
      },
    );
  }

  /**
   * The same read answered by two different nodes (issue 54 §6): the preferred two are asked at
   * once, and when one fails the next node in turn takes its place; each node is asked once.
   * ChainUnavailable when fewer than two answer. The preferred node is left as it is.
   */
  readFromTwo(method: string, params: unknown): Promise<[unknown, unknown]> {
    const queue = this.order();
    const failures: string[] = [];
    let attempts = 0;
    const fromNextNode = async (): Promise<unknown> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const node = url;
        // The first two are the pair asked at once; a third and on replace a failed one.
        const attempt = ++attempts;
        try {
          return await this.observed(node, method, () =>
            this.call(node, method, params, true, attempt > 2 ? attempt - 1 : 1),
          );
        } catch (error) {
          failures.push(`${nodeName(node)}: ${(error as Error).message}`);
        }
      }
      throw new ChainUnavailable(
        `Fewer than two Hive nodes answered ${method} (${failures.join('; ')})`,
        { failures },
      );
    };
    return Promise.all([fromNextNode(), fromNextNode()]);
  }

  private async firstAnswer<T>(
    method: string,
    call: (url: string, attempt: number) => Promise<T>,
  ): Promise<T> {
    const failures: string[] = [];
    const urls = this.order();
    for (let i = 0; i < urls.length; i++) {
      const url = urls[i];
      try {
        const result = await this.observed(url, method, () => call(url, i + 1));
        this.prefer(url);
        return result;
      } catch (error) {
        failures.push(`${nodeName(url)}: ${(error as Error).message}`);
      }
    }
    throw new ChainUnavailable(`No Hive node answered ${method} (${failures.join('; ')})`, {
      failures,
    });
  }

  /** One node call, told to the observer whether it answered or failed. */
  private async observed<T>(url: string, method: string, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let ok = false;
    try {
      const result = await call();
      ok = true;
      return result;
    } finally {
      this.observer?.({ node: nodeName(url), method, ms: performance.now() - started, ok });
    }
  }
}

/** A node's host and port as semantic conventions name them: nothing else of its address. */
function hostAndPort(url: string): { 'server.address': string; 'server.port'?: number } {
  try {
    const { hostname, port, protocol } = new URL(url);
    return {
      'server.address': hostname,
      'server.port': port ? Number(port) : protocol === 'https:' ? 443 : 80,
    };
  } catch {
    return { 'server.address': 'unreadable' };
  }
}

function outcomeOf(error: unknown): string {
  if (error instanceof RpcRefusal) return 'refused';
  if (error instanceof RpcTransportFailure)
    return error.maybeDelivered ? 'maybe_delivered' : 'not_delivered';
  return 'failed';
}
