import { expect } from 'chai';
import type { BroadcastLog } from '../../core/ports/BroadcastLog';
import type { PreparedTransaction } from '../../core/ports/ChainClient';
import type {
  IdempotencyClaim,
  IdempotencyScope,
  IdempotencyStore,
} from '../../core/ports/IdempotencyStore';

export interface IdempotencyStoreHarness {
  store: IdempotencyStore;
  /** The broadcast log over the same storage, which claims write to. */
  log: BroadcastLog;
  /** A second store over the same storage (another instance); absent for per-process stores. */
  other?: IdempotencyStore;
  close?: () => void | Promise<void>;
}

const NOW = 1_800_000_000_000;
const scope: IdempotencyScope = { user: 'alice', app: 'demo-app', key: 'key-1' };
const transaction = (id: string): PreparedTransaction => ({
  id,
  expiration: '2027-01-15T08:00:00',
  operations: ['vote'],
  signed: { operations: [['vote', { voter: 'alice', weight: 10000 }]], signatures: ['1f00'] },
});
const claimOf = (over: Partial<IdempotencyClaim> = {}): IdempotencyClaim => ({
  ...scope,
  fingerprint: 'fp-1',
  transactions: [transaction('a'.repeat(40))],
  leaseUntil: NOW + 20_000,
  expiresAt: NOW + 86_400_000,
  logExpiresAt: NOW + 86_400_000,
  ...over,
});
/** The broadcast log's entry for a transaction alice claimed for demo-app. */
/** The log entry a claim at `at` writes for transaction `id` (issue 59: when, what, sent). */
const entryOf = (id: string, app = 'demo-app', at = NOW) => ({
  id,
  user: 'alice',
  app,
  expiration: '2027-01-15T08:00:00',
  at,
  operations: ['vote'],
  source: 'service' as const,
  status: 'sent' as const,
  block_num: null,
});

