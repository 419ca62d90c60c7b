import { expect } from 'chai';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { MemorySigningKeyStore } from '../../adapters/storage/signIn/MemorySigningKeyStore';
import type { KeyUse } from '../../core/tokens/signingKeys';
import type { TokenClaims } from '../../core/tokens/tokens';
import { silentLogger } from '../../core/ports/Logger';
import {
  RotationUnderWay,
  SigningKeyRotation,
  UnknownKey,
  type KeyRotationOptions,
} from '../../core/signIn/SigningKeyRotation';
import { FakeClock } from '../support/FakeClock';
import { kidOf } from '../support/kidOf';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const OPTIONS: KeyRotationOptions = {
  uses: ['token', 'id_token'],
  overlapMs: HOUR,
  keepMs: 31 * DAY,
  refreshMs: 10_000,
};
/**
 * The life cycle of generated signing keys (issue 41 §1) on a fake clock: two instances share one
 * store, as two processes share SQLite or PostgreSQL.
 */
describe('SigningKeyRotation: keys kept in storage, rotated', () => {
  let clock: FakeClock;
  let store: MemorySigningKeyStore;
  const claims = (kind: TokenClaims['kind'] = 'posting'): TokenClaims => {
    const now = Math.floor(clock.now() / 1000);
    return {
      kind,
      sub: 'alice',
      app: 'demo-app',
      scope: ['vote'],
      fam: 'f',
      jti: 'j',
      iat: now,
      exp: now + 60,
    };
  };
  const instance = async (options: Partial<KeyRotationOptions> = {}) => {
    const signer = await JoseTokenSigner.fromKeys({ token: [], idToken: [] });
    const rotation = new SigningKeyRotation(store, signer, clock, silentLogger, {
      ...OPTIONS,
      ...options,
    });
    await rotation.refresh();
    return { signer, rotation };
  };
  const kidsOf = async (signer: JoseTokenSigner) =>
    (await signer.publicKeys()).keys.map((key) => key.kid);
  const states = async (rotation: SigningKeyRotation, use: KeyUse = 'token') =>
    (await rotation.list()).filter((key) => key.use === use).map((key) => key.state);

  beforeEach(() => {
    clock = new FakeClock();
    store = new MemorySigningKeyStore();
  });

  it('makes one key of each kind at the first start, which signs at once; a second instance takes the same', async () => {
    const a = await instance();
    const b = await instance();
    expect(await store.list()).to.have.length(2);
    expect(await kidsOf(b.signer)).to.deep.equal(await kidsOf(a.signer));
    expect(await b.signer.verify(await a.signer.sign(claims()))).to.not.equal(undefined);
    expect(await states(a.rotation, 'id_token')).to.deep.equal(['signing']);
  });

  it('an instance whose first key lost the race to another’s signs with the other’s at once', async () => {
    // B reads the store before A has added its keys, and adds its own after: B's add loses.
    let other: Awaited<ReturnType<typeof instance>> | undefined;
    const staleOnce = Object.create(store) as MemorySigningKeyStore;
    staleOnce.list = async () => {
      if (other) return store.list();
      other = await instance();
      return [];
    };
    const signer = await JoseTokenSigner.fromKeys({ token: [], idToken: [] });
    await new SigningKeyRotation(staleOnce, signer, clock, silentLogger, OPTIONS).refresh();
    expect(await store.list()).to.have.length(2);
    expect(kidOf(await signer.sign(claims()))).to.equal(kidOf(await other!.signer.sign(claims())));
  });

  it('publishes a new key at once, signs with it once the overlap has passed, and still verifies the old one’s tokens', async () => {
    const { signer, rotation } = await instance();
    const [oldKid] = await kidsOf(signer);
    const before = await signer.sign(claims());
    const listed = await rotation.rotate();
    const next = listed.find((key) => key.use === 'token' && key.state === 'next')!;
    expect(next.activeFrom).to.equal(clock.now() + HOUR);
    expect(await kidsOf(signer), 'published at once').to.include(next.kid);
    expect(kidOf(await signer.sign(claims())), 'within the overlap').to.equal(oldKid);

    clock.advance(HOUR);
    await rotation.refresh();
    expect(kidOf(await signer.sign(claims())), 'after it').to.equal(next.kid);
    expect(await states(rotation)).to.deep.equal(['signing', 'retired']);
    expect(await signer.verify(before), 'a token of the retired key').to.not.equal(undefined);
  });

  it('keeps a refresh token working while its key is in the set: its MAC key is derived per kid, named in its header', async () => {
    const { signer, rotation } = await instance();
    const single = await signer.sign(claims('refresh'));
    expect(kidOf(single), 'one key: written as the previous release wrote it').to.equal(undefined);
    await rotation.rotate();
    const [oldKid] = await kidsOf(signer);
    const underOld = await signer.sign(claims('refresh'));
    expect(kidOf(underOld)).to.equal(oldKid);
    clock.advance(HOUR);
    await rotation.refresh();
    const underNew = await signer.sign(claims('refresh'));
    expect(kidOf(underNew)).to.not.equal(oldKid);
    for (const token of [single, underOld, underNew])
      expect(await signer.verify(token)).to.deep.include({ kind: 'refresh' });
    // The MAC is the key's own: the same payload under the other kid does not verify.
    const [, payload, tag] = underOld.split('.');
    const swapped = Buffer.from(
      JSON.stringify({ alg: 'HS256', typ: 'hivegate-refresh+jwt', kid: kidOf(underNew) }),
    ).toString('base64url');
    expect(await signer.verify(`${swapped}.${payload}.${tag}`)).to.equal(undefined);
  });

  it('refuses a rotation while one is under way, adding nothing', async () => {
    const { rotation } = await instance();
    await rotation.rotate();
    const kept = (await store.list()).length;
    await rotation.rotate().then(
      () => expect.fail('rotated twice'),
      (error: unknown) => expect(error).to.be.instanceOf(RotationUnderWay),
    );
    expect(await store.list()).to.have.length(kept);
    clock.advance(HOUR);
    await rotation.rotate(); // once the new key signs, the next rotation may begin
    expect(await store.list()).to.have.length(kept + 2);
  });

  it('deletes a retired key only once every token it signed has expired', async () => {
    const { signer, rotation } = await instance();
    const [oldKid] = await kidsOf(signer);
    const before = await signer.sign(claims());
    await rotation.rotate();
    clock.advance(HOUR); // the new key signs from here
    await rotation.refresh();
    const retired = (await rotation.list()).find((key) => key.kid === oldKid)!;
    expect(retired).to.include({ state: 'retired', deleteAt: clock.now() + OPTIONS.keepMs });

    clock.advance(OPTIONS.keepMs - 1);
    await rotation.refresh();
    expect(await kidsOf(signer)).to.include(oldKid);
    expect(await signer.verify(before)).to.not.equal(undefined);

    clock.advance(1);
    await rotation.refresh();
    expect(await kidsOf(signer)).to.not.include(oldKid);
    expect((await store.list()).map((key) => key.kid)).to.not.include(oldKid);
    expect(await signer.verify(before), 'not even from the cache').to.equal(undefined);
  });

  it('a rotation made by one instance reaches the other at its next refresh, which then switches at the same time', async () => {
    const a = await instance();
    const b = await instance();
    await a.rotation.rotate();
    await b.rotation.refresh();
    expect(await kidsOf(b.signer)).to.deep.equal(await kidsOf(a.signer));
    clock.advance(HOUR);
    await Promise.all([a.rotation.refresh(), b.rotation.refresh()]);
    const fromA = await a.signer.sign(claims());
    expect(kidOf(await b.signer.sign(claims()))).to.equal(kidOf(fromA));
    expect(await b.signer.verify(fromA)).to.not.equal(undefined);
  });

  it('rotates by itself every KEY_ROTATION_DAYS, once across instances', async () => {
    const a = await instance({ rotateEveryMs: 90 * DAY });
    const b = await instance({ rotateEveryMs: 90 * DAY });
    clock.advance(90 * DAY - 1);
    await a.rotation.refresh();
    expect(await store.list()).to.have.length(2);
    clock.advance(1);
    await Promise.all([a.rotation.refresh(), b.rotation.refresh()]);
    expect(await store.list(), 'one new key of each kind').to.have.length(4);
    expect(await states(a.rotation)).to.deep.equal(['signing', 'next']);
  });

  it('tells the age of each signing key (metrics, /readyz)', async () => {
    const { rotation } = await instance();
    clock.advance(5 * DAY);
    expect(rotation.signingKeys().map((key) => [key.use, key.ageSeconds])).to.deep.equal([
      ['token', 5 * 24 * 3600],
      ['id_token', 5 * 24 * 3600],
    ]);
  });

  it('rotates only the kinds kept in storage', async () => {
    const { rotation } = await instance({ uses: ['id_token'] });
    await rotation.rotate();
    expect((await store.list()).every((key) => key.use === 'id_token')).to.equal(true);
  });

  describe('revoke (issue 54 §2)', () => {
    /** Three generations of token keys: the first retired, the second retired, the third signing. */
    async function threeGenerations() {
      const a = await instance({ uses: ['token'] });
      const b = await instance({ uses: ['token'] });
      const signed: string[] = [await a.signer.sign(claims())];
      for (let i = 0; i < 2; i++) {
        clock.advance(DAY);
        await a.rotation.rotate();
        clock.advance(HOUR);
        await a.rotation.refresh();
        signed.push(await a.signer.sign(claims()));
      }
      await b.rotation.refresh();
      return { a, b, signed, kids: signed.map(kidOf) as string[] };
    }

    it('the signing key: its tokens stop verifying here at once, on the other instance at its next read; a new key signs at once', async () => {
      const { a, b, signed, kids } = await threeGenerations();
      clock.advance(60_000);
      const revoked = await a.rotation.revoke(kids[2]);
      expect(revoked).to.deep.include({ use: 'token', kid: kids[2] });
      expect(revoked.signed!.until, 'it signed until now').to.equal(clock.now());
      expect(revoked.signed!.from).to.equal(clock.now() - 60_000);
      expect(await a.signer.verify(signed[2])).to.equal(undefined);
      expect(await b.signer.verify(signed[2]), 'the other, before it reads again').to.not.equal(
        undefined,
      );
      await b.rotation.refresh();
      expect(await b.signer.verify(signed[2])).to.equal(undefined);
      const now = kidOf(await a.signer.sign(claims()))!;
      expect(now).to.equal(revoked.signingNow).and.not.be.oneOf(kids);
      expect(kidOf(await b.signer.sign(claims())), 'the same on the other').to.equal(now);
      expect(
        await a.signer.verify(signed[1]),
        'an older key keeps what it signed before',
      ).to.not.equal(undefined);
      expect((await a.signer.publicKeys()).keys.map((key) => key.kid)).to.not.include(kids[2]);
      expect(
        (await store.list()).find((key) => key.kid === kids[2])!.jwk,
        'its private key',
      ).to.not.have.property('d');
      const listed = await a.rotation.list();
      expect(listed.find((key) => key.kid === kids[2])!.state).to.equal('revoked');
    });

    it('a retired key: the key before it keeps its own retirement, so what a leak of that one minted since stays refused', async () => {
      const { a, kids } = await threeGenerations();
      const firstRetiredAt = (await a.rotation.list()).find(
        (key) => key.kid === kids[1],
      )!.activeFrom;
      await a.rotation.revoke(kids[1]);
      const leakedFirst = await JoseTokenSigner.fromPrivateJwk(
        (await store.list()).find((key) => key.kid === kids[0])!.jwk,
      );
      const iat = Math.floor(firstRetiredAt / 1000) + 2 * 3600;
      expect(
        await a.signer.verify(await leakedFirst.sign({ ...claims(), iat, exp: iat + 60 })),
      ).to.equal(undefined);
      expect(kidOf(await a.signer.sign(claims())), 'the signing key signs on').to.equal(kids[2]);
      expect((await store.list()).find((key) => key.kid === kids[1])!.jwk).to.not.have.property(
        'd',
      );
    });

    it('refuses a kid it does not keep, or one revoked already', async () => {
      const { a, kids } = await threeGenerations();
      await a.rotation.revoke(kids[0]);
      for (const kid of ['nope', kids[0]])
        await a.rotation.revoke(kid).then(
          () => expect.fail('revoked'),
          (error: Error) => expect(error).to.be.instanceOf(UnknownKey),
        );
    });
  });
});
