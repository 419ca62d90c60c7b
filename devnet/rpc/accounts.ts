import { condenserAccount, databaseApiAccount, extendedAccount } from '../accountRecord';
import { keyReferences } from '../chainReads';
import type { DevChain } from '../DevChain';
import { fcInteger } from '../fcJson';
import { currentRc, maxRc, RC_CREATION_ADJUSTMENT } from '../resourceCredits';
import { named, positional, stringListArg } from '../rpcParams';
import type { MethodTable } from './method';

/** Accounts, their keys and their resource credits. */

export function accountsByName(chain: DevChain, names: string[]) {
  return names.map((name) => chain.state.accounts.get(name));
}

export const ACCOUNT_METHODS: MethodTable = {
  'condenser_api.get_accounts': (params, { chain }, name) => {
    const names = stringListArg(positional(params, name)[0], 'account names');
    return accountsByName(chain, names)
      .filter((a) => a !== undefined)
      .map((a) => extendedAccount(a));
  },
  'condenser_api.lookup_account_names': (params, { chain }, name) => {
    const names = stringListArg(positional(params, name)[0], 'account names');
    return accountsByName(chain, names).map((a) => (a ? condenserAccount(a) : null));
  },
  'condenser_api.get_account_count': (_params, { chain }) => chain.state.accounts.size,
  'condenser_api.get_key_references': (params, { chain }, name) =>
    keyReferences(chain, stringListArg(positional(params, name)[0], 'keys')),
  'database_api.find_accounts': (params, { chain }, name) => {
    const names = stringListArg(named(params, name).accounts, 'accounts');
    return {
      accounts: accountsByName(chain, names)
        .filter((a) => a !== undefined)
        .map((a) => databaseApiAccount(a)),
    };
  },
  'account_by_key_api.get_key_references': (params, { chain }, name) => ({
    accounts: keyReferences(chain, stringListArg(named(params, name).keys, 'keys')),
  }),
  'rc_api.find_rc_accounts': (params, { chain }, name) => {
    const names = stringListArg(named(params, name).accounts, 'accounts');
    const now = Math.floor(Date.parse(`${chain.head.timestamp}Z`) / 1000);
    return {
      rc_accounts: accountsByName(chain, names)
        .filter((a) => a !== undefined)
        .map((a) => ({
          account: a.name,
          rc_manabar: { current_mana: fcInteger(currentRc(a, now)), last_update_time: now },
          max_rc_creation_adjustment: {
            amount: String(RC_CREATION_ADJUSTMENT),
            precision: 6,
            nai: '@@000000037',
          },
          max_rc: fcInteger(maxRc(a)),
          delegated_rc: 0,
          received_delegated_rc: 0,
        })),
    };
  },
};
