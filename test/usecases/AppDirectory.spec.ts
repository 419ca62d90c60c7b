import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { StaticWebsiteProber } from '../../adapters/prober/StaticWebsiteProber';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import type { ChainAccount } from '../../core/shared/account';
import { Unavailable } from '../../core/errors';
import type { Logger } from '../../core/ports/Logger';
import type { UsageRecord } from '../../core/ports/UsageStore';
import type { AppDirectoryOptions } from '../../core/apps/AppDirectory';
import { AccountBuilder, anApp } from '../support/builders';
import { testSigner } from '../support/coreFixture';
import { composeCore } from '../../bootstrap/composeCore';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import { FakeClock } from '../support/FakeClock';

/** A Logger that keeps what it was told. */
class RecordingLogger implements Logger {
  readonly lines: { level: string; message: string; fields: object }[] = [];
  info(fields: object, message: string) {
    this.lines.push({ level: 'info', message, fields });
  }
  warn(fields: object, message: string) {
    this.lines.push({ level: 'warn', message, fields });
  }
  error(fields: object, message: string) {
    this.lines.push({ level: 'error', message, fields });
  }
}

/** A MemoryChainClient that remembers the size of each getAccounts call. */
class CountingChain extends MemoryChainClient {
  readonly calls: number[] = [];
  override async getAccounts(names: readonly string[]): Promise<ChainAccount[]> {
    this.calls.push(names.length);
    return super.getAccounts(names);
  }
}

const use = (app: string, user: string, day: string, requests = 1): UsageRecord => ({
  app,
  user,
  day,
  requests,
});

