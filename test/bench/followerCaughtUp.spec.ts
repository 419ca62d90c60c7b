import { expect } from 'chai';
import { followerCaughtUp, type FollowerProbe } from '../../bench/followerCaughtUp';

/** A follower that handles `step` blocks a poll, from `from`, leading unless told otherwise. */
function following(from: number, step: number, leading = true) {
  let last = from;
  let polls = 0;
  const probe: FollowerProbe = {
    head: async () => 100,
    follower: async () => {
      polls += 1;
      const seen = { leading, last_block: last };
      last += step;
      return seen;
    },
    sleep: async () => undefined,
  };
  return { probe, polls: () => polls };
}

describe('bench: followerCaughtUp, before a round of a service load', () => {
  it('waits until the follower has handled the head the chain had when it began', async () => {
    const follower = following(40, 20);
    expect(await followerCaughtUp(follower.probe)).to.equal(true);
    expect(follower.polls(), '40, 60, 80, 100').to.equal(4);
  });

  it('does not wait for a follower that does not lead, or a service that does not answer', async () => {
    const off = following(0, 0, false);
    expect(await followerCaughtUp(off.probe)).to.equal(true);
    expect(off.polls()).to.equal(1);
    const silent: FollowerProbe = {
      head: async () => 100,
      follower: async () => undefined,
      sleep: async () => undefined,
    };
    expect(await followerCaughtUp(silent)).to.equal(true);
  });

  it('gives up after maxMs when the follower does not catch up', async () => {
    const stuck = following(10, 0);
    expect(await followerCaughtUp(stuck.probe, 1000)).to.equal(false);
    expect(stuck.polls()).to.equal(5);
  });
});
