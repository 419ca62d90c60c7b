import { expect } from 'chai';
import type { ActivityEntry, BroadcastEntry, BroadcastLog } from '../../core/ports/BroadcastLog';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;
const entry: BroadcastEntry = {
  id: 'a'.repeat(40),
  user: 'alice',
  app: 'demo-app',
  expiration: '2027-01-15T08:01:00',
  at: NOW - 1000,
  operations: ['vote', 'comment'],
  source: 'service',
};
const sent = (e: BroadcastEntry): ActivityEntry => ({ ...e, status: 'sent', block_num: null });
/** Entry number `n` (its id n's hex, 40 chars), recorded `n` seconds after NOW. */
const nth = (n: number, over: Partial<BroadcastEntry> = {}): BroadcastEntry => ({
  ...entry,
  id: n.toString(16).padStart(40, '0'),
  at: NOW + n * 1000,
  ...over,
});

/** The behaviour every BroadcastLog adapter must have (issues 26 and 59). */
export function broadcastLogContract(
  name: string,
  factory: () =>
    | { log: BroadcastLog; close?: () => void | Promise<void> }
    | Promise<{ log: BroadcastLog; close?: () => void | Promise<void> }>,
): void {
  describe(`BroadcastLog contract: ${name}`, () => {
    let harness: Awaited<ReturnType<typeof factory>>;
    beforeEach(async () => (harness = await factory()));
    afterEach(() => harness.close?.());

    it('finds what it recorded, sent, and nothing for another id', async () => {
      await harness.log.record(entry, NOW + 1000);
      expect(await harness.log.find(entry.id, NOW)).to.deep.equal(sent(entry));
      expect(await harness.log.find('b'.repeat(40), NOW)).to.equal(undefined);
    });

    it('keeps the first entry for an id', async () => {
      await harness.log.record(entry, NOW + 1000);
      await harness.log.record({ ...entry, user: 'mallory' }, NOW + 1000);
      expect((await harness.log.find(entry.id, NOW))?.user).to.equal('alice');
    });

    it('hides an expired entry and purges it, keeping the others', async () => {
      await harness.log.record(entry, NOW + 1000);
      await harness.log.record({ ...entry, id: 'c'.repeat(40) }, NOW + 5000);
      expect(await harness.log.find(entry.id, NOW + 1000)).to.equal(undefined);
      await harness.log.purgeExpired(NOW + 1000);
      expect(await harness.log.find(entry.id, NOW)).to.equal(undefined);
      expect((await harness.log.find('c'.repeat(40), NOW + 1000))?.user).to.equal('alice');
      expect(await harness.log.activity({ user: 'alice', limit: 10 }, NOW)).to.have.length(1);
    });

    it('records what the follower found with its status, and settles a status (why only for a refusal)', async () => {
      const found = { ...entry, source: 'app_key' as const };
      await harness.log.record(found, NOW + 1000, { status: 'included', block_num: 7 });
      expect(await harness.log.find(entry.id, NOW)).to.deep.equal({
        ...found,
        status: 'included',
        block_num: 7,
      });
      await harness.log.settle(entry.id, { status: 'refused', block_num: null, why: 'no' });
      expect(await harness.log.find(entry.id, NOW)).to.include({ status: 'refused', why: 'no' });
      await harness.log.settle(entry.id, { status: 'irreversible', block_num: 8 });
      expect(await harness.log.find(entry.id, NOW)).to.deep.equal({
        ...found,
        status: 'irreversible',
        block_num: 8,
      });
      await harness.log.settle('b'.repeat(40), { status: 'expired', block_num: null });
      expect(await harness.log.find('b'.repeat(40), NOW)).to.equal(undefined);
    });

    it("pages one user's activity newest first, by app, before a cursor, without expired entries", async () => {
      for (const n of [3, 1, 5, 2, 4]) await harness.log.record(nth(n), NOW + DAY);
      await harness.log.record(nth(6, { app: 'other-app' }), NOW + DAY);
      await harness.log.record(nth(7, { user: 'bob' }), NOW + DAY);
      await harness.log.record(nth(8), NOW + 1); // expires first
      const page = (before?: BroadcastEntry, app?: string, limit = 3, now = NOW + 2) =>
        harness.log
          .activity(
            { user: 'alice', limit, ...(app ? { app } : {}), ...(before ? { before } : {}) },
            now,
          )
          .then((entries) => entries.map((e) => e.at - NOW));
      expect(await page()).to.deep.equal([6000, 5000, 4000]);
      expect(await page(undefined, undefined, 3, NOW)).to.deep.equal([8000, 6000, 5000]);
      expect(await page(nth(4))).to.deep.equal([3000, 2000, 1000]);
      expect(await page(nth(1))).to.deep.equal([]);
      expect(await page(undefined, 'demo-app', 2)).to.deep.equal([5000, 4000]);
      expect(await page(nth(5), 'other-app')).to.deep.equal([]);
      const [newest] = await harness.log.activity({ user: 'alice', limit: 1 }, NOW + 2);
      expect(newest).to.deep.equal(sent(nth(6, { app: 'other-app' })));
    });

    it('orders entries recorded in the same ms by id, and the cursor passes between them', async () => {
      const [low, high] = [nth(1, { id: '1'.repeat(40) }), nth(1, { id: 'e'.repeat(40) })];
      await harness.log.record(low, NOW + DAY);
      await harness.log.record(high, NOW + DAY);
      const ids = async (before?: BroadcastEntry) =>
        (
          await harness.log.activity(
            { user: 'alice', limit: 5, ...(before ? { before } : {}) },
            NOW,
          )
        ).map((e) => e.id[0]);
      expect(await ids()).to.deep.equal(['e', '1']);
      expect(await ids(high)).to.deep.equal(['1']);
    });

    it('counts each app’s entries for a user since a time', async () => {
      for (const n of [1, 2, 3]) await harness.log.record(nth(n), NOW + DAY);
      await harness.log.record(nth(4, { app: 'other-app' }), NOW + DAY);
      await harness.log.record(nth(5, { user: 'bob' }), NOW + DAY);
      expect(await harness.log.countsSince('alice', NOW + 2000)).to.deep.equal({
        'demo-app': 2,
        'other-app': 1,
      });
      expect(await harness.log.countsSince('carol', NOW)).to.deep.equal({});
    });

    it('stores no more than the entry: no token, no signature, no operation body', async () => {
      await harness.log.record(entry, NOW + 1000);
      expect(Object.keys((await harness.log.find(entry.id, NOW))!).sort()).to.deep.equal([
        'app',
        'at',
        'block_num',
        'expiration',
        'id',
        'operations',
        'source',
        'status',
        'user',
      ]);
    });
  });
}
