import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp, encodeOps, encodeTx } from 'hive-uri';
import { call, type Answer } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { MemoryLogger } from '../support/MemoryLogger';
import { pageData } from '../support/pageData';

/** A refused link: 4xx, plain words naming the field, and nothing to type a key into. */
function expectRefused(answer: Answer, link: string, words: string | RegExp) {
  expect(answer.status, link).to.be.within(400, 499);
  expect(answer.headers.get('content-type'), link).to.match(/^text\/html/);
  expect(answer.body, link)
    .to.include('role="alert"')
    .and.not.include('type="password"')
    .and.not.include('<form');
  expect(answer.body, link).to.include('This sign link cannot be signed');
  if (typeof words === 'string') expect(answer.body, link).to.include(words);
  else expect(answer.body, link).to.match(words);
}

describe('HTTP: sign links are checked before the page asks for a key (issue 15, items 1–3)', () => {
  const logger = new MemoryLogger();
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer({ logger });
  });
  after(() => t.close());

  const path = (hiveUri: string) => hiveUri.replace('hive://', '/');
  const transfer = (fields: Record<string, unknown>) =>
    [
      'transfer',
      { from: '__signer', to: 'bob', amount: '1.000 HIVE', memo: '', ...fields },
    ] as never;
  const inMinutes = (minutes: number) =>
    new Date(t.clock.now() + minutes * 60_000).toISOString().slice(0, 19);

  it('1. a legacy transfer without a memo gets the documented default memo "" (the serializer needs a string)', async () => {
    const answer = await call(
      t.url,
      'GET',
      `/sign/transfer?to=bob&amount=${encodeURIComponent('1.000 HIVE')}`,
    );
    expect(answer.status).to.equal(200);
    expect(pageData(answer.body).tx.operations).to.deep.equal([
      ['transfer', { from: '__signer', to: 'bob', amount: '1.000 HIVE', memo: '' }],
    ]);
    expect(answer.body).to.include('(no memo)');
  });

  it('1. other documented defaults are filled: approve true, reward amounts zero, extensions []', async () => {
    const vote = await call(t.url, 'GET', '/sign/account_witness_vote?witness=bob');
    expect(pageData(vote.body).tx.operations[0][1]).to.deep.equal({
      account: '__signer',
      witness: 'bob',
      approve: true,
    });
    const claim = await call(
      t.url,
      'GET',
      `/sign/claim_reward_balance?reward_hive=${encodeURIComponent('1.000 HIVE')}`,
    );
    expect(pageData(claim.body).tx.operations[0][1]).to.deep.equal({
      account: '__signer',
      reward_hive: '1.000 HIVE',
      reward_hbd: '0.000 HBD',
      reward_vests: '0.000000 VESTS',
    });
  });

  it('takes __signer in every account field, as hive-uri resolves it anywhere (issue 22 §4)', async () => {
    for (const op of [
      ['transfer_to_vesting', { from: '__signer', to: '__signer', amount: '1.000 HIVE' }],
      ['transfer', { from: 'bob', to: '__signer', amount: '1.000 HIVE', memo: '' }],
      // Not both: proxying to oneself is refused (hived: "Cannot proxy to self").
      ['account_witness_proxy', { account: 'bob', proxy: '__signer' }],
    ]) {
      const answer = await call(t.url, 'GET', path(encodeOp(op as never)));
      expect(answer.status, `${op[0] as string}: ${String(answer.body).slice(0, 300)}`).to.equal(
        200,
      );
      expect(pageData(answer.body).tx.operations[0]).to.deep.equal(op);
    }
  });

  it('2. refuses, naming the field in plain words: unknown operation, bad amount, empty from, missing and unknown fields', async () => {
    const cases: [string, string | RegExp][] = [
      [
        '/sign/frobnicate?to=bob',
        'This link asks to sign &quot;frobnicate&quot;, which is not a Hive operation this page can sign',
      ],
      [
        '/sign/transfer?to=bob&amount=lots',
        'amount must be an amount like &quot;1.000 HIVE&quot; or &quot;1.000 HBD&quot;',
      ],
      [
        `/sign/transfer?to=bob&amount=${encodeURIComponent('1.5 HIVE')}`,
        'amount must be an amount like',
      ],
      [
        `/sign/transfer?to=bob&amount=${encodeURIComponent('0.000 HIVE')}`,
        'amount must be more than zero',
      ],
      [
        `/sign/transfer?to=bob&amount=${encodeURIComponent('1.000 DOGE')}`,
        'amount must be an amount like',
      ],
      [`/sign/transfer?amount=${encodeURIComponent('1.000 HIVE')}`, 'to is missing'],
      [
        `/sign/transfer?to=bob&amount=${encodeURIComponent('1.000 HIVE')}&colour=red`,
        'The link has a field &quot;colour&quot;, which a transfer does not have',
      ],
      [
        `/sign/transfer?to=bob&amount=${encodeURIComponent('1.000 HIVE')}&memo=${'x'.repeat(2100)}`,
        'memo must be at most 2047 bytes',
      ],
      [path(encodeOp(transfer({ from: '' }))), 'from must be a Hive account name'],
      [
        path(encodeOps([transfer({}), transfer({ amount: 'lots' })])),
        'operation 2 (transfer), amount must be an amount like',
      ],
      [
        path(encodeOp(['vote', { voter: '__signer', author: 'bob', permlink: 'p' }] as never)),
        'weight is missing',
      ],
      [
        path(
          encodeOp([
            'transfer_from_savings',
            {
              from: '__signer',
              request_id: 2 ** 53 + 2,
              to: 'bob',
              amount: '1.000 HIVE',
              memo: '',
            },
          ] as never),
        ),
        'request_id must be a whole number between 0 and 4294967295',
      ],
      // Words of our own where zod's were ("proxy Invalid input", "expected array, received undefined").
      [
        path(encodeOp(['account_witness_proxy', { account: '__signer', proxy: 5 }] as never)),
        'proxy must be a Hive account name or &quot;&quot;',
      ],
      [
        path(
          encodeOp([
            'account_update',
            {
              account: '__signer',
              owner: { weight_threshold: 1 },
              memo_key: 'STM5',
              json_metadata: '',
            },
          ] as never),
        ),
        'owner[account_auths] is missing',
      ],
      [
        path(
          encodeOp([
            'account_update',
            {
              account: '__signer',
              owner: { weight_threshold: 1, account_auths: [], key_auths: [['not a key', 1]] },
              memo_key: 'STM5',
              json_metadata: '',
            },
          ] as never),
        ),
        'must be a public key like STM5…',
      ],
      [
        path(encodeOp(['vote', 5] as never)),
        'operations.0.1 must be an object of the operation&#39;s fields',
      ],
      [
        path(
          encodeTx({
            ref_block_num: 70_000,
            ref_block_prefix: 2,
            expiration: '2030-01-01T00:00:00',
            extensions: [],
            operations: [transfer({})],
          }),
        ),
        'ref_block_num must be a whole number from 0 to 65535',
      ],
      // What hived's checks ask of two fields at once (test/http/hivedAgrees.spec.ts):
      [
        `/sign/delegate_vesting_shares?delegatee=__signer&vesting_shares=${encodeURIComponent('1.000000 VESTS')}`,
        'delegatee must be another account than delegator',
      ],
      ['/sign/account_witness_proxy?proxy=__signer', 'proxy must be another account than account'],
      [
        `/sign/limit_order_create?orderid=1&amount_to_sell=${encodeURIComponent('1.000 HIVE')}&min_to_receive=${encodeURIComponent('2.000 HIVE')}&expiration=2030-01-01T00:00:00`,
        'amount_to_sell and min_to_receive must be one in HIVE and one in HBD (the HIVE:HBD market)',
      ],
      [
        '/sign/update_proposal_votes?proposal_ids=[4,4]',
        'proposal_ids must not name a proposal twice',
      ],
      // A node checks the signatures over these lists sorted, each account once: a link
      // listing them otherwise would fail only after the user signed (devnet/test/authority.spec.ts).
      [
        path(
          encodeOp([
            'custom_json',
            { required_auths: ['bob', 'alice'], required_posting_auths: [], id: 'app', json: '{}' },
          ] as never),
        ),
        'required_auths must list &quot;alice&quot; before &quot;bob&quot;: the chain keeps these accounts in name order',
      ],
      [
        path(
          encodeOp([
            'custom_json',
            {
              required_auths: [],
              required_posting_auths: ['bob', '__signer', 'bob'],
              id: 'app',
              json: '{}',
            },
          ] as never),
        ),
        'required_posting_auths must not name &quot;bob&quot; twice',
      ],
      // Its amounts default to zero: a link naming none claims nothing, which hived refuses.
      [
        '/sign/claim_reward_balance',
        'reward_hive, reward_hbd and reward_vests must not all be zero',
      ],
      [
        path(encodeOps([transfer({}), ['claim_reward_balance', { account: '__signer' }] as never])),
        'operation 2 (claim_reward_balance), reward_hive, reward_hbd and reward_vests must not all be zero',
      ],
    ];
    for (const [link, words] of cases) expectRefused(await call(t.url, 'GET', link), link, words);
  });

  it('2. refuses accounts that do not exist on chain, and a signer that does not', async () => {
    expectRefused(
      await call(
        t.url,
        'GET',
        `/sign/transfer?to=nobody-here&amount=${encodeURIComponent('1.000 HIVE')}`,
      ),
      'to',
      'to: the account @nobody-here does not exist on Hive',
    );
    expectRefused(
      await call(t.url, 'GET', path(encodeOp(transfer({}), { signer: 'ghost-user' }))),
      's',
      '@ghost-user does not exist',
    );
  });

  it('2. refuses a fixed expiration in the past, too far ahead, or not a date; accepts one within the hour', async () => {
    const tx = (expiration: string) =>
      path(
        encodeTx({
          ref_block_num: 1,
          ref_block_prefix: 2,
          expiration,
          extensions: [],
          operations: [transfer({ from: 'alice' })],
        }),
      );
    expectRefused(
      await call(t.url, 'GET', tx('2020-01-01T00:00:00')),
      '2020',
      'this transaction expired at 2020-01-01T00:00:00 UTC',
    );
    expectRefused(
      await call(t.url, 'GET', tx(inMinutes(120))),
      'later',
      'at most 60 minutes before it expires',
    );
    expectRefused(await call(t.url, 'GET', tx('soon')), 'soon', 'expiration: must be a date');
    expect((await call(t.url, 'GET', tx(inMinutes(30)))).status).to.equal(200);
  });

  it('2. refuses links beyond the size limits: too many fields, too many operations', async () => {
    const many = Array.from({ length: 25 }, (_, i) => `f${i}=1`).join('&');
    expectRefused(await call(t.url, 'GET', `/sign/transfer?${many}`), 'fields', 'too many fields');
    const ops = Array.from({ length: 51 }, () => transfer({}));
    expectRefused(await call(t.url, 'GET', path(encodeOps(ops))), 'ops', 'at most 50 operations');
  });

  it('3. without client_id, the callback is a link the user chooses (no automatic redirect)', async () => {
    const answer = await call(
      t.url,
      'GET',
      path(encodeOp(transfer({}), { callback: 'https://elsewhere.example/done?id={{id}}' })),
    );
    expect(answer.status).to.equal(200);
    expect(pageData(answer.body)).to.include({
      callback: 'https://elsewhere.example/done?id={{id}}',
      automaticReturn: false,
    });
    expect(answer.body).to.include('you choose whether to follow it');
  });

  it('3. with client_id, the callback must be one the app registered (its query aside): then the page returns by itself', async () => {
    const registered = await call(
      t.url,
      'GET',
      `${path(encodeOp(transfer({}), { callback: 'https://demo.example/callback?tx={{id}}' }))}&client_id=demo-app`,
    );
    expect(registered.status).to.equal(200);
    expect(pageData(registered.body)).to.include({ automaticReturn: true });
    expect(registered.body).to.include('an address it registered');

    const legacy = await call(
      t.url,
      'GET',
      `/sign/transfer?to=bob&amount=${encodeURIComponent('1.000 HIVE')}&client_id=demo-app&redirect_uri=${encodeURIComponent('https://demo.example/callback')}`,
    );
    expect(pageData(legacy.body)).to.include({ automaticReturn: true });

    const stranger = await call(
      t.url,
      'GET',
      `${path(encodeOp(transfer({}), { callback: 'https://attacker.example/x' }))}&client_id=demo-app`,
    );
    expectRefused(stranger, 'stranger', 'The redirect_uri is not registered for the app @demo-app');
    const notAnApp = await call(
      t.url,
      'GET',
      `${path(encodeOp(transfer({}), { callback: 'https://demo.example/callback' }))}&client_id=alice`,
    );
    expect(notAnApp.status).to.equal(400);
    expect(notAnApp.body).to.include('is not a registered app').and.not.include('type="password"');
  });

  it("10. keeps a sign link's contents (recipient, amount, memo) out of the log lines", async () => {
    const memo = 'very-private-memo-text';
    const link = path(encodeOp(transfer({ memo, amount: '7.123 HIVE' })));
    await call(t.url, 'GET', link);
    await call(t.url, 'GET', `${path(encodeOp(transfer({ memo, from: '' })))}`); // refused: an error line too
    const payload = link.split('/')[3].split('?')[0];
    const text = logger.lines.join('\n');
    expect(text).to.include('/sign/op/[payload]');
    for (const secret of [payload, memo, '7.123']) expect(text).to.not.include(secret);
  });
});
