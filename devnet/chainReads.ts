import { asset, formatAsset, toNai } from './asset';
import type { Asset } from './asset';
import type { BlockRecord, IncludedTransaction } from './blockLog';
import { hf26TransactionJson } from './hf26Json';
import {
  HIVE_100_PERCENT,
  HIVE_MAX_AUTHORITY_MEMBERSHIP,
  HIVE_MAX_SIG_CHECK_ACCOUNTS,
  HIVE_MAX_SIG_CHECK_DEPTH,
  HIVE_MAX_TIME_UNTIL_EXPIRATION_SEC,
  HIVE_MAX_TRANSACTION_SIZE,
  DEVNET_WITNESS,
  HIVE_BLOCKCHAIN_VERSION,
} from './chainParameters';
import type { FollowWhat } from './chainState';
import { printAsset } from './economy';
import type { AssetForm } from './economy';
import type { DevChain } from './DevChain';

/** Chain-wide reads in condenser_api's shapes (database_api's where named so). */

/** The supply and fund amounts of the global properties, in the smallest units. */
function globalAmounts(chain: DevChain): Record<string, Asset> {
  let vests = 0;
  for (const account of chain.state.accounts.values()) vests += account.vesting_shares;
  return {
    virtual_supply: asset(1_000_000_000, 'HIVE'),
    current_supply: asset(1_000_000_000, 'HIVE'),
    init_hbd_supply: asset(0, 'HBD'),
    current_hbd_supply: asset(10_000_000, 'HBD'),
    total_vesting_fund_hive: asset(Math.floor(vests / 2000), 'HIVE'),
    total_vesting_shares: asset(vests, 'VESTS'),
    total_reward_fund_hive: asset(0, 'HIVE'),
    pending_rewarded_vesting_shares: asset(0, 'VESTS'),
    pending_rewarded_vesting_hive: asset(0, 'HIVE'),
    dhf_interval_ledger: asset(0, 'HBD'),
  };
}

/**
 * hived's dynamic global properties (condenser_api's `extended_dynamic_global_properties`), amounts
 * as asset strings; database_api's form is databaseApiGlobalProperties.
 */
export function dynamicGlobalProperties(chain: DevChain): Record<string, unknown> {
  const amounts = Object.fromEntries(
    Object.entries(globalAmounts(chain)).map(([field, amount]) => [field, formatAsset(amount)]),
  );
  return globalProperties(chain, amounts);
}

/** `database_api.get_dynamic_global_properties`: an `id`, amounts as NAI objects. */
export function databaseApiGlobalProperties(chain: DevChain): Record<string, unknown> {
  const amounts = Object.fromEntries(
    Object.entries(globalAmounts(chain)).map(([field, amount]) => [field, toNai(amount)]),
  );
  return { id: 0, ...globalProperties(chain, amounts) };
}

function globalProperties(
  chain: DevChain,
  amounts: Record<string, unknown>,
): Record<string, unknown> {
  const head = chain.head;
  return {
    head_block_number: head.block_num,
    head_block_id: head.block_id,
    time: head.timestamp,
    current_witness: DEVNET_WITNESS,
    total_pow: 0,
    num_pow_witnesses: 0,
    virtual_supply: amounts.virtual_supply,
    current_supply: amounts.current_supply,
    init_hbd_supply: amounts.init_hbd_supply,
    current_hbd_supply: amounts.current_hbd_supply,
    total_vesting_fund_hive: amounts.total_vesting_fund_hive,
    total_vesting_shares: amounts.total_vesting_shares,
    total_reward_fund_hive: amounts.total_reward_fund_hive,
    total_reward_shares2: '0',
    pending_rewarded_vesting_shares: amounts.pending_rewarded_vesting_shares,
    pending_rewarded_vesting_hive: amounts.pending_rewarded_vesting_hive,
    hbd_interest_rate: 0,
    hbd_print_rate: HIVE_100_PERCENT,
    maximum_block_size: 65536,
    current_aslot: head.block_num,
    recent_slots_filled: '340282366920938463463374607431768211455',
    participation_count: 128,
    last_irreversible_block_num: chain.lastIrreversibleBlockNum,
    vote_power_reserve_rate: 10,
    delegation_return_period: 432000,
    reverse_auction_seconds: 0,
    available_account_subsidies: 0,
    hbd_stop_percent: 1000,
    hbd_start_percent: 900,
    next_maintenance_time: head.timestamp,
    last_budget_time: head.timestamp,
    next_daily_maintenance_time: head.timestamp,
    content_reward_percent: 6500,
    vesting_reward_percent: 1500,
    proposal_fund_percent: 1000,
    dhf_interval_ledger: amounts.dhf_interval_ledger,
    downvote_pool_percent: 2500,
    current_remove_threshold: 200,
    early_voting_seconds: 86400,
    mid_voting_seconds: 172800,
    max_consecutive_recurrent_transfer_failures: 10,
    max_recurrent_transfer_end_date: 730,
    min_recurrent_transfers_recurrence: 24,
    max_open_recurrent_transfers: 255,
  };
}