describe('AppDirectory', () => {
  let clock: FakeClock;
  let usage: MemoryUsageStore;
  let chain: CountingChain;
  let prober: StaticWebsiteProber;
  let logger: RecordingLogger;
  let signer: Awaited<ReturnType<typeof testSigner>>;
  before(async () => (signer = await testSigner()));
  const directory = (options: Partial<AppDirectoryOptions> = {}, postingFallback = false) =>
    composeCore(
      { usage, chain, prober, clock, logger, signer, signIns: new MemorySignInStore() },
      {
        serviceAccount: 'hivegate',
        serviceName: 'hivegate.test',
        directory: { windowDays: 30, featured: [], rebuildSeconds: 300, ...options },
        appProfiles: { postingFallback },
      },
    ).directory;

  beforeEach(() => {
    clock = new FakeClock(Date.parse('2026-11-21T12:00:00Z'));
    usage = new MemoryUsageStore();
    chain = new CountingChain();
    prober = new StaticWebsiteProber({
      'https://demo.example/': { site: 'ok', website: null },
      'https://moved.example/': {
        site: 'redirected',
        website: null,
        redirects_to: 'https://elsewhere.example/',
      },
    });
    logger = new RecordingLogger();
  });

  describe('before the first build with data', () => {
    it('is unavailable and reports building with no apps', async () => {
      const apps = directory();
      expect(() => apps.current()).to.throw(Unavailable);
      expect(apps.state()).to.include({ building: true, window_days: 30 });
      expect(apps.state().apps).to.deep.equal([]);
    });

    it('stays unavailable when a build finds no app at all', async () => {
      const apps = directory();
      await apps.build();
      expect(() => apps.current()).to.throw(Unavailable);
      expect(apps.state().building).to.equal(true);
    });
  });

  describe('a built directory', () => {
    it('answers every field of the spec for an app', async () => {
      chain.put(
        anApp('demo')
          .withProfile({
            name: 'Demo App',
            about: 'Posts things',
            website: 'https://demo.example/',
          })
          .build(),
      );
      await usage.record([
        use('demo', 'alice', '2026-11-20', 3),
        use('demo', 'bob', '2026-11-20'),
        use('demo', 'alice', '2026-11-21', 2),
      ]);
      const apps = directory({ windowDays: 7, featured: ['demo'] });
      await apps.build();
      expect(apps.current()).to.deep.equal({
        updated_at: '2026-11-21T12:00:00.000Z',
        building: false,
        window_days: 7,
        featured: ['demo'],
        apps: [
          {
            username: 'demo',
            name: 'Demo App',
            about: 'Posts things',
            website: 'https://demo.example/',
            site: 'ok',
            profile_source: 'json_metadata',
            limits_enforced: false,
            users: 3,
            requests: 6,
            first_seen: '2026-11-20',
            last_seen: '2026-11-21',
            new: true,
          },
        ],
      });
    });

    it('ranks by users, then requests, then username', async () => {
      await usage.record([
        use('few', 'u1', '2026-11-21', 50),
        use('many', 'u1', '2026-11-21'),
        use('many', 'u2', '2026-11-21'),
        use('many', 'u3', '2026-11-21'),
        use('busy-b', 'u1', '2026-11-21', 9),
        use('busy-b', 'u2', '2026-11-21'),
        use('busy-a', 'u1', '2026-11-21', 9),
        use('busy-a', 'u2', '2026-11-21'),
        use('quiet', 'u1', '2026-11-21'),
        use('quiet', 'u2', '2026-11-21'),
      ]);
      const apps = directory();
      await apps.build();
      expect(apps.current().apps.map((a) => a.username)).to.deep.equal([
        'many',
        'busy-a',
        'busy-b',
        'quiet',
        'few',
      ]);
    });

    it('counts only the window (UTC days, today included), and drops apps unused in it', async () => {
      await usage.record([
        use('demo', 'alice', '2026-11-15'), // first day of a 7-day window ending 2026-11-21
        use('demo', 'bob', '2026-11-14', 40), // the day before: outside
        use('gone', 'alice', '2026-10-01'),
      ]);
      clock.set('2026-11-21T23:59:59Z');
      const apps = directory({ windowDays: 7 });
      await apps.build();
      expect(
        apps.current().apps.map((a) => [a.username, a.users, a.requests, a.first_seen, a.new]),
      ).to.deep.equal([['demo', 1, 1, '2026-11-14', false]]);
      clock.set('2026-11-22T00:00:00Z'); // a new UTC day: 2026-11-15 leaves the window
      await apps.build();
      expect(apps.current().apps).to.deep.equal([]);
      expect(apps.current().building).to.equal(false);
    });

    it('marks an app new only when it first appeared inside the window', async () => {
      await usage.record([
        use('fresh', 'alice', '2026-11-02'),
        use('old', 'alice', '2026-11-01'),
        use('old', 'bob', '2026-11-21'),
      ]);
      const apps = directory({ windowDays: 20 }); // 2026-11-02 .. 2026-11-21
      await apps.build();
      const byName = Object.fromEntries(apps.current().apps.map((a) => [a.username, a.new]));
      expect(byName).to.deep.equal({ fresh: true, old: false });
    });

    it('lists featured apps in order, even unused, with their real first and last days', async () => {
      chain.put(anApp('beta').withProfile({ name: 'Beta' }).build());
      await usage.record([use('alpha', 'alice', '2026-01-10'), use('used', 'bob', '2026-11-21')]);
      const apps = directory({ featured: [' Beta', 'alpha', 'beta'] });
      await apps.build();
      const answer = apps.current();
      expect(answer.featured).to.deep.equal(['beta', 'alpha']);
      expect(
        answer.apps.map((a) => [a.username, a.users, a.first_seen, a.last_seen, a.new]),
      ).to.deep.equal([
        ['used', 1, '2026-11-21', '2026-11-21', true],
        ['alpha', 0, '2026-01-10', '2026-01-10', false],
        ['beta', 0, null, null, false],
      ]);
    });
  });

  describe('profiles', () => {
    beforeEach(async () => {
      await usage.record(
        [
          'posting',
          'fallback',
          'long',
          'odd',
          'none',
          'broken',
          'ghost',
          'hs-app',
          'both',
          'own-key',
          'strict',
          'no-app',
        ].map((app) => use(app, 'alice', '2026-11-21')),
      );
    });

    const profileOf = async (username: string, postingFallback = false) => {
      const apps = directory({}, postingFallback);
      await apps.build();
      return apps.current().apps.find((a) => a.username === username)!;
    };

    it('reads json_metadata, the active key’s; posting_json_metadata only with the fallback (issue 57 §2)', async () => {
      chain.put(
        new AccountBuilder('posting')
          .withPostingMetadata({ profile: { name: 'From posting' } })
          .withJsonMetadata({ profile: { name: 'From json' } })
          .build(),
      );
      chain.put(
        new AccountBuilder('fallback')
          .withPostingMetadata('not json at all')
          .withJsonMetadata({ profile: { name: 'From json', about: 'ok' } })
          .build(),
      );
      expect(await profileOf('posting')).to.include({ name: 'From json' });
      expect(await profileOf('fallback')).to.include({ name: 'From json', about: 'ok' });
    });

    it('with the fallback, a display field json_metadata lacks comes from posting_json_metadata', async () => {
      chain.put(
        new AccountBuilder('posting')
          .withPostingMetadata({ profile: { name: 'From posting', about: 'About from posting' } })
          .withJsonMetadata({ profile: { name: 'From json' } })
          .build(),
      );
      expect(await profileOf('posting')).to.include({ name: 'From json', about: null });
      expect(await profileOf('posting', true)).to.include({
        name: 'From json',
        about: 'About from posting',
      });
    });

    it('profile_source: json_metadata for an identity there; posting_json_metadata only with the fallback (issue 37 §2)', async () => {
      chain.put(anApp('both').build());
      chain.put(anApp('hs-app').inPostingMetadata().build());
      chain.put(new AccountBuilder('none').build());
      expect(await profileOf('both')).to.include({ profile_source: 'json_metadata' });
      expect(await profileOf('both', true)).to.include({ profile_source: 'json_metadata' });
      // HiveSigner's way: no identity nor name without the fallback, a flagged one with it.
      expect(await profileOf('hs-app')).to.include({ profile_source: null, name: null });
      expect(await profileOf('hs-app', true)).to.include({
        profile_source: 'posting_json_metadata',
        name: 'hs-app',
      });
      expect(await profileOf('none', true)).to.include({ profile_source: null });
    });

    it('limits_enforced: true only when nothing but the service meets the app’s posting authority (issue 39 §1)', async () => {
      chain.put(anApp('own-key').grantedTo('hivegate').build());
      chain.put(anApp('strict').grantedTo('hivegate').withoutPostingKeys().build());
      chain.put(new AccountBuilder('no-app').build());
      expect(await profileOf('own-key')).to.include({ limits_enforced: false });
      expect(await profileOf('strict')).to.include({ limits_enforced: true });
      expect(await profileOf('no-app')).to.include({ limits_enforced: null });
    });

    it('trims untrusted text to sane lengths, one line, without control or bidi characters', async () => {
      chain.put(
        anApp('long')
          .withProfile({
            name: `  A\u202eB\u0000C\n${'n'.repeat(200)}`,
            about: `${'é'.repeat(400)}`,
          })
          .build(),
      );
      const app = await profileOf('long');
      expect(app.name).to.match(/^AB C n+…$/);
      expect(Array.from(app.name!)).to.have.length(64);
      expect(Array.from(app.about!)).to.have.length(300);
    });

    it('takes non-string fields as absent, and a non-string website as invalid', async () => {
      chain.put(
        anApp('odd')
          .withProfile({ name: { html: '<b>' }, about: 42, website: ['https://demo.example/'] })
          .build(),
      );
      expect(await profileOf('odd')).to.include({
        name: null,
        about: null,
        site: 'invalid',
        website: null,
      });
    });

    it('has null name, about and no_website for an account without a profile, a broken one, or none on chain', async () => {
      chain.put(new AccountBuilder('none').build());
      chain.put(new AccountBuilder('broken').withPostingMetadata({ profile: 'x' }).build());
      for (const name of ['none', 'broken', 'ghost']) {
        expect(await profileOf(name), name).to.include({
          name: null,
          about: null,
          site: 'no_website',
          website: null,
        });
      }
    });
  });

  describe('websites', () => {
    it('reports each check, with website only when ok and redirects_to only when redirected', async () => {
      const sites: Record<string, string | undefined> = {
        okay: 'https://demo.example/',
        moved: 'https://moved.example/',
        blocked: 'http://169.254.169.254/',
        bad: 'ftp://demo.example/',
        down: 'https://down.example/',
        bare: undefined,
      };
      for (const [name, website] of Object.entries(sites)) {
        chain.put(
          anApp(name)
            .withProfile(website ? { website } : {})
            .build(),
        );
        await usage.record([use(name, 'alice', '2026-11-21')]);
      }
      const apps = directory();
      await apps.build();
      const got = Object.fromEntries(
        apps
          .current()
          .apps.map(({ username, site, website, redirects_to }) => [
            username,
            { site, website, redirects_to },
          ]),
      );
      expect(got).to.deep.equal({
        okay: { site: 'ok', website: 'https://demo.example/', redirects_to: undefined },
        moved: { site: 'redirected', website: null, redirects_to: 'https://elsewhere.example/' },
        blocked: { site: 'blocked', website: null, redirects_to: undefined },
        bad: { site: 'invalid', website: null, redirects_to: undefined },
        down: { site: 'unreachable', website: null, redirects_to: undefined },
        bare: { site: 'no_website', website: null, redirects_to: undefined },
      });
      expect(
        apps
          .current()
          .apps.filter((a) => 'redirects_to' in a)
          .map((a) => a.username),
      ).to.deep.equal(['moved']);
    });

    it('checks a website shared by many apps once per build', async () => {
      for (const name of ['a1', 'a2', 'a3']) {
        chain.put(anApp(name).withProfile({ website: 'https://demo.example/' }).build());
        await usage.record([use(name, 'alice', '2026-11-21')]);
      }
      await directory().build();
      expect(prober.calls).to.equal(1);
    });
  });

  describe('accounts', () => {
    it('loads accounts in batches', async () => {
      await usage.record(['a', 'b', 'c', 'd', 'e'].map((app) => use(app, 'alice', '2026-11-21')));
      await directory({ accountBatch: 2 }).build();
      expect(chain.calls).to.deep.equal([2, 2, 1]);
    });

    it('still lists apps whose accounts fail to load, with null name and about, and logs it', async () => {
      chain.put(anApp('demo').withProfile({ name: 'Demo' }).build());
      await usage.record([use('demo', 'alice', '2026-11-21')]);
      chain.unreachable = true;
      const apps = directory();
      await apps.build();
      expect(apps.current().apps).to.have.length(1);
      expect(apps.current().apps[0]).to.include({
        username: 'demo',
        name: null,
        about: null,
        users: 1,
      });
      expect(logger.lines.some((l) => l.level === 'warn')).to.equal(true);
    });

    it('keeps the previous profile of an app when its account fails to load later', async () => {
      chain.put(
        anApp('demo').withProfile({ name: 'Demo', website: 'https://demo.example/' }).build(),
      );
      await usage.record([use('demo', 'alice', '2026-11-21')]);
      const apps = directory();
      await apps.build();
      chain.unreachable = true;
      await usage.record([use('demo', 'bob', '2026-11-21')]);
      await apps.build();
      expect(apps.current().apps[0]).to.include({
        name: 'Demo',
        site: 'ok',
        website: 'https://demo.example/',
        users: 2,
      });
    });
  });

  describe('building', () => {
    it('keeps the previous snapshot when a build fails, and logs the failure', async () => {
      await usage.record([use('demo', 'alice', '2026-11-21')]);
      const apps = directory();
      const first = await apps.build();
      usage.summarize = async () => {
        throw new Error('disk gone');
      };
      clock.advance(60_000);
      let failed = false;
      await apps.build().catch(() => (failed = true));
      expect(failed).to.equal(true);
      expect(apps.current()).to.equal(first);
      expect(logger.lines.find((l) => l.level === 'error')?.message).to.match(/build failed/);
    });

    it('logs the duration and app count of each build', async () => {
      await usage.record([use('demo', 'alice', '2026-11-21')]);
      await directory().build();
      const line = logger.lines.find((l) => l.message === 'app directory built');
      expect(line?.fields).to.include({ apps: 1, accountsFailed: 0 });
      expect((line?.fields as { ms: number }).ms).to.be.a('number');
    });

    it('joins a build under way instead of starting another', async () => {
      await usage.record([use('demo', 'alice', '2026-11-21')]);
      const apps = directory();
      const [a, b] = await Promise.all([apps.build(), apps.build()]);
      expect(a).to.equal(b);
      expect(chain.calls).to.deep.equal([1]);
    });

    it('builds at start, again every rebuildSeconds, and no more after stop', async () => {
      await usage.record([use('demo', 'alice', '2026-11-21')]);
      const apps = directory({ rebuildSeconds: 0.02 });
      apps.start();
      apps.start(); // idempotent
      await until(() => chain.calls.length >= 1);
      expect(apps.current().apps[0].users).to.equal(1);
      await usage.record([use('demo', 'bob', '2026-11-21')]);
      await until(() => apps.state().apps[0]?.users === 2);
      await apps.stop();
      const builds = chain.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(chain.calls.length).to.equal(builds);
    });

    it('refuses a window that is not a positive whole number of days', () => {
      expect(() => directory({ windowDays: 0 })).to.throw(RangeError);
      expect(() => directory({ windowDays: 1.5 })).to.throw(RangeError);
    });
  });
});

async function until(condition: () => boolean, ms = 8000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
