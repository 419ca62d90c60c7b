import { expect } from 'chai';
import type { Grant } from '../../core/tokens/grant';
import type { DeviceRequest, DeviceRequests } from '../../core/ports/DeviceRequests';

/** The client that started every request here. */
const CLIENT = 'demo-app';

const request = (n: string, expiresAt = 600_000): DeviceRequest => ({
  deviceCodeHash: `hash-${n}`,
  userCode: `CODE${n}`,
  clientId: CLIENT,
  scope: ['posting', 'openid'],
  limits: { type: 'hive_posting', operations: ['vote'], max_vote_weight: 5000 },
  expiresAt,
  interval: 5,
});

const grant: Grant = {
  sub: 'alice',
  app: 'demo-app',
  scope: ['vote'],
  fam: 'sid-1',
  kind: 'posting',
  oidc: ['openid'],
  auth_time: 1000,
};

/**
 * The behaviour every DeviceRequests adapter must have (issue 27 §1). `factory` gives one over
 * empty storage; `shared` two over the same storage (instances, or processes on one file).
 */
export function deviceRequestsContract(
  name: string,
  factory: () => Promise<DeviceRequests> | DeviceRequests,
  shared?: () => Promise<{ a: DeviceRequests; b: DeviceRequests }>,
): void {
  describe(`DeviceRequests contract: ${name}`, () => {
    it('keeps a request under its user code until it expires, and refuses a user code taken', async () => {
      const store = await factory();
      expect(await store.save(request('1'), 0)).to.equal(true);
      expect(await store.byUserCode('CODE1')).to.deep.equal({ request: request('1') });
      expect(await store.byUserCode('CODE2')).to.equal(undefined);
      expect(
        await store.save({ ...request('1'), deviceCodeHash: 'another' }, 0),
        'the user code is taken',
      ).to.equal(false);
      expect(await store.save(request('2', 700_000), 600_000), 'a later start').to.equal(true);
      expect(await store.byUserCode('CODE1'), 'expired ones are forgotten').to.equal(undefined);
    });

    it('records one answer only, and gives the grant back as it was', async () => {
      const store = await factory();
      await store.save(request('1'), 0);
      await store.save(request('2'), 0);
      expect(await store.answer('CODE1', { approved: grant })).to.equal(true);
      expect(await store.answer('CODE1', { denied: true }), 'answered').to.equal(false);
      expect(await store.answer('CODE2', { denied: true })).to.equal(true);
      expect(await store.answer('CODE9', { denied: true }), 'no such code').to.equal(false);
      expect((await store.byUserCode('CODE1'))!.answer).to.deep.equal({ approved: grant });
      expect((await store.byUserCode('CODE2'))!.answer).to.deep.equal({ denied: true });
    });

    it('a poll sooner than the interval after the last one is too early and grows the interval', async () => {
      const store = await factory();
      await store.save(request('1'), 0);
      expect(await store.poll('hash-9', CLIENT, 1000, 5), 'no such request').to.equal(undefined);
      const first = (await store.poll('hash-1', CLIENT, 1000, 5))!;
      expect(first.tooEarly).to.equal(false);
      expect(first.request).to.deep.equal(request('1'));
      expect(first.answer).to.equal(undefined);
      const soon = (await store.poll('hash-1', CLIENT, 3000, 5))!;
      expect([soon.tooEarly, soon.request.interval]).to.deep.equal([true, 10]);
      const stillSoon = (await store.poll('hash-1', CLIENT, 12_000, 5))!;
      expect([stillSoon.tooEarly, stillSoon.request.interval]).to.deep.equal([true, 15]);
      const patient = (await store.poll('hash-1', CLIENT, 27_000, 5))!;
      expect([patient.tooEarly, patient.request.interval]).to.deep.equal([false, 15]);
    });

    it("another client's poll of the device code finds nothing and changes nothing (issue 36 §4)", async () => {
      const store = await factory();
      await store.save(request('1'), 0);
      await store.poll('hash-1', CLIENT, 1000, 5);
      expect(await store.poll('hash-1', 'other-app', 1500, 5)).to.equal(undefined);
      expect(await store.poll('hash-1', 'other-app', 2000, 5)).to.equal(undefined);
      const own = (await store.poll('hash-1', CLIENT, 6000, 5))!;
      expect([own.tooEarly, own.request.interval]).to.deep.equal([false, 5]);
    });

    it('spends an approved request once; a pending or denied one is not spent', async () => {
      const store = await factory();
      await store.save(request('1'), 0);
      await store.save(request('2'), 0);
      expect(await store.take('hash-1'), 'pending').to.equal(false);
      await store.answer('CODE1', { approved: grant });
      await store.answer('CODE2', { denied: true });
      expect(await store.take('hash-2'), 'denied').to.equal(false);
      expect(await store.take('hash-1')).to.equal(true);
      expect(await store.take('hash-1'), 'spent').to.equal(false);
      expect(await store.poll('hash-1', CLIENT, 1000, 5)).to.equal(undefined);
    });

    if (shared) {
      it('one instance answers while the other polls, and only one of two takes the tokens', async () => {
        const { a, b } = await shared();
        await a.save(request('1'), 0);
        expect(await b.answer('CODE1', { approved: grant })).to.equal(true);
        expect((await a.poll('hash-1', CLIENT, 1000, 5))!.answer).to.deep.equal({
          approved: grant,
        });
        const takes = await Promise.all([a.take('hash-1'), b.take('hash-1')]);
        expect(takes.filter(Boolean)).to.have.length(1);
      });
    }
  });
}
