import { expect } from 'chai';
import type { BroadcastLog } from '../../core/ports/BroadcastLog';

const NOW = 1_800_000_000_000;
const entry = {
  id: 'a'.repeat(40),
  user: 'alice',
  app: 'demo-app',
  expiration: '2027-01-15T08:01:00',
};

/** The behaviour every BroadcastLog adapter must have (issue 26). */
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

    it('finds what it recorded, and nothing for another id', async () => {
      await harness.log.record(entry, NOW + 1000);
      expect(await harness.log.find(entry.id, NOW)).to.deep.equal(entry);
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
    });
  });
}
