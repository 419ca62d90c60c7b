import { cryptoUtils, utils } from '@hiveio/dhive';
import type { AuthorityType, SignedTransaction } from '@hiveio/dhive';
import { expect } from 'chai';
import { keyOf, send, transactionFor, useDevnet } from './devnetFixture';

/**
 * Hive Keychain's own JSON-RPC calls, replayed against the dev chain (issue 44): the list is read
 * from hive-keychain/hive-keychain-extension at tag v3.15.6 (a3adc6cfea19508187499cdd20862d971d1ef3e6),
 * each call with the file that makes it, in the order a popup opening on the home screen makes them,
 * then those of the authority step (requestAddAccountAuthority). Keychain sends them through hive-tx's
 * `call` (POST {jsonrpc, method, params, id: 1}) and its HiveTxUtils.getData takes a missing or
 * falsy `result` for a failure (and switches node), so each answer must carry a truthy result; then
 * each `reads` does what Keychain does with the answer (a TypeError there is Keychain's crash, as
 * "Cannot read properties of undefined (reading 'reward_balance')" was).
 */

const ACCOUNT = 'alice';

interface KeychainCall {
  method: string;
  params: unknown;
  /** Where Keychain v3.15.6 makes the call (src/…). */
  source: string;
  /** What Keychain reads from the result. */
  reads: (result: any) => unknown;
}

const price = (p: any) => parseFloat(p.base.split(' ')[0]) / parseFloat(p.quote.split(' ')[0]);
const op = utils.operationOrders;
/** hive-keychain-commons' HistoryFiltersUtils.makeBitMaskFilter, which is dhive's. */
const everyOperation = utils.makeBitMaskFilter(Object.values(op));
const walletOperations = utils.makeBitMaskFilter([
  op.transfer,
  op.recurrent_transfer,
  op.fill_recurrent_transfer,
  op.claim_reward_balance,
  op.delegate_vesting_shares,
  op.transfer_to_vesting,
  op.withdraw_vesting,
  op.interest,
  op.transfer_to_savings,
  op.transfer_from_savings,
  op.fill_transfer_from_savings,
  op.claim_account,
  op.convert,
  op.fill_convert_request,
  op.collateralized_convert,
  op.fill_collateralized_convert_request,
  op.account_create,
  op.create_claimed_account,
  op.escrow_approve,
  op.escrow_dispute,
  op.escrow_release,
  op.escrow_transfer,
]);

/** The popup opening on the home screen with ACCOUNT imported. */
const STARTUP: KeychainCall[] = [
  {
    // hive-app.component.tsx initApplication → loadGlobalProperties (global-properties.actions.ts)
    method: 'condenser_api.get_dynamic_global_properties',
    params: [],
    source: 'popup/hive/utils/dynamic-global-properties.utils.ts',
    reads: (r) => [
      r.head_block_number,
      parseFloat(r.total_vesting_fund_hive.split(' ')[0]) /
        parseFloat(r.total_vesting_shares.split(' ')[0]),
    ],
  },
  {
    method: 'condenser_api.get_current_median_history_price',
    params: [],
    source: 'popup/hive/utils/hive.utils.ts (getCurrentMedianHistoryPrice)',
    reads: price,
  },
  {
    method: 'condenser_api.get_reward_fund',
    params: ['post'],
    source: 'popup/hive/utils/hive.utils.ts (getRewardFund)',
    reads: (r) => parseFloat(r.reward_balance.split(' ')[0]) / parseFloat(r.recent_claims),
  },
  {
    // hive-app.component.tsx initActiveAccount → loadActiveAccount (active-account.actions.ts)
    method: 'rc_api.find_rc_accounts',
    params: { accounts: [ACCOUNT] },
    source: 'popup/hive/utils/account.utils.ts (getRCMana)',
    reads: (r) =>
      Number(r.rc_accounts[0].rc_manabar.current_mana) / Number(r.rc_accounts[0].max_rc),
  },
  {
    method: 'condenser_api.get_accounts',
    params: [[ACCOUNT]],
    source: 'popup/hive/utils/account.utils.ts (getExtendedAccount)',
    reads: ([a]) => [
      a.voting_manabar.current_mana,
      a.vesting_shares.split(' ')[0],
      a.delegated_vesting_shares.split(' ')[0],
      a.received_vesting_shares.split(' ')[0],
      a.vesting_withdraw_rate.split(' ')[0],
      a.proxy.length,
      a.posting.key_auths[0][0],
    ],
  },
  {
    // home.component.tsx initCheckKeysOnAccounts, and governance.utils.ts getGovernanceReminderList
    method: 'condenser_api.get_accounts',
    params: [[ACCOUNT, 'bob']],
    source: 'popup/hive/pages/app-container/home/home.component.tsx',
    reads: (accounts) => accounts.map((a: any) => a.governance_vote_expiration_ts),
  },
  {
    // home.component.tsx initCheckVestingRoutes
    method: 'condenser_api.get_withdraw_routes',
    params: [ACCOUNT, 'outgoing'],
    source: 'popup/hive/utils/vesting-routes.utils.ts (getWrongVestingRoutes)',
    reads: (routes) => routes.map((route: any) => route.to_account),
  },
  {
    // estimated-account-value-section.component.tsx
    method: 'condenser_api.get_open_orders',
    params: [ACCOUNT],
    source: 'popup/hive/utils/hive-internal-market.utils.ts',
    reads: (orders) => orders.filter((order: any) => order.sell_price.base.includes('HIVE')),
  },
  {
    // wallet-info-section.component.tsx fetchConversionRequests
    method: 'condenser_api.get_conversion_requests',
    params: [ACCOUNT],
    source: 'popup/hive/utils/conversion.utils.ts',
    reads: (requests) => requests.map((r: any) => r.conversion_date),
  },
  {
    method: 'condenser_api.get_collateralized_conversion_requests',
    params: [ACCOUNT],
    source: 'popup/hive/utils/conversion.utils.ts',
    reads: (requests) => requests.map((r: any) => r.collateral_amount),
  },
  {
    // proposal-voting-section.component.tsx → isRequestingProposalVotes: the fund's budget, then proposals
    method: 'condenser_api.get_accounts',
    params: [['hive.fund']],
    source: 'popup/hive/utils/proposal.utils.ts (getProposalDailyBudget)',
    reads: ([fund]) => parseFloat(fund.hbd_balance.split(' ')[0]) / 100,
  },
  {
    method: 'condenser_api.list_proposals',
    params: [[-1], 1000, 'by_total_votes', 'descending', 'votable'],
    source: 'popup/hive/utils/proposal.utils.ts (isRequestingProposalVotes)',
    reads: (proposals) => proposals.map((p: any) => p.daily_pay),
  },
  {
    // top-bar.component.tsx loads the global properties again
    method: 'condenser_api.get_reward_fund',
    params: ['post'],
    source: 'popup/hive/pages/app-container/home/top-bar/top-bar.component.tsx',
    reads: (r) => r.reward_balance,
  },
];

