import { named, positional, stringArg } from '../rpcParams';
import type { MethodTable } from './method';

/**
 * What a wallet lists beside an account's balances: delegations, open orders, vesting routes,
 * savings withdrawals, conversions, recurrent transfers, RC delegations, proposals and votes on
 * them. The dev chain has no operation that makes any of these, so each answers hived's empty
 * answer (an empty list, or an object holding one), which is also what hived answers for an
 * account without them. The account argument is still checked.
 */

function accountArg(params: unknown, name: string): string {
  return stringArg(positional(params, name)[0], 'account');
}

export const WALLET_LIST_METHODS: MethodTable = {
  'condenser_api.get_vesting_delegations': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.get_expiring_vesting_delegations': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.get_open_orders': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.get_withdraw_routes': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.get_savings_withdraw_from': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.get_savings_withdraw_to': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.get_conversion_requests': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.get_collateralized_conversion_requests': (params, _context, name) => {
    accountArg(params, name);
    return [];
  },
  'condenser_api.list_proposals': () => [],
  'condenser_api.list_proposal_votes': () => [],
  'database_api.find_vesting_delegation_expirations': (params, _context, name) => {
    stringArg(named(params, name).account, 'account');
    return { delegations: [] };
  },
  'database_api.find_recurrent_transfers': (params, _context, name) => {
    stringArg(named(params, name).from, 'from');
    return { recurrent_transfers: [] };
  },
  'rc_api.list_rc_direct_delegations': () => ({ rc_direct_delegations: [] }),
};
