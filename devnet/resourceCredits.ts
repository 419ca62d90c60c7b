import type { AccountState } from './chainState';
import { ChainException } from './errors';

/**
 * Resource credits, modelled enough to reproduce mainnet's refusal (issue 23 §6): each account has
 * a manabar of RC whose maximum is its vesting shares (in VESTS' smallest units) plus the creation
 * adjustment every account gets; it regenerates linearly to full over five days
 * (HIVE_RC_REGEN_TIME) and a transaction spends from its payer's. hived prices a transaction by
 * the resources it uses; the dev chain charges by its size, which keeps a vote about as cheap
 * against a big post as on mainnet without modelling the resource pools.
 */

/** HIVE_RC_REGEN_TIME: seconds for an empty manabar to fill (5 days). */
export const RC_REGEN_SECONDS = 5 * 24 * 3600;
/** max_rc_creation_adjustment: what a new mainnet account receives (about 2,020 VESTS). */
export const RC_CREATION_ADJUSTMENT = 2_020_748_973;
/** RC charged per byte of a transaction: a vote ≈ 1.3 × 10⁵ RC, a 1 KB post ≈ 10⁶. */
export const RC_PER_BYTE = 1_000;

export function maxRc(account: AccountState): number {
  return account.vesting_shares + RC_CREATION_ADJUSTMENT;
}

/** The account's mana at `nowSeconds`, regenerated since its last update. */
export function currentRc(account: AccountState, nowSeconds: number): number {
  const max = maxRc(account);
  const elapsed = Math.max(0, nowSeconds - account.rc_last_update);
  return Math.min(max, account.rc_mana + Math.floor((max * elapsed) / RC_REGEN_SECONDS));
}

export function rcCost(transactionBytes: number): number {
  return transactionBytes * RC_PER_BYTE;
}

/** hived's rc_utility.cpp refusal when the payer's mana is short. Nothing is spent. */
export function checkRc(account: AccountState, cost: number, nowSeconds: number): void {
  const current = currentRc(account, nowSeconds);
  if (current < cost)
    throw new ChainException(
      'notEnoughRc',
      `Account: ${account.name} has ${current} RC, needs ${cost} RC. Please wait to transact or power up HIVE.`,
      'has_mana',
    );
}

/** The payer's account with `cost` spent (after checkRc passed and the transaction applied). */
export function withRcSpent(account: AccountState, cost: number, nowSeconds: number): AccountState {
  return { ...account, rc_mana: currentRc(account, nowSeconds) - cost, rc_last_update: nowSeconds };
}