/** Opening the wallet history (wallet-history.component.tsx). */
const WALLET_HISTORY: KeychainCall[] = [
  {
    method: 'condenser_api.get_account_history',
    params: [ACCOUNT, -1, 1, ...everyOperation],
    source: 'popup/hive/utils/transaction.utils.ts (getLastTransaction)',
    reads: (history) => (history.length > 0 ? history[0][0] : -1),
  },
];

/** The other screens a user opens from the home screen (delegations, savings, RC, witness). */
const OTHER_SCREENS: KeychainCall[] = [
  {
    method: 'condenser_api.get_vesting_delegations',
    params: [ACCOUNT, '', 1000],
    source: 'popup/hive/utils/delegation.utils.ts (getDelegatees)',
    reads: (list) => list.filter((d: any) => parseFloat(d.vesting_shares) !== 0),
  },
  {
    method: 'database_api.find_vesting_delegation_expirations',
    params: { account: ACCOUNT },
    source: 'popup/hive/utils/delegation.utils.ts (getPendingOutgoingUndelegation)',
    reads: (r) => r.delegations.map((d: any) => d.expiration),
  },
  {
    method: 'condenser_api.get_savings_withdraw_from',
    params: [ACCOUNT],
    source: 'popup/hive/utils/savings.utils.ts',
    reads: (list) => Math.max(...list.map((w: any) => w.request_id), 0) + 1,
  },
  {
    method: 'database_api.find_recurrent_transfers',
    params: { from: ACCOUNT },
    source: 'popup/hive/utils/transfer.utils.ts',
    reads: (r) => r.recurrent_transfers,
  },
  {
    method: 'rc_api.list_rc_direct_delegations',
    params: { start: [ACCOUNT, ''], limit: 1000 },
    source: 'popup/hive/utils/rc-delegations.utils.ts',
    reads: (r) => r.rc_direct_delegations.map((d: any) => d.delegated_rc),
  },
  {
    method: 'condenser_api.get_hardfork_version',
    params: [],
    source: 'popup/hive/utils/hive.utils.ts (getHardforkVersion)',
    reads: (v) => parseInt(v.split('.')[1]),
  },
  {
    method: 'condenser_api.get_chain_properties',
    params: [],
    source: 'popup/hive/utils/hive.utils.ts (getAccountPrice)',
    reads: (r) => r.account_creation_fee.toString(),
  },
  {
    method: 'condenser_api.get_key_references',
    params: [[keyOf(ACCOUNT).createPublic('STM').toString()]],
    source: 'popup/hive/utils/keys.utils.ts',
    reads: (r) => r[0][0],
  },
];

