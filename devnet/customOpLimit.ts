import { CUSTOM_OPS_PER_BLOCK } from '../core/broadcast/chainLimits';
import { chainAssert } from './errors';

/**
 * hived's HIVE_CUSTOM_OP_BLOCK_LIMIT (libraries/chain/database.cpp, custom_op_visitor): each
 * `custom` and `custom_json` operation counts once for every account it impacts (its required
 * auths and required posting auths), over every transaction pending for the next block; a
 * transaction that takes an account past the limit is refused whole, before anything else is
 * checked, with hived's assert text. Answers the counts to keep once the transaction is accepted.
 */
export function countCustomOps(
  operations: readonly (readonly [string, Record<string, unknown>])[],
  pending: ReadonlyMap<string, number>,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [name, body] of operations) {
    if (name !== 'custom_json' && name !== 'custom') continue;
    for (const account of impacted(body)) {
      const count = (counts.get(account) ?? pending.get(account) ?? 0) + 1;
      counts.set(account, count);
      chainAssert(
        count <= CUSTOM_OPS_PER_BLOCK,
        'insert_info.first->second <= HIVE_CUSTOM_OP_BLOCK_LIMIT',
        `Account ${account} already submitted ${CUSTOM_OPS_PER_BLOCK} custom json operation(s) this block.`,
      );
    }
  }
  return counts;
}

function impacted(body: Record<string, unknown>): Set<string> {
  const names = [body.required_auths, body.required_posting_auths].flatMap((list) =>
    Array.isArray(list) ? list.filter((n): n is string => typeof n === 'string') : [],
  );
  return new Set(names);
}
