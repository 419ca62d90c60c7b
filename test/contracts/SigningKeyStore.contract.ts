import { expect } from 'chai';
import type { StoredSigningKey } from '../../core/tokens/signingKeys';
import type { SigningKeyStore } from '../../core/ports/SigningKeyStore';

export interface SigningKeyStoreSetup {
  keys: SigningKeyStore;
  /** Another instance's (or worker's) view of the same storage, for adapters that share one. */
  other?: SigningKeyStore;
  close?: () => Promise<void> | void;
}

const aKey = (over: Partial<StoredSigningKey> = {}): StoredSigningKey => ({
  kid: 'k1',
  use: 'token',
  generation: 1,
  jwk: { kty: 'OKP', crv: 'Ed25519', x: 'x1', d: 'd1', kid: 'k1' },
  createdAt: 1_000,
  activeFrom: 1_000,
  ...over,
});

/** The behaviour every SigningKeyStore adapter must have. `factory` gives a store over empty storage. */
export function signingKeyStoreContract(
  name: string,
  factory: () => Promise<SigningKeyStoreSetup> | SigningKeyStoreSetup,
): void {
  describe(`SigningKeyStore contract: ${name}`, () => {
    let setup: SigningKeyStoreSetup;
    beforeEach(async () => {
      setup = await factory();
    });
    afterEach(() => setup.close?.());

    it('keeps nothing at first, then every key added, as it was given', async () => {
      expect(await setup.keys.list()).to.deep.equal([]);
      const token = aKey();
      const idToken = aKey({
        kid: 'r1',
        use: 'id_token',
        jwk: { kty: 'RSA', n: 'n', e: 'AQAB', d: 'd', kid: 'r1' },
        activeFrom: 2_000,
      });
      expect(await setup.keys.add(token)).to.equal(true);
      expect(await setup.keys.add(idToken)).to.equal(true);
      const kept = await setup.keys.list();
      expect(kept.sort((a, b) => a.kid.localeCompare(b.kid))).to.deep.equal([token, idToken]);
    });

    it("adds one key per use and generation, and per kid: a racing instance's second is refused", async () => {
      expect(await setup.keys.add(aKey())).to.equal(true);
      expect(await setup.keys.add(aKey({ kid: 'k2' })), 'same use and generation').to.equal(false);
      expect(await setup.keys.add(aKey({ generation: 2 })), 'same kid').to.equal(false);
      expect(await setup.keys.add(aKey({ kid: 'k2', use: 'id_token' })), 'another use').to.equal(
        true,
      );
      expect(await setup.keys.add(aKey({ kid: 'k3', generation: 2 }))).to.equal(true);
      expect((await setup.keys.list()).map((key) => key.kid).sort()).to.deep.equal([
        'k1',
        'k2',
        'k3',
      ]);
    });

    it('forgets a removed key; removing one twice, or one never kept, is harmless', async () => {
      await setup.keys.add(aKey());
      await setup.keys.add(aKey({ kid: 'k2', generation: 2 }));
      await setup.keys.remove('k1');
      await setup.keys.remove('k1');
      await setup.keys.remove('nothing');
      expect((await setup.keys.list()).map((key) => key.kid)).to.deep.equal(['k2']);
    });

    it('rewrites the JWK of a key in place, the rest kept; a kid never kept is harmless', async () => {
      await setup.keys.add(aKey());
      await setup.keys.add(aKey({ kid: 'k2', generation: 2 }));
      await setup.keys.rewrite('k1', { kid: 'k1', sealed: 'A256GCM', data: 'x' });
      await setup.keys.rewrite('nope', { kid: 'nope' });
      const kept = (await setup.keys.list()).sort((a, b) => a.kid.localeCompare(b.kid));
      expect(kept).to.deep.equal([
        aKey({ jwk: { kid: 'k1', sealed: 'A256GCM', data: 'x' } }),
        aKey({ kid: 'k2', generation: 2 }),
      ]);
    });

    it('shares its keys with every instance over the same storage, one winning a race', async function () {
      if (!setup.other) return this.skip();
      const [a, b] = await Promise.all([
        setup.keys.add(aKey({ kid: 'from-a', generation: 1 })),
        setup.other.add(aKey({ kid: 'from-b', generation: 1 })),
      ]);
      expect([a, b].filter(Boolean)).to.have.length(1);
      const seen = [await setup.keys.list(), await setup.other.list()];
      expect(seen[0]).to.deep.equal(seen[1]);
      expect(seen[0]).to.have.length(1);
    });
  });
}
