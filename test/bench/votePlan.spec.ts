import { expect } from 'chai';
import { VotePlan } from '../../bench/votePlan';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A chain stand-in: seeding takes a few ticks, like a transaction round trip. */
function fakeChain() {
  const posts = new Set<string>();
  let calls = 0;
  return {
    posts,
    get calls() {
      return calls;
    },
    seed: async (permlinks: string[]) => {
      calls += 1;
      for (let i = 0; i < 3; i++) await tick();
      for (const permlink of permlinks) posts.add(permlink);
    },
  };
}

describe('bench vote plan', () => {
  it('never runs out: a load far larger than the first seeding gets a distinct vote on a seeded post every time', async () => {
    const chain = fakeChain();
    // Seeding 30 posts (120 votes) takes 3 ticks, in which the load takes 60 votes: the low water
    // mark (20 posts, 80 votes) covers a seeding's latency, a batch outpaces the load.
    const plan = new VotePlan(4, 'p', chain.seed, 30, 20);
    await plan.ensure(40);
    expect(chain.calls).to.equal(1);
    const seen = new Set<string>();
    // 30× the first pile, taken 20 at a time between ticks (a load tool's setupRequest calls).
    for (let batch = 0; batch < 200; batch++) {
      for (let i = 0; i < 20; i++) {
        const vote = plan.take();
        expect(vote, `vote ${plan.used}`).not.to.equal(undefined);
        const { voter, permlink } = vote!.operation[1] as { voter: string; permlink: string };
        expect(chain.posts.has(permlink), permlink).to.equal(true); // seeded before it was handed out
        const key = `${voter}/${permlink}`;
        expect(seen.has(key), key).to.equal(false); // never the same vote twice
        seen.add(key);
      }
      await tick();
    }
    expect(seen.size).to.equal(4000);
    expect(plan.topUps).to.be.greaterThan(25);
    expect(plan.failure).to.equal(undefined);
  });

  it("gives user k mod users the vote k, so each request can use that user's token", async () => {
    const chain = fakeChain();
    const plan = new VotePlan(3, 'p', chain.seed, 10, 1);
    await plan.ensure(6);
    const votes = Array.from({ length: 6 }, () => plan.take()!);
    expect(votes.map((v) => v.voterIndex)).to.deep.equal([0, 1, 2, 0, 1, 2]);
    expect(votes.map((v) => (v.operation[1] as { permlink: string }).permlink)).to.deep.equal([
      'p-0',
      'p-0',
      'p-0',
      'p-1',
      'p-1',
      'p-1',
    ]);
  });

  it('keeps two plans apart by their prefixes, and answers undefined only while seeding lags', async () => {
    const chain = fakeChain();
    const a = new VotePlan(1, 'a', chain.seed, 2, 0);
    const b = new VotePlan(1, 'b', chain.seed, 2, 0);
    await Promise.all([a.ensure(2), b.ensure(2)]);
    expect([...chain.posts].sort()).to.deep.equal(['a-0', 'a-1', 'b-0', 'b-1']);
    a.take();
    a.take();
    expect(a.take()).to.equal(undefined); // spent, a top-up under way
    await a.ensure(1);
    expect((a.take()!.operation[1] as { permlink: string }).permlink).to.equal('a-2');
  });
});