describe('devnet: Hive Keychain v3.15.6’s calls, replayed (its start-up, its screens, its authority step)', () => {
  const t = useDevnet();

  before(async () => {
    // Some history for the wallet history screen to list.
    for (const amount of ['0.001 HIVE', '0.002 HIVE'])
      await send(
        t.client,
        [['transfer', { from: ACCOUNT, to: 'bob', amount, memo: 'keychain' }]],
        keyOf(ACCOUNT, 'active'),
      );
  });

  /** hive-tx's `call` (helpers/call.js in hive-keychain/hive-tx-js): what Keychain sends. */
  async function keychainCall(method: string, params: unknown): Promise<any> {
    const response = await fetch(t.devnet.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', method, params, id: 1 }),
    });
    expect(response.ok, `${method}: HTTP ${response.status}`).to.equal(true);
    return response.json();
  }

  /** HiveTxUtils.getData (popup/hive/utils/hive-tx.utils.ts), then what Keychain reads. */
  async function replay(calls: KeychainCall[]): Promise<void> {
    for (const call of calls) {
      const where = `${call.method} (${call.source})`;
      const answer = await keychainCall(call.method, call.params);
      expect(answer.error, where).to.equal(undefined);
      expect(
        Boolean(answer.result),
        `${where}: Keychain takes a falsy result for a failure`,
      ).to.equal(true);
      expect(() => call.reads(answer.result), where).to.not.throw();
    }
  }

  it('answers its RPC health check (rpc.utils.ts checkRpcStatus: GET <node>/health, no `error`)', async () => {
    const response = await fetch(`${t.devnet.url}/health`);
    expect(response.status).to.equal(200);
    expect(await response.json()).to.not.have.property('error');
  });

  it('answers every call of its start-up and home screen', () => replay(STARTUP));

  it('answers the wallet history, then the page of it that getLastTransaction’s answer asks for', async () => {
    await replay(WALLET_HISTORY);
    const last = (await keychainCall('condenser_api.get_account_history', WALLET_HISTORY[0].params))
      .result;
    const start: number = last.length > 0 ? last[0][0] : -1;
    // transaction.utils.ts getAccountTransactions: limit = min(start, 1000); nothing asked when ≤ 0.
    const limit = Math.min(start, 1000);
    expect(limit).to.be.above(0);
    await replay([
      {
        method: 'condenser_api.get_account_history',
        params: [ACCOUNT, start, limit, ...walletOperations],
        source: 'popup/hive/utils/transaction.utils.ts (getAccountTransactions)',
        reads: (history) => history.map((entry: any) => entry[1].op[1].memo),
      },
    ]);
  });

  it('answers the calls of the screens a user opens from the home screen', () =>
    replay(OTHER_SCREENS));

  it('takes the authority step’s account_update and confirms it, as requestAddAccountAuthority does', async () => {
    // background/requests/operations/ops/authority.ts: the account, then HiveTxUtils.sendOperation:
    // hive-tx's createTransaction (get_dynamic_global_properties), the account again (twice),
    // condenser_api.broadcast_transaction, then confirmTransaction polls find_transaction.
    await replay([
      {
        method: 'condenser_api.get_accounts',
        params: [['bob']],
        source: 'background/requests/operations/ops/authority.ts',
        reads: ([bob]) => [bob.posting.account_auths, bob.memo_key, bob.json_metadata],
      },
    ]);
    const [bob] = (await keychainCall('condenser_api.get_accounts', [['bob']])).result;
    const posting: AuthorityType = {
      ...bob.posting,
      account_auths: [...bob.posting.account_auths, ['demo-app', 1]],
    };
    const unsigned = await transactionFor(t.client, [
      [
        'account_update',
        { account: 'bob', posting, memo_key: bob.memo_key, json_metadata: bob.json_metadata },
      ],
    ]);
    const signed: SignedTransaction = cryptoUtils.signTransaction(
      unsigned,
      keyOf('bob', 'active'),
      t.client.chainId,
    );
    const broadcast = await keychainCall('condenser_api.broadcast_transaction', [signed]);
    expect(broadcast.error, 'condenser_api.broadcast_transaction').to.equal(undefined);
    // hive-tx-utils.ts confirmTransaction: polls while within_mempool or unknown (6 tries, 1 s apart).
    const id = cryptoUtils.generateTrxId(unsigned);
    let status = 'unknown';
    for (let tries = 0; tries < 6 && ['within_mempool', 'unknown'].includes(status); tries += 1) {
      const answer = await keychainCall('transaction_status_api.find_transaction', {
        transaction_id: id,
      });
      status = answer.result.status;
      if (['within_mempool', 'unknown'].includes(status))
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).to.be.oneOf(['within_reversible_block', 'within_irreversible_block']);
    const [after] = (await keychainCall('condenser_api.get_accounts', [['bob']])).result;
    expect(after.posting.account_auths).to.deep.include(['demo-app', 1]);
  });
});
