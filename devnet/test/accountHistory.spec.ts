import { expect } from 'chai';
import { commentOp, expectRefused, keyOf, send, uniquePermlink, useDevnet } from './devnetFixture';

type Entry = [number, { op: [string, Record<string, unknown>]; block: number; trx_id: string }];

/**
 * condenser_api.get_account_history as hived's account history answers it (issue 44 §1): what
 * Keychain's wallet history lists. Its shape per operation: hivedShapes.spec.ts.
 */
describe('devnet: account history (condenser_api.get_account_history)', () => {
  const t = useDevnet({ irreversibleLag: 0 });

  const history = (params: unknown[]) =>
    t.client.call('condenser_api', 'get_account_history', params) as Promise<Entry[]>;
  const summary = (entries: Entry[]) => entries.map(([seq, { op }]) => `${seq} ${op[0]}`);

  let transferId: string;
  before(async () => {
    const permlink = uniquePermlink();
    await send(t.client, [commentOp('carol', permlink)], keyOf('carol'));
    await send(
      t.client,
      [['vote', { voter: 'bob', author: 'carol', permlink, weight: 5000 }]],
      keyOf('bob'),
    );
    const reply = uniquePermlink('reply');
    await send(t.client, [commentOp('bob', reply, { author: 'carol', permlink })], keyOf('bob'));
    transferId = (
      await send(
        t.client,
        [['transfer', { from: 'carol', to: 'bob', amount: '0.001 HIVE', memo: '' }]],
        keyOf('carol', 'active'),
      )
    ).id;
  });

  it('numbers each account’s operations from 0 and lists one under every account it impacts', async () => {
    // hived's forward_impacted.cpp: a vote impacts its author, a reply the parent's author, a
    // transfer its recipient, besides the accounts whose authority each needs.
    expect(summary(await history(['carol', -1, 100]))).to.deep.equal([
      '0 comment',
      '1 vote',
      '2 comment',
      '3 transfer',
    ]);
    expect(summary(await history(['bob', -1, 100]))).to.deep.equal([
      '0 vote',
      '1 comment',
      '2 transfer',
    ]);
    const [last] = (await history(['carol', -1, 1])).slice(-1);
    expect(last[1].trx_id).to.equal(transferId);
  });

  it('takes `limit` entries ending at `start` (-1: the newest), oldest first', async () => {
    expect(summary(await history(['carol', -1, 2]))).to.deep.equal(['2 comment', '3 transfer']);
    expect(summary(await history(['carol', 1, 2]))).to.deep.equal(['0 comment', '1 vote']);
    expect(await history(['nobody', -1, 10])).to.deep.equal([]);
  });

  it('filters by operation id bits (low: ids 0–63), still counting back from `start`', async () => {
    const transfers = 2 ** 2;
    const comments = 2 ** 1;
    expect(summary(await history(['carol', -1, 10, transfers]))).to.deep.equal(['3 transfer']);
    expect(summary(await history(['carol', -1, 10, comments]))).to.deep.equal([
      '0 comment',
      '2 comment',
    ]);
    expect(summary(await history(['carol', 1, 1, comments]))).to.deep.equal(['0 comment']);
    expect(await history(['carol', -1, 10, 0, 1])).to.deep.equal([]);
  });

  it('refuses as hived does: too many entries, a start before limit-1, a wrong argument count', async () => {
    await expectRefused(
      history(['carol', -1, 1001]),
      'limit of 1001 is greater than maxmimum allowed',
    );
    await expectRefused(
      history(['carol', 0, 5]),
      'start must be greater than or equal to limit-1 (start is 0-based index)',
    );
    await expectRefused(history(['carol', -1]), 'Expected 3, 4, or 5 argument(s), was 2');
  });
});

describe('devnet: account history lists irreversible blocks only, as condenser_api asks', () => {
  const t = useDevnet({ irreversibleLag: 1 });

  it('shows an operation once its block is irreversible', async () => {
    const history = () =>
      t.client.call('condenser_api', 'get_account_history', ['carol', -1, 10]) as Promise<Entry[]>;
    const transfer = (amount: string) =>
      send(
        t.client,
        [['transfer', { from: 'carol', to: 'bob', amount, memo: '' }]],
        keyOf('carol', 'active'),
      );
    await transfer('0.001 HIVE');
    expect(await history()).to.deep.equal([]);
    await transfer('0.002 HIVE');
    expect((await history()).map(([, { op }]) => op[1].amount)).to.deep.equal(['0.001 HIVE']);
  });
});
