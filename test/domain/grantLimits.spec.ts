import { expect } from 'chai';
import { english } from '../support/words';
import { budgetDecision } from '../../core/limits/dailyBudgetRules';
import { tightenLimits, type PostingLimits } from '../../core/limits/postingLimits';
import { limitWords } from '../../web/i18n/words/limitWords';

const asked: PostingLimits = {
  type: 'hive_posting',
  operations: ['vote', 'custom_json'],
  max_vote_weight: 2000,
  custom_json_ids: ['follow', 'community'],
  max_operations_per_day: 50,
  expires_at: '2026-12-24T00:00:00Z',
};

describe('grant limits: pure rules (core/limits)', () => {
  it('tightenLimits takes the stricter of each member: a choice lowers, never raises', () => {
    expect(
      tightenLimits(asked, {
        operations: ['vote', 'comment'],
        max_vote_weight: 10000,
        allow_downvote: false,
        custom_json_ids: ['follow', 'splinterlands'],
        max_operations_per_day: 10,
        expires_at: '2027-01-01T00:00:00Z',
      }),
    ).to.deep.equal({
      ...asked,
      operations: ['vote'],
      allow_downvote: false,
      custom_json_ids: ['follow'],
      max_operations_per_day: 10,
    });
    expect(tightenLimits(asked, {})).to.deep.equal(asked);
    expect(tightenLimits(undefined, {})).to.equal(undefined);
    expect(
      tightenLimits({ type: 'hive_posting', allow_downvote: false }, { allow_downvote: true }),
    ).to.deep.equal({ type: 'hive_posting', allow_downvote: false });
  });

  it('limitWords says each limit in plain words', () => {
    expect(limitWords({ ...asked, allow_downvote: false }, english)).to.deep.equal([
      'Only these operations: vote, custom_json.',
      'Votes of at most 20 %, no downvotes.',
      'App messages (custom_json) only of the kinds: follow, community.',
      'At most 50 actions a day.',
      'Until December 24, 2026.',
    ]);
    expect(limitWords(undefined, english)).to.deep.equal([]);
  });

  it('budgetDecision: fits, or the time enough of the oldest leave the window', () => {
    const window = { limit: 3, windowMs: 100 };
    const counted = [
      { at: 10, count: 2 },
      { at: 50, count: 1 },
    ];
    expect(budgetDecision(counted, { ...window, count: 1, now: 60 })).to.deep.equal({
      fits: false,
      retryAt: 110,
    });
    expect(budgetDecision(counted, { ...window, count: 3, now: 60 })).to.deep.equal({
      fits: false,
      retryAt: 150,
    });
    expect(budgetDecision(counted, { ...window, count: 2, now: 110 })).to.deep.equal({
      fits: true,
    });
  });
});
