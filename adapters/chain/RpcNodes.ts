import { ChainUnavailable } from '../../core/ports/ChainClient';
import { NODE_ANSWER_LIMIT } from './answerLimit';
import { callRpc, callRpcBatch, type NodeLimits } from './jsonRpc';
import { nodeName } from './nodeAddress';

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

  /** One call to the node at `url` alone, within these nodes' limits (`retryStale`: see callRpc). */
  call(url: string, method: string, params: unknown, retryStale = true): Promise<unknown> {
    return callRpc(url, method, params, this.limits, retryStale);
  }

  /** The first answer any node gives to a read; ChainUnavailable when none does. Reads are safe to repeat. */
  read(method: string, params: unknown): Promise<unknown> {
    return this.firstAnswer(method, (url) => this.call(url, method, params));
  }

  /** The same read with each of `paramsList`, as one JSON-RPC batch: answers in that order. */
  readBatch(method: string, paramsList: readonly unknown[]): Promise<unknown[]> {
    const calls = paramsList.map((params) => ({ method, params }));
    return this.firstAnswer(method, (url) => callRpcBatch(url, calls, this.limits));
  }

  /**
   * The same read answered by two different nodes (issue 54 §6): the preferred two are asked at
   * once, and when one fails the next node in turn takes its place; each node is asked once.
   * ChainUnavailable when fewer than two answer. The preferred node is left as it is.
   */
  readFromTwo(method: string, params: unknown): Promise<[unknown, unknown]> {
    const queue = this.order();
    const failures: string[] = [];
    const fromNextNode = async (): Promise<unknown> => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const node = url;
        try {
          return await this.observed(node, method, () => this.call(node, method, params));
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

  private async firstAnswer<T>(method: string, call: (url: string) => Promise<T>): Promise<T> {
    const failures: string[] = [];
    for (const url of this.order()) {
      try {
        const result = await this.observed(url, method, () => call(url));
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
