import { expect } from 'chai';
import { parseBroadcastBody } from '../../adapters/http/broadcast/parseOperations';
import { MAX_OPERATIONS } from '../../core/operations/operations';
import { InvalidRequest } from '../../core/errors';

const vote = { voter: 'alice', author: 'bob', permlink: 'hello-world', weight: 10000 };
const comment = {
  parent_author: '',
  parent_permlink: 'hive',
  author: 'alice',
  permlink: 'my-post',
  title: 'Hello',
  body: 'World',
  json_metadata: '{"tags":["hive"]}',
};
const commentOptions = {
  author: 'alice',
  permlink: 'my-post',
  max_accepted_payout: '1000000.000 HBD',
  percent_hbd: 10000,
  allow_votes: true,
  allow_curation_rewards: true,
  extensions: [[0, { beneficiaries: [{ account: 'bob', weight: 500 }] }]],
};
const follow = {
  required_auths: [],
  required_posting_auths: ['alice'],
  id: 'follow',
  json: '["follow",{"follower":"alice","following":"bob","what":["blog"]}]',
};
const claim = {
  account: 'alice',
  reward_hive: '0.000 HIVE',
  reward_hbd: '0.001 HBD',
  reward_vests: '1.000000 VESTS',
};
const update = {
  account: 'alice',
  json_metadata: '',
  posting_json_metadata: '{"profile":{"name":"Alice"}}',
  extensions: [],
};

/** The description of the InvalidRequest that parsing `operations` throws. */
function refusal(operations: unknown): string {
  try {
    parseBroadcastBody({ operations });
  } catch (error) {
    expect(error).to.be.instanceOf(InvalidRequest);
    return (error as InvalidRequest).description;
  }
  throw new Error('expected the body to be refused');
}

const withField = (fields: object, key: string, value: unknown) => ({ ...fields, [key]: value });

/** A beneficiary per letter, named by it thrice ("aaa", "bbb"…), each with `weight`. */
const beneficiariesNamed = (letters: string, weight: number) =>
  [...letters].map((letter) => ({ account: letter.repeat(3), weight }));

