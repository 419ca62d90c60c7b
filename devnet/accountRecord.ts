import { formatAsset, toNai } from './asset';
import type { AccountState } from './chainState';
import { HIVE_TREASURY_ACCOUNT } from './chainParameters';
import { fcInteger } from './fcJson';

const NEVER = '1970-01-01T00:00:00';
/** hived's "no date": what a real record shows for timers that never ran. */
const MAX_TIME = '1969-12-31T23:59:59';

/**
 * An account as condenser_api returns it (hived's `condenser_api::api_account_object`, what
 * `lookup_account_names` answers): the same fields and types as a public node (metadata as JSON
 * strings, amounts as asset strings), so a service reads it unchanged. Fields the dev chain does
 * not model hold the values a fresh mainnet account shows.
 */
export function condenserAccount(account: AccountState): Record<string, unknown> {
  const mana = fcInteger(account.vesting_shares);
  // Mana is always full here; it was last touched by the last vote (or at creation).
  const manaTime = Math.floor(
    Date.parse(
      `${account.last_vote_time > account.created ? account.last_vote_time : account.created}Z`,
    ) / 1000,
  );
  return {
    id: account.id,
    name: account.name,
    owner: account.owner,
    active: account.active,
    posting: account.posting,
    memo_key: account.memo_key,
    json_metadata: account.json_metadata,
    posting_json_metadata: account.posting_json_metadata,
    proxy: '',
    previous_owner_update: NEVER,
    last_owner_update: account.last_owner_update,
    last_account_update: account.last_account_update,
    created: account.created,
    mined: false,
    recovery_account: HIVE_TREASURY_ACCOUNT,
    last_account_recovery: NEVER,
    reset_account: 'null',
    comment_count: 0,
    lifetime_vote_count: 0,
    post_count: account.post_count,
    can_vote: true,
    voting_manabar: { current_mana: mana, last_update_time: manaTime },
    downvote_manabar: {
      current_mana: fcInteger(Math.floor(account.vesting_shares / 4)),
      last_update_time: manaTime,
    },
    voting_power: 10000,
    balance: formatAsset({ amount: account.balance, symbol: 'HIVE' }),
    savings_balance: '0.000 HIVE',
    hbd_balance: formatAsset({ amount: account.hbd_balance, symbol: 'HBD' }),
    hbd_seconds: '0',
    hbd_seconds_last_update: NEVER,
    hbd_last_interest_payment: NEVER,
    savings_hbd_balance: '0.000 HBD',
    savings_hbd_seconds: '0',
    savings_hbd_seconds_last_update: NEVER,
    savings_hbd_last_interest_payment: NEVER,
    savings_withdraw_requests: 0,
    reward_hbd_balance: formatAsset({ amount: account.reward_hbd_balance, symbol: 'HBD' }),
    reward_hive_balance: formatAsset({ amount: account.reward_hive_balance, symbol: 'HIVE' }),
    reward_vesting_balance: formatAsset({
      amount: account.reward_vesting_balance,
      symbol: 'VESTS',
    }),
    reward_vesting_hive: formatAsset({
      amount: Math.floor(account.reward_vesting_balance / 2000),
      symbol: 'HIVE',
    }),
    vesting_shares: formatAsset({ amount: account.vesting_shares, symbol: 'VESTS' }),
    delegated_vesting_shares: '0.000000 VESTS',
    received_vesting_shares: '0.000000 VESTS',
    vesting_withdraw_rate: '0.000000 VESTS',
    post_voting_power: formatAsset({ amount: account.vesting_shares, symbol: 'VESTS' }),
    next_vesting_withdrawal: MAX_TIME,
    withdrawn: 0,
    to_withdraw: 0,
    withdraw_routes: 0,
    pending_transfers: 0,
    curation_rewards: 0,
    posting_rewards: 0,
    proxied_vsf_votes: [0, 0, 0, 0],
    witnesses_voted_for: 0,
    last_post: account.last_post,
    last_root_post: account.last_root_post,
    last_vote_time: account.last_vote_time,
    post_bandwidth: 0,
    pending_claimed_accounts: 0,
    open_recurrent_transfers: 0,
    delayed_votes: [],
    governance_vote_expiration_ts: MAX_TIME,
  };
}

/**
 * `condenser_api.get_accounts`'s record (hived's `extended_account`): the account and what the
 * old condenser showed beside it, empty here as on a node without those plugins.
 */
export function extendedAccount(account: AccountState): Record<string, unknown> {
  return {
    ...condenserAccount(account),
    vesting_balance: '0.000 HIVE',
    reputation: 0,
    transfer_history: [],
    market_history: [],
    post_history: [],
    vote_history: [],
    other_history: [],
    witness_votes: [],
    tags_usage: [],
    guest_bloggers: [],
  };
}

/**
 * The same account as `database_api.find_accounts` returns it (`database_api::api_account_object`):
 * amounts in NAI form, `last_post_edit` and `is_smt`, no `voting_power`.
 */
export function databaseApiAccount(account: AccountState): Record<string, unknown> {
  const { voting_power: _votingPower, ...record } = condenserAccount(account);
  const nai = (amount: number, symbol: 'HIVE' | 'HBD' | 'VESTS') => toNai({ amount, symbol });
  return {
    ...record,
    last_post_edit: account.last_post,
    is_smt: false,
    balance: nai(account.balance, 'HIVE'),
    hbd_balance: nai(account.hbd_balance, 'HBD'),
    savings_balance: nai(0, 'HIVE'),
    savings_hbd_balance: nai(0, 'HBD'),
    reward_hive_balance: nai(account.reward_hive_balance, 'HIVE'),
    reward_hbd_balance: nai(account.reward_hbd_balance, 'HBD'),
    reward_vesting_balance: nai(account.reward_vesting_balance, 'VESTS'),
    reward_vesting_hive: nai(Math.floor(account.reward_vesting_balance / 2000), 'HIVE'),
    vesting_shares: nai(account.vesting_shares, 'VESTS'),
    delegated_vesting_shares: nai(0, 'VESTS'),
    received_vesting_shares: nai(0, 'VESTS'),
    vesting_withdraw_rate: nai(0, 'VESTS'),
    post_voting_power: nai(account.vesting_shares, 'VESTS'),
  };
}