/** The behaviour every IdempotencyStore adapter must have (issue 26). */
export function idempotencyStoreContract(
  name: string,
  factory: () => IdempotencyStoreHarness | Promise<IdempotencyStoreHarness>,
): void {
  describe(`IdempotencyStore contract: ${name}`, () => {
    let harness: IdempotencyStoreHarness;
    let store: IdempotencyStore;
    beforeEach(async () => {
      harness = await factory();
      store = harness.store;
    });
    afterEach(() => harness.close?.());

    it('claims a new key (undefined) and then finds it, with its transaction, lease and no outcome', async () => {
      expect(await store.find(scope, NOW)).to.equal(undefined);
      expect(await store.claim(claimOf(), NOW)).to.equal(undefined);
      expect(await store.find(scope, NOW)).to.deep.equal({
        fingerprint: 'fp-1',
        transactions: [transaction('a'.repeat(40))],
        leaseUntil: NOW + 20_000,
      });
    });

    it('a second claim of the key gets the first record, unchanged', async () => {
      await store.claim(claimOf(), NOW);
      const second = await store.claim(
        claimOf({ fingerprint: 'fp-2', transactions: [transaction('b'.repeat(40))] }),
        NOW,
      );
      expect(second?.fingerprint).to.equal('fp-1');
      expect(second?.transactions[0].id).to.equal('a'.repeat(40));
      expect((await store.find(scope, NOW))?.fingerprint).to.equal('fp-1');
    });

    it('a claim records each of its transactions in the broadcast log, until logExpiresAt', async () => {
      const [first, second] = ['c'.repeat(40), 'd'.repeat(40)];
      const transactions = [transaction(first), transaction(second)];
      await store.claim(claimOf({ transactions, logExpiresAt: NOW + 1000 }), NOW);
      expect(await harness.log.find(first, NOW)).to.deep.equal(entryOf(first));
      expect(await harness.log.find(second, NOW + 999)).to.deep.equal(entryOf(second));
      expect(await harness.log.find(second, NOW + 1000)).to.equal(undefined);
    });

    it('a claim that lost records nothing; a claim over an expired key records its own transactions', async () => {
      const [kept, lost, later] = ['c'.repeat(40), 'd'.repeat(40), 'e'.repeat(40)];
      await store.claim(claimOf({ transactions: [transaction(kept)], expiresAt: NOW + 1000 }), NOW);
      const other = harness.other ?? store;
      expect(await other.claim(claimOf({ transactions: [transaction(lost)] }), NOW)).to.not.equal(
        undefined,
      );
      expect(await harness.log.find(lost, NOW)).to.equal(undefined);
      expect(
        await other.claim(claimOf({ transactions: [transaction(later)] }), NOW + 1000),
      ).to.equal(undefined);
      expect(await harness.log.find(later, NOW + 1000)).to.deep.equal(
        entryOf(later, 'demo-app', NOW + 1000),
      );
      expect(await harness.log.find(kept, NOW + 1000)).to.deep.equal(entryOf(kept));
    });

    it('the log keeps the first entry for a transaction id another claim also holds', async () => {
      const id = 'c'.repeat(40);
      await harness.log.record(entryOf(id, 'first-app'), NOW + 5000);
      expect(await store.claim(claimOf({ transactions: [transaction(id)] }), NOW)).to.equal(
        undefined,
      );
      expect(await harness.log.find(id, NOW)).to.deep.equal(entryOf(id, 'first-app'));
    });

    it('keys are per user and app: the same key of another app is another claim', async () => {
      await store.claim(claimOf(), NOW);
      expect(await store.claim(claimOf({ app: 'other-app' }), NOW)).to.equal(undefined);
      expect(await store.claim(claimOf({ user: 'bob' }), NOW)).to.equal(undefined);
    });

    it('exactly one of many concurrent claims wins', async () => {
      const stores = [store, harness.other ?? store];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          stores[i % 2].claim(claimOf({ fingerprint: `fp-${i}` }), NOW),
        ),
      );
      const winners = answers.filter((answer) => answer === undefined);
      expect(winners).to.have.length(1);
      const kept = (await store.find(scope, NOW))!.fingerprint;
      for (const answer of answers) if (answer) expect(answer.fingerprint).to.equal(kept);
    });

    it('stores the first outcome only, and answers it to later completions', async () => {
      await store.claim(claimOf(), NOW);
      expect(await store.complete(scope, { id: 'a'.repeat(40) })).to.deep.equal({
        id: 'a'.repeat(40),
      });
      expect(
        await store.complete(scope, { refused: { description: 'no', response: { code: 1 } } }),
      ).to.deep.equal({ id: 'a'.repeat(40) });
      expect((await store.find(scope, NOW))?.outcome).to.deep.equal({ id: 'a'.repeat(40) });
    });

    it('two concurrent completions (a taker and a slow claimant) both answer the one stored', async () => {
      await store.claim(claimOf(), NOW);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? store : (harness.other ?? store)).complete(scope, { id: `id-${i}` }),
        ),
      );
      const stored = (await store.find(scope, NOW))?.outcome;
      expect(stored).to.have.property('id');
      for (const answer of answers) expect(answer).to.deep.equal(stored);
    });

    it('completing a key that is gone answers undefined', async () => {
      expect(await store.complete(scope, { id: 'a'.repeat(40) })).to.equal(undefined);
    });

    it('keeps a refusal outcome with its raw response', async () => {
      await store.claim(claimOf(), NOW);
      const refused = { refused: { description: 'bad', response: { code: -32000, data: [1] } } };
      expect(await store.complete(scope, refused)).to.deep.equal(refused);
    });

    it('a takeover succeeds once, only with the lease it saw, and never after an outcome', async () => {
      await store.claim(claimOf(), NOW);
      expect(await store.takeOver(scope, NOW + 1, NOW + 60_000)).to.equal(false);
      const racers = await Promise.all([
        store.takeOver(scope, NOW + 20_000, NOW + 60_000),
        (harness.other ?? store).takeOver(scope, NOW + 20_000, NOW + 61_000),
      ]);
      expect(racers.filter(Boolean)).to.have.length(1);
      expect((await store.find(scope, NOW))?.leaseUntil).to.be.oneOf([NOW + 60_000, NOW + 61_000]);
      const lease = (await store.find(scope, NOW))!.leaseUntil;
      await store.complete(scope, { id: 'x' });
      expect(await store.takeOver(scope, lease, NOW + 90_000)).to.equal(false);
    });

    it('release ends the lease of an in-flight claim (0), so the next request may take over', async () => {
      await store.claim(claimOf(), NOW);
      await store.release(scope);
      expect((await store.find(scope, NOW))?.leaseUntil).to.equal(0);
      expect(await store.takeOver(scope, 0, NOW + 20_000)).to.equal(true);
    });

    it('a key expires: hidden from find, claimable anew, then purged', async () => {
      await store.claim(claimOf({ expiresAt: NOW + 1000 }), NOW);
      await store.complete(scope, { id: 'old' });
      expect(await store.find(scope, NOW + 1000)).to.equal(undefined);
      expect(
        await store.claim(claimOf({ fingerprint: 'fp-new', expiresAt: NOW + 5000 }), NOW + 1000),
      ).to.equal(undefined);
      expect(await store.find(scope, NOW + 1000)).to.deep.include({ fingerprint: 'fp-new' });
      expect((await store.find(scope, NOW + 1000))?.outcome).to.equal(undefined);
      await store.purgeExpired(NOW + 5000);
      expect(await store.find(scope, NOW)).to.equal(undefined);
      expect(await store.claim(claimOf({ fingerprint: 'fp-3' }), NOW)).to.equal(undefined);
    });

    it('purging keeps keys that have not expired', async () => {
      await store.claim(claimOf(), NOW);
      await store.purgeExpired(NOW + 1000);
      expect((await store.find(scope, NOW + 1000))?.fingerprint).to.equal('fp-1');
    });
  });
}
