import { expect } from 'chai';
import { derivedPattern, hivedPattern, hivedRecording } from './hivedPattern';
import type { PatternName } from './hivedPattern';
import { commentOp, keyOf, send, uniquePermlink, useDevnet } from './devnetFixture';
import type { SyncReceipt } from './devnetFixture';
import { shapeMismatches } from './jsonShape';

/**
 * Each method the dev chain serves, held to hived's recorded answer by shape (issue 44 §2): the
 * same fields, JSON types and nesting, the dev chain's own values. The recordings and where they
 * come from: hivedPatterns/README.md. Fields hived added after its recordings are added to the
 * pattern here, each with the hived commit that added it.
 */

/** hive 83bd0dd61 (2022-01-18) added previous_owner_update to both account objects. */
const PREVIOUS_OWNER_UPDATE = { previous_owner_update: '1970-01-01T00:00:00' };

function withFields(pattern: unknown, fields: Record<string, unknown>): unknown {
  if (Array.isArray(pattern)) return pattern.map((item) => withFields(item, fields));
  return { ...(pattern as Record<string, unknown>), ...fields };
}

describe('devnet: answers shaped as hived’s recorded ones (hived’s API pattern tests)', () => {
  const t = useDevnet({ irreversibleLag: 0 });
  let vote: SyncReceipt;
  let permlink: string;

  async function call(method: string, params: unknown): Promise<any> {
    const response = await fetch(t.devnet.url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: unknown };
    expect(body, `${method} answered an error`).to.not.have.property('error');
    return body.result;
  }

  async function expectShape(method: string, params: unknown, pattern: unknown): Promise<any> {
    const answer = await call(method, params);
    expect(shapeMismatches(answer, pattern), method).to.deep.equal([]);
    return answer;
  }

  const recorded = (name: PatternName) => hivedPattern(name);

  before(async () => {
    permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
    vote = await send(
      t.client,
      [['vote', { voter: 'bob', author: 'alice', permlink, weight: 10000 }]],
      keyOf('bob'),
    );
  });

  describe('condenser_api', () => {
    it('get_accounts: extended accounts', () =>
      expectShape(
        'condenser_api.get_accounts',
        [['alice']],
        withFields(recorded('condenser_api_patterns/get_accounts/get'), PREVIOUS_OWNER_UPDATE),
      ));

    it('lookup_account_names: accounts without the extended fields, null for a missing one', async () => {
      const pattern = withFields(
        recorded('condenser_api_patterns/lookup_account_names/get'),
        PREVIOUS_OWNER_UPDATE,
      );
      await expectShape('condenser_api.lookup_account_names', [['alice', 'bob']], pattern);
      expect(await call('condenser_api.lookup_account_names', [['nobody']])).to.deep.equal([null]);
    });

    it('get_account_count', () =>
      expectShape(
        'condenser_api.get_account_count',
        [],
        recorded('condenser_api_patterns/get_account_count/get'),
      ));

    it('get_dynamic_global_properties', () =>
      expectShape(
        'condenser_api.get_dynamic_global_properties',
        [],
        recorded('condenser_api_patterns/get_dynamic_global_properties/get'),
      ));

    it('get_chain_properties', () =>
      expectShape(
        'condenser_api.get_chain_properties',
        [],
        recorded('condenser_api_patterns/get_chain_properties/get'),
      ));

    it('get_version, with node_type (hive 2d50d83d7, 2022-10-26)', () =>
      expectShape(
        'condenser_api.get_version',
        [],
        withFields(recorded('condenser_api_patterns/get_version/get'), { node_type: 'testnet' }),
      ));

    it('get_block_header', () =>
      expectShape(
        'condenser_api.get_block_header',
        [1],
        recorded('condenser_api_patterns/get_block_header/one'),
      ));

    it('get_block, its transactions shaped as get_transaction’s', () => {
      const block = recorded('condenser_api_patterns/get_block/check_trx_hash_uniqness') as object;
      const transaction = recorded('condenser_api_patterns/get_transaction/get');
      return expectShape('condenser_api.get_block', [vote.block_num], {
        ...block,
        transactions: [transaction],
      });
    });

    it('get_ops_in_block', () =>
      expectShape(
        'condenser_api.get_ops_in_block',
        [vote.block_num, false],
        recorded('condenser_api_patterns/get_ops_in_block/random05'),
      ));

    it('get_transaction', () =>
      expectShape(
        'condenser_api.get_transaction',
        [vote.id],
        recorded('condenser_api_patterns/get_transaction/get'),
      ));

    it('get_key_references', () =>
      expectShape(
        'condenser_api.get_key_references',
        [[keyOf('alice').createPublic('STM').toString()]],
        recorded('condenser_api_patterns/get_key_references/get'),
      ));

    it('get_active_votes', async () => {
      const votes = await expectShape(
        'condenser_api.get_active_votes',
        ['alice', permlink],
        recorded('condenser_api_patterns/get_active_votes/gtg'),
      );
      expect(votes).to.have.length(1);
    });

    describe('get_account_history, one recording per operation type', () => {
      // hived's operation ids (dhive's operationOrders): bit N of filter_low selects operation N.
      const bit = (id: number) => 2 ** id;
      const cases: [string, number, PatternName][] = [
        ['vote', 0, 'condenser_api_patterns/get_account_history/vote_operation'],
        ['comment', 1, 'condenser_api_patterns/get_account_history/comment_operation'],
        ['transfer', 2, 'condenser_api_patterns/get_account_history/transfer_operation'],
        [
          'account_update',
          10,
          'condenser_api_patterns/get_account_history/account_update_operation',
        ],
        [
          'delete_comment',
          17,
          'condenser_api_patterns/get_account_history/delete_comment_operation',
        ],
      ];
      before(async () => {
        const reply = uniquePermlink('reply');
        await send(
          t.client,
          [commentOp('bob', reply, { author: 'alice', permlink })],
          keyOf('bob'),
        );
        await send(
          t.client,
          [['delete_comment', { author: 'bob', permlink: reply }]],
          keyOf('bob'),
        );
        await send(
          t.client,
          [['transfer', { from: 'bob', to: 'alice', amount: '1.000 HIVE', memo: 'history' }]],
          keyOf('bob', 'active'),
        );
        const [bob] = await t.client.database.getAccounts(['bob']);
        await send(
          t.client,
          [['account_update', { account: 'bob', memo_key: bob.memo_key, json_metadata: '' }]],
          keyOf('bob', 'active'),
        );
      });
      for (const [operation, id, pattern] of cases) {
        it(operation, async () => {
          const history = await expectShape(
            'condenser_api.get_account_history',
            ['bob', -1, 10, bit(id)],
            recorded(pattern),
          );
          expect(history.map((entry: any) => entry[1].op[0])).to.include(operation);
        });
      }
    });

    it('get_config: the constants it serves carry hived’s names and types', async () => {
      const pattern = recorded('condenser_api_patterns/get_config/get') as Record<string, unknown>;
      const config = await call('condenser_api.get_config', []);
      const served = Object.fromEntries(Object.keys(config).map((key) => [key, pattern[key]]));
      expect(Object.keys(config).filter((key) => !(key in pattern))).to.deep.equal([]);
      expect(shapeMismatches(config, served)).to.deep.equal([]);
    });
  });

  describe('what wallets read at start-up (issue 44 §1)', () => {
    it('condenser_api.get_current_median_history_price', () =>
      expectShape(
        'condenser_api.get_current_median_history_price',
        [],
        recorded('condenser_api_patterns/get_current_median_history_price/get'),
      ));

    it('condenser_api.get_feed_history', () =>
      expectShape(
        'condenser_api.get_feed_history',
        [],
        recorded('condenser_api_patterns/get_feed_history/get'),
      ));

    it('condenser_api.get_reward_fund: the post fund; another name is hived’s recorded refusal', async () => {
      const fund = await expectShape(
        'condenser_api.get_reward_fund',
        ['post'],
        derivedPattern('condenser_api.get_reward_fund'),
      );
      expect(fund.reward_balance).to.match(/^\d+\.\d{3} HIVE$/);
      const refusal = recorded('condenser_api_patterns/get_reward_fund/get') as {
        code: number;
        message: string;
      };
      const response = await fetch(t.devnet.url, {
        method: 'POST',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'condenser_api.get_reward_fund',
          params: ['comments'],
        }),
      });
      const { error } = (await response.json()) as { error: { code: number; message: string } };
      expect({ code: error.code, message: error.message }).to.deep.equal({
        code: refusal.code,
        message: refusal.message,
      });
    });

    it('condenser_api.get_hardfork_version', () =>
      expectShape(
        'condenser_api.get_hardfork_version',
        [],
        recorded('condenser_api_patterns/get_hardfork_version/get'),
      ));

    it('condenser_api.get_witness_by_account: the block producer, null for any other account', async () => {
      // get_witnesses answers a list of the api_witness_object get_witness_by_account answers.
      const [witness] = recorded('condenser_api_patterns/get_witnesses/get') as unknown[];
      await expectShape('condenser_api.get_witness_by_account', ['initminer'], witness);
      expect(
        shapeMismatches(
          await call('condenser_api.get_witness_by_account', ['alice']),
          recorded('condenser_api_patterns/get_witness_by_account/get'),
        ),
      ).to.deep.equal([]);
    });

    it('database_api.find_witnesses', () =>
      expectShape(
        'database_api.find_witnesses',
        { owners: ['initminer', 'alice'] },
        recorded('database_api_patterns/find_witnesses/find'),
      ));

    it('database_api.get_feed_history, get_current_price_feed and get_reward_funds: NAI amounts', async () => {
      await expectShape(
        'database_api.get_feed_history',
        {},
        recorded('database_api_patterns/get_feed_history/get'),
      );
      await expectShape(
        'database_api.get_current_price_feed',
        {},
        recorded('database_api_patterns/get_current_price_feed/get'),
      );
      await expectShape(
        'database_api.get_reward_funds',
        {},
        recorded('database_api_patterns/get_reward_funds/get'),
      );
    });

    it('the lists a wallet shows beside balances: empty, as hived answers an account without any', async () => {
      const lists: [string, unknown, unknown][] = [
        [
          'condenser_api.get_vesting_delegations',
          ['alice', null, 100],
          recorded('condenser_api_patterns/get_vesting_delegations/get'),
        ],
        [
          'condenser_api.get_expiring_vesting_delegations',
          ['alice', '1970-01-01T00:00:00'],
          recorded('condenser_api_patterns/get_expiring_vesting_delegations/duplibot'),
        ],
        [
          'condenser_api.get_open_orders',
          ['alice'],
          recorded('condenser_api_patterns/get_open_orders/get'),
        ],
        [
          'condenser_api.get_withdraw_routes',
          ['alice', 'all'],
          recorded('condenser_api_patterns/get_withdraw_routes/all'),
        ],
        [
          'condenser_api.get_savings_withdraw_from',
          ['alice'],
          recorded('condenser_api_patterns/get_savings_withdraw_from/get'),
        ],
        [
          'condenser_api.get_savings_withdraw_to',
          ['alice'],
          recorded('condenser_api_patterns/get_savings_withdraw_to/get'),
        ],
        [
          'condenser_api.get_conversion_requests',
          ['alice'],
          derivedPattern('condenser_api.get_conversion_requests'),
        ],
        [
          'condenser_api.get_collateralized_conversion_requests',
          ['alice'],
          derivedPattern('condenser_api.get_collateralized_conversion_requests'),
        ],
        [
          'condenser_api.list_proposals',
          [[-1], 1000, 'by_total_votes', 'descending', 'votable'],
          recorded('condenser_api_patterns/list_proposals/total_votes'),
        ],
        [
          'condenser_api.list_proposal_votes',
          [['alice'], 1000, 'by_voter_proposal', 'descending', 'votable'],
          recorded('condenser_api_patterns/list_proposal_votes/voter_votable'),
        ],
        [
          'database_api.find_vesting_delegation_expirations',
          { account: 'alice' },
          recorded('database_api_patterns/find_vesting_delegation_expirations/find'),
        ],
        [
          'database_api.find_recurrent_transfers',
          { from: 'alice' },
          derivedPattern('database_api.find_recurrent_transfers'),
        ],
        [
          'rc_api.list_rc_direct_delegations',
          { start: ['alice', ''], limit: 1000 },
          derivedPattern('rc_api.list_rc_direct_delegations'),
        ],
      ];
      for (const [method, params, pattern] of lists) {
        const answer = await expectShape(method, params, pattern);
        expect(JSON.stringify(answer), method).to.match(/^(\[\]|\{"[a-z_]+":\[\]\})$/);
      }
    });
  });

  describe('database_api, block_api, transaction_status_api, account_by_key_api, rc_api', () => {
    it('database_api.find_accounts', () =>
      expectShape(
        'database_api.find_accounts',
        { accounts: ['alice'] },
        {
          accounts: withFields(
            (recorded('database_api_patterns/find_accounts/find') as { accounts: unknown[] })
              .accounts,
            PREVIOUS_OWNER_UPDATE,
          ),
        },
      ));

    it('database_api.get_dynamic_global_properties: amounts as NAI objects', () =>
      expectShape(
        'database_api.get_dynamic_global_properties',
        {},
        recorded('database_api_patterns/get_dynamic_global_properties/get'),
      ));

    it('database_api.get_config: the constants it serves carry hived’s names and types', async () => {
      const pattern = recorded('database_api_patterns/get_config/get') as Record<string, unknown>;
      const config = await call('database_api.get_config', {});
      const served = Object.fromEntries(Object.keys(config).map((key) => [key, pattern[key]]));
      expect(shapeMismatches(config, served)).to.deep.equal([]);
    });

    it('block_api.get_block and get_block_header', async () => {
      await expectShape(
        'block_api.get_block',
        { block_num: 1 },
        recorded('block_api_patterns/get_block/one'),
      );
      await expectShape(
        'block_api.get_block_header',
        { block_num: 1 },
        recorded('block_api_patterns/get_block_header/one'),
      );
    });

    it('transaction_status_api.find_transaction, in a block (with rc_cost) and unknown', async () => {
      await expectShape(
        'transaction_status_api.find_transaction',
        { transaction_id: vote.id },
        recorded('transaction_status_api_patterns/within_irreversible_block'),
      );
      await expectShape(
        'transaction_status_api.find_transaction',
        { transaction_id: 'ab'.repeat(20) },
        recorded('transaction_status_api_patterns/unknown'),
      );
    });

    it('jsonrpc.get_methods: every method served, this one too', async () => {
      const methods = await expectShape(
        'jsonrpc.get_methods',
        {},
        recorded('jsonrpc_patterns/get_methods'),
      );
      expect(methods).to.include.members(['jsonrpc.get_methods', 'condenser_api.get_accounts']);
    });

    it('account_by_key_api.get_key_references', () =>
      expectShape(
        'account_by_key_api.get_key_references',
        { keys: [keyOf('alice').createPublic('STM').toString()] },
        recorded('account_by_key_api_patterns/get_key_references/gtg_posting'),
      ));

    it('rc_api.find_rc_accounts (recorded empty at block 5M: the older recording plus HF26’s two fields)', async () => {
      expect(
        hivedRecording('rc_api_patterns/find_rc_accounts/multiple.orig.json'),
      ).to.have.nested.property('rc_accounts[0].rc_manabar');
      await expectShape(
        'rc_api.find_rc_accounts',
        { accounts: ['alice', 'bob'] },
        derivedPattern('rc_api.find_rc_accounts'),
      );
    });
  });
});
