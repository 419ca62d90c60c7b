import { expect } from 'chai';
import { DEVNET_CHAIN_ID } from '..';
import { commentOp, keyOf, send, uniquePermlink, useDevnet } from './devnetFixture';

describe('devnet: good transactions land and show their effects (through dhive)', () => {
  const t = useDevnet();

  it('answers broadcast_transaction_synchronous with id, block_num, trx_num and expired: false', async () => {
    const permlink = uniquePermlink();
    const receipt = await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
    expect(receipt).to.have.keys(['id', 'block_num', 'trx_num', 'expired']);
    expect(receipt.id).to.match(/^[0-9a-f]{40}$/);
    expect(receipt.expired).to.equal(false);
    expect(receipt.trx_num).to.equal(0);
    const block = await t.client.database.getBlock(receipt.block_num);
    expect(block.transaction_ids).to.deep.equal([receipt.id]);
    expect(DEVNET_CHAIN_ID).to.equal(t.devnet.chainId);
  });

  it('records a post and a reply, readable with get_content and get_content_replies', async () => {
    const permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
    await send(
      t.client,
      [commentOp('bob', `re-${permlink}`, { author: 'alice', permlink })],
      keyOf('bob'),
    );
    const post = await t.client.call('condenser_api', 'get_content', ['alice', permlink]);
    expect(post).to.include({
      author: 'alice',
      permlink,
      title: `Title of ${permlink}`,
      body: `Body of ${permlink}`,
      children: 1,
      depth: 0,
      category: 'devnet',
    });
    const replies = await t.client.call('condenser_api', 'get_content_replies', [
      'alice',
      permlink,
    ]);
    expect(replies.map((r: { author: string }) => r.author)).to.deep.equal(['bob']);
  });

  it('edits a post when the same author and permlink comment again', async () => {
    const permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
    const edit = commentOp('alice', permlink);
    (edit[1] as { body: string }).body = 'edited body';
    await send(t.client, [edit], keyOf('alice'));
    const post = await t.client.call('condenser_api', 'get_content', ['alice', permlink]);
    expect(post.body).to.equal('edited body');
  });

  it('records votes, changes them, and lists them with get_active_votes', async () => {
    const permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
    await send(
      t.client,
      [['vote', { voter: 'bob', author: 'alice', permlink, weight: 10000 }]],
      keyOf('bob'),
    );
    await send(
      t.client,
      [['vote', { voter: 'carol', author: 'alice', permlink, weight: -5000 }]],
      keyOf('carol'),
    );
    await send(
      t.client,
      [['vote', { voter: 'bob', author: 'alice', permlink, weight: 2500 }]],
      keyOf('bob'),
    );
    const votes = await t.client.call('condenser_api', 'get_active_votes', ['alice', permlink]);
    expect(
      votes.map((v: { voter: string; percent: number }) => [v.voter, v.percent]),
    ).to.deep.equal([
      ['bob', 2500],
      ['carol', -5000],
    ]);
  });

  it('applies several operations of one transaction in order (post, then vote on it)', async () => {
    const permlink = uniquePermlink();
    await send(
      t.client,
      [
        commentOp('alice', permlink),
        ['vote', { voter: 'alice', author: 'alice', permlink, weight: 100 }],
      ],
      keyOf('alice'),
    );
    const votes = await t.client.call('condenser_api', 'get_active_votes', ['alice', permlink]);
    expect(votes).to.have.length(1);
  });

  it('deletes a comment without replies or positive votes', async () => {
    const permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
    await send(t.client, [['delete_comment', { author: 'alice', permlink }]], keyOf('alice'));
    const post = await t.client.call('condenser_api', 'get_content', ['alice', permlink]);
    expect(post.author).to.equal('');
  });

  it('records comment_options, including beneficiaries', async () => {
    const permlink = uniquePermlink();
    await send(
      t.client,
      [
        commentOp('alice', permlink),
        [
          'comment_options',
          {
            author: 'alice',
            permlink,
            max_accepted_payout: '100.000 HBD',
            percent_hbd: 5000,
            allow_votes: true,
            allow_curation_rewards: false,
            extensions: [[0, { beneficiaries: [{ account: 'demo-app', weight: 500 }] }]],
          },
        ],
      ],
      keyOf('alice'),
    );
    const post = await t.client.call('condenser_api', 'get_content', ['alice', permlink]);
    expect(post).to.include({
      max_accepted_payout: '100.000 HBD',
      percent_hbd: 5000,
      allow_curation_rewards: false,
    });
    expect(post.beneficiaries).to.deep.equal([{ account: 'demo-app', weight: 500 }]);
  });

  it('follows, ignores and unfollows through custom_json "follow"', async () => {
    const follow = (what: string[]) =>
      [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: ['carol'],
          id: 'follow',
          json: JSON.stringify(['follow', { follower: 'carol', following: 'bob', what }]),
        },
      ] as ['custom_json', Record<string, unknown>];
    await send(t.client, [follow(['blog'])], keyOf('carol'));
    expect(
      await t.client.call('condenser_api', 'get_following', ['carol', null, 'blog', 10]),
    ).to.deep.equal([{ follower: 'carol', following: 'bob', what: ['blog'] }]);
    expect(
      await t.client.call('condenser_api', 'get_followers', ['bob', null, 'blog', 10]),
    ).to.deep.equal([{ follower: 'carol', following: 'bob', what: ['blog'] }]);
    await send(t.client, [follow(['ignore'])], keyOf('carol'));
    expect(
      await t.client.call('condenser_api', 'get_following', ['carol', null, 'blog', 10]),
    ).to.deep.equal([]);
    expect(
      await t.client.call('condenser_api', 'get_following', ['carol', null, 'ignore', 10]),
    ).to.deep.equal([{ follower: 'carol', following: 'bob', what: ['ignore'] }]);
    await send(t.client, [follow([])], keyOf('carol'));
    expect(
      await t.client.call('condenser_api', 'get_following', ['carol', null, 'ignore', 10]),
    ).to.deep.equal([]);
  });

  it('records a reblog', async () => {
    const permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
    await send(
      t.client,
      [
        [
          'custom_json',
          {
            required_auths: [],
            required_posting_auths: ['bob'],
            id: 'follow',
            json: JSON.stringify(['reblog', { account: 'bob', author: 'alice', permlink }]),
          },
        ],
      ],
      keyOf('bob'),
    );
    expect(
      await t.client.call('condenser_api', 'get_reblogged_by', ['alice', permlink]),
    ).to.deep.equal(['alice', 'bob']);
  });

  it('accepts other custom_json ids without interpreting them', async () => {
    const receipt = await send(
      t.client,
      [
        [
          'custom_json',
          {
            required_auths: [],
            required_posting_auths: ['alice'],
            id: 'my-game',
            json: '{"move":"e4"}',
          },
        ],
      ],
      keyOf('alice'),
    );
    const block = await t.client.database.getBlock(receipt.block_num);
    expect(block.transactions[0].operations[0][0]).to.equal('custom_json');
  });

  it('moves reward balances into balances with claim_reward_balance', async () => {
    const [before] = await t.client.database.getAccounts(['carol']);
    await send(
      t.client,
      [
        [
          'claim_reward_balance',
          {
            account: 'carol',
            reward_hive: '0.400 HIVE',
            reward_hbd: '0.500 HBD',
            reward_vests: '1000.000000 VESTS',
          },
        ],
      ],
      keyOf('carol'),
    );
    const [after] = await t.client.database.getAccounts(['carol']);
    expect([
      before.reward_hive_balance,
      after.reward_hive_balance,
      before.balance,
      after.balance,
    ]).to.deep.equal(['1.000 HIVE', '0.600 HIVE', '100.000 HIVE', '100.400 HIVE']);
    expect([after.reward_hbd_balance, after.hbd_balance]).to.deep.equal([
      '0.000 HBD',
      '20.500 HBD',
    ]);
    expect([after.reward_vesting_balance, after.vesting_shares]).to.deep.equal([
      '1000.000000 VESTS',
      '1001000.000000 VESTS',
    ]);
  });

  it('moves funds with transfer (active key)', async () => {
    await send(
      t.client,
      [['transfer', { from: 'bob', to: 'alice', amount: '1.500 HIVE', memo: 'thanks' }]],
      keyOf('bob', 'active'),
    );
    const [alice, bob] = await t.client.database.getAccounts(['alice', 'bob']);
    expect(bob.balance).to.equal('98.500 HIVE');
    expect(alice.balance).to.equal('101.500 HIVE');
  });

  it('changes posting_json_metadata with account_update2 signed by the posting key', async () => {
    const metadata = JSON.stringify({ profile: { name: 'Carol C.', version: 2 } });
    await send(
      t.client,
      [
        [
          'account_update2',
          { account: 'carol', json_metadata: '', posting_json_metadata: metadata, extensions: [] },
        ],
      ],
      keyOf('carol'),
    );
    const [carol] = await t.client.database.getAccounts(['carol']);
    expect(carol.posting_json_metadata).to.equal(metadata);
    expect(carol.json_metadata).to.equal('');
  });

  it('grants an app with account_update (active key): the new posting authority is in force at once', async () => {
    const [bob] = await t.client.database.getAccounts(['bob']);
    const posting = { ...bob.posting, account_auths: [['demo-app', 1]] };
    await send(
      t.client,
      [['account_update', { account: 'bob', posting, memo_key: bob.memo_key, json_metadata: '' }]],
      keyOf('bob', 'active'),
    );
    const [after] = await t.client.database.getAccounts(['bob']);
    expect(after.posting.account_auths).to.deep.equal([['demo-app', 1]]);
    // The service's key now signs for bob through demo-app.
    const permlink = uniquePermlink();
    await send(t.client, [commentOp('bob', permlink)], keyOf('hivegate'));
    expect(
      (await t.client.call('condenser_api', 'get_content', ['bob', permlink])).author,
    ).to.equal('bob');
  });

  it('is read back by dhive helpers: broadcast.comment / broadcast.vote return the id', async () => {
    const permlink = uniquePermlink();
    const result = await t.client.broadcast.comment(
      commentOp('alice', permlink)[1] as never,
      keyOf('alice'),
    );
    expect(result.id).to.match(/^[0-9a-f]{40}$/);
    const status = await t.client.call('transaction_status_api', 'find_transaction', {
      transaction_id: result.id,
    });
    expect(status.status).to.equal('within_irreversible_block');
  });
});
