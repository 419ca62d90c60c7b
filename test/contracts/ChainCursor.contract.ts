import { expect } from 'chai';
import type { ChainCursor } from '../../core/ports/ChainCursor';

export interface ChainCursorContractOptions {
  /** For adapters whose storage instances share: two cursors over one empty storage, as two instances have. */
  shared?: () => Promise<{ a: ChainCursor; b: ChainCursor }>;
}

/** The behaviour every ChainCursor adapter must have. `factory` gives a cursor over empty storage. */
export function chainCursorContract(
  name: string,
  factory: () => Promise<ChainCursor> | ChainCursor,
  options: ChainCursorContractOptions = {},
): void {
  describe(`ChainCursor contract: ${name}`, () => {
    it('remembers no block at first, then the last one saved', async () => {
      const cursor = await factory();
      expect(await cursor.lead()).to.equal(true);
      expect(await cursor.last()).to.equal(undefined);
      await cursor.save(41);
      await cursor.save(42);
      expect(await cursor.last()).to.equal(42);
    });

    it('keeps the lead while it asks for it again', async () => {
      const cursor = await factory();
      expect(await cursor.lead()).to.equal(true);
      expect(await cursor.lead()).to.equal(true);
    });

    if (options.shared) {
      describe('shared by two instances', () => {
        it('lets one lead at a time, and the other take over once it is released', async () => {
          const { a, b } = await options.shared!();
          expect(await a.lead()).to.equal(true);
          expect(await b.lead(), 'the other, while the first leads').to.equal(false);
          expect(await a.lead()).to.equal(true);
          await a.release();
          expect(await b.lead(), 'the other, once released').to.equal(true);
          expect(await a.lead(), 'the first, now').to.equal(false);
        });

        it('resumes where the other left off', async () => {
          const { a, b } = await options.shared!();
          await a.lead();
          await a.save(7);
          await a.release();
          await b.lead();
          expect(await b.last()).to.equal(7);
        });
      });
    }
  });
}