describe('parseBroadcastBody', () => {
  describe('accepts', () => {
    it('every allow-listed operation in the chain format, unchanged', () => {
      const operations = [
        ['vote', vote],
        ['comment', comment],
        ['comment_options', commentOptions],
        ['custom_json', follow],
        ['delete_comment', { author: 'alice', permlink: 'my-post' }],
        ['claim_reward_balance', claim],
        ['account_update2', update],
      ];
      expect(parseBroadcastBody({ operations })).to.deep.equal(operations);
    });

    it("a comment's most beneficiaries: eight, sorted, 100 % together, a share of 0 among them (as hived takes them)", () => {
      const eight = [
        ...beneficiariesNamed('abcdefg', 1250),
        { account: 'hhh', weight: 0 },
        // 10,000 in all with the last one's share moved to the first
      ].map((entry, i) => (i === 0 ? { ...entry, weight: 2500 } : entry));
      const operations = [
        [
          'comment_options',
          withField(commentOptions, 'extensions', [[0, { beneficiaries: eight }]]),
        ],
      ];
      expect(parseBroadcastBody({ operations })).to.deep.equal(operations);
    });

    it('a claim of one reward alone', () => {
      const operations = [
        [
          'claim_reward_balance',
          { ...claim, reward_hbd: '0.000 HBD', reward_vests: '0.000001 VESTS' },
        ],
      ];
      expect(parseBroadcastBody({ operations })).to.deep.equal(operations);
    });

    it('a form body carrying operations as a JSON string', () => {
      expect(parseBroadcastBody({ operations: JSON.stringify([['vote', vote]]) })).to.deep.equal([
        ['vote', vote],
      ]);
    });

    it('weights at both ends of the range, and downvotes', () => {
      for (const weight of [-10000, -1, 0, 10000]) {
        expect(
          parseBroadcastBody({ operations: [['vote', { ...vote, weight }]] })[0][1].weight,
        ).to.equal(weight);
      }
    });

    it('a weight sent as a string of digits (the hivesigner SDK allows it), as a number', () => {
      expect(
        parseBroadcastBody({ operations: [['vote', { ...vote, weight: '-5000' }]] })[0][1].weight,
      ).to.equal(-5000);
    });

    it('operations outside the allow-list when shaped [name, {…}], so the core can answer invalid_scope', () => {
      const transfer = ['transfer', { from: 'alice', to: 'bob', amount: 'lots', memo: 3 }];
      expect(parseBroadcastBody({ operations: [transfer] })).to.deep.equal([transfer]);
    });

    it('fields it does not know, passed through', () => {
      expect(
        parseBroadcastBody({ operations: [['vote', { ...vote, extra: 1 }]] })[0][1],
      ).to.have.property('extra', 1);
    });

    it('account_update2 key fields untouched, for the core to refuse with unauthorized_client', () => {
      const owner = { weight_threshold: 1, account_auths: [], key_auths: [] };
      const [[, fields]] = parseBroadcastBody({
        operations: [['account_update2', { ...update, owner }]],
      });
      expect(fields.owner).to.deep.equal(owner);
    });

    it('fills defaults the serializer needs, without adding absent key fields', () => {
      const [[, fields]] = parseBroadcastBody({
        operations: [['account_update2', { account: 'alice', posting_json_metadata: '{}' }]],
      });
      expect(fields).to.deep.equal({
        account: 'alice',
        json_metadata: '',
        posting_json_metadata: '{}',
        extensions: [],
      });
      expect(Object.keys(fields)).to.not.include.members([
        'owner',
        'active',
        'posting',
        'memo_key',
      ]);
    });

    it(`up to ${MAX_OPERATIONS} operations`, () => {
      expect(
        parseBroadcastBody({ operations: Array(MAX_OPERATIONS).fill(['vote', vote]) }),
      ).to.have.length(MAX_OPERATIONS);
    });
  });

  describe('refuses with invalid_request and says what is wrong', () => {
    it('a missing operations', () => {
      expect(() => parseBroadcastBody({})).to.throw(InvalidRequest, 'operations is missing');
    });

    const bodies: [string, unknown, string][] = [
      [
        'operations that is not an array',
        { op: 'vote' },
        'operations must be an array of [name, fields] operations',
      ],
      [
        'a form value that is not JSON',
        '[["vote",',
        'operations must be a JSON array of [name, fields] operations',
      ],
      ['no operation', [], 'operations must hold at least one operation'],
      [
        'too many operations',
        Array(MAX_OPERATIONS + 1).fill(['vote', vote]),
        `operations holds ${MAX_OPERATIONS + 1} operations; at most ${MAX_OPERATIONS} are accepted`,
      ],
      [
        'an operation that is not a pair',
        [['vote', vote, 1]],
        'operations[0] must be a [name, fields] pair',
      ],
      ['an operation that is an object', [{ vote }], 'operations[0] must be a [name, fields] pair'],
      [
        'a name that is not a string',
        [[1, vote]],
        'operations[0]: the operation name must be a string like "vote"',
      ],
      [
        'fields that are not an object',
        [['vote', 'alice']],
        'operations[0] (vote): the fields must be an object',
      ],
      [
        'fields that are an array',
        [['transfer', []]],
        'operations[0] (transfer): the fields must be an object',
      ],
    ];
    for (const [what, operations, message] of bodies) {
      it(what, () => expect(refusal(operations)).to.equal(message));
    }

    it('operations over 64 KiB serialized', () => {
      const big = { ...comment, body: 'x'.repeat(40 * 1024) };
      expect(
        refusal([
          ['comment', big],
          ['comment', { ...big, permlink: 'other' }],
        ]),
      ).to.match(/^operations take \d+ bytes; a Hive transaction holds at most 65536$/);
    });

    const fields: [string, string, object, string][] = [
      [
        'vote',
        'weight above 10000',
        withField(vote, 'weight', 10001),
        'weight must be an integer between -10000 and 10000',
      ],
      [
        'vote',
        'weight below -10000',
        withField(vote, 'weight', -10001),
        'weight must be an integer between -10000 and 10000',
      ],
      [
        'vote',
        'fractional weight',
        withField(vote, 'weight', 50.5),
        'weight must be an integer between -10000 and 10000',
      ],
      [
        'vote',
        'weight beyond a safe integer',
        withField(vote, 'weight', 2 ** 53 + 2),
        'weight must be an integer between -10000 and 10000',
      ],
      [
        'vote',
        'weight as a word',
        withField(vote, 'weight', 'max'),
        'weight must be an integer between -10000 and 10000',
      ],
      [
        'vote',
        'weight as a string out of range',
        withField(vote, 'weight', '10001'),
        'weight must be an integer between -10000 and 10000',
      ],
      [
        'vote',
        'weight as a fractional string',
        withField(vote, 'weight', '1.5'),
        'weight must be an integer between -10000 and 10000',
      ],
      ['vote', 'missing voter', withField(vote, 'voter', undefined), 'voter is missing'],
      [
        'vote',
        'voter not a name',
        withField(vote, 'voter', 'Alice!'),
        'voter must be a Hive account name',
      ],
      [
        'vote',
        'voter an array',
        withField(vote, 'voter', ['alice']),
        'voter must be a Hive account name',
      ],
      [
        'vote',
        'empty permlink',
        withField(vote, 'permlink', ''),
        'permlink must be a permlink (1 to 255 bytes, no spaces)',
      ],
      [
        'vote',
        'permlink with spaces',
        withField(vote, 'permlink', 'a b'),
        'permlink must be a permlink (1 to 255 bytes, no spaces)',
      ],
      [
        'vote',
        'permlink of 256 bytes',
        withField(vote, 'permlink', 'p'.repeat(256)),
        'permlink must be a permlink (1 to 255 bytes, no spaces)',
      ],
      ['comment', 'empty body', withField(comment, 'body', ''), 'body must not be empty'],
      [
        'comment',
        'title over 255 bytes',
        withField(comment, 'title', 'é'.repeat(128)),
        'title must be at most 255 bytes',
      ],
      [
        'comment',
        'json_metadata not JSON',
        withField(comment, 'json_metadata', '{tags'),
        'json_metadata must be a string holding valid JSON',
      ],
      [
        'comment',
        'json_metadata an object',
        withField(comment, 'json_metadata', { tags: [] }),
        'json_metadata must be a string holding JSON',
      ],
      [
        'comment',
        'parent_author not a name',
        withField(comment, 'parent_author', 7),
        'parent_author must be a Hive account name or ""',
      ],
      [
        'comment_options',
        'payout without symbol',
        withField(commentOptions, 'max_accepted_payout', '1.000'),
        'max_accepted_payout must be an amount like "0.000 HBD"',
      ],
      [
        'comment_options',
        'payout in HIVE',
        withField(commentOptions, 'max_accepted_payout', '1.000 HIVE'),
        'max_accepted_payout must be an amount like "0.000 HBD"',
      ],
      [
        'comment_options',
        'percent_hbd above 10000',
        withField(commentOptions, 'percent_hbd', 10001),
        'percent_hbd must be an integer between 0 and 10000',
      ],
      [
        'comment_options',
        'allow_votes as a string',
        withField(commentOptions, 'allow_votes', 'true'),
        'allow_votes must be true or false',
      ],
      [
        'comment_options',
        'a bad beneficiary weight',
        withField(commentOptions, 'extensions', [
          [0, { beneficiaries: [{ account: 'bob', weight: 10001 }] }],
        ]),
        'extensions[0][1].beneficiaries[0].weight must be an integer between 0 and 10000',
      ],
      [
        'comment_options',
        'no beneficiary (hived: "Must specify at least one beneficiary")',
        withField(commentOptions, 'extensions', [[0, { beneficiaries: [] }]]),
        'extensions[0][1].beneficiaries must list at least one beneficiary',
      ],
      [
        'comment_options',
        'nine beneficiaries (HIVE_MAX_COMMENT_BENEFICIARIES is 8)',
        withField(commentOptions, 'extensions', [
          [0, { beneficiaries: beneficiariesNamed('abcdefghi', 100) }],
        ]),
        'extensions[0][1].beneficiaries must list at most 8',
      ],
      [
        'comment_options',
        'beneficiaries over 100 % together',
        withField(commentOptions, 'extensions', [
          [0, { beneficiaries: beneficiariesNamed('ab', 6000) }],
        ]),
        'extensions[0][1].beneficiaries weights add up to 12000: at most 10000 (100 %)',
      ],
      [
        'comment_options',
        'beneficiaries out of order (hived: "sorted order (account ascending)")',
        withField(commentOptions, 'extensions', [
          [
            0,
            {
              beneficiaries: [
                { account: 'carol', weight: 100 },
                { account: 'bob', weight: 100 },
              ],
            },
          ],
        ]),
        'extensions[0][1].beneficiaries[1].account must come after "carol": beneficiaries are sorted by account name, each account once',
      ],
      [
        'comment_options',
        'a beneficiary twice',
        withField(commentOptions, 'extensions', [
          [0, { beneficiaries: beneficiariesNamed('bb', 100) }],
        ]),
        'extensions[0][1].beneficiaries[1].account must come after "bbb": beneficiaries are sorted by account name, each account once',
      ],
      [
        'comment_options',
        'an unknown extension',
        withField(commentOptions, 'extensions', [[1, {}]]),
        'extensions[0][0] must be 0 (comment_payout_beneficiaries)',
      ],
      [
        'custom_json',
        'the user twice in required_posting_auths (a node signs over the set)',
        withField(follow, 'required_posting_auths', ['alice', 'alice']),
        'required_posting_auths must not name "alice" twice',
      ],
      [
        'custom_json',
        'id over 32 characters',
        withField(follow, 'id', 'x'.repeat(33)),
        'id must be at most 32 characters',
      ],
      [
        'custom_json',
        'json not JSON',
        withField(follow, 'json', '["follow",'),
        'json must be a string holding valid JSON',
      ],
      [
        'custom_json',
        'empty json',
        withField(follow, 'json', ''),
        'json must be a string holding valid JSON',
      ],
      [
        'custom_json',
        'json with an integer beyond 64 bits (hived refuses it)',
        withField(follow, 'json', '["follow",{"n":18446744073709551616}]'),
        'json must hold no integer beyond 64 bits (hived refuses one)',
      ],
      [
        'custom_json',
        'json not JSON after a long number',
        withField(follow, 'json', '["follow",{"n":1234567890123456789012,x}]'),
        'json must be a string holding valid JSON',
      ],
      [
        'custom_json',
        'json as an object',
        withField(follow, 'json', ['follow', {}]),
        'json must be a string holding JSON',
      ],
      [
        'custom_json',
        'json over 8192 bytes',
        withField(follow, 'json', JSON.stringify('x'.repeat(8191))),
        'json must be at most 8192 bytes',
      ],
      [
        'custom_json',
        'posting auths as a string',
        withField(follow, 'required_posting_auths', 'alice'),
        'required_posting_auths must be an array of account names',
      ],
      [
        'custom_json',
        'a posting auth not a name',
        withField(follow, 'required_posting_auths', ['alice', 5]),
        'required_posting_auths[1] must be a Hive account name',
      ],
      [
        'custom_json',
        'missing required_auths',
        withField(follow, 'required_auths', undefined),
        'required_auths is missing',
      ],
      [
        'claim_reward_balance',
        'reward_vests with 3 decimals',
        withField(claim, 'reward_vests', '1.000 VESTS'),
        'reward_vests must be an amount like "0.000000 VESTS"',
      ],
      [
        'claim_reward_balance',
        'reward_hive as a number',
        withField(claim, 'reward_hive', 1),
        'reward_hive must be an amount like "0.000 HIVE"',
      ],
      [
        'claim_reward_balance',
        'reward_hbd in HIVE',
        withField(claim, 'reward_hbd', '1.000 HIVE'),
        'reward_hbd must be an amount like "0.000 HBD"',
      ],
      [
        'claim_reward_balance',
        'nothing to claim (hived: "Must claim something.")',
        {
          account: 'alice',
          reward_hive: '0.000 HIVE',
          reward_hbd: '0.000 HBD',
          reward_vests: '0.000000 VESTS',
        },
        'reward_hive, reward_hbd and reward_vests must not all be zero',
      ],
      [
        'account_update2',
        'posting_json_metadata not JSON',
        withField(update, 'posting_json_metadata', '{'),
        'posting_json_metadata must be a string holding valid JSON',
      ],
      [
        'account_update2',
        'extensions not empty',
        withField(update, 'extensions', [1]),
        'extensions must be empty',
      ],
      ['delete_comment', 'missing permlink', { author: 'alice' }, 'permlink is missing'],
    ];
    for (const [name, what, value, message] of fields) {
      it(`${name} with ${what}`, () => {
        expect(
          refusal([
            ['vote', vote],
            [name, value],
          ]),
        ).to.equal(`operations[1] (${name}): ${message}`);
      });
    }

    it('the form of a body whose operation is malformed', () => {
      expect(() =>
        parseBroadcastBody({ operations: JSON.stringify([['vote', { ...vote, weight: 'max' }]]) }),
      ).to.throw(
        InvalidRequest,
        'operations[0] (vote): weight must be an integer between -10000 and 10000',
      );
    });
  });
});
