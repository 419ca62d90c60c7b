import { expect } from 'chai';
import { RecentIds } from '../../adapters/chain/RecentIds';

describe('RecentIds (the duplicate check of DhiveChainClient)', () => {
  it('keeps an id until its expiry, then forgets it', () => {
    const ids = new RecentIds();
    ids.add('a', 1000);
    ids.add('b', 2000);
    ids.expire(999);
    expect(ids.has('a')).to.equal(true);
    ids.expire(1000);
    expect(ids.has('a')).to.equal(false);
    expect(ids.has('b')).to.equal(true);
    ids.expire(5000);
    expect(ids.size).to.equal(0);
  });

  it('never forgets an id early, even when a later one expires sooner', () => {
    const ids = new RecentIds();
    ids.add('long', 3000);
    ids.add('short', 1000); // kept until 3000, behind 'long'
    ids.expire(2000);
    expect(ids.has('long')).to.equal(true);
    expect(ids.has('short')).to.equal(true);
    ids.expire(3000);
    expect(ids.size).to.equal(0);
  });

  it('ignores an id added twice (one queue entry per id)', () => {
    let visits = 0;
    const ids = new RecentIds(() => void (visits += 1));
    ids.add('a', 1000);
    ids.add('a', 1000);
    ids.expire(1000);
    expect(ids.size).to.equal(0);
    expect(visits).to.equal(1);
  });

  it('a million ids: each insert, lookup and expiry visits O(1) entries, not O(size)', function () {
    this.timeout(60_000);
    const N = 1_000_000;
    let visits = 0;
    const ids = new RecentIds(() => void (visits += 1));
    // One broadcast per ms for N ms, each kept 90 s: the broadcast path is expire + has + add.
    let maxVisitsPerBroadcast = 0;
    let seen = 0;
    for (let now = 0; now < N; now++) {
      const before = visits;
      ids.expire(now);
      const id = `tx${now}`;
      if (ids.has(id)) seen += 1;
      ids.add(id, now + 90_000);
      maxVisitsPerBroadcast = Math.max(maxVisitsPerBroadcast, visits - before);
    }
    expect(seen).to.equal(0);
    expect(ids.size).to.equal(90_000); // the last 90 s
    // Each broadcast looked at the one id that expired and the first one still alive: 2, never 90,000.
    expect(maxVisitsPerBroadcast).to.be.at.most(2);
    expect(visits).to.be.at.most(2 * N);
    expect(ids.has(`tx${N - 1}`)).to.equal(true);
    expect(ids.has(`tx${N - 90_001}`)).to.equal(false);

    // A million ids alive at once: checking and expiring nothing still looks at one entry.
    const full = new RecentIds(() => void (visits += 1));
    for (let i = 0; i < N; i++) full.add(`tx${i}`, 10_000_000 + i);
    expect(full.size).to.equal(N);
    visits = 0;
    full.expire(0);
    expect(full.has('tx123456')).to.equal(true);
    expect(visits).to.equal(1);
    // Expiring half of them visits each expired id once, plus the first survivor.
    full.expire(10_000_000 + N / 2 - 1);
    expect(visits).to.equal(1 + N / 2 + 1);
    expect(full.size).to.equal(N / 2);
  });
});
