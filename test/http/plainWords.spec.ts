import { expect } from 'chai';
import { ACTIVITY_PAGE } from '../../core/broadcast/activity';
import { parseChallengeRequest, parseSignInsRequest } from '../../adapters/http/parse/oauth';

/**
 * zod's own messages reworded at the edge (adapters/http/parse/fields.ts plainWords): a bound
 * says what it counts — characters, items, or for a number the number itself.
 */
describe('HTTP: a bound in plain words names what it counts', () => {
  const signed = { challenge: 'a challenge', signature: 'ab'.repeat(65) };
  const refusal = (body: Record<string, unknown>) => {
    try {
      parseSignInsRequest({ ...signed, ...body });
    } catch (error) {
      return (error as Error & { description?: string }).description ?? (error as Error).message;
    }
    throw new Error('not refused');
  };

  it('a number beyond its bound: "must be at most 500", not "500 characters long"', () => {
    expect(refusal({ activity_limit: ACTIVITY_PAGE.max + 1 })).to.equal(
      `activity_limit must be at most ${ACTIVITY_PAGE.max}`,
    );
    expect(refusal({ activity_limit: 0 })).to.equal('activity_limit must be at least 1');
  });

  it('a list beyond its bound counts items, a text characters', () => {
    expect(refusal({ end: Array.from({ length: 101 }, (_, i) => `sid${i}`) })).to.equal(
      'end must be at most 100 items long',
    );
    expect(refusal({ end: ['x'.repeat(101)] })).to.equal(
      'end.0 must be at most 100 characters long',
    );
  });

  it('a scope of neither shape says both shapes it may take, not "is not valid"', () => {
    for (const scope of [5, { vote: true }, [5]])
      expect(() =>
        parseChallengeRequest({ client_id: 'demo-app', redirect_uri: 'https://d.example/', scope }),
      )
        .to.throw()
        .with.property(
          'description',
          'scope must be text like "vote,comment", or a list of scope names',
        );
  });
});
