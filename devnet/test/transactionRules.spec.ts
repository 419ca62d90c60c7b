import { expect } from 'chai';
import {
  broadcastSync,
  commentOp,
  expectRefusedWithoutEffect,
  keyOf,
  send,
  signed,
  uniquePermlink,
  useDevnet,
} from './devnetFixture';

const shift = (time: string, seconds: number) =>
  new Date(Date.parse(`${time}Z`) + seconds * 1000).toISOString().slice(0, 19);

describe('devnet: transaction and operation rules refuse bad transactions and change nothing', () => {
  const t = useDevnet();
  let permlink: string;
  const vote = (weight = 10000, target = permlink) =>
    ['vote', { voter: 'bob', author: 'alice', permlink: target, weight }] as [
      'vote',
      Record<string, unknown>,
    ];
  const customJson = (fields: Record<string, unknown>) =>
    [
      'custom_json',
      { required_auths: [], required_posting_auths: ['bob'], id: 'app', json: '{}', ...fields },
    ] as ['custom_json', Record<string, unknown>];

  before(async () => {
    permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
  });

  describe('transaction rules', () => {
    it('refuses an expiration that is not after the head block time', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(t.client, [vote()], keyOf('bob'), (tx) => {
            tx.expiration = shift(tx.expiration, -60);
          }),
        'transaction expiration exception',
      );
    });

    it('refuses an expiration more than 3600 s ahead, accepts exactly 3600 s', async () => {
      const props = await t.client.database.getDynamicGlobalProperties();
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(t.client, [vote()], keyOf('bob'), (tx) => {
            tx.expiration = shift(props.time, 3601);
          }),
        'HIVE_MAX_TIME_UNTIL_EXPIRATION',
      );
      await send(t.client, [vote(5000)], keyOf('bob'), (tx) => {
        tx.expiration = shift(props.time, 3600);
      });
    });

    it('refuses a TaPoS reference to a block that is not ours (wrong ref_block_prefix)', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(t.client, [vote(100)], keyOf('bob'), (tx) => {
            tx.ref_block_prefix = (tx.ref_block_prefix + 1) >>> 0;
          }),
        'transaction tapos exception',
      );
    });

    it('refuses a TaPoS reference to a block that does not exist yet', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(t.client, [vote(100)], keyOf('bob'), (tx) => {
            tx.ref_block_num = (tx.ref_block_num + 1000) & 0xffff;
          }),
        'transaction tapos exception',
      );
    });

    it('accepts a TaPoS reference to an older block', async () => {
      const genesisBlock = await t.client.database.getBlock(1);
      await send(t.client, [vote(200)], keyOf('bob'), (tx) => {
        tx.ref_block_num = 1;
        tx.ref_block_prefix = Buffer.from(genesisBlock.block_id, 'hex').readUInt32LE(4);
      });
    });

    it('refuses the same signed transaction twice: Duplicate transaction check failed', async () => {
      const tx = await signed(t.client, [vote(300)], keyOf('bob'));
      await broadcastSync(t.client, tx);
      await expectRefusedWithoutEffect(
        t.client,
        async () => broadcastSync(t.client, tx),
        'Duplicate transaction check failed',
      );
    });

    it('refuses a transaction over 64 KiB', async () => {
      const big = commentOp('alice', uniquePermlink());
      (big[1] as { body: string }).body = 'x'.repeat(66 * 1024);
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [big], keyOf('alice')),
        'exceeds the maximum of 65536 bytes',
      );
    });

    it('refuses a transaction without operations', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [], keyOf('alice')),
        'A transaction must have at least one operation',
      );
    });

    it('refuses an operation the dev chain does not implement, naming it', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [['account_witness_vote', { account: 'bob', witness: 'alice', approve: true }]],
            keyOf('bob', 'active'),
          ),
        'Operation account_witness_vote is not supported',
      );
    });

    it('is all or nothing: a failing second operation undoes the first', async () => {
      const fresh = uniquePermlink();
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [
              commentOp('alice', fresh),
              ['vote', { voter: 'alice', author: 'alice', permlink: 'no-such-post', weight: 100 }],
            ],
            keyOf('alice'),
          ),
        'Could not find comment alice/no-such-post',
      );
      const post = await t.client.call('condenser_api', 'get_content', ['alice', fresh]);
      expect(post.author).to.equal('');
    });
  });

  describe('vote', () => {
    it('refuses a weight outside -10000..10000', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [vote(10001)], keyOf('bob')),
        'Weight is not a HIVE percentage',
      );
    });
    it('refuses a vote on a missing post', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [vote(100, 'missing')], keyOf('bob')),
        'Could not find comment alice/missing',
      );
    });
    it('refuses a vote identical to the current one', async () => {
      await send(t.client, [vote(4242)], keyOf('bob'));
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [vote(4242)], keyOf('bob')),
        'Your current vote on this comment is identical to this vote.',
      );
    });
    it('refuses an invalid permlink', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [vote(100, 'Not_Valid')], keyOf('bob')),
        'Invalid permlink character',
      );
    });
  });

  describe('comment', () => {
    it('refuses a reply to a missing parent', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [commentOp('bob', uniquePermlink(), { author: 'alice', permlink: 'missing-parent' })],
            keyOf('bob'),
          ),
        'Parent comment alice/missing-parent does not exist',
      );
    });
    it('refuses an empty body and invalid json_metadata', async () => {
      const empty = commentOp('bob', uniquePermlink());
      (empty[1] as { body: string }).body = '';
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [empty], keyOf('bob')),
        'Body is empty',
      );
      const badJson = commentOp('bob', uniquePermlink());
      (badJson[1] as { json_metadata: string }).json_metadata = '{not json';
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [badJson], keyOf('bob')),
        'JSON is not valid JSON',
      );
    });
    it('refuses to delete a comment with replies', async () => {
      const parent = uniquePermlink();
      await send(t.client, [commentOp('alice', parent)], keyOf('alice'));
      await send(
        t.client,
        [commentOp('bob', uniquePermlink(), { author: 'alice', permlink: parent })],
        keyOf('bob'),
      );
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [['delete_comment', { author: 'alice', permlink: parent }]],
            keyOf('alice'),
          ),
        'Cannot delete a comment with replies.',
      );
    });
    it('refuses comment_options that raise the payout', async () => {
      const post = uniquePermlink();
      const options = (payout: string) =>
        [
          'comment_options',
          {
            author: 'alice',
            permlink: post,
            max_accepted_payout: payout,
            percent_hbd: 10000,
            allow_votes: true,
            allow_curation_rewards: true,
            extensions: [],
          },
        ] as ['comment_options', Record<string, unknown>];
      await send(t.client, [commentOp('alice', post), options('10.000 HBD')], keyOf('alice'));
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [options('11.000 HBD')], keyOf('alice')),
        'A comment cannot accept a greater payout.',
      );
    });
  });

  describe('custom_json', () => {
    it('refuses an id over 32 characters', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [customJson({ id: 'x'.repeat(33) })], keyOf('bob')),
        'id is too long',
      );
    });
    it('accepts 8192 bytes of json and refuses 8193', async () => {
      const json = (size: number) => JSON.stringify({ p: 'x'.repeat(size - 8) });
      expect(json(8192)).to.have.length(8192);
      await send(t.client, [customJson({ json: json(8192) })], keyOf('bob'));
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [customJson({ json: json(8193) })], keyOf('bob')),
        'JSON length exceeds limit',
      );
    });
    it('refuses json that is not valid JSON, or holds an integer beyond 64 bits, as hived does', async () => {
      for (const json of ['{"a":', '[18446744073709551616]', '{"a":-9223372036854775809}'])
        await expectRefusedWithoutEffect(
          t.client,
          async () => send(t.client, [customJson({ json })], keyOf('bob')),
          'JSON is not valid JSON',
        );
      // The bounds themselves, an exponent and digits in a string pass: hived reads them.
      const json = '[18446744073709551615,-9223372036854775808,1e400,"123456789012345678901"]';
      await send(t.client, [customJson({ json })], keyOf('bob'));
    });
    it('refuses an operation naming no account', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [customJson({ required_posting_auths: [] })], keyOf('bob')),
        'at least one account must be specified',
      );
    });
    it('refuses a follow whose follower is not among required_posting_auths', async () => {
      const json = JSON.stringify([
        'follow',
        { follower: 'carol', following: 'alice', what: ['blog'] },
      ]);
      await expectRefusedWithoutEffect(
        t.client,
        async () => send(t.client, [customJson({ id: 'follow', json })], keyOf('bob')),
        'Missing Posting Authority carol',
      );
      expect(
        await t.client.call('condenser_api', 'get_following', ['carol', null, 'blog', 10]),
      ).to.deep.equal([]);
    });
  });

  describe("a comment's beneficiaries, as hived validates them (hive_operations.cpp, hive_evaluator_social.cpp)", () => {
    /** A new post of alice's with comment_options naming `beneficiaries`, in one transaction. */
    const postWith = (beneficiaries: unknown[], post = uniquePermlink()) =>
      send(
        t.client,
        [
          commentOp('alice', post),
          [
            'comment_options',
            {
              author: 'alice',
              permlink: post,
              max_accepted_payout: '1000000.000 HBD',
              percent_hbd: 10000,
              allow_votes: true,
              allow_curation_rewards: true,
              extensions: [[0, { beneficiaries }]],
            },
          ],
        ],
        keyOf('alice'),
      );
    /** `count` beneficiaries named in order (b000, b001…), `weight` each. */
    const named = (count: number, weight = 1) =>
      Array.from({ length: count }, (_, i) => ({
        account: `b${String(i).padStart(3, '0')}`,
        weight,
      }));
    const cases: [string, unknown[], string][] = [
      ['none', [], 'Must specify at least one beneficiary'],
      [
        '128 (the protocol: fewer than 128)',
        named(128),
        'Cannot specify more than 127 beneficiaries.',
      ],
      ['9 (a node: at most 8)', named(9), 'Cannot specify more than 8 beneficiaries.'],
      [
        'more than 100 % together',
        [
          { account: 'bob', weight: 6000 },
          { account: 'carol', weight: 4001 },
        ],
        'Cannot allocate more than 100% of rewards to a comment',
      ],
      [
        'out of order',
        [
          { account: 'carol', weight: 100 },
          { account: 'bob', weight: 100 },
        ],
        'Beneficiaries must be specified in sorted order (account ascending)',
      ],
      [
        'one account twice',
        [
          { account: 'bob', weight: 100 },
          { account: 'bob', weight: 100 },
        ],
        'Beneficiaries must be specified in sorted order (account ascending)',
      ],
      ['an account that does not exist', named(1), 'Beneficiary "b000" must exist.'],
    ];
    for (const [what, beneficiaries, refusal] of cases)
      it(`refuses ${what}`, async () => {
        await expectRefusedWithoutEffect(t.client, async () => postWith(beneficiaries), refusal);
      });

    it('takes a full 100 % with a share of 0 among them; eight pass the count', async () => {
      const post = uniquePermlink();
      // Every account of the demo genesis.
      const all = ['alice', 'bob', 'carol', 'demo-app', 'demo-spa', 'hive.fund', 'hivegate'].map(
        (account, i) => ({ account, weight: i === 0 ? 0 : i === 1 ? 5000 : 1000 }),
      );
      await postWith(all, post);
      const content = await t.client.call('condenser_api', 'get_content', ['alice', post]);
      expect(content.beneficiaries).to.deep.equal(all);
      // Eight get past the count to the next check, which names the first that does not exist.
      await expectRefusedWithoutEffect(
        t.client,
        async () => postWith(named(8)),
        'Beneficiary "b000" must exist.',
      );
    });
  });

  describe('balances', () => {
    it('refuses claiming more reward than available', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [
              [
                'claim_reward_balance',
                {
                  account: 'bob',
                  reward_hive: '1.001 HIVE',
                  reward_hbd: '0.000 HBD',
                  reward_vests: '0.000000 VESTS',
                },
              ],
            ],
            keyOf('bob'),
          ),
        'Cannot claim that much HIVE',
      );
    });
    it('refuses claiming nothing', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [
              [
                'claim_reward_balance',
                {
                  account: 'bob',
                  reward_hive: '0.000 HIVE',
                  reward_hbd: '0.000 HBD',
                  reward_vests: '0.000000 VESTS',
                },
              ],
            ],
            keyOf('bob'),
          ),
        'Must claim something.',
      );
    });
    it('refuses a transfer over the balance', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [['transfer', { from: 'bob', to: 'alice', amount: '1000.000 HIVE', memo: '' }]],
            keyOf('bob', 'active'),
          ),
        'Account does not have sufficient funds for transfer.',
      );
    });
    it('refuses an asset with the wrong precision', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [['transfer', { from: 'bob', to: 'alice', amount: '1.0 HIVE', memo: '' }]],
            keyOf('bob', 'active'),
          ),
        'HIVE takes 3 decimals',
      );
    });
    it('refuses a transfer to a missing account', async () => {
      await expectRefusedWithoutEffect(
        t.client,
        async () =>
          send(
            t.client,
            [['transfer', { from: 'bob', to: 'nobody', amount: '1.000 HIVE', memo: '' }]],
            keyOf('bob', 'active'),
          ),
        'Account nobody does not exist',
      );
    });
  });
});
