import { expect } from 'chai';
import type { LogoutDelivery, LogoutQueue } from '../../core/ports/LogoutQueue';

const delivery = (id: string, nextAt: number): LogoutDelivery => ({
  id,
  app: 'demo-app',
  username: 'alice',
  sid: `fam-${id}`,
  attempts: 0,
  nextAt,
  giveUpAt: 1_000_000,
});

/** The behaviour every LogoutQueue adapter must have. `factory` gives a queue over empty storage. */
export function logoutQueueContract(
  name: string,
  factory: () => Promise<LogoutQueue> | LogoutQueue,
  shared?: () => Promise<{ a: LogoutQueue; b: LogoutQueue }>,
): void {
  describe(`LogoutQueue contract: ${name}`, () => {
    it('hands out the deliveries due, oldest first, each once while it is leased', async () => {
      const queue = await factory();
      await queue.add(delivery('later', 5_000));
      await queue.add(delivery('second', 2_000));
      await queue.add(delivery('first', 1_000));
      expect(await queue.claimDue(3_000, 10, 60_000)).to.deep.equal([
        delivery('first', 1_000),
        delivery('second', 2_000),
      ]);
      expect(await queue.claimDue(3_000, 10, 60_000), 'leased').to.deep.equal([]);
      expect(
        (await queue.claimDue(64_000, 1, 60_000)).map((d) => d.id),
        'a lapsed lease, the limit',
      ).to.deep.equal(['first']);
    });

    it('forgets a removed delivery, and hands a postponed one out again when it is due', async () => {
      const queue = await factory();
      await queue.add(delivery('done', 1_000));
      await queue.add(delivery('again', 1_000));
      await queue.claimDue(1_000, 10, 60_000);
      await queue.remove('done');
      await queue.postpone('again', 1, 6_000);
      expect(await queue.claimDue(5_000, 10, 60_000)).to.deep.equal([]);
      expect(await queue.claimDue(6_000, 10, 60_000)).to.deep.equal([
        { ...delivery('again', 6_000), attempts: 1 },
      ]);
    });

    if (shared) {
      it('never hands one delivery to two instances claiming at once', async () => {
        const { a, b } = await shared();
        for (let i = 0; i < 20; i++) await a.add(delivery(`d${i}`, 1_000));
        const [fromA, fromB] = await Promise.all([
          a.claimDue(1_000, 15, 60_000),
          b.claimDue(1_000, 15, 60_000),
        ]);
        const ids = [...fromA, ...fromB].map((d) => d.id);
        expect(ids).to.have.length(20);
        expect(new Set(ids).size).to.equal(20);
      });
    }
  });
}
