import { cryptoUtils, type Operation, type PrivateKey, type Transaction } from '@hiveio/dhive';
import { AUTHOR, postingKeyOf } from './accounts';

/** Talks to the devnet child directly: JSON-RPC calls, and transactions signed in the bench process. */
export class BenchChain {
  private nextId = 1;

  constructor(
    readonly url: string,
    private readonly chainId: string,
  ) {}

  async call<T>(method: string, params: unknown[]): Promise<T> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: this.nextId++, method, params }),
    });
    const answer = (await response.json()) as { result?: T; error?: { message: string } };
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result as T;
  }

  /** A JSON-RPC `broadcast_transaction_synchronous` body carrying `operations` signed with `keys`. */
  async signer(): Promise<(operations: Operation[], keys: PrivateKey | PrivateKey[]) => string> {
    const head = await this.call<{
      head_block_number: number;
      head_block_id: string;
      time: string;
    }>('condenser_api.get_dynamic_global_properties', []);
    const chainId = Buffer.from(this.chainId, 'hex');
    // 50 minutes: signed now, sent during the run; the chain allows up to an hour.
    const expiration = new Date(Date.parse(`${head.time}Z`) + 3000 * 1000)
      .toISOString()
      .slice(0, 19);
    let id = 0;
    return (operations, keys) => {
      const transaction: Transaction = {
        ref_block_num: head.head_block_number & 0xffff,
        ref_block_prefix: Buffer.from(head.head_block_id, 'hex').readUInt32LE(4),
        expiration,
        operations,
        extensions: [],
      };
      const signed = cryptoUtils.signTransaction(transaction, keys, chainId);
      return JSON.stringify({
        jsonrpc: '2.0',
        id: ++id,
        method: 'condenser_api.broadcast_transaction_synchronous',
        params: [signed],
      });
    };
  }

  /** Posts root posts by AUTHOR with these permlinks, 50 per transaction. */
  async seedPosts(permlinks: readonly string[]): Promise<void> {
    const sign = await this.signer();
    const key = postingKeyOf(AUTHOR);
    for (let start = 0; start < permlinks.length; start += 50) {
      const operations: Operation[] = permlinks.slice(start, start + 50).map((permlink) => [
        'comment',
        {
          parent_author: '',
          parent_permlink: 'bench',
          author: AUTHOR,
          permlink,
          title: permlink,
          body: 'bench',
          json_metadata: '',
        },
      ]);
      const body = sign(operations, key);
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      const answer = (await response.json()) as { error?: { message: string } };
      if (answer.error) throw new Error(`seeding posts: ${answer.error.message}`);
    }
  }
}
