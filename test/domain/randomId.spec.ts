import { expect } from 'chai';
import { randomId } from '../../core/shared/crypto';

/** randomId draws from a pool of CSPRNG bytes refilled 4 KiB at a time (core/shared/crypto.ts). */
describe('randomId', () => {
  it('never repeats, across many refills of its pool, and is base64url of the size asked', () => {
    const seen = new Set<string>();
    // 16-byte ids over 100 refills, with 32- and 7-byte ones between so draws straddle refills.
    for (let i = 0; i < 25_600; i++) {
      const id = i % 10 === 3 ? randomId(32) : i % 10 === 7 ? randomId(7) : randomId();
      expect(id).to.match(/^[A-Za-z0-9_-]+$/);
      seen.add(id);
    }
    expect(seen.size).to.equal(25_600);
    expect(Buffer.from(randomId(), 'base64url')).to.have.length(16);
    expect(Buffer.from(randomId(32), 'base64url')).to.have.length(32);
  });

  it('hands out an id bigger than its pool straight from the CSPRNG', () => {
    const big = randomId(5000);
    expect(Buffer.from(big, 'base64url')).to.have.length(5000);
    expect(big).to.not.equal(randomId(5000));
  });

  it('spreads its bits: no byte value is missing or far off its share over 40,000 bytes', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 2500; i++)
      for (const byte of Buffer.from(randomId(), 'base64url')) counts[byte] += 1;
    // 156.25 expected per value; a pool handed out twice or left zeroed would skew this wildly.
    expect(Math.min(...counts)).to.be.above(90);
    expect(Math.max(...counts)).to.be.below(240);
  });
});
