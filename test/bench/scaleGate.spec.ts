import { expect } from 'chai';
import { decide, figureOf, median, pairedRatio } from '../../bench/scale/gate';

describe('the scale gate: a row from its rounds, and when it fails the run', () => {
  it('takes the median of rounds, whatever their order, so one slow round moves nothing', () => {
    expect(median([3, 1, 2])).to.equal(2);
    expect(median([4, 1, 3, 2])).to.equal(2.5);
    expect(median([1, 1, 1, 1, 50])).to.equal(1);
    expect(Number.isNaN(median([]))).to.equal(true);
  });

  it('leaves the warm-up rounds out of a figure', () => {
    // Two cold rounds first, ten times dearer: counted, they would move the median.
    expect(figureOf([10, 10, 1, 1, 1, 2], 2)).to.equal(1);
    expect(figureOf([10, 10, 10, 1, 1], 0)).to.equal(10);
  });

  it("takes a row's ratio round by round, so the machine's speed at each moment cancels out", () => {
    // The machine ran at four speeds over these rounds; each round's two stores saw the same one.
    const empty = [9, 9, 1, 2, 4, 1.5];
    const seeded = [9, 9, 1.1, 2.2, 4.4, 1.65];
    expect(pairedRatio(empty, seeded, 2)).to.be.closeTo(1.1, 1e-9);
    // One round of a store caught a GC: the median of the rounds' ratios ignores it.
    expect(pairedRatio([1, 1, 1, 1, 1], [1, 1, 1.1, 3, 1.1], 2)).to.be.closeTo(1.1, 1e-9);
    // The warm-up rounds weigh nothing, however far off they are.
    expect(pairedRatio([1, 1, 1], [50, 50, 1], 2)).to.equal(1);
  });

  it('passes a row that meets the target without measuring it again', async () => {
    let again = 0;
    const verdict = await decide(1.2, async () => (again += 1), 1.2);
    expect(verdict).to.deep.equal({ ratios: [1.2], failed: false });
    expect(again).to.equal(0);
  });

  it('passes a row whose re-measure meets the target (noise broke the first)', async () => {
    expect(await decide(1.31, async () => 1.05, 1.2)).to.deep.equal({
      ratios: [1.31, 1.05],
      failed: false,
    });
  });

  it('fails a row that breaks the target twice (a regression breaks it every time)', async () => {
    expect(await decide(1.6, async () => 1.21, 1.2)).to.deep.equal({
      ratios: [1.6, 1.21],
      failed: true,
    });
  });

  it('fails a row whose ratio is no number (a store that served nothing)', async () => {
    const verdict = await decide(NaN, async () => NaN, 1.2);
    expect(verdict.failed).to.equal(true);
    expect(verdict.ratios).to.have.length(2);
  });
});
