import 'reflect-metadata';
import { expect } from 'chai';
import { dangerOf } from '../../web/i18n/words/operationDangers';
import { encodeOp, encodeOps, encodeTx } from 'hive-uri';
import { translatorFor } from '../../adapters/http/pages/i18n';
import { parseLegacySign } from '../../adapters/http/broadcast/parseSignLink';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { pageData } from '../support/pageData';

describe('HTTP: sign link pages', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer();
  });
  after(() => t.close());

  const path = (hiveUri: string) => hiveUri.replace('hive://', '/');

  it('shows a hive-uri transfer in human terms, escaped, with the unresolved transaction for the page', async () => {
    const memo = '</script><script>alert(1)</script>';
    const answer = await call(
      t.url,
      'GET',
      path(
        encodeOp(['transfer', { from: '__signer', to: 'bob', amount: '1.000 HIVE', memo }], {
          callback: 'https://app.example/done?id={{id}}',
          signer: 'alice',
        }),
      ),
    );
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-security-policy')).to.include("frame-ancestors 'none'");
    expect(answer.body).to.include('<h1 id="sign-title">Send 1.000 HIVE to @bob</h1>');
    expect(answer.body).to.include('you (the account that signs)');
    expect(answer.body).to.not.include('<script>alert');
    const data = pageData(answer.body);
    expect(data.tx.operations).to.deep.equal([
      ['transfer', { from: '__signer', to: 'bob', amount: '1.000 HIVE', memo }],
    ]);
    expect(data).to.include({
      signer: 'alice',
      authority: 'active',
      callback: 'https://app.example/done?id={{id}}',
      noBroadcast: false,
    });
    expect(data.tx.ref_block_num).to.equal('__ref_block_num');
  });

  it('accepts /ops/ and /tx/ links, `nb`, and `authority`', async () => {
    const ops = await call(
      t.url,
      'GET',
      `${path(
        encodeOps(
          [
            ['account_witness_vote', { account: '__signer', witness: 'bob', approve: true }],
            ['transfer_to_vesting', { from: '__signer', to: '', amount: '5.000 HIVE' }],
          ],
          { no_broadcast: true },
        ),
      )}&authority=owner`,
    );
    expect(ops.status).to.equal(200);
    expect(ops.body).to.include('Vote for witness @bob').and.include('Power up 5.000 HIVE');
    expect(pageData(ops.body)).to.include({ noBroadcast: true, authority: 'owner' });
    // A fixed expiration must be ahead, by at most the hour Hive accepts (issue 15); every field of account_update is there.
    const expiration = new Date(t.clock.now() + 30 * 60_000).toISOString().slice(0, 19);
    const memoKey = 'STM6LLegbAgLAy28EHrffBVuANFWcFgmqRMW13wBmTExqFE9SCkg4';
    const tx = await call(
      t.url,
      'GET',
      path(
        encodeTx({
          ref_block_num: 1,
          ref_block_prefix: 2,
          expiration,
          extensions: [],
          operations: [['account_update', { account: 'alice', memo_key: memoKey }]],
        } as never),
      ),
    );
    expect(tx.status).to.equal(200);
    expect(tx.body).to.include(
      `Your memo key becomes ${memoKey}: whoever holds it can read your encrypted memos.`,
    );
  });

  it('names the consequence of a key or recovery change in a red warning (issue 22 §4)', async () => {
    const key = 'STM6LLegbAgLAy28EHrffBVuANFWcFgmqRMW13wBmTExqFE9SCkg4';
    const owner = { weight_threshold: 1, account_auths: [], key_auths: [[key, 1]] };
    const update = await call(
      t.url,
      'GET',
      path(
        encodeOp([
          'account_update',
          { account: '__signer', owner, memo_key: key, json_metadata: '' },
        ] as never),
      ),
    );
    expect(update.status).to.equal(200);
    expect(update.body).to.match(
      new RegExp(
        `<p class="danger-warning" role="note"><strong>Warning:</strong> This replaces your owner authority with ${key}; whoever holds it owns your account`,
      ),
    );
    // The registry's sign links refuse recovery operations today; their words are ready all the same.
    expect(
      dangerOf(
        'change_recovery_account',
        {
          account_to_recover: '__signer',
          new_recovery_account: 'mallory',
        },
        translatorFor('en'),
      ),
    ).to.include('This makes @mallory the recovery account of your account after 30 days');
    const vote = await call(
      t.url,
      'GET',
      path(
        encodeOp(['vote', { voter: '__signer', author: 'a', permlink: 'p', weight: 100 }] as never),
      ),
    );
    expect(vote.body).to.not.include('danger-warning');
  });

  it('speaks the page’s language in each operation’s words; values stay as they are, isolated (issue 40)', async () => {
    const legacy = await call(
      t.url,
      'GET',
      `/sign/transfer?to=bob&amount=${encodeURIComponent('1.000 HIVE')}&memo=%23secret&ui_locales=ja`,
    );
    expect(legacy.status).to.equal(200);
    expect(legacy.body)
      .to.include('<h1 id="sign-title">@bob に 1.000 HIVE を送る</h1>')
      .and.include('<th scope="row">送信元</th><td>あなた(署名するアカウント)</td>')
      .and.include('<td><bdi translate="no">#secret</bdi></td>')
      .and.include('メモが「#」で始まっています');
    const key = 'STM6LLegbAgLAy28EHrffBVuANFWcFgmqRMW13wBmTExqFE9SCkg4';
    const update = await call(
      t.url,
      'GET',
      `${path(
        encodeOps([
          ['account_update', { account: '__signer', memo_key: key, json_metadata: '' }],
          ['delete_comment', { author: '__signer', permlink: 'p' }],
        ] as never),
      )}?ui_locales=de`,
    );
    expect(update.status).to.equal(200);
    expect(update.body)
      .to.include(`Dein Memo-Schlüssel wird ${key}`)
      .and.include('Operation delete comment')
      // An operation without words lists its fields by their own names, never translated.
      .and.include('<th scope="row"><bdi translate="no">permlink</bdi></th>');
  });

  it('refuses links that cannot be shown honestly: bad payload, non-http callback, unknown kind, bad operation', async () => {
    const transfer = [
      'transfer',
      { from: '__signer', to: 'bob', amount: '1.000 HIVE', memo: '' },
    ] as never;
    const cases = [
      '/sign/op/not-base64-json',
      path(encodeOp(transfer, { callback: 'javascript:alert(1)' })),
      path(encodeOp(transfer)).replace('/op/', '/msg/'),
      path(encodeOps([])),
      path(encodeOp(['Transfer!', {}] as never)),
      '/sign/transfer?weight=lots&amount=1.000%20HIVE',
      '/sign/transfer?to=bob&redirect_uri=data:text/html,hi',
    ];
    for (const link of cases) {
      const answer = await call(t.url, 'GET', link);
      expect(answer.status, link).to.equal(400);
      expect(answer.body, link).to.include('role="alert"').and.not.include('<form');
    }
  });

  it('builds the legacy form like hivesigner sign(): fields from the query, the actor filled by the signer', () => {
    const request = parseLegacySign('transfer', {
      to: 'bob',
      amount: '1.000 HIVE',
      memo: 'hi',
      redirect_uri: 'https://app.example/after',
    });
    expect(request.tx.operations).to.deep.equal([
      ['transfer', { from: '__signer', to: 'bob', amount: '1.000 HIVE', memo: 'hi' }],
    ]);
    expect(request.callback).to.equal('https://app.example/after');
    const vote = parseLegacySign('account_witness_vote', { witness: 'witness1', approve: 'true' });
    expect(vote.tx.operations[0][1]).to.deep.equal({
      witness: 'witness1',
      approve: true,
      account: '__signer',
    });
    const delegate = parseLegacySign('delegate_vesting_shares', {
      delegator: 'carol',
      delegatee: 'bob',
      vesting_shares: '10.000000 VESTS',
    });
    expect(delegate.tx.operations[0][1].delegator).to.equal('carol');
  });

  it('fixes the signer from the account the operations act for, and asks for the least authority they need (issue 39 §3)', async () => {
    const vote = await call(
      t.url,
      'GET',
      '/sign/vote?voter=alice&author=bob&permlink=hello&weight=10000',
    );
    expect(vote.status).to.equal(200);
    expect(vote.body).to.match(/id="username"[^>]*value="alice" readonly/);
    expect(vote.body).to.include('The link asks for @alice to sign.');
    expect(vote.body).to.include('Private posting key or master password');
    expect(pageData(vote.body)).to.include({ signer: 'alice', authority: 'posting' });
    // A transfer needs the active key; a link naming no account leaves the signer to the user.
    const transfer = parseLegacySign('transfer', { to: 'bob', amount: '1.000 HIVE' });
    expect(transfer).to.include({ authority: 'active', signer: undefined });
    expect(
      parseLegacySign('transfer', { from: 'carol', to: 'bob', amount: '1.000 HIVE' }),
    ).to.include({
      authority: 'active',
      signer: 'carol',
    });
    // What the link says wins: `s` names the signer, `authority` the key.
    expect(
      parseLegacySign('vote', {
        voter: 'alice',
        author: 'bob',
        permlink: 'p',
        weight: '1',
        s: 'bob',
        authority: 'active',
      }),
    ).to.include({ signer: 'bob', authority: 'active' });
    const follow = await call(
      t.url,
      'GET',
      path(
        encodeOp([
          'custom_json',
          { required_auths: [], required_posting_auths: ['__signer'], id: 'follow', json: '[]' },
        ]),
      ),
    );
    expect(pageData(follow.body)).to.include({ authority: 'posting' });
    expect(pageData(follow.body).signer).to.equal(undefined);
    // Posting authorities only, however many and whoever: still posting; one of active: active.
    const custom = (required_auths: string[], required_posting_auths: string[]) =>
      parseLegacySign('custom_json', {
        required_auths: JSON.stringify(required_auths),
        required_posting_auths: JSON.stringify(required_posting_auths),
        id: 'x',
        json: '[]',
      }).authority;
    expect(custom([], ['alice', '__signer'])).to.equal('posting');
    expect(custom([], ['alice', 'bob'])).to.equal('posting');
    expect(custom(['alice'], [])).to.equal('active');
  });
});
