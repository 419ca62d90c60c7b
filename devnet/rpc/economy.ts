import { HIVE_BLOCKCHAIN_VERSION } from '../chainParameters';
import { FEED_PRICE, POST_REWARD_FUND, printAsset, printPrice } from '../economy';
import type { AssetForm } from '../economy';
import type { DevChain } from '../DevChain';
import { chainAssert } from '../errors';
import { positional, stringArg } from '../rpcParams';
import type { MethodTable } from './method';

/** The price feed, the reward fund and the hardfork: what wallets price accounts and votes with. */

function feedHistory(form: AssetForm) {
  const price = printPrice(FEED_PRICE, form);
  return {
    id: 0,
    current_median_history: price,
    market_median_history: price,
    current_min_history: price,
    current_max_history: price,
    price_history: [price],
  };
}

function rewardFund(chain: DevChain, form: AssetForm) {
  return {
    ...POST_REWARD_FUND,
    reward_balance: printAsset(POST_REWARD_FUND.reward_balance, form),
    last_update: chain.head.timestamp,
  };
}

export const ECONOMY_METHODS: MethodTable = {
  'condenser_api.get_current_median_history_price': () => printPrice(FEED_PRICE, 'legacy'),
  'condenser_api.get_feed_history': () => feedHistory('legacy'),
  'condenser_api.get_reward_fund': (params, { chain }, name) => {
    const fund = stringArg(positional(params, name)[0], 'reward fund name');
    // hived's condenser_api.cpp get_reward_fund.
    chainAssert(fund === POST_REWARD_FUND.name, 'fund != nullptr', 'Invalid reward fund name');
    return rewardFund(chain, 'legacy');
  },
  'condenser_api.get_hardfork_version': () => HIVE_BLOCKCHAIN_VERSION,
  'database_api.get_current_price_feed': () => printPrice(FEED_PRICE, 'nai'),
  'database_api.get_feed_history': () => feedHistory('nai'),
  'database_api.get_reward_funds': (_params, { chain }) => ({ funds: [rewardFund(chain, 'nai')] }),
};
