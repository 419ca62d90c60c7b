import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseDPoPVerifier } from '../../adapters/signer/JoseDPoPVerifier';
import { MemoryDPoPReplayStore } from '../../adapters/storage/signIn/MemoryDPoPReplayStore';
import { sha256Base64Url } from '../../core/shared/crypto';
import { normalizeUserCode } from '../../core/signIn/deviceCode';
import {
  DPOP_NONCE_STEP_SECONDS,
  DPOP_PROOF_WINDOW_SECONDS,
  type DPoPRequest,
} from '../../core/tokens/dpop';
import { InvalidDPoPProof, InvalidGrant, UseDPoPNonce } from '../../core/errors';
import type { ClientCredentials } from '../../core/signIn/OpenIdTokenUseCase';
import { anApp, aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, testCore } from '../support/coreFixture';
import { aDPoPKey, type DPoPKey } from '../support/dpopKeys';
import { expectError } from '../support/expectError';
import { FakeClock } from '../support/FakeClock';

const ISSUER = 'https://hivegate.test';
const TOKEN_PATH = '/api/oauth2/token';
const ME_PATH = '/api/me';
const REDIRECT = 'https://demo.example/callback';
const VERIFIER = 'v'.repeat(43);
const spaApp = anApp('spa-app').withRedirect(REDIRECT).grantedTo('hivegate').asPublicClient();
const NONCE_KEY = Buffer.alloc(32, 7);

/**
 * DPoP (RFC 9449, issue 36 §6) in the core: TokenIssuer binds what a proof asks for and
 * authenticate() holds a bound token to its key; DPoPProofs judges each proof on the fake clock.
 */
