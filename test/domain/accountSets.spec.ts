import { expect } from 'chai';
import { inChainOrder } from '../../core/operations/accountSets';
import type { Operation } from '../../core/shared/chain';

describe('inChainOrder: account sets as the chain keeps them (a flat_set)', () => {
  const follow = (required_posting_auths: string[], required_auths: string[] = []): Operation => [
    'custom_json',
    { required_auths, required_posting_auths, id: 'follow', json: '[]' },
  ];

  it("puts a custom_json's accounts in name order, each once, in both lists", () => {
    expect(
      inChainOrder([follow(['carol', 'alice', 'carol'], ['zed', 'bob', 'bob'])]),
    ).to.deep.equal([follow(['alice', 'carol'], ['bob', 'zed'])]);
  });

  it('orders by bytes, as hived compares names: "-" and "." before digits, digits before letters', () => {
    expect(inChainOrder([follow(['ab1', 'ab.c', 'abc', 'ab-c'])])).to.deep.equal([
      follow(['ab-c', 'ab.c', 'ab1', 'abc']),
    ]);
  });

  it('leaves every other field, operation and unknown operation as it was, and the input untouched', () => {
    const vote: Operation = ['vote', { voter: 'bob', author: 'alice', permlink: 'p', weight: 1 }];
    const unknown: Operation = ['made_up', { required_auths: ['b', 'a'] }];
    const given = follow(['bob', 'alice']);
    expect(inChainOrder([vote, unknown, given])).to.deep.equal([
      vote,
      unknown,
      follow(['alice', 'bob']),
    ]);
    expect(given[1].required_posting_auths).to.deep.equal(['bob', 'alice']);
  });
});
