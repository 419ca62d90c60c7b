import { expect } from 'chai';
import { calculateJwkThumbprint } from 'jose';
import { DEMO_SPA } from '../../devnet';
import { Client, MemoryStorage, type DPoPKeyPair, type FetchLike } from '../../client';
import { claimsOf } from '../support/dpopKeys';
import { freePort } from '../support/freePort';
import { call } from '../support/http';
import { CALLBACK, startClientWorld, type ClientWorld } from './clientWorld';

/** A non-extractable key pair, as a caller in Node would pass one. */
async function keyPair(alg: 'ES256' | 'EdDSA'): Promise<DPoPKeyPair> {
  const algorithm = alg === 'ES256' ? { name: 'ECDSA', namedCurve: 'P-256' } : { name: 'Ed25519' };
  return (await crypto.subtle.generateKey(algorithm, false, ['sign', 'verify'])) as DPoPKeyPair;
}
const thumbprintOf = async (pair: DPoPKeyPair) =>
  calculateJwkThumbprint(await crypto.subtle.exportKey('jwk', pair.publicKey));

/** The service on the dev chain with BASE_URL where it listens: a proof's htu is BASE_URL + path. */
async function world(env: Record<string, string> = {}): Promise<ClientWorld> {
  const port = await freePort();
  return startClientWorld({ PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, ...env });
}

/**
 * hivegate/client's DPoP (RFC 9449, issue 36 §6) in Node, where it is off unless a key is passed
 * (in browsers it is on by default: test/client/browser.spec.ts, aioha.spec.ts): the public
 * client's code flow binds its tokens, every call proves the key, a use_dpop_nonce is retried once.
 */
describe('hivegate/client: DPoP with a key of the caller’s (Node)', function () {
  this.timeout(120_000);
  let w: ClientWorld;
  before(async () => {
    w = await world();
  });
  after(() => w?.close());

  /** demo-spa (a public client) signs alice in through the client's code flow. */
  async function signedInSpa(
    target: ClientWorld,
    config: Partial<ConstructorParameters<typeof Client>[0]>,
  ) {
    const client = new Client({
      baseURL: target.url,
      app: DEMO_SPA,
      callbackURL: CALLBACK,
      responseType: 'code',
      scope: ['vote', 'custom_json'],
      storage: new MemoryStorage(),
      ...config,
    });
    const { url } = await client.createLoginURL({ account: 'alice' });
    await client.handleCallback(await target.consent(url, 'alice'));
    return client;
  }

  for (const alg of ['ES256', 'EdDSA'] as const)
    it(`binds the tokens to the key (${alg}) and proves it on every call: me, a broadcast, a refresh`, async () => {
      const pair = await keyPair(alg);
      const client = await signedInSpa(w, { dpop: pair });
      expect(client.tokenType).to.equal('DPoP');
      const jkt = await thumbprintOf(pair);
      expect(claimsOf(client.accessToken!).cnf).to.deep.equal({ jkt });
      expect(claimsOf(client.refreshToken!).cnf, 'a public client’s').to.deep.equal({ jkt });
      expect((await client.me()).user).to.equal('alice');
      expect((await client.follow('alice', 'bob')).result.id).to.match(/^[0-9a-f]{40}$/);
      const stolen = client.accessToken!;
      await client.refresh();
      expect(client.tokenType).to.equal('DPoP');
      expect(claimsOf(client.accessToken!).cnf).to.deep.equal({ jkt });
      expect((await client.me()).user).to.equal('alice');

      const asBearer = await call(w.url, 'GET', '/api/me', { headers: { Authorization: stolen } });
      expect(asBearer.status, 'the bound token without the key').to.equal(401);
    });

  it('keeps DPoP off in Node without a key: bearer tokens, as before', async () => {
    const client = await signedInSpa(w, {});
    expect(client.tokenType).to.equal('Bearer');
    expect(claimsOf(client.accessToken!).cnf).to.equal(undefined);
    expect((await client.me()).user).to.equal('alice');
  });

  it('with DPOP_NONCE=1, retries a token request and a call once with the nonce it is given', async () => {
    const nonced = await world({ DPOP_NONCE: '1' });
    try {
      const statuses: number[] = [];
      const counting: FetchLike = async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      };
      const client = await signedInSpa(nonced, { dpop: await keyPair('ES256'), fetch: counting });
      expect(client.tokenType).to.equal('DPoP');
      expect((await client.me()).user).to.equal('alice');
      // The exchange: 400 use_dpop_nonce, then 200; me() already knows the nonce.
      expect(statuses).to.deep.equal([400, 200, 200]);
    } finally {
      await nonced.close();
    }
  });
});
