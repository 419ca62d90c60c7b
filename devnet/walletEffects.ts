import { formatAsset, parseAsset } from './asset';
import type { AccountState, AuthorityValue, ChainState } from './chainState';
import { chainAssert } from './errors';
import type { OperationBody } from './operationRules';
import { existingAccount } from './stateLookups';

/** Evaluators of the account operations: claim_reward_balance, account_update(2), transfer. */

export function applyClaimRewardBalance(state: ChainState, op: OperationBody): void {
  const account = existingAccount(state, op.account as string);
  const hive = parseAsset(op.reward_hive, 'reward_hive');
  const hbd = parseAsset(op.reward_hbd, 'reward_hbd');
  const vests = parseAsset(op.reward_vests, 'reward_vests');
  const claims = [
    [hive, account.reward_hive_balance],
    [hbd, account.reward_hbd_balance],
    [vests, account.reward_vesting_balance],
  ] as const;
  for (const [claim, available] of claims) {
    chainAssert(
      claim.amount <= available,
      `op.reward_${claim.symbol.toLowerCase()} <= acnt.reward_balance`,
      `Cannot claim that much ${claim.symbol}. Claim: ${formatAsset(claim)} Actual: ${formatAsset({ amount: available, symbol: claim.symbol })}`,
    );
  }
  state.accounts.set(account.name, {
    ...account,
    reward_hive_balance: account.reward_hive_balance - hive.amount,
    reward_hbd_balance: account.reward_hbd_balance - hbd.amount,
    reward_vesting_balance: account.reward_vesting_balance - vests.amount,
    balance: account.balance + hive.amount,
    hbd_balance: account.hbd_balance + hbd.amount,
    vesting_shares: account.vesting_shares + vests.amount,
  });
}

/** One hour between owner changes, as HIVE_OWNER_UPDATE_LIMIT. */
const OWNER_UPDATE_LIMIT_MS = 60 * 60 * 1000;

export function applyAccountUpdate(
  state: ChainState,
  op: OperationBody,
  now: string,
  form: { postingJsonMetadata: boolean },
): void {
  const account = existingAccount(state, op.account as string);
  const changes: Partial<AccountState> = { last_account_update: now };
  for (const role of ['owner', 'active', 'posting'] as const) {
    const authority = op[role] as AuthorityValue | undefined | null;
    if (!authority) continue;
    for (const [name] of authority.account_auths) {
      chainAssert(
        state.accounts.has(name),
        'account exists',
        `New ${role} authority references a non-existing account ${name}.`,
      );
    }
    changes[role] = authority;
  }
  if (changes.owner) {
    const sinceLastChange = Date.parse(`${now}Z`) - Date.parse(`${account.last_owner_update}Z`);
    chainAssert(
      sinceLastChange >= OWNER_UPDATE_LIMIT_MS,
      'now - last_owner_update >= HIVE_OWNER_UPDATE_LIMIT',
      'Owner authority can only be updated once an hour.',
    );
    changes.last_owner_update = now;
  }
  if (typeof op.memo_key === 'string') changes.memo_key = op.memo_key;
  // hived keeps the old metadata when the operation's field is empty.
  if (op.json_metadata !== '') changes.json_metadata = op.json_metadata as string;
  if (form.postingJsonMetadata && op.posting_json_metadata !== '')
    changes.posting_json_metadata = op.posting_json_metadata as string;
  state.accounts.set(account.name, { ...account, ...changes });
}

export function applyTransfer(state: ChainState, op: OperationBody): void {
  const from = existingAccount(state, op.from as string);
  const to = existingAccount(state, op.to as string);
  const amount = parseAsset(op.amount, 'amount');
  const field = amount.symbol === 'HIVE' ? 'balance' : 'hbd_balance';
  chainAssert(
    from[field] >= amount.amount,
    '_db.get_balance( from_account, o.amount.symbol ) >= o.amount',
    'Account does not have sufficient funds for transfer.',
  );
  state.accounts.set(from.name, { ...from, [field]: from[field] - amount.amount });
  const receiver = from.name === to.name ? existingAccount(state, to.name) : to;
  state.accounts.set(to.name, { ...receiver, [field]: receiver[field] + amount.amount });
}
