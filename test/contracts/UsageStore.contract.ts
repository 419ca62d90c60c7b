import { expect } from 'chai';
import type { AppUsage, UsageRecord, UsageStore } from '../../core/ports/UsageStore';

export interface UsageStoreHarness {
  store: UsageStore;
  /** Releases what the factory opened (files, connections). */
  close?: () => void | Promise<void>;
}

const use = (app: string, user: string, day: string, requests = 1): UsageRecord => ({
  app,
  user,
  day,
  requests,
});

async function summary(
  store: UsageStore,
  from: string,
  to: string,
): Promise<Record<string, AppUsage>> {
  const rows = await store.summarize(from, to);
  return Object.fromEntries(rows.map((row) => [row.app, { ...row }]));
}

/** Two stores over the same storage, as two instances (or worker processes) of the service have. */
export interface SharedUsageStores {
  a: UsageStore;
  b: UsageStore;
  close(): void | Promise<void>;
}

/** The behaviour every UsageStore adapter must have. `shared`: for stores several instances share. */
export function usageStoreContract(
  name: string,
  factory: () => UsageStoreHarness | Promise<UsageStoreHarness>,
  options: { shared?: () => Promise<SharedUsageStores> } = {},
): void {
  describe(`UsageStore contract: ${name}`, () => {
    let harness: UsageStoreHarness;
    let store: UsageStore;
    beforeEach(async () => {
      harness = await factory();
      store = harness.store;
    });
    afterEach(async () => {
      await harness.close?.();
    });

    it('summarizes nothing when nothing was recorded', async () => {
      expect(await store.summarize('2026-01-01', '2026-12-31')).to.deep.equal([]);
    });

    it('adds up requests and counts each user once per app per day', async () => {
      await store.record([
        use('app1', 'alice', '2026-11-20', 3),
        use('app1', 'alice', '2026-11-20', 2),
        use('app1', 'bob', '2026-11-20'),
      ]);
      await store.record([use('app1', 'alice', '2026-11-20', 4)]); // same user, same day, later batch
      expect(await summary(store, '2026-11-20', '2026-11-20')).to.deep.equal({
        app1: {
          app: 'app1',
          users: 2,
          requests: 10,
          firstSeen: '2026-11-20',
          lastSeen: '2026-11-20',
        },
      });
    });

    it('sums daily distinct users over the window: one user on two days counts twice', async () => {
      await store.record([
        use('app1', 'alice', '2026-11-19'),
        use('app1', 'alice', '2026-11-20'),
        use('app1', 'bob', '2026-11-20'),
      ]);
      const { app1 } = await summary(store, '2026-11-19', '2026-11-20');
      expect(app1.users).to.equal(3);
      expect(app1.requests).to.equal(3);
    });

    it('keeps apps apart: a user of two apps counts for each', async () => {
      await store.record([
        use('app1', 'alice', '2026-11-20', 2),
        use('app2', 'alice', '2026-11-20', 5),
      ]);
      const rows = await summary(store, '2026-11-20', '2026-11-20');
      expect(rows.app1).to.include({ users: 1, requests: 2 });
      expect(rows.app2).to.include({ users: 1, requests: 5 });
    });

    it('counts only days inside the window (inclusive) but reports first/last seen over all time', async () => {
      await store.record([
        use('app1', 'alice', '2026-10-01', 7),
        use('app1', 'alice', '2026-11-10'),
        use('app1', 'bob', '2026-11-15', 2),
        use('app1', 'carol', '2026-11-20', 4),
        use('app1', 'dave', '2026-11-21', 8),
      ]);
      expect((await summary(store, '2026-11-10', '2026-11-20')).app1).to.deep.equal({
        app: 'app1',
        users: 3,
        requests: 7,
        firstSeen: '2026-10-01',
        lastSeen: '2026-11-21',
      });
    });

    it('still lists an app unused in the window, with zero users and requests', async () => {
      await store.record([
        use('old-app', 'alice', '2026-01-05', 3),
        use('old-app', 'bob', '2026-02-07'),
      ]);
      expect((await summary(store, '2026-11-01', '2026-11-30'))['old-app']).to.deep.equal({
        app: 'old-app',
        users: 0,
        requests: 0,
        firstSeen: '2026-01-05',
        lastSeen: '2026-02-07',
      });
    });

    it('moves first seen back when an older day is recorded later', async () => {
      await store.record([use('app1', 'alice', '2026-11-20')]);
      await store.record([use('app1', 'bob', '2026-11-02')]);
      const { app1 } = await summary(store, '2026-11-01', '2026-11-30');
      expect(app1).to.include({ firstSeen: '2026-11-02', lastSeen: '2026-11-20', users: 2 });
    });

    it('accepts an empty batch', async () => {
      await store.record([]);
      expect(await store.summarize('2026-01-01', '2026-12-31')).to.deep.equal([]);
    });

    it('is not idempotent: a batch recorded twice counts its requests twice (users still once a day)', async () => {
      const batch = [use('app1', 'alice', '2026-11-20', 2)];
      await store.record(batch);
      await store.record(batch);
      expect((await summary(store, '2026-11-20', '2026-11-20')).app1).to.include({
        users: 1,
        requests: 4,
      });
    });

    it('writes a batch all or nothing: a malformed record rejects the whole batch', async () => {
      const bad = [
        use('app1', 'alice', '2026-11-20'),
        { app: 'app1', user: 'bob', day: '20-11-2026', requests: 1 },
        use('app2', 'carol', '2026-11-20'),
      ];
      for (const malformed of [
        bad,
        [use('app1', 'alice', '2026-11-20', 0)],
        [use('', 'alice', '2026-11-20')],
        [use('app1', 'alice', '2026-11-20', 1.5)],
      ]) {
        let failed = false;
        await store.record(malformed).catch(() => (failed = true));
        expect(failed, JSON.stringify(malformed)).to.equal(true);
      }
      expect(await store.summarize('2026-01-01', '2026-12-31')).to.deep.equal([]);
    });

    it('keeps untrusted names as plain data', async () => {
      const odd = `x'); DROP TABLE usage_days; --`;
      await store.record([use(odd, 'ü<b>"', '2026-11-20')]);
      await store.record([use('app1', 'alice', '2026-11-20')]);
      expect(Object.keys(await summary(store, '2026-11-20', '2026-11-20')).sort()).to.deep.equal(
        [odd, 'app1'].sort(),
      );
    });

    it('answers integers, not strings or bigints', async () => {
      await store.record([use('app1', 'alice', '2026-11-20', 2)]);
      const [row] = await store.summarize('2026-11-20', '2026-11-20');
      expect(row.users).to.be.a('number');
      expect(row.requests).to.be.a('number');
      expect(Number.isInteger(row.users) && Number.isInteger(row.requests)).to.equal(true);
    });

    it('forgets days before a cutoff, keeping first and last seen', async function () {
      if (!store.forgetBefore) this.skip();
      await store.record([
        use('app1', 'alice', '2026-10-01', 7),
        use('app1', 'bob', '2026-11-20', 2),
        use('app2', 'carol', '2026-09-01'),
      ]);
      await store.forgetBefore('2026-11-01');
      await store.forgetBefore('2026-11-01'); // idempotent
      const rows = await summary(store, '2026-01-01', '2026-12-31');
      expect(rows.app1).to.deep.equal({
        app: 'app1',
        users: 1,
        requests: 2,
        firstSeen: '2026-10-01',
        lastSeen: '2026-11-20',
      });
      expect(rows.app2).to.deep.equal({
        app: 'app2',
        users: 0,
        requests: 0,
        firstSeen: '2026-09-01',
        lastSeen: '2026-09-01',
      });
      await store.record([use('app1', 'alice', '2026-11-20')]);
      expect((await summary(store, '2026-11-20', '2026-11-20')).app1).to.include({
        users: 2,
        requests: 3,
      });
    });

    if (options.shared) {
      it('adds up exactly what two instances record at the same time', async () => {
        const pair = await options.shared!();
        try {
          // Overlapping users and days, so the racing inserts conflict on the same rows.
          const batch = (n: number) => [
            use('app1', `user${n % 7}`, '2026-11-20', 2),
            use('app1', `user${n % 5}`, '2026-11-21'),
            use('app2', 'alice', '2026-11-20'),
          ];
          await Promise.all(
            Array.from({ length: 40 }, (_, n) => (n % 2 ? pair.a : pair.b).record(batch(n))),
          );
          const rows = await summary(pair.a, '2026-11-20', '2026-11-21');
          expect(rows.app1).to.deep.equal({
            app: 'app1',
            users: 7 + 5,
            requests: 40 * 3,
            firstSeen: '2026-11-20',
            lastSeen: '2026-11-21',
          });
          expect(rows.app2).to.include({ users: 1, requests: 40 });
        } finally {
          await pair.close();
        }
      });
    }
  });
}