export function chainConfig(chain: DevChain, blockIntervalMs: number): Record<string, unknown> {
  return {
    IS_TEST_NET: true,
    HIVE_CHAIN_ID: chain.chainId,
    HIVE_ADDRESS_PREFIX: chain.addressPrefix,
    HIVE_BLOCKCHAIN_VERSION,
    HIVE_BLOCK_INTERVAL: blockIntervalMs / 1000,
    HIVE_MAX_TIME_UNTIL_EXPIRATION: HIVE_MAX_TIME_UNTIL_EXPIRATION_SEC,
    HIVE_MAX_TRANSACTION_SIZE,
    HIVE_MAX_SIG_CHECK_DEPTH,
    HIVE_MAX_SIG_CHECK_ACCOUNTS,
    HIVE_MAX_AUTHORITY_MEMBERSHIP,
    HIVE_100_PERCENT,
    HIVE_1_PERCENT: HIVE_100_PERCENT / 100,
    HIVE_INIT_MINER_NAME: DEVNET_WITNESS,
    // Symbols as hived's get_config gives them: precision and NAI.
    HIVE_SYMBOL: { decimals: 3, nai: '@@000000021' },
    HBD_SYMBOL: { decimals: 3, nai: '@@000000013' },
    VESTS_SYMBOL: { decimals: 6, nai: '@@000000037' },
  };
}

/** The witnesses' median chain properties (`get_chain_properties`, a witness's `props`). */
export function chainProperties(form: AssetForm = 'legacy'): Record<string, unknown> {
  return {
    account_creation_fee: printAsset(asset(3000, 'HIVE'), form),
    maximum_block_size: 65536,
    hbd_interest_rate: 0,
    account_subsidy_budget: 797,
    account_subsidy_decay: 347321,
  };
}

export function blockHeader(block: BlockRecord): Record<string, unknown> {
  return {
    previous: block.previous,
    timestamp: block.timestamp,
    witness: block.witness,
    transaction_merkle_root: block.transaction_merkle_root,
    extensions: [],
  };
}

export function fullBlock(block: BlockRecord, signingKey: string): Record<string, unknown> {
  return {
    ...blockHeader(block),
    witness_signature: block.witness_signature,
    transactions: block.transactions.map(includedTransaction),
    block_id: block.block_id,
    signing_key: signingKey,
    transaction_ids: block.transactions.map((t) => t.id),
  };
}

/**
 * block_api's form of a block (hived's api_signed_block_object): its transactions in HF26 JSON,
 * without the ids condenser_api adds to each (they are in `transaction_ids`).
 */
export function apiBlock(block: BlockRecord, signingKey: string): Record<string, unknown> {
  return {
    ...fullBlock(block, signingKey),
    transactions: block.transactions.map((included) => hf26TransactionJson(included.transaction)),
  };
}

export function includedTransaction(included: IncludedTransaction): Record<string, unknown> {
  return {
    ...included.transaction,
    transaction_id: included.id,
    block_num: included.block_num,
    transaction_num: included.trx_num,
  };
}

export interface FollowEntry {
  follower: string;
  following: string;
  what: FollowWhat[];
}

/** All follow relations of `type`, sorted by follower then following. */
export function follows(chain: DevChain, type: FollowWhat): FollowEntry[] {
  const entries: FollowEntry[] = [];
  for (const [follower, targets] of chain.state.follows.entriesList()) {
    for (const [following, what] of Object.entries(targets)) {
      if (what.includes(type)) entries.push({ follower, following, what: [...what] });
    }
  }
  return entries.sort((a, b) =>
    a.follower + ' ' + a.following < b.follower + ' ' + b.following ? -1 : 1,
  );
}

/** For each key, the accounts whose owner, active or posting authority lists it. */
export function keyReferences(chain: DevChain, keys: string[]): string[][] {
  return keys.map((key) => {
    const names: string[] = [];
    for (const account of chain.state.accounts.values()) {
      const listed = [account.owner, account.active, account.posting].some((authority) =>
        authority.key_auths.some(([k]) => k === key),
      );
      if (listed) names.push(account.name);
    }
    return names.sort();
  });
}
