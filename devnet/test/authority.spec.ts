import { PrivateKey, cryptoUtils } from '@hiveio/dhive';
import { expect } from 'chai';
import { appAccount, demoGenesis, userAccount } from '..';
import {
  broadcastSync,
  commentOp,
  expectRefused,
  hivedMessage,
  expectRefusedWithoutEffect,
  keyOf,
  send,
  signed,
  transactionFor,
  uniquePermlink,
  useDevnet,
} from './devnetFixture';

/*
 * Extra accounts for the depth rules:
 *   dave  → posting lists hop-one → posting lists hop-two → posting lists hivegate (depth 3: too deep)
 *   erin  → posting lists hop-two → posting lists hivegate (depth 2: fine, like user → app → service)
 */
const genesis = demoGenesis([
  appAccount({
    name: 'hop-two',
    password: 'hop-two-password',
    redirectUris: ['http://localhost/cb'],
    secret: 's2',
  }),
  appAccount({
    name: 'hop-one',
    password: 'hop-one-password',
    redirectUris: ['http://localhost/cb'],
    secret: 's1',
    grantedTo: ['hop-two'],
  }),
  userAccount({ name: 'dave', password: 'dave-password', grants: ['hop-one'] }),
  userAccount({ name: 'erin', password: 'erin-password', grants: ['hop-two'] }),
]);

