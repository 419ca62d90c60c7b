import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { StaticWebsiteProber } from '../../adapters/prober/StaticWebsiteProber';
import { MemoryDirectoryShare } from '../../adapters/storage/apps/MemoryDirectoryShare';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import type { ChainAccount } from '../../core/shared/account';
import { dayOf } from '../../core/apps/directory';
import { Unavailable } from '../../core/errors';
import type { DirectoryShare, PublishedDirectory } from '../../core/ports/DirectoryShare';
import type { AppDirectoryOptions } from '../../core/apps/AppDirectory';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import { composeCore } from '../../bootstrap/composeCore';
import { TEST_CORE_OPTIONS, testSigner } from '../support/coreFixture';
import { MemoryLogger } from '../support/MemoryLogger';
import { anApp } from '../support/builders';
import { FakeClock } from '../support/FakeClock';

/** A MemoryChainClient that counts getAccounts calls: each directory build makes one here. */
class CountingChain extends MemoryChainClient {
  calls = 0;
  override async getAccounts(names: readonly string[]): Promise<ChainAccount[]> {
    this.calls++;
    return super.getAccounts(names);
  }
}

/** Two instances' directories over one usage store and one DirectoryShare. */
describe('AppDirectory shared by several instances', () => {
  let clock: FakeClock;
  let usage: MemoryUsageStore;
  let chain: CountingChain;
  let share: DirectoryShare;
  let signer: Awaited<ReturnType<typeof testSigner>>;
  before(async () => (signer = await testSigner()));
  /** One instance's directory: the core composed over the shared usage store and DirectoryShare. */
  const instance = (
    directory: AppDirectoryOptions = { windowDays: 30, featured: [], rebuildSeconds: 300 },
  ) =>
    composeCore(
      {
        usage,
        chain,
        prober: new StaticWebsiteProber({}),
        clock,
        logger: new MemoryLogger(),
        signer,
        signIns: new MemorySignInStore(),
        directoryShare: share,
      },
      { ...TEST_CORE_OPTIONS, directory },
    ).directory;

  beforeEach(async () => {
    clock = new FakeClock(Date.parse('2026-11-21T12:00:00Z'));
    usage = new MemoryUsageStore();
    chain = new CountingChain();
    chain.put(anApp('demo').withProfile({ name: 'Demo App' }).build());
    share = new MemoryDirectoryShare();
    await usage.record([{ app: 'demo', user: 'alice', day: '2026-11-21', requests: 2 }]);
  });

  it('builds once: the second instance serves what the first published', async () => {
    const [a, b] = [instance(), instance()];
    await a.build();
    clock.advance(10_000);
    await usage.record([{ app: 'demo', user: 'bob', day: '2026-11-21', requests: 5 }]); // not in A's build
    await b.build();
    expect(chain.calls).to.equal(1);
    expect(b.current()).to.deep.equal(a.current());
    expect(b.current().apps[0]).to.include({ username: 'demo', users: 1, requests: 2 });
  });

  it('builds again once the published answer is older than rebuildSeconds, and the others follow', async () => {
    const [a, b] = [instance(), instance()];
    await a.build();
    clock.advance(300_000);
    await usage.record([{ app: 'demo', user: 'bob', day: '2026-11-21', requests: 5 }]);
    await b.build();
    expect(chain.calls).to.equal(2);
    await a.build();
    expect(chain.calls).to.equal(2);
    expect(a.current().apps[0]).to.include({ users: 2, requests: 7 });
    expect(a.current()).to.deep.equal(b.current());
  });

  it('serves the last published answer while another instance holds the lock, without building', async () => {
    const published: PublishedDirectory = {
      answer: {
        updated_at: '2026-11-21T11:00:00.000Z',
        building: false,
        window_days: 30,
        featured: [],
        apps: [],
      },
      builtAt: Date.parse('2026-11-21T11:00:00Z'), // stale: a build is due
    };
    share = { latest: async () => published, buildAlone: async () => false };
    const b = instance();
    await b.build();
    expect(chain.calls).to.equal(0);
    expect(b.current()).to.deep.equal(published.answer);
  });

  it('is unavailable while nobody has published and another instance is building', async () => {
    share = { latest: async () => undefined, buildAlone: async () => false };
    const b = instance();
    await b.build();
    expect(() => b.current()).to.throw(Unavailable);
  });

  it('running, the two build about as often as one would alone, and each comes to serve the latest', async () => {
    const options = { windowDays: 30, featured: [], rebuildSeconds: 0.1 };
    clock = { now: () => Date.now() } as FakeClock; // real time: the schedule runs on timers
    const shared = share;
    const attempts = [0, 0];
    let builds = 0;
    const instanceWith = (i: number) => {
      share = {
        latest: () => shared.latest(),
        buildAlone: (build) => {
          attempts[i] += 1;
          return shared.buildAlone(() => ((builds += 1), build()));
        },
      };
      return instance(options);
    };
    const [a, b] = [instanceWith(0), instanceWith(1)];
    a.start();
    b.start();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
    try {
      // Events, not time: wait for each state, however long the machine takes.
      while (!(a.state().apps[0]?.users === 1 && b.state().apps[0]?.users === 1)) await tick();
      await usage.record([{ app: 'demo', user: 'bob', day: dayOf(Date.now()), requests: 1 }]);
      while (!(a.state().apps[0]?.users === 2 && b.state().apps[0]?.users === 2)) await tick();
      expect(a.current().apps[0].users).to.equal(2);
      expect(b.current().apps[0].users).to.equal(2);
      // Counts: the first build and the one that saw bob, and together no more builds than one
      // instance's tries: the lock lets one build at a time, the others serve what it published.
      expect(builds).to.be.at.least(2);
      expect(builds).to.be.at.most(Math.max(...attempts) + 1);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
