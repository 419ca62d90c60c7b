import { expect } from 'chai';
import { DEMO_APP_SECRET, DEVNET_CHAIN_ID, demoAccounts } from '..';
import { sha256Hex } from '../../core/shared/crypto';
import { keyOf, send, useDevnet } from './devnetFixture';

async function rpc(url: string, body: unknown, init: RequestInit = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('devnet: the JSON-RPC surface dhive and browsers use', () => {
  const t = useDevnet();

  it('serves get_config with its own chain id and the STM prefix', async () => {
    const config = await t.client.database.getConfig();
    expect(config.HIVE_CHAIN_ID).to.equal(DEVNET_CHAIN_ID);
    expect(DEVNET_CHAIN_ID).to.not.equal(
      'beeab0de00000000000000000000000000000000000000000000000000000000',
    );
    expect(config.HIVE_ADDRESS_PREFIX).to.equal('STM');
  });

  it('serves dynamic global properties with a real head block number, id and time', async () => {
    const props = await t.client.database.getDynamicGlobalProperties();
    const header = await t.client.database.getBlockHeader(props.head_block_number);
    const block = await t.client.database.getBlock(props.head_block_number);
    expect(props.head_block_id).to.match(/^[0-9a-f]{40}$/);
    expect(parseInt(props.head_block_id.slice(0, 8), 16)).to.equal(props.head_block_number);
    expect(block.block_id).to.equal(props.head_block_id);
    expect(header.timestamp).to.equal(props.time);
    expect(Math.abs(Date.parse(`${props.time}Z`) - Date.now())).to.be.lessThan(10_000);
  });

  it("answers get_accounts with records shaped like a public node's", async () => {
    const [alice] = await t.client.database.getAccounts(['alice', 'nobody']).then((list) => {
      expect(list).to.have.length(1);
      return list;
    });
    expect(alice.id).to.be.a('number');
    expect(alice.name).to.equal('alice');
    expect(alice.posting).to.deep.equal({
      weight_threshold: 1,
      account_auths: [
        ['demo-app', 1],
        ['demo-spa', 1],
      ],
      key_auths: [[keyOf('alice').createPublic('STM').toString(), 1]],
    });
    expect(alice.memo_key).to.equal(keyOf('alice', 'memo').createPublic('STM').toString());
    expect(JSON.parse(alice.posting_json_metadata)).to.deep.equal({
      profile: { name: 'Alice', version: 2 },
    });
    expect(alice.json_metadata).to.equal('');
    for (const field of [
      'balance',
      'hbd_balance',
      'vesting_shares',
      'reward_hive_balance',
      'reward_hbd_balance',
      'reward_vesting_balance',
    ]) {
      expect(alice[field as keyof typeof alice], field).to.match(/^\d+\.\d{3,6} (HIVE|HBD|VESTS)$/);
    }
    expect(alice).to.include.keys(
      'created',
      'last_owner_update',
      'last_account_update',
      'recovery_account',
      'voting_manabar',
      'post_count',
    );
  });

  it('has the demo accounts other parts of hivegate rely on', async () => {
    const accounts = await t.client.database.getAccounts([
      'hivegate',
      'demo-app',
      'alice',
      'bob',
      'carol',
    ]);
    const byName = Object.fromEntries(accounts.map((a) => [a.name, a]));
    expect(byName['demo-app'].posting.account_auths).to.deep.equal([['hivegate', 1]]);
    expect(byName['demo-app'].posting_json_metadata).to.equal('');
    expect(JSON.parse(byName['demo-app'].json_metadata).profile).to.deep.equal({
      type: 'app',
      name: 'Demo App',
      about: 'An example app that signs in with hivegate',
      website: 'http://localhost:3000/',
      redirect_uris: ['http://localhost:3000/demo/callback', 'http://127.0.0.1:3000/demo/callback'],
      secret: sha256Hex(DEMO_APP_SECRET),
      version: 2,
    });
    expect(byName.bob.posting.account_auths).to.deep.equal([]);
    expect(byName.carol.posting.account_auths).to.deep.equal([['demo-app', 1]]);
    const demo = demoAccounts();
    expect(demo.map((a) => a.name)).to.deep.equal([
      'hivegate',
      'demo-app',
      'demo-spa',
      'alice',
      'bob',
      'carol',
    ]);
    expect(byName.hivegate.posting.key_auths[0][0]).to.equal(demo[0].keys.posting.public);
  });

  it('answers the same through the "call" form and the method form, echoing the id', async () => {
    const direct = await rpc(t.devnet.url, {
      jsonrpc: '2.0',
      id: 7,
      method: 'condenser_api.get_accounts',
      params: [['bob']],
    });
    const call = await rpc(t.devnet.url, {
      jsonrpc: '2.0',
      id: 'x',
      method: 'call',
      params: ['condenser_api', 'get_accounts', [['bob']]],
    });
    expect(direct.body.id).to.equal(7);
    expect(call.body.id).to.equal('x');
    expect(call.body.result).to.deep.equal(direct.body.result);
  });

  it('answers database_api.find_accounts with NAI amounts', async () => {
    const { accounts } = await t.client.call('database_api', 'find_accounts', {
      accounts: ['alice'],
    });
    expect(accounts[0].name).to.equal('alice');
    expect(accounts[0].balance).to.deep.include({ precision: 3, nai: '@@000000021' });
  });

  it("answers an unknown method with hived's own refusal (-32002, its assert texts), never a crash", async () => {
    // The texts and the code of hived's json_rpc_plugin.cpp, pinned by its tests/unit/plugin_tests/json_rpc.cpp.
    const refusal = async (method: string) =>
      (await rpc(t.devnet.url, { jsonrpc: '2.0', id: 1, method, params: [] })).body.error;
    const missingMethod = await refusal('condenser_api.no_such_method');
    expect(missingMethod).to.deep.include({
      code: -32002,
      message:
        'Assert Exception:method_itr != api_itr->second.end(): Could not find method no_such_method',
    });
    expect(missingMethod.data).to.deep.include({
      code: 10,
      name: 'assert_exception',
      message: 'Assert Exception',
      extension: { assertion_expression: 'method_itr != api_itr->second.end()' },
    });
    expect(missingMethod.data.stack[0].data).to.deep.equal({ method: 'no_such_method' });
    expect((await refusal('fake_api.fake_method')).message).to.equal(
      'Assert Exception:api_itr != data._registered_apis.end(): Could not find API fake_api',
    );
    expect((await refusal('a.b.c')).message).to.equal(
      'Assert Exception:v.size() == 2: method specification invalid. Should be api.method',
    );
    const viaDhive = await t.client.call('bridge', 'get_post', {}).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(viaDhive).to.contain('Could not find API bridge');
    expect(await t.client.database.getAccounts(['alice'])).to.have.length(1);
  });

  it('answers a parse error with -32700 and invalid params with -32602', async () => {
    const response = await fetch(t.devnet.url, { method: 'POST', body: '{not json' });
    expect((await response.json()).error.code).to.equal(-32700);
    const { body } = await rpc(t.devnet.url, {
      jsonrpc: '2.0',
      id: 1,
      method: 'condenser_api.get_accounts',
      params: ['alice'],
    });
    expect(body.error.code).to.equal(-32602);
  });

  it('answers a batch with one response per request', async () => {
    const { body } = await rpc(t.devnet.url, [
      { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_dynamic_global_properties', params: [] },
      { jsonrpc: '2.0', id: 2, method: 'condenser_api.nope', params: [] },
    ]);
    expect(body.map((r: { id: number }) => r.id)).to.deep.equal([1, 2]);
    expect(body[1].error.code).to.equal(-32002);
  });

  it("uses hived's error shape: code -32000/-32003 and data {code, name, message, stack}", async () => {
    const { body } = await rpc(t.devnet.url, {
      jsonrpc: '2.0',
      id: 3,
      method: 'condenser_api.broadcast_transaction',
      params: [
        {
          ref_block_num: 0,
          ref_block_prefix: 0,
          expiration: '2000-01-01T00:00:00',
          operations: [],
          extensions: [],
          signatures: [],
        },
      ],
    });
    expect(body.id).to.equal(3);
    expect(body.error.code).to.equal(-32003);
    expect(body.error.data).to.deep.include({
      code: 10,
      name: 'assert_exception',
      message: 'Assert Exception',
    });
    // fc's serialized exception: the asserted expression as an extension, the message in the stack.
    expect(body.error.data.extension.assertion_expression).to.be.a('string').and.not.equal('');
    expect(body.error.data.stack).to.have.length(1);
    expect(body.error.data.stack[0]).to.have.all.keys('context', 'format', 'data');
    expect(body.error.data.stack[0].context).to.include.all.keys(
      'level',
      'file',
      'line',
      'method',
      'hostname',
      'thread_name',
      'timestamp',
    );
    expect(body.error.message).to.equal(
      `Assert Exception:${body.error.data.extension.assertion_expression}: ${body.error.data.stack[0].format}`,
    );
  });

  it('allows browser pages on any origin (CORS, with the OPTIONS preflight)', async () => {
    const preflight = await fetch(t.devnet.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).to.equal(204);
    expect(preflight.headers.get('access-control-allow-origin')).to.equal('*');
    expect(preflight.headers.get('access-control-allow-headers')).to.match(/content-type/i);
    const { headers } = await rpc(
      t.devnet.url,
      { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_config', params: [] },
      { headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' } },
    );
    expect(headers.get('access-control-allow-origin')).to.equal('*');
  });

  it('answers broadcast_transaction with {} and the transaction lands (instant mode)', async () => {
    const before = (await t.client.database.getDynamicGlobalProperties()).head_block_number;
    const result = await t.client.broadcast
      .vote({ voter: 'bob', author: 'alice', permlink: 'x', weight: 1 }, keyOf('bob'))
      .catch((e: Error) => e.message);
    expect(result).to.contain('Could not find comment alice/x');
    const receipt = await send(
      t.client,
      [
        [
          'custom_json',
          { required_auths: [], required_posting_auths: ['bob'], id: 'x', json: '[]' },
        ],
      ],
      keyOf('bob'),
    );
    expect(receipt.block_num).to.be.greaterThan(before);
  });

  it('finds transactions: get_transaction, find_transaction (known, unknown, expired)', async () => {
    const receipt = await send(
      t.client,
      [
        [
          'custom_json',
          { required_auths: [], required_posting_auths: ['carol'], id: 'x', json: '{}' },
        ],
      ],
      keyOf('carol'),
    );
    const tx = await t.client.database.getTransaction(receipt.id);
    expect(tx).to.include({
      transaction_id: receipt.id,
      block_num: receipt.block_num,
      transaction_num: 0,
    });
    const found = await t.client.call('transaction_status_api', 'find_transaction', {
      transaction_id: receipt.id,
    });
    expect(found).to.include({ status: 'within_irreversible_block', block_num: receipt.block_num });
    // hived's rc_cost: what the payer was charged (1,000 RC a byte here).
    expect(found.rc_cost).to.be.a('number').above(0);
    const unknownId = 'f'.repeat(40);
    expect(
      await t.client.call('transaction_status_api', 'find_transaction', {
        transaction_id: unknownId,
      }),
    ).to.deep.equal({ status: 'unknown' });
    expect(
      await t.client.call('transaction_status_api', 'find_transaction', {
        transaction_id: unknownId,
        expiration: '2020-01-01T00:00:00',
      }),
    ).to.deep.equal({ status: 'expired_irreversible' });
  });

  it('answers get_key_references (which accounts a key signs for)', async () => {
    const key = keyOf('carol').createPublic('STM').toString();
    expect(await t.client.call('condenser_api', 'get_key_references', [[key]])).to.deep.equal([
      ['carol'],
    ]);
    expect(
      await t.client.call('account_by_key_api', 'get_key_references', { keys: [key] }),
    ).to.deep.equal({ accounts: [['carol']] });
  });
});
