import { expect } from 'chai';
import { MemoryBroadcastLog } from '../../adapters/storage/broadcast/MemoryBroadcastLog';
import { MemoryIdempotencyStore } from '../../adapters/storage/broadcast/MemoryIdempotencyStore';
import { testCore } from '../support/coreFixture';

/**
 * An idempotency claim writes the broadcast log (IdempotencyStore.claim): the core takes the two
 * stores together or keeps both in memory, never one supplied and the other its own.
 */
describe('composeCore: the idempotency store and the broadcast log come together', () => {
  const log = new MemoryBroadcastLog();

  for (const [supplied, ports] of [
    ['idempotency', { idempotency: new MemoryIdempotencyStore(log) }],
    ['broadcastLog', { broadcastLog: log }],
  ] as const) {
    it(`refuses ${supplied} supplied alone, naming both`, async () => {
      const error = await testCore(ports).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(Error);
      expect((error as Error).message).to.equal(
        `idempotency and broadcastLog are written together: supply both, over one storage, or neither (got ${supplied} alone)`,
      );
    });
  }
});
