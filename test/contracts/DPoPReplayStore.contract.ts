import { expect } from 'chai';
import type { DPoPReplayStore } from '../../core/ports/DPoPReplayStore';

interface Harness {
  replays: DPoPReplayStore;
  /** Another instance (or worker) over the same storage, when the adapter shares one. */
  other?: DPoPReplayStore;
  close?: () => void | Promise<void>;
}

/** The behaviour every DPoPReplayStore adapter must have (RFC 9449 §11.1, issue 36 §6). */
export function dpopReplayStoreContract(
  name: string,
  factory: () => Harness | Promise<Harness>,
): void {
  describe(`DPoPReplayStore contract: ${name}`, () => {
    let harness: Harness;
    beforeEach(async () => (harness = await factory()));
    afterEach(() => harness.close?.());
    const others = () => harness.other ?? harness.replays;

    it('accepts a key once: its first use, never again (on another instance neither)', async () => {
      expect(await harness.replays.firstUse('proof-a', 2_000)).to.equal(true);
      expect(await harness.replays.firstUse('proof-a', 2_000)).to.equal(false);
      expect(await others().firstUse('proof-a', 9_000)).to.equal(false);
      expect(await others().firstUse('proof-b', 2_000)).to.equal(true);
    });

    it('of racing first uses of one key (across instances when shared), exactly one is first', async () => {
      const uses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? others() : harness.replays).firstUse('raced', 2_000),
        ),
      );
      expect(uses.filter(Boolean)).to.have.length(1);
    });

    it('forgets the keys expired at or before now, and keeps the others', async () => {
      await harness.replays.firstUse('old', 1_000);
      await harness.replays.firstUse('edge', 2_000);
      await harness.replays.firstUse('young', 3_000);
      await others().purgeExpired(2_000);
      await others().purgeExpired(2_000); // idempotent
      expect(await harness.replays.firstUse('old', 5_000)).to.equal(true);
      expect(await harness.replays.firstUse('edge', 5_000)).to.equal(true);
      expect(await harness.replays.firstUse('young', 5_000)).to.equal(false);
    });
  });
}
