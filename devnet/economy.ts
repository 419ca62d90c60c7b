import { asset, formatAsset, toNai } from './asset';
import type { Asset } from './asset';

/**
 * The dev chain's economy, fixed: no witness publishes a feed and no post is paid out, yet wallets
 * price an account and a vote from these (Keychain's home screen reads the reward fund and the
 * median price at start-up). Values of mainnet's order, so what a wallet shows looks sensible.
 */

/** The price feed: 0.250 HBD for 1.000 HIVE, the median, minimum and maximum alike. */
export const FEED_PRICE: { base: Asset; quote: Asset } = {
  base: asset(250, 'HBD'),
  quote: asset(1000, 'HIVE'),
};

/** The `post` reward fund (hived has no other since HF17). */
export const POST_REWARD_FUND = {
  id: 0,
  name: 'post',
  reward_balance: asset(800_000_000, 'HIVE'),
  /** uint128 in hived: always a string. */
  recent_claims: '400000000000000000',
  content_constant: '2000000000000',
  percent_curation_rewards: 5000,
  percent_content_rewards: 10000,
  author_reward_curve: 'convergent_linear',
  curation_reward_curve: 'convergent_square_root',
};

export type AssetForm = 'legacy' | 'nai';

/** An amount as condenser_api (`"1.000 HIVE"`) or database_api (`{amount, precision, nai}`) prints it. */
export function printAsset(amount: Asset, form: AssetForm): unknown {
  return form === 'legacy' ? formatAsset(amount) : toNai(amount);
}

export function printPrice(price: { base: Asset; quote: Asset }, form: AssetForm) {
  return { base: printAsset(price.base, form), quote: printAsset(price.quote, form) };
}
