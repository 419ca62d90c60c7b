import { expect } from 'chai';
import type { LimitChoices } from '../../core/ports/LimitChoices';

interface Harness {
  overrides: LimitChoices;
  /** Another instance (or worker) over the same storage. */
  other?: LimitChoices;
  close?: () => void | Promise<void>;
}

/** The behaviour every LimitChoices adapter must have (issue 24 §3). */
export function limitChoicesContract(
  name: string,
  factory: () => Harness | Promise<Harness>,
): void {
  describe(`LimitChoices contract: ${name}`, () => {
    let harness: Harness;
    beforeEach(async () => (harness = await factory()));
    afterEach(() => harness.close?.());

    it('finds nothing until the user sets limits, then what they set, per user and app', async () => {
      expect(await harness.overrides.find('alice', 'demo-app')).to.equal(undefined);
      expect(
        await harness.overrides.tighten('alice', 'demo-app', { max_vote_weight: 2000 }),
      ).to.deep.equal({ max_vote_weight: 2000 });
      expect(await harness.overrides.find('alice', 'demo-app')).to.deep.equal({
        max_vote_weight: 2000,
      });
      expect(await harness.overrides.find('alice', 'other-app')).to.equal(undefined);
      expect(await harness.overrides.find('bob', 'demo-app')).to.equal(undefined);
    });

    it('only ever tightens: each member keeps the stricter value', async () => {
      await harness.overrides.tighten('alice', 'demo-app', {
        max_vote_weight: 2000,
        operations: ['vote', 'comment'],
      });
      const merged = await harness.overrides.tighten('alice', 'demo-app', {
        max_vote_weight: 5000,
        operations: ['vote'],
        allow_downvote: false,
      });
      expect(merged).to.deep.equal({
        max_vote_weight: 2000,
        operations: ['vote'],
        allow_downvote: false,
      });
      expect(await (harness.other ?? harness.overrides).find('alice', 'demo-app')).to.deep.equal(
        merged,
      );
    });

    it('racing tightenings (across instances when shared) keep both', async () => {
      const others = harness.other ?? harness.overrides;
      await Promise.all([
        harness.overrides.tighten('alice', 'demo-app', { max_vote_weight: 1000 }),
        others.tighten('alice', 'demo-app', { max_operations_per_day: 5 }),
        harness.overrides.tighten('alice', 'demo-app', { allow_downvote: false }),
      ]);
      expect(await harness.overrides.find('alice', 'demo-app')).to.deep.equal({
        max_vote_weight: 1000,
        allow_downvote: false,
        max_operations_per_day: 5,
      });
    });

    it('clears one user and app only, for every instance; a later tightening starts afresh', async () => {
      const others = harness.other ?? harness.overrides;
      await harness.overrides.tighten('alice', 'demo-app', { max_vote_weight: 1000 });
      await harness.overrides.tighten('alice', 'other-app', { max_vote_weight: 2000 });
      await others.clear('alice', 'demo-app');
      await others.clear('alice', 'demo-app');
      expect(await harness.overrides.find('alice', 'demo-app')).to.equal(undefined);
      expect(await harness.overrides.find('alice', 'other-app')).to.deep.equal({
        max_vote_weight: 2000,
      });
      expect(
        await harness.overrides.tighten('alice', 'demo-app', { max_vote_weight: 9000 }),
      ).to.deep.equal({ max_vote_weight: 9000 });
    });
  });
}
