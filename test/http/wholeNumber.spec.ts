import { expect } from 'chai';
import { wholeNumber } from '../../adapters/http/broadcast/operationFields';
import { CHAIN } from '../../core/operations/fieldTypes';

const MESSAGE = 'must be a whole number in range';

/** The one whole-number schema both voices of the edge build theirs from (fieldSchemas.ts). */
describe('wholeNumber', () => {
  const uint32 = wholeNumber(0, CHAIN.uint32Max, MESSAGE);
  const weight = wholeNumber(-CHAIN.fullWeight, CHAIN.fullWeight, MESSAGE);

  it('takes a string of digits as long as its bounds allow: a uint32 in full', () => {
    expect(uint32.parse('4294967295')).to.equal(4294967295);
    expect(uint32.parse(4294967295)).to.equal(4294967295);
  });

  it('takes a string of digits for a signed bound, the minus sign included', () => {
    expect(weight.parse('-10000')).to.equal(-10000);
    expect(weight.parse('10000')).to.equal(10000);
  });

  it('refuses beyond the bounds, as a number or as digits, with its message', () => {
    for (const value of [4294967296, '4294967296', '42949672950', -1, '-1', 1.5, '1.5', 'ten']) {
      const result = uint32.safeParse(value);
      expect(result.success, String(value)).to.equal(false);
      expect(result.error?.issues.map((issue) => issue.message)).to.deep.equal([MESSAGE]);
    }
    expect(weight.safeParse('100000').success).to.equal(false);
  });
});