describe('DPoP: sender-constrained tokens (DPoPProofs, TokenChecks, TokenIssuer)', () => {
  let t: Awaited<ReturnType<typeof testCore>>;
  let clock: FakeClock;
  let key: DPoPKey;
  let replays: MemoryDPoPReplayStore;

  async function start(requireNonce = false) {
    clock = new FakeClock();
    replays = new MemoryDPoPReplayStore();
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').grantedTo('spa-app').build(),
      demoApp.build(),
      spaApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await testCore(
      { chain, clock, dpop: new JoseDPoPVerifier(NONCE_KEY), dpopReplays: replays },
      { dpop: { requireNonce } },
    );
    key = await aDPoPKey('ES256', () => clock.now());
  }
  beforeEach(() => start());

  /** alice signs in to `clientId` with PKCE; the code of the redirect. */
  async function code(clientId = 'demo-app'): Promise<string> {
    const { challenge } = await t.core.challenge.execute({
      username: 'alice',
      clientId,
      redirectUri: REDIRECT,
      scope: ['openid', 'vote'],
    });
    const answer = await t.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId,
      redirectUri: REDIRECT,
      responseType: 'code',
      scope: ['openid', 'vote'],
      codeChallenge: sha256Base64Url(VERIFIER),
    });
    return new URL(answer.redirect_to).searchParams.get('code')!;
  }
  const confidential: ClientCredentials = {
    method: 'client_secret_basic',
    clientId: 'demo-app',
    secret: demoApp.secret,
  };
  const spa: ClientCredentials = { method: 'none', clientId: 'spa-app' };

  /** The token endpoint's request with a proof by `by` (this test's key by default). */
  async function tokenRequest(by = key, nonce?: string): Promise<DPoPRequest> {
    const proof = await by.proof('POST', `${ISSUER}${TOKEN_PATH}`, { nonce });
    return { proof, method: 'POST', path: TOKEN_PATH };
  }
  /** GET /api/me under DPoP with a proof by `by` for `token`. */
  async function meWith(token: string, by = key, options = {}) {
    const proof = await by.proof('GET', `${ISSUER}${ME_PATH}`, { token, ...options });
    return { token, dpop: { proof, method: 'GET', path: ME_PATH } };
  }
  const claims = async (token: string) => (await t.signer.verify(token))!;

  async function exchange(client: ClientCredentials = spa, dpop?: DPoPRequest) {
    return t.core.openIdToken.execute({
      grantType: 'authorization_code',
      presented: await code(client.clientId),
      redirectUri: REDIRECT,
      codeVerifier: VERIFIER,
      client,
      ...(dpop && { dpop }),
    });
  }
  const refresh = (refreshToken: string, client: ClientCredentials = spa, dpop?: DPoPRequest) =>
    t.core.openIdToken.execute({
      grantType: 'refresh_token',
      presented: refreshToken,
      client,
      ...(dpop && { dpop }),
    });

  describe('at the token endpoint (RFC 9449 §5)', () => {
    it('binds the access token to the proof’s key and says token_type DPoP; a public client’s refresh token too', async () => {
      const tokens = await exchange(spa, await tokenRequest());
      expect(tokens.token_type).to.equal('DPoP');
      expect((await claims(tokens.access_token)).cnf).to.deep.equal({ jkt: key.jkt });
      expect((await claims(tokens.refresh_token)).cnf).to.deep.equal({ jkt: key.jkt });
    });

    it('binds a confidential client’s access token, never its refresh token, which refreshes with any key or none', async () => {
      const tokens = await exchange(confidential, await tokenRequest());
      expect((await claims(tokens.access_token)).cnf).to.deep.equal({ jkt: key.jkt });
      expect((await claims(tokens.refresh_token)).cnf).to.equal(undefined);
      const other = await aDPoPKey('EdDSA', () => clock.now());
      const rebound = await refresh(tokens.refresh_token, confidential, await tokenRequest(other));
      expect((await claims(rebound.access_token)).cnf).to.deep.equal({ jkt: other.jkt });
      const bearer = await refresh(rebound.refresh_token, confidential);
      expect(bearer.token_type).to.equal('Bearer');
      expect((await claims(bearer.access_token)).cnf).to.equal(undefined);
    });

    it('issues bearer tokens to a request without a proof, as before', async () => {
      const tokens = await exchange(spa);
      expect(tokens.token_type).to.equal('Bearer');
      expect((await claims(tokens.access_token)).cnf).to.equal(undefined);
      expect((await claims(tokens.refresh_token)).cnf).to.equal(undefined);
    });

    it('refreshes a public client’s bound refresh token only with its key; another key or none is refused and spends nothing', async () => {
      const tokens = await exchange(spa, await tokenRequest());
      const other = await aDPoPKey('ES256', () => clock.now());
      await expectError(
        refresh(tokens.refresh_token, spa, await tokenRequest(other)),
        InvalidGrant,
        'bound to the DPoP key it was issued with',
      );
      await expectError(refresh(tokens.refresh_token, spa), InvalidGrant, 'bound to the DPoP key');
      const rotated = await refresh(tokens.refresh_token, spa, await tokenRequest());
      expect(rotated.token_type).to.equal('DPoP');
      expect((await claims(rotated.refresh_token)).cnf).to.deep.equal({ jkt: key.jkt });
    });

    it('binds the device flow’s pair as the code exchange’s', async () => {
      const device = await t.core.device.start({ client: spa, scope: ['vote'] });
      const { challenge } = await t.core.challenge.execute({
        username: 'alice',
        clientId: 'spa-app',
        userCode: normalizeUserCode(device.user_code),
        scope: ['vote'],
      });
      await t.core.device.approve({
        userCode: device.user_code,
        challenge,
        signature: signMessage(challenge, keyOf('alice')),
      });
      clock.advance(device.interval * 1000);
      const tokens = await t.core.device.exchange({
        deviceCode: device.device_code,
        client: spa,
        dpop: await tokenRequest(),
      });
      expect(tokens.token_type).to.equal('DPoP');
      expect((await claims(tokens.access_token)).cnf).to.deep.equal({ jkt: key.jkt });
      expect((await claims(tokens.refresh_token)).cnf).to.deep.equal({ jkt: key.jkt });
    });

    it('refuses a proof for another endpoint or method before spending the code', async () => {
      const grant = await code('spa-app');
      const redeem = (dpop: DPoPRequest) =>
        t.core.openIdToken.execute({
          grantType: 'authorization_code',
          presented: grant,
          redirectUri: REDIRECT,
          codeVerifier: VERIFIER,
          client: spa,
          dpop,
        });
      const elsewhere = await key.proof('POST', `${ISSUER}/api/oauth2/revoke`);
      await expectError(
        redeem({ proof: elsewhere, method: 'POST', path: TOKEN_PATH }),
        InvalidDPoPProof,
        'htu must be https://hivegate.test/api/oauth2/token',
      );
      const getProof = await key.proof('GET', `${ISSUER}${TOKEN_PATH}`);
      await expectError(
        redeem({ proof: getProof, method: 'POST', path: TOKEN_PATH }),
        InvalidDPoPProof,
        'htm must be POST',
      );
      expect((await redeem(await tokenRequest())).token_type).to.equal('DPoP');
    });
  });

  describe('with a bound access token (RFC 9449 §7)', () => {
    let token: string;
    beforeEach(async () => {
      token = (await exchange(spa, await tokenRequest())).access_token;
    });

    it('accepts it under DPoP with a fresh proof by its key, for this request and token', async () => {
      expect((await t.core.me.execute(await meWith(token))).user).to.equal('alice');
    });

    it('refuses it as a bearer token', async () => {
      await expectError(t.core.me.execute(token), InvalidGrant, 'bound to a DPoP key');
    });

    it('refuses a proof used before (its jti), and a proof of another key', async () => {
      const presented = await meWith(token);
      await t.core.me.execute(presented);
      await expectError(t.core.me.execute(presented), InvalidDPoPProof, 'already used');
      const other = await aDPoPKey('ES256', () => clock.now());
      await expectError(
        t.core.me.execute(await meWith(token, other)),
        InvalidDPoPProof,
        'another key than the one the token is bound to',
      );
    });

    it('refuses a proof for another method, URL or token (ath), and none at all', async () => {
      const wrong = async (htm: string, htu: string, ath?: string) => ({
        token,
        dpop: {
          proof: await key.proof(htm, htu, ath ? { ath } : { token }),
          method: 'GET',
          path: ME_PATH,
        },
      });
      await expectError(
        t.core.me.execute(await wrong('POST', `${ISSUER}${ME_PATH}`)),
        InvalidDPoPProof,
        'htm must be GET',
      );
      await expectError(
        t.core.me.execute(await wrong('GET', `${ISSUER}/api/broadcast`)),
        InvalidDPoPProof,
        'htu must be',
      );
      await expectError(
        t.core.me.execute(await wrong('GET', `${ISSUER}${ME_PATH}`, sha256Base64Url('another'))),
        InvalidDPoPProof,
        'ath is not the hash of this access token',
      );
      await expectError(
        t.core.me.execute({ token, dpop: { method: 'GET', path: ME_PATH } }),
        InvalidDPoPProof,
        'proof is missing',
      );
    });

    it('ignores the query and fragment of htu, and the case of its host', async () => {
      const proof = await key.proof('GET', 'https://HIVEGATE.test/api/me?x=1#y', { token });
      const me = await t.core.me.execute({ token, dpop: { proof, method: 'GET', path: ME_PATH } });
      expect(me.user).to.equal('alice');
    });

    it(`refuses a proof whose iat is more than ${DPOP_PROOF_WINDOW_SECONDS} s away, either way`, async () => {
      const now = Math.floor(clock.now() / 1000);
      for (const iat of [now - DPOP_PROOF_WINDOW_SECONDS - 1, now + DPOP_PROOF_WINDOW_SECONDS + 1])
        await expectError(
          t.core.me.execute(await meWith(token, key, { iat })),
          InvalidDPoPProof,
          'iat is more than 300 seconds',
        );
      const edge = await meWith(token, key, { iat: now - DPOP_PROOF_WINDOW_SECONDS });
      expect((await t.core.me.execute(edge)).user).to.equal('alice');
    });

    it('marks its refusals as a protected resource’s (a 401 with a DPoP challenge)', async () => {
      const refused = await t.core.me
        .execute(await meWith(token, key, { ath: 'x' }))
        .catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(InvalidDPoPProof);
      expect((refused as InvalidDPoPProof).atResource).to.equal(true);
    });

    it('is reported bound by introspection (cnf, token_type DPoP; RFC 9449 §6.2)', async () => {
      const confidentialTokens = await exchange(confidential, await tokenRequest());
      const answer = await t.core.tokenIntrospection.execute({
        token: confidentialTokens.access_token,
        client: confidential,
      });
      expect(answer).to.include({ active: true, token_type: 'DPoP' });
      expect(answer).to.have.deep.property('cnf', { jkt: key.jkt });
    });

    it('forgets used proofs once they are too old to be accepted anyway', async () => {
      const presented = await meWith(token);
      await t.core.me.execute(presented);
      clock.advance(DPOP_PROOF_WINDOW_SECONDS * 1000);
      await t.core.dpop!.purge();
      expect(await replays.firstUse('probe', 1)).to.equal(true);
      clock.advance(1000);
      await t.core.dpop!.purge();
      // The proof's record is gone, and the proof itself is now refused by its iat.
      await expectError(t.core.me.execute(presented), InvalidDPoPProof, 'iat is more than');
    });
  });

  it('refuses an unbound token presented under DPoP', async () => {
    const { access_token } = await exchange(spa);
    await expectError(
      t.core.me.execute(await meWith(access_token)),
      InvalidGrant,
      'not bound to a DPoP key',
    );
  });

  describe('with nonces required (RFC 9449 §8, §9; DPOP_NONCE=1)', () => {
    beforeEach(() => start(true));

    it('asks a proof without a nonce to retry with the current one, which then passes', async () => {
      const refused = await exchange(spa, await tokenRequest()).catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(UseDPoPNonce);
      const { nonce, atResource } = refused as UseDPoPNonce;
      expect(nonce).to.equal(t.core.dpop!.currentNonce());
      expect(atResource).to.equal(false);
      const tokens = await exchange(spa, await tokenRequest(key, nonce));
      expect(tokens.token_type).to.equal('DPoP');
    });

    it('takes a nonce of the last steps, and asks again once it is older', async () => {
      const nonce = t.core.dpop!.currentNonce()!;
      clock.advance(2 * DPOP_NONCE_STEP_SECONDS * 1000);
      expect((await exchange(spa, await tokenRequest(key, nonce))).token_type).to.equal('DPoP');
      clock.advance(DPOP_NONCE_STEP_SECONDS * 1000);
      const refused = await exchange(spa, await tokenRequest(key, nonce)).catch(
        (error: unknown) => error,
      );
      expect(refused).to.be.instanceOf(UseDPoPNonce);
      expect((refused as UseDPoPNonce).nonce).to.not.equal(nonce);
      await expectError(
        exchange(spa, await tokenRequest(key, 'made-up')),
        UseDPoPNonce,
        'not a current one',
      );
    });

    it('asks at a protected resource too, as a resource’s refusal', async () => {
      const nonce = t.core.dpop!.currentNonce()!;
      const { access_token } = await exchange(spa, await tokenRequest(key, nonce));
      const refused = await t.core.me
        .execute(await meWith(access_token))
        .catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(UseDPoPNonce);
      expect((refused as UseDPoPNonce).atResource).to.equal(true);
      const me = await t.core.me.execute(await meWith(access_token, key, { nonce }));
      expect(me.user).to.equal('alice');
    });
  });
});
