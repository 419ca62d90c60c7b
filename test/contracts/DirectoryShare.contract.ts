import { expect } from 'chai';
import type { DirectoryShare, PublishedDirectory } from '../../core/ports/DirectoryShare';

const published = (username: string, builtAt: number): PublishedDirectory => ({
  answer: {
    updated_at: new Date(builtAt).toISOString(),
    building: false,
    window_days: 30,
    featured: [],
    apps: [{ username } as never],
  },
  builtAt,
});

/**
 * The behaviour every DirectoryShare adapter must have. `pair` gives two shares over one fresh
 * storage, as two instances have.
 */
export function directoryShareContract(
  name: string,
  pair: () => Promise<{ a: DirectoryShare; b: DirectoryShare; close(): Promise<void> | void }>,
): void {
  describe(`DirectoryShare contract: ${name}`, () => {
    let a: DirectoryShare;
    let b: DirectoryShare;
    let close: () => Promise<void> | void;
    beforeEach(async () => {
      ({ a, b, close } = await pair());
    });
    afterEach(() => close());

    it('has nothing published at first', async () => {
      expect(await a.latest()).to.equal(undefined);
    });

    it('publishes what one instance built to the other', async () => {
      expect(await a.buildAlone(async () => published('app1', 1_000))).to.equal(true);
      expect(await b.latest()).to.deep.equal(published('app1', 1_000));
      await b.buildAlone(async () => published('app2', 2_000));
      expect(await a.latest()).to.deep.equal(published('app2', 2_000));
    });

    it('publishes nothing when the build returns nothing', async () => {
      await a.buildAlone(async () => published('app1', 1_000));
      expect(await b.buildAlone(async () => undefined)).to.equal(true);
      expect((await a.latest())?.builtAt).to.equal(1_000);
    });

    it('lets one instance build at a time: the other neither waits nor builds', async () => {
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = a.buildAlone(async () => {
        entered();
        await holding;
        return published('first', 1_000);
      });
      await inside;
      let secondBuilt = false;
      expect(
        await b.buildAlone(async () => ((secondBuilt = true), published('second', 2_000))),
      ).to.equal(false);
      expect(secondBuilt).to.equal(false);
      release();
      expect(await first).to.equal(true);
      expect(
        await b.buildAlone(async () => published('second', 2_000)),
        'free again once the first is done',
      ).to.equal(true);
    });

    it('releases the lock when a build fails, publishing nothing', async () => {
      const failed = await a
        .buildAlone(async () => Promise.reject(new Error('chain down')))
        .then(
          () => undefined,
          (e: Error) => e,
        );
      expect(failed?.message).to.equal('chain down');
      expect(await a.latest()).to.equal(undefined);
      expect(await b.buildAlone(async () => published('app1', 1_000))).to.equal(true);
    });
  });
}
