import { createHash } from 'node:crypto';
import type { ChainAccount } from '../../core/domain/account';
import type { Operation } from '../../core/domain/operations';
import {
  ChainRefused,
  ChainUnavailable,
  type BroadcastReceipt,
  type ChainClient,
} from '../../core/ports/ChainClient';
import { deepFreeze } from './deepFreeze';
import { recoverPublicKey } from './recoverPublicKey';

/**
 * A ChainClient over accounts held in memory: for use-case tests and embedding demos. It checks
 * no authority; `broadcast` records the operations and returns a deterministic id. Switches let
 * tests make it unreachable or refuse.
 */
export class MemoryChainClient implements ChainClient {
  readonly broadcasts: Operation[][] = [];
  unreachable = false;
  refuseWith?: string;
  private readonly accounts = new Map<string, ChainAccount>();

  constructor(
    accounts: ChainAccount[] = [],
    private readonly prefix = 'STM',
  ) {
    for (const account of accounts) this.put(account);
  }

  put(account: ChainAccount): void {
    this.accounts.set(account.name, structuredClone(account));
  }

  async getAccounts(names: readonly string[]): Promise<ChainAccount[]> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    return names.flatMap((name) => {
      const account = this.accounts.get(name);
      return account ? [deepFreeze(structuredClone(account))] : [];
    });
  }

  async broadcast(operations: readonly Operation[]): Promise<BroadcastReceipt> {
    if (this.unreachable) throw new ChainUnavailable('memory chain set unreachable');
    if (this.refuseWith)
      throw new ChainRefused(this.refuseWith, { code: -32000, message: this.refuseWith });
    this.broadcasts.push(structuredClone([...operations]));
    const id = createHash('sha256')
      .update(JSON.stringify([this.broadcasts.length, operations]))
      .digest('hex')
      .slice(0, 40);
    return { id, block_num: this.broadcasts.length };
  }

  recoverPublicKey(message: string, signature: string): string | undefined {
    return recoverPublicKey(message, signature, this.prefix);
  }
}
