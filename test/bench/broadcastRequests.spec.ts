import { expect } from 'chai';
import { benchUserName } from '../../bench/accounts';
import { broadcastRequests } from '../../bench/scenarios/broadcast';
import { VotePlan } from '../../bench/votePlan';

const tokens = [0, 1, 2].map((i) => ({
  user: benchUserName(i),
  access: `access-${benchUserName(i)}`,
  refresh: '',
}));

/** A plan of `posts` posts for three voters, seeded at once. */
async function planOf(posts: number): Promise<VotePlan> {
  const plan = new VotePlan(3, 'p', async () => undefined, posts, 0);
  await plan.ensure(3 * posts);
  return plan;
}

describe('bench broadcast requests', () => {
  it('keyed: a key of its own on every vote, the voter’s token, one vote per body', async () => {
    const next = broadcastRequests(await planOf(4), tokens, true);
    const requests = Array.from({ length: 12 }, next);
    const keys = requests.map((request) => request.headers?.['Idempotency-Key']);
    expect(new Set(keys).size).to.equal(12);
    for (const key of keys) expect(key).to.match(/^bench-[0-9a-f]{8}-\d+$/);
    for (const { headers, body } of requests) {
      const [[, vote]] = (JSON.parse(body) as { operations: [string, { voter: string }][] })
        .operations;
      expect(headers?.Authorization).to.equal(`access-${vote.voter}`);
    }
    // Another load's keys never meet these: a replay would answer without broadcasting.
    const other = broadcastRequests(await planOf(1), tokens, true)();
    expect(keys).not.to.include(other.headers?.['Idempotency-Key']);
  });

  it('unkeyed: no Idempotency-Key; a spent plan sends a body the service refuses', async () => {
    const next = broadcastRequests(await planOf(1), tokens, false);
    const sent = Array.from({ length: 3 }, next);
    for (const { headers } of sent) expect(headers).not.to.have.property('Idempotency-Key');
    expect(next()).to.deep.equal({ body: '{"operations":[]}' });
  });
});
