import { expect } from 'chai';
import { fixtureReport } from '../support/fixtureReport';

/**
 * The service turns no async hook on (issue 43 §3): with one on, Node runs it for every promise in
 * the process — AsyncLocalStorage's cost 9 % of /api/me's CPU (bench/README.md). Audit lines get
 * their request id passed along and pages their language on the request instead; this holds it
 * after the paths that used AsyncLocalStorage have run, in a process that is only the service.
 */
describe('the service runs without async hooks', function () {
  this.timeout(60_000);

  it('after a page, the API and an audit line, a promise has no async context', async () => {
    const { statuses, reactionId } = await fixtureReport<{
      statuses: number[];
      reactionId: number;
    }>('test/ops/fixtures/promiseContextAfterServing.ts');
    expect(statuses).to.deep.equal([200, 200, 404, 401, 401, 401, 401]);
    expect(reactionId, 'an async hook is on').to.equal(0);
  });
});