describe('devnet: signatures and authorities, as hived checks them', () => {
  const t = useDevnet({ genesis });
  const vote = (voter: string, permlink: string) =>
    ['vote', { voter, author: 'alice', permlink, weight: 10000 }] as [
      'vote',
      Record<string, unknown>,
    ];
  let permlink: string;

  before(async () => {
    permlink = uniquePermlink();
    await send(t.client, [commentOp('alice', permlink)], keyOf('alice'));
  });

  it('accepts the service key for a user who granted the app that granted the service (user → app → service)', async () => {
    await send(t.client, [vote('carol', permlink)], keyOf('hivegate'));
    const votes = await t.client.call('condenser_api', 'get_active_votes', ['alice', permlink]);
    expect(votes.map((v: { voter: string }) => v.voter)).to.include('carol');
  });

  it('refuses the service key for a user who did not grant the app: Missing Posting Authority bob', async () => {
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [vote('bob', permlink)], keyOf('hivegate')),
      'Missing Posting Authority bob',
    );
  });

  it('follows account authorities to depth 2 and no further', async () => {
    await send(t.client, [vote('erin', permlink)], keyOf('hivegate'));
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [vote('dave', permlink)], keyOf('hivegate')),
      'Missing Posting Authority dave',
      ['dave', 'hivegate'],
    );
  });

  it('exposes the hived error shape to dhive: RPCError whose info holds the fc code and name', async () => {
    const error = await expectRefused(
      send(t.client, [vote('bob', permlink)], keyOf('alice')),
      'Missing Posting Authority bob',
    );
    expect(error.name).to.equal('RPCError');
    expect(hivedMessage(error)).to.match(
      /^missing required posting authority:s\.check_authority\( id \) \|\| .*: Missing Posting Authority bob$/,
    );
    expect(error.jse_info).to.deep.include({
      code: 3030000,
      name: 'tx_missing_posting_auth',
      message: 'missing required posting authority',
    });
    // dhive's own message is the stack's top message, as a public node's error gives it.
    expect(error.message).to.equal('Missing Posting Authority bob');
  });

  it('lets active and owner keys satisfy posting', async () => {
    const p = uniquePermlink();
    await send(t.client, [commentOp('bob', p)], keyOf('bob', 'active'));
    await send(t.client, [commentOp('bob', `${p}-2`)], keyOf('bob', 'owner'));
  });

  it('does not let a posting key satisfy active: Missing Active Authority', async () => {
    await expectRefusedWithoutEffect(
      t.client,
      async () =>
        send(
          t.client,
          [['transfer', { from: 'bob', to: 'alice', amount: '1.000 HIVE', memo: '' }]],
          keyOf('bob'),
        ),
      'Missing Active Authority bob',
    );
  });

  it('does not let the memo key sign anything', async () => {
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [vote('bob', permlink)], keyOf('bob', 'memo')),
      'Missing Posting Authority bob',
    );
  });

  it('requires the owner key to change the owner authority: Missing Owner Authority', async () => {
    const [erin] = await t.client.database.getAccounts(['erin']);
    const owner = {
      weight_threshold: 1,
      account_auths: [],
      key_auths: [[PrivateKey.fromSeed('new-owner').createPublic('STM').toString(), 1]],
    };
    await expectRefusedWithoutEffect(
      t.client,
      async () =>
        send(
          t.client,
          [
            [
              'account_update',
              { account: 'erin', owner, memo_key: erin.memo_key, json_metadata: '' },
            ],
          ],
          keyOf('erin', 'active', 'erin-password'),
        ),
      'Missing Owner Authority erin',
      ['erin'],
    );
    await send(
      t.client,
      [['account_update', { account: 'erin', owner, memo_key: erin.memo_key, json_metadata: '' }]],
      keyOf('erin', 'owner', 'erin-password'),
    );
    const [after] = await t.client.database.getAccounts(['erin']);
    expect(after.owner.key_auths).to.deep.equal(owner.key_auths);
  });

  it('requires active for account_update2 when it changes json_metadata, posting for posting_json_metadata alone', async () => {
    const op = (json: string, posting: string) =>
      [
        'account_update2',
        { account: 'carol', json_metadata: json, posting_json_metadata: posting, extensions: [] },
      ] as ['account_update2', Record<string, unknown>];
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [op('{"a":1}', '')], keyOf('carol')),
      'Missing Active Authority carol',
    );
    await send(t.client, [op('{"a":1}', '')], keyOf('carol', 'active'));
    await send(t.client, [op('', '{"b":2}')], keyOf('carol'));
    const [carol] = await t.client.database.getAccounts(['carol']);
    expect([carol.json_metadata, carol.posting_json_metadata]).to.deep.equal([
      '{"a":1}',
      '{"b":2}',
    ]);
  });

  it('requires active for account_update2 that changes the posting authority', async () => {
    const [carol] = await t.client.database.getAccounts(['carol']);
    const op = [
      'account_update2',
      {
        account: 'carol',
        posting: { ...carol.posting, account_auths: [] },
        json_metadata: '',
        posting_json_metadata: '',
        extensions: [],
      },
    ] as ['account_update2', Record<string, unknown>];
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [op], keyOf('carol')),
      'Missing Active Authority carol',
    );
  });

  it('refuses an unnecessary extra signature', async () => {
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [vote('bob', permlink)], [keyOf('bob'), keyOf('carol')]),
      'Unnecessary signature(s) detected',
    );
  });

  it('refuses the same key signing twice', async () => {
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [vote('bob', permlink)], [keyOf('bob'), keyOf('bob')]),
      'Duplicate Signature detected',
    );
  });

  it('refuses a transaction with no signature', async () => {
    await expectRefusedWithoutEffect(
      t.client,
      async () =>
        broadcastSync(t.client, {
          ...(await transactionFor(t.client, [vote('bob', permlink)])),
          signatures: [],
        }),
      'Missing Posting Authority bob',
    );
  });

  it('refuses posting and active authorities in one transaction', async () => {
    await expectRefusedWithoutEffect(
      t.client,
      async () =>
        send(
          t.client,
          [
            vote('bob', permlink),
            ['transfer', { from: 'bob', to: 'alice', amount: '1.000 HIVE', memo: '' }],
          ],
          keyOf('bob', 'active'),
        ),
      'Transactions with posting authorities must not include active or owner auths',
    );
  });

  it('refuses a signature made for another chain id (e.g. mainnet)', async () => {
    const tx = await transactionFor(t.client, [vote('bob', permlink)]);
    const mainnet = Buffer.from(
      'beeab0de00000000000000000000000000000000000000000000000000000000',
      'hex',
    );
    await expectRefusedWithoutEffect(
      t.client,
      async () => broadcastSync(t.client, cryptoUtils.signTransaction(tx, keyOf('bob'), mainnet)),
      'Missing Posting Authority bob',
    );
  });

  it('refuses a transaction changed after signing', async () => {
    const tx = await signed(t.client, [vote('bob', permlink)], keyOf('bob'));
    (tx.operations[0][1] as { weight: number }).weight = -10000;
    await expectRefusedWithoutEffect(
      t.client,
      async () => broadcastSync(t.client, tx),
      'Missing Posting Authority bob',
    );
  });

  it('hashes custom_json required_posting_auths sorted, as hived does: an unsorted signed list is refused', async () => {
    const op = (auths: string[]) =>
      [
        'custom_json',
        { required_auths: [], required_posting_auths: auths, id: 'x', json: '{}' },
      ] as ['custom_json', Record<string, unknown>];
    await expectRefusedWithoutEffect(
      t.client,
      async () => send(t.client, [op(['carol', 'bob'])], [keyOf('bob'), keyOf('carol')]),
      'Missing Posting Authority',
    );
    await send(t.client, [op(['bob', 'carol'])], [keyOf('bob'), keyOf('carol')]);
  });
});
