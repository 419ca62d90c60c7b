import { expect } from 'chai';
import { shapeMismatches } from './jsonShape';

describe('devnet: shapeMismatches, the shape comparison behind the hived pattern tests', () => {
  it('accepts the same shape with other values', () => {
    const pattern = {
      name: 'gtg',
      balance: '1.000 HIVE',
      mined: true,
      proxy: null,
      auths: [['a', 1]],
    };
    const actual = { name: 'alice', balance: '9.000 HIVE', mined: false, proxy: null, auths: [] };
    expect(shapeMismatches(actual, pattern)).to.deep.equal([]);
  });

  it('names a missing key and a key the pattern does not have, with their paths', () => {
    expect(shapeMismatches({ a: { c: 1 } }, { a: { b: 1 } })).to.deep.equal([
      '$.a.b: missing',
      '$.a.c: not in the pattern',
    ]);
  });

  it('tells JSON types apart: boolean from number, string from object, null from the rest', () => {
    expect(shapeMismatches({ virtual_op: 0 }, { virtual_op: false })).to.deep.equal([
      '$.virtual_op: expected boolean, got number 0',
    ]);
    expect(shapeMismatches({ price: '1.000 HIVE' }, { price: { base: '' } })).to.have.length(1);
    expect(shapeMismatches({ witness: {} }, { witness: null })).to.have.length(1);
    expect(shapeMismatches({ witness: null }, { witness: {} })).to.have.length(1);
    expect(shapeMismatches('0.13.0', 13)).to.have.length(1);
  });

  it('takes an integer as fc prints it: a number up to 0xffffffff or a string of digits', () => {
    expect(shapeMismatches({ votes: '57548658449068633' }, { votes: 0 })).to.deep.equal([]);
    expect(shapeMismatches({ votes: 12 }, { votes: '57548658449068633' })).to.deep.equal([]);
    expect(shapeMismatches({ votes: 2 ** 40 }, { votes: 0 })).to.deep.equal([
      '$.votes: expected an integer (number or digit string), got number 1099511627776',
    ]);
    expect(shapeMismatches({ votes: '1.5' }, { votes: 0 })).to.have.length(1);
    expect(shapeMismatches({ votes: 1.5 }, { votes: 0 })).to.have.length(1);
  });

  it('checks every element of a list against the pattern’s elements', () => {
    const pattern = [{ base: '0.643 HBD', quote: '1.000 HIVE' }];
    expect(shapeMismatches([{ base: '', quote: '' }, { base: '' }], pattern)).to.deep.equal([
      '$[1].quote: missing',
    ]);
    expect(shapeMismatches('not a list', pattern)).to.have.length(1);
  });

  it('lets an element match any of the pattern’s elements (operations of several types)', () => {
    const pattern = [
      { op: ['vote', { voter: '', author: '', permlink: '', weight: 0 }] },
      { op: ['transfer', { from: '', to: '', amount: '', memo: '' }] },
    ];
    const transfer = { op: ['transfer', { from: 'a', to: 'b', amount: '1.000 HIVE', memo: '' }] };
    expect(shapeMismatches([transfer], pattern)).to.deep.equal([]);
    const unknown = { op: ['custom_json', { id: 'x' }] };
    expect(shapeMismatches([unknown], pattern)).to.have.length.above(0);
  });

  it('checks a tuple position by position, its length too', () => {
    const pattern = [[204218, { block: 1, op: ['vote', { voter: 'gtg' }] }]];
    expect(
      shapeMismatches([[0, { block: 5, op: ['vote', { voter: 'alice' }] }]], pattern),
    ).to.deep.equal([]);
    expect(shapeMismatches([[{ block: 5, op: ['vote', {}] }, 0]], pattern)).to.have.length.above(0);
    expect(shapeMismatches([['vote']], [['vote', {}]])).to.deep.equal([
      '$[0]: expected a tuple of 2, got 1 elements',
    ]);
  });

  it('treats a list of integers printed both ways as a list, not a tuple', () => {
    expect(shapeMismatches([1, 2, 3], [0, '5000000000'])).to.deep.equal([]);
  });

  it('says nothing about the elements of an empty pattern list', () => {
    expect(shapeMismatches([{ anything: 1 }], [])).to.deep.equal([]);
  });
});
