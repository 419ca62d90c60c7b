import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import {
  DEVICE_CODE_LIFETIME_SECONDS,
  DEVICE_POLL_INTERVAL_SECONDS,
  USER_CODE_ALPHABET,
  normalizeUserCode,
} from '../../core/signIn/deviceCode';
import {
  AccessDenied,
  AuthorizationPending,
  ExpiredToken,
  InvalidClient,
  InvalidGrant,
  InvalidRequest,
  InvalidScope,
  SlowDown,
  UnauthorizedClient,
} from '../../core/errors';
import type { ClientCredentials } from '../../core/signIn/ClientAuthenticator';
import { anApp, aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testCore } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { FakeClock } from '../support/FakeClock';

const demo: ClientCredentials = {
  method: 'client_secret_post',
  clientId: 'demo-app',
  secret: demoApp.secret,
};
const tv = anApp('tv-app').asPublicClient().grantedTo('hivegate');

/** Issue 27 §1: the device authorization grant (RFC 8628) over in-memory adapters and a fake clock. */
describe('DeviceFlowUseCase', () => {
  let clock: FakeClock;
  let t: Awaited<ReturnType<typeof testCore>>;
  beforeEach(async () => {
    clock = new FakeClock();
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').build(),
      demoApp.build(),
      otherApp.build(),
      tv.build(),
      aUser('hivegate').build(),
    ]);
    t = await testCore({ chain, clock });
  });

  const start = (scope = ['posting'], client: ClientCredentials = demo) =>
    t.core.device.start({ client, scope });
  const poll = (deviceCode: string, client: ClientCredentials = demo) =>
    t.core.device.exchange({ deviceCode, client });
  /** The user at /device: a challenge for the request's app, signed by `username`'s key. */
  async function approve(userCode: string, username = 'alice', key = keyOf(username, 'posting')) {
    const prompt = await t.core.device.prompt(userCode);
    const { challenge } = await t.core.challenge.execute({
      username,
      clientId: prompt.consent.app.username,
      userCode: normalizeUserCode(userCode),
      scope: prompt.scope,
      limits: prompt.consent.grants.authorization_details?.[0],
    });
    return t.core.device.approve({ userCode, challenge, signature: signMessage(challenge, key) });
  }

  it('starts with RFC 8628 §3.2 fields: an unguessable device code and a short code without look-alikes', async () => {
    const started = await start();
    expect(started.device_code).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(started.user_code).to.match(
      new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`),
    );
    expect(started.verification_uri).to.equal('https://hivegate.test/device');
    expect(started.verification_uri_complete).to.equal(
      `https://hivegate.test/device?user_code=${started.user_code}`,
    );
    expect(started.expires_in).to.equal(DEVICE_CODE_LIFETIME_SECONDS);
    expect(started.interval).to.equal(DEVICE_POLL_INTERVAL_SECONDS);
    expect((await start()).user_code).to.not.equal(started.user_code);
  });

  it('reads a typed code whatever its case, dashes and spaces, and nothing else', () => {
    expect(normalizeUserCode(' bcdf-ghjk ')).to.equal('BCDFGHJK');
    expect(normalizeUserCode('BCDF GHJK')).to.equal('BCDFGHJK');
    expect(normalizeUserCode('BCDF-GHJA'), 'a vowel is never in a code').to.equal(undefined);
    expect(normalizeUserCode('BCDF-GHJ')).to.equal(undefined);
  });

  it('a start needs an authenticated client and a scope a sign-in can grant', async () => {
    await expectError(
      start(['posting'], { ...demo, secret: 'wrong' }),
      InvalidClient,
      'Client authentication failed',
    );
    await expectError(
      start(['posting'], { method: 'none', clientId: 'demo-app' }),
      InvalidClient,
      'Client authentication failed',
    );
    await expectError(start(['transfer']), InvalidScope, 'transfer');
  });

  it('pending until the user answers, then the pair once: the device code is single use', async () => {
    const started = await start(['posting', 'openid', 'offline']);
    await expectError(poll(started.device_code), AuthorizationPending, 'not answered');
    const prompt = await t.core.device.prompt(started.user_code.toLowerCase());
    expect(prompt.consent.app.username).to.equal('demo-app');
    expect(prompt.consent.needsPosting).to.equal(true);
    expect(prompt.userCode).to.equal(started.user_code);

    expect(await approve(started.user_code)).to.deep.equal({ username: 'alice', app: 'demo-app' });
    clock.advance(DEVICE_POLL_INTERVAL_SECONDS * 1000);
    const tokens = await poll(started.device_code);
    expect(tokens.token_type).to.equal('Bearer');
    expect(tokens.username).to.equal('alice');
    expect(tokens.id_token, 'the openid scope yields an id_token').to.be.a('string');
    expect((await t.core.me.execute(tokens.access_token)).user).to.equal('alice');
    const claims = (await t.signer.verify(tokens.access_token))!;
    expect(claims.kind).to.equal('posting');
    expect(claims.app).to.equal('demo-app');

    const refreshed = await t.core.openIdToken.execute({
      grantType: 'refresh_token',
      presented: tokens.refresh_token,
      client: demo,
    });
    expect(refreshed.username).to.equal('alice');

    clock.advance(DEVICE_POLL_INTERVAL_SECONDS * 1000);
    await expectError(poll(started.device_code), InvalidGrant, 'The device code is not valid');
    const signIns = await t.signIns.signInsOf({ username: 'alice' }, clock.now());
    expect(
      signIns.map((s) => s.app),
      'the sign-in is listed at /authorized-apps',
    ).to.deep.equal(['demo-app']);
  });

  it('polling sooner than the interval is slow_down and the interval grows by 5 s (RFC 8628 §3.5)', async () => {
    const started = await start();
    await expectError(poll(started.device_code), AuthorizationPending, 'not answered');
    clock.advance(1000);
    await expectError(poll(started.device_code), SlowDown, 'every 10 seconds');
    clock.advance(6000);
    await expectError(poll(started.device_code), SlowDown, 'every 15 seconds');
    clock.advance(15_000);
    await expectError(poll(started.device_code), AuthorizationPending, 'not answered');
  });

  it('a refusal is access_denied; an expired request is expired_token and its code no longer opens the page', async () => {
    const denied = await start();
    await t.core.device.deny(denied.user_code);
    await expectError(poll(denied.device_code), AccessDenied, 'refused');
    await expectError(approve(denied.user_code), InvalidRequest, 'already been answered');

    const late = await start();
    clock.advance(DEVICE_CODE_LIFETIME_SECONDS * 1000);
    await expectError(t.core.device.prompt(late.user_code), InvalidRequest, 'not valid');
    await expectError(poll(late.device_code), ExpiredToken, 'expired');
  });

  it("only the client that started it may poll, and another's polls change nothing of the device's; an unknown device code is invalid_grant", async () => {
    const started = await start();
    const other: ClientCredentials = {
      method: 'client_secret_post',
      clientId: 'other-app',
      secret: otherApp.secret,
    };
    await expectError(poll(started.device_code), AuthorizationPending, 'not answered');
    for (let i = 0; i < 3; i++)
      await expectError(
        poll(started.device_code, other),
        InvalidGrant,
        'The device code is not valid',
      );
    clock.advance(5000); // the device's own interval, untouched by the other client's polls
    await expectError(poll(started.device_code), AuthorizationPending, 'not answered');
    await approve(started.user_code);
    await expectError(poll(started.device_code, other), InvalidGrant, 'not valid');
    await expectError(poll('not-a-device-code'), InvalidGrant, 'The device code is not valid');
  });

  it('the approval passes every check a sign-in does: the signer, single-use challenges, the posting authority', async () => {
    const started = await start();
    await expectError(
      approve(started.user_code, 'alice', keyOf('bob', 'posting')),
      InvalidGrant,
      'The signature is not from a key of @alice',
    );
    await expectError(approve(started.user_code, 'bob'), UnauthorizedClient, 'has not granted');
    expect((await approve(started.user_code)).username, 'failures leave the code open').to.equal(
      'alice',
    );
    await expectError(approve(started.user_code), InvalidRequest, 'already been answered');
    await expectError(t.core.device.prompt('BCDF-GHJK'), InvalidRequest, 'not valid');
  });

  it('a public client (token_endpoint_auth_method none) runs the flow without a secret, and refreshes without one', async () => {
    const none: ClientCredentials = { method: 'none', clientId: 'tv-app' };
    const started = await start(['login', 'offline'], none);
    await approve(started.user_code);
    const tokens = await poll(started.device_code, none);
    expect((await t.signer.verify(tokens.access_token))!.kind).to.equal('login');
    const refreshed = await t.core.openIdToken.execute({
      grantType: 'refresh_token',
      presented: tokens.refresh_token,
      client: none,
    });
    expect(refreshed.username).to.equal('alice');
  });
});
