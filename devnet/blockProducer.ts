import type { DevChain } from './DevChain';

export interface SynchronousReceipt {
  id: string;
  block_num: number;
  trx_num: number;
  expired: false;
}

/**
 * Decides when blocks are made.
 * - Interval mode (`intervalMs > 0`): a block every interval, empty or not, like hived; a
 *   synchronous broadcast answers once its transaction is in a block.
 * - Instant mode (`intervalMs === 0`): a block right after each accepted transaction. So that
 *   the head time does not go stale while idle (clients build expirations from it), an empty
 *   block is added before serving a request when the head is older than IDLE_BLOCK_MS.
 */
export class BlockProducer {
  static readonly IDLE_BLOCK_MS = 3000;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly chain: DevChain,
    readonly intervalMs: number,
  ) {}

  get instant(): boolean {
    return this.intervalMs === 0;
  }

  start(): void {
    if (!this.instant && !this.timer) {
      this.timer = setInterval(() => this.chain.produceBlock(), this.intervalMs);
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Called before each request: keeps an idle instant-mode chain's head time current. */
  beforeRequest(): void {
    if (this.instant && this.chain.headAgeMs() >= BlockProducer.IDLE_BLOCK_MS)
      this.chain.produceBlock();
  }

  /** condenser_api.broadcast_transaction: accepted into the pending block. Throws ChainException. */
  broadcast(transaction: unknown): { id: string } {
    const accepted = this.chain.pushTransaction(transaction);
    if (this.instant) this.chain.produceBlock();
    return accepted;
  }

  /** condenser_api.broadcast_transaction_synchronous: answers once the transaction is in a block. */
  async broadcastSynchronous(transaction: unknown): Promise<SynchronousReceipt> {
    const { id } = this.broadcast(transaction);
    const included = await this.chain.whenIncluded(id);
    return { id, block_num: included.block_num, trx_num: included.trx_num, expired: false };
  }
}
