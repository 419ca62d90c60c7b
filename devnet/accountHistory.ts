import { utils } from '@hiveio/dhive';
import type { BlockRecord } from './blockLog';
import type { DevChain } from './DevChain';
import { requiredAuthoritiesOf } from './operationRules';
import type { OperationBody } from './operationRules';

/**
 * Each account's history, as hived's account_history plugin keeps it: every operation that
 * "impacts" the account (libraries/protocol/forward_impacted.cpp: the accounts whose authority
 * it needs, plus a vote's author, a comment's parent author, a transfer's recipient and a comment
 * option's beneficiaries), numbered per account from 0 in the order the chain applied them. The
 * dev chain has no virtual operations (no payouts, no producer rewards), so there are none here.
 */

export interface HistoryEntry {
  /** The account's own sequence number of this operation, from 0. */
  seq: number;
  trx_id: string;
  block: number;
  trx_in_block: number;
  op_in_trx: number;
  timestamp: string;
  /** The operation in legacy JSON, `[name, body]`. */
  op: [string, OperationBody];
}

type Operation = [string, OperationBody];

/** hived's get_impacted_accounts for the operations the dev chain applies. */
export function impactedAccounts(operation: Operation): Set<string> {
  const [name, body] = operation;
  const required = requiredAuthoritiesOf([operation]);
  const impacted = new Set([...required.posting, ...required.active, ...required.owner]);
  const add = (account: unknown) => {
    if (typeof account === 'string' && account !== '') impacted.add(account);
  };
  if (name === 'vote') add(body.author);
  if (name === 'comment') add(body.parent_author);
  if (name === 'transfer') add(body.to);
  if (name === 'comment_options') {
    for (const extension of (body.extensions as unknown[] | undefined) ?? []) {
      const [, value] = extension as [unknown, { beneficiaries?: { account: string }[] }];
      for (const beneficiary of value?.beneficiaries ?? []) add(beneficiary.account);
    }
  }
  return impacted;
}

/** Operation ids as hived numbers them (the order of its operation variant), from dhive. */
const OPERATION_IDS: Readonly<Record<string, number>> = utils.operationOrders;

/**
 * hived's operation filter: bit N of `low` (N < 64) or of `high` (N - 64) selects operation N.
 * Neither given: every operation.
 */
export function operationFilter(low?: bigint, high?: bigint): (name: string) => boolean {
  if (!low && !high) return () => true;
  return (name) => {
    const id = OPERATION_IDS[name];
    if (id === undefined) return false;
    const bits = id < 64 ? (low ?? 0n) : (high ?? 0n);
    return ((bits >> BigInt(id % 64)) & 1n) === 1n;
  };
}

/** The index, kept up to date block by block. One per chain (historyOf). */
export class AccountHistory {
  private readonly byAccount = new Map<string, HistoryEntry[]>();

  constructor(chain: DevChain) {
    for (let num = 1; num <= chain.head.block_num; num += 1) {
      const block = chain.blocks.block(num);
      if (block) this.add(block);
    }
    chain.onBlock((block) => this.add(block));
  }

  /** The account's entries in blocks up to `lastBlock`, oldest first. */
  entries(account: string, lastBlock: number): HistoryEntry[] {
    const all = this.byAccount.get(account) ?? [];
    let end = all.length;
    while (end > 0 && all[end - 1].block > lastBlock) end -= 1;
    return all.slice(0, end);
  }

  private add(block: BlockRecord): void {
    for (const included of block.transactions) {
      included.transaction.operations.forEach((operation, opInTrx) => {
        const op = operation as Operation;
        for (const account of impactedAccounts(op)) {
          const list = this.byAccount.get(account) ?? [];
          list.push({
            seq: list.length,
            trx_id: included.id,
            block: block.block_num,
            trx_in_block: included.trx_num,
            op_in_trx: opInTrx,
            timestamp: block.timestamp,
            op,
          });
          this.byAccount.set(account, list);
        }
      });
    }
  }
}

const indexes = new WeakMap<DevChain, AccountHistory>();

/** The chain's history index, built on first use. */
export function historyOf(chain: DevChain): AccountHistory {
  let index = indexes.get(chain);
  if (!index) indexes.set(chain, (index = new AccountHistory(chain)));
  return index;
}
