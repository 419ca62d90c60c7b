import { historyOf, operationFilter } from '../accountHistory';
import type { HistoryEntry } from '../accountHistory';
import { chainAssert, RpcError } from '../errors';
import { positional, stringArg } from '../rpcParams';
import type { MethodTable } from './method';

/**
 * `condenser_api.get_account_history [account, start, limit, filter_low?, filter_high?]`, as hived's
 * account_history_api.cpp answers it: from the entry numbered `start` (-1: the newest) backwards,
 * the `limit` newest entries that pass the operation filter, oldest first, as `[seq, operation]`;
 * irreversible blocks only (condenser_api never asks for reversible ones). Asserts keep hived's
 * texts. Not modelled: hived's "Could not find filtered operation in 2000 operations" cut-off.
 */

const MAX_HISTORY_LIMIT = 1000;
const NEWEST = 2n ** 64n - 1n;

function unsignedArg(value: unknown, what: string): bigint {
  if (value === -1) return NEWEST;
  if (
    (typeof value === 'number' && Number.isInteger(value) && value >= 0) ||
    (typeof value === 'string' && /^\d+$/.test(value))
  )
    return BigInt(value);
  throw RpcError.invalidParams(`${what} must be an unsigned integer`);
}

function filterArg(value: unknown, what: string): bigint | undefined {
  return value === undefined || value === null ? undefined : unsignedArg(value, what);
}

function condenserEntry(entry: HistoryEntry): [number, Record<string, unknown>] {
  return [
    entry.seq,
    {
      trx_id: entry.trx_id,
      block: entry.block,
      trx_in_block: entry.trx_in_block,
      op_in_trx: entry.op_in_trx,
      virtual_op: false,
      timestamp: entry.timestamp,
      op: entry.op,
    },
  ];
}

export const ACCOUNT_HISTORY_METHODS: MethodTable = {
  'condenser_api.get_account_history': (params, { chain }, name) => {
    const args = positional(params, name);
    chainAssert(
      args.length >= 3 && args.length <= 5,
      'args.size() == 3 || args.size() == 4 || args.size() == 5',
      `Expected 3, 4, or 5 argument(s), was ${args.length}`,
      { n: args.length },
    );
    const account = stringArg(args[0], 'account');
    const start = unsignedArg(args[1], 'start');
    const limit = Number(unsignedArg(args[2], 'limit'));
    const passes = operationFilter(
      filterArg(args[3], 'operation_filter_low'),
      filterArg(args[4], 'operation_filter_high'),
    );
    chainAssert(
      limit <= MAX_HISTORY_LIMIT,
      'args.limit <= 1000',
      `limit of ${limit} is greater than maxmimum allowed`,
      { l: limit },
    );
    chainAssert(
      start >= BigInt(limit) - 1n,
      'args.start >= args.limit-1',
      'start must be greater than or equal to limit-1 (start is 0-based index)',
    );
    const chosen: HistoryEntry[] = [];
    const entries = historyOf(chain).entries(account, chain.lastIrreversibleBlockNum);
    for (let i = entries.length - 1; i >= 0 && chosen.length < limit; i -= 1) {
      if (BigInt(entries[i].seq) > start) continue;
      if (passes(entries[i].op[0])) chosen.push(entries[i]);
    }
    return chosen.reverse().map(condenserEntry);
  },
};
