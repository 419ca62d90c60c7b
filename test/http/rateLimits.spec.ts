import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { POSTING_SCOPE } from '../../core';
import { aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testSigner } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';
import { dateNowFrom } from '../support/fakeNow';
import { call, type Answer } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { mintToken } from '../support/mintToken';

/**
 * Rate limits through the whole service (rate-limiter-flexible in memory, Date.now on a fake
 * clock so windows and Retry-After are exact). TRUST_PROXY=1 lets each test speak from any
 * address with X-Forwarded-For.
 */
describe('HTTP: rate limits', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let clock: FakeClock;
  let restore: () => void;

  async function start(env: Record<string, string>) {
    clock = new FakeClock(Date.parse('2026-11-21T12:00:00Z'));
    restore = dateNowFrom(clock);
    // alice has granted both apps; bob none.
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').grantedTo('other-app').build(),
      aUser('bob').build(),
      demoApp.build(),
      otherApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await startTestServer(
      { clock, chain, signer: await testSigner() },
      { TRUST_PROXY: '1', ...env },
    );
  }
  afterEach(async () => {
    await t?.close();
    restore?.();
  });

  const from = (ip: string) => ({ 'X-Forwarded-For': ip });

  function expect429(answer: Answer, retryAfter: number) {
    expect(answer.status, JSON.stringify(answer.body)).to.equal(429);
    expect(answer.headers.get('retry-after')).to.equal(String(retryAfter));
    expect(answer.body.error).to.equal('too_many_requests');
    expect(answer.body.error_description).to.match(new RegExp(`retry in ${retryAfter} seconds`));
  }

  /** A code for `user` at `app`, signed in through the core (no HTTP: it must not touch the limits). */
  async function codeFor(user = 'alice', app = demoApp) {
    const clientId = app === demoApp ? 'demo-app' : 'other-app';
    const { challenge } = await t.server.core.challenge.execute({
      username: user,
      clientId,
      redirectUri: app === demoApp ? 'https://demo.example/callback' : 'https://other.example/cb',
      scope: ['posting'],
    });
    const answer = await t.server.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf(user, 'posting')),
      clientId,
      redirectUri: app === demoApp ? 'https://demo.example/callback' : 'https://other.example/cb',
      responseType: 'code',
      scope: ['posting'],
    });
    return new URL(answer.redirect_to).searchParams.get('code')!;
  }

  const exchange = (ip: string, code: string, secret: string) =>
    call(t.url, 'POST', '/api/oauth2/token', {
      json: { code, client_secret: secret },
      headers: from(ip),
    });

  describe('/api/oauth2/token: wrong secrets per (client_id, address), and nothing else (issue 22 §1)', () => {
    it('throttles a wrong secret from one address after N, with Retry-After; another address is unaffected; it resets', async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '3/600' });
      const code = await codeFor();
      for (let i = 0; i < 3; i++)
        expect((await exchange('10.0.0.1', code, 'wrong')).status).to.equal(401);
      clock.advance(100_000);
      expect429(await exchange('10.0.0.1', code, 'wrong'), 500);
      expect((await exchange('10.0.0.2', code, 'wrong')).status).to.equal(401);
      clock.advance(500_000);
      expect((await exchange('10.0.0.1', code, 'wrong')).status).to.equal(401);
    });

    it('never refuses the right secret, however many wrong ones came from its address', async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '2/600' });
      const code = await codeFor();
      for (let i = 0; i < 2; i++)
        expect((await exchange('10.0.1.1', code, 'wrong')).status).to.equal(401);
      expect429(await exchange('10.0.1.1', code, 'wrong'), 600);
      // The wrong secrets never reached the exchange: the code is still good.
      expect((await exchange('10.0.1.1', code, demoApp.secret)).status).to.equal(200);
    });

    it('spent, expired and forged codes with the right secret never count: an app reloading its callback is never locked out', async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '2/600' });
      const spent = await codeFor();
      expect((await exchange('10.0.2.1', spent, demoApp.secret)).status).to.equal(200);
      for (let i = 0; i < 25; i++)
        expect((await exchange('10.0.2.1', spent, demoApp.secret)).status).to.equal(401);
      const expired = await codeFor();
      clock.advance(3_600_000);
      expect((await exchange('10.0.2.1', expired, demoApp.secret)).status).to.equal(401);
      expect((await exchange('10.0.2.1', await codeFor(), demoApp.secret)).status).to.equal(200);
    });

    it("a 5xx (the Hive network down) is not the client's failure: it never counts", async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '1/600' });
      const code = await codeFor();
      const chain = t.chain;
      chain.unreachable = true;
      try {
        for (let i = 0; i < 3; i++)
          expect((await exchange('10.0.0.9', code, 'wrong')).status).to.equal(503);
      } finally {
        chain.unreachable = false;
      }
      expect((await exchange('10.0.0.9', code, 'wrong')).status).to.equal(401);
    });

    it("a user posting the app's genuine code with wrong secrets from many addresses locks only those addresses for that app", async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '2/600' });
      const code = await codeFor();
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
        for (let i = 0; i < 2; i++)
          expect((await exchange(ip, code, 'wrong')).status).to.equal(401);
        expect429(await exchange(ip, code, 'wrong'), 600);
      }
      expect((await exchange('10.1.0.9', code, demoApp.secret)).status).to.equal(200);
      expect(
        (await exchange('10.1.0.1', await codeFor('alice', otherApp), otherApp.secret)).status,
      ).to.equal(200);
    });

    it('a forged code names no client: it is never counted, against anyone', async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '1/600' });
      const otherKey = await JoseTokenSigner.fromPrivateJwk(
        await JoseTokenSigner.generatePrivateJwk(),
      );
      const forger = await mintToken(otherKey, clock, {
        kind: 'code',
        sub: 'alice',
        app: 'demo-app',
        scope: POSTING_SCOPE,
        fam: 'forged',
      });
      for (let i = 0; i < 3; i++)
        expect((await exchange('10.2.0.1', forger, 'x')).status).to.equal(401);
      expect((await exchange('10.2.0.1', await codeFor(), 'wrong')).status).to.equal(401);
    });

    it('counts a wrong secret sent with HTTP Basic (the standard form) against the client_id it names', async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '1/600' });
      const basic = (secret: string) =>
        `Basic ${Buffer.from(`demo-app:${encodeURIComponent(secret)}`).toString('base64')}`;
      const standard = (code: string, secret: string) =>
        call(t.url, 'POST', '/api/oauth2/token', {
          form: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: 'https://demo.example/callback',
          }).toString(),
          headers: { ...from('10.8.0.1'), Authorization: basic(secret) },
        });
      const code = await codeFor();
      expect((await standard(code, 'wrong')).status).to.equal(401);
      expect429(await standard(code, 'wrong'), 600);
      expect((await standard(code, demoApp.secret)).status).to.equal(200);
    });
  });

  describe('/api/oauth2/device_authorization: wrong secrets under token_client too (issue 37 §3)', () => {
    const startDevice = (ip: string, secret: string, clientId = 'demo-app') =>
      call(t.url, 'POST', '/api/oauth2/device_authorization', {
        form: new URLSearchParams({
          client_id: clientId,
          client_secret: secret,
          scope: 'posting',
        }).toString(),
        headers: from(ip),
      });

    it('throttles a wrong secret after N per (client_id, address); the right one is never refused; another address or app is unaffected', async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '3/600' });
      for (let i = 0; i < 3; i++)
        expect((await startDevice('10.9.0.1', 'wrong')).status).to.equal(401);
      expect429(await startDevice('10.9.0.1', 'wrong'), 600);
      // As at the token endpoint: the secret is judged first, so its owner is never locked out.
      expect((await startDevice('10.9.0.1', demoApp.secret)).status).to.equal(200);
      expect((await startDevice('10.9.0.2', 'wrong')).status).to.equal(401);
      expect((await startDevice('10.9.0.1', 'wrong', 'other-app')).status).to.equal(401);
    });

    it('shares its count with the token endpoint: guesses here and there add up', async () => {
      await start({ RATE_LIMIT_TOKEN_CLIENT: '2/600' });
      expect((await startDevice('10.9.1.1', 'wrong')).status).to.equal(401);
      expect((await exchange('10.9.1.1', await codeFor(), 'wrong')).status).to.equal(401);
      expect429(await startDevice('10.9.1.1', 'wrong'), 600);
      expect429(await exchange('10.9.1.1', await codeFor(), 'wrong'), 600);
    });
  });

  describe('/api/oauth2/challenge and /authorize: per IP and per account', () => {
    const challenge = (ip: string, username = 'alice') =>
      call(t.url, 'POST', '/api/oauth2/challenge', {
        json: { username, client_id: 'demo-app', redirect_uri: 'https://demo.example/callback' },
        headers: from(ip),
      });

    it('allows exactly N requests per IP (each counted once), then 429; another IP is unaffected; resets after the window', async () => {
      await start({ RATE_LIMIT_SIGNIN_IP: '3/60', RATE_LIMIT_SIGNIN_ACCOUNT: 'off' });
      for (let i = 0; i < 3; i++) expect((await challenge('10.3.0.1')).status).to.equal(200);
      clock.advance(15_000);
      expect429(await challenge('10.3.0.1'), 45);
      expect((await challenge('10.3.0.2')).status).to.equal(200);
      clock.advance(45_000);
      expect((await challenge('10.3.0.1')).status).to.equal(200);
    });

    const authorize = (ip: string, message: string, key = keyOf('alice')) =>
      call(t.url, 'POST', '/api/oauth2/authorize', {
        json: {
          challenge: message,
          signature: signMessage(message, key),
          client_id: 'demo-app',
          redirect_uri: 'https://demo.example/callback',
          response_type: 'code',
        },
        headers: from(ip),
      });

    it("counts only failed proofs against the account: anyone's challenges for it never lock it", async () => {
      await start({ RATE_LIMIT_SIGNIN_IP: 'off', RATE_LIMIT_SIGNIN_ACCOUNT: '2/60' });
      for (let i = 0; i < 10; i++)
        expect((await challenge(`10.4.0.${i + 10}`)).status).to.equal(200);
      const first = await challenge('10.4.0.1');
      expect((await authorize('10.4.0.2', first.body.challenge)).status).to.equal(200);
    });

    it('throttles failed proofs for an account from any address, yet a valid signature always passes', async () => {
      await start({ RATE_LIMIT_SIGNIN_IP: 'off', RATE_LIMIT_SIGNIN_ACCOUNT: '2/60' });
      const wrongKey = keyOf('bob');
      for (let i = 0; i < 2; i++) {
        const c = await challenge('10.4.1.1');
        expect((await authorize(`10.4.1.${i + 2}`, c.body.challenge, wrongKey)).status).to.equal(
          401,
        );
      }
      const third = await challenge('10.4.1.1');
      expect429(await authorize('10.4.1.5', third.body.challenge, wrongKey), 60);
      const good = await challenge('10.4.1.1');
      expect((await authorize('10.4.1.5', good.body.challenge)).status).to.equal(200);
      const bobs = await challenge('10.4.1.1', 'bob');
      expect((await authorize('10.4.1.6', bobs.body.challenge, keyOf('alice'))).status).to.equal(
        401,
      );
    });

    it('the defaults let an app server (or a carrier-grade NAT) sign in 100 users a minute from one address', async () => {
      await start({});
      for (let i = 0; i < 100; i++) {
        const c = await challenge('10.4.2.1');
        expect(c.status, `challenge ${i}`).to.equal(200);
        expect((await authorize('10.4.2.1', c.body.challenge)).status, `authorize ${i}`).to.equal(
          200,
        );
      }
    });

    it('without TRUST_PROXY, X-Forwarded-For is ignored: every request counts against the socket address', async () => {
      await start({
        TRUST_PROXY: '0',
        RATE_LIMIT_SIGNIN_IP: '2/60',
        RATE_LIMIT_SIGNIN_ACCOUNT: 'off',
      });
      expect((await challenge('10.5.0.1')).status).to.equal(200);
      expect((await challenge('10.5.0.2')).status).to.equal(200);
      expect429(await challenge('10.5.0.3'), 60);
    });

    it('with TRUST_PROXY=1, only the last X-Forwarded-For hop counts (what the client writes before it is ignored)', async () => {
      await start({ RATE_LIMIT_SIGNIN_IP: '2/60', RATE_LIMIT_SIGNIN_ACCOUNT: 'off' });
      expect((await challenge('1.1.1.1, 10.6.0.1')).status).to.equal(200);
      expect((await challenge('2.2.2.2, 10.6.0.1')).status).to.equal(200);
      expect429(await challenge('3.3.3.3, 10.6.0.1'), 60);
    });
  });

  describe('/api/broadcast: per user per app', () => {
    const vote = [['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 10000 }]];
    const broadcast = async (token: string, ip = '10.7.0.1') =>
      call(t.url, 'POST', '/api/broadcast', {
        json: { operations: vote },
        headers: { Authorization: token, ...from(ip) },
      });
    const tokenFor = async (app: string, fam = `fam-${Math.random()}`) =>
      mintToken(await testSigner(), clock, {
        kind: 'posting',
        sub: 'alice',
        app,
        scope: POSTING_SCOPE,
        fam,
      });

    it('allows N broadcasts per user and app, whatever the token or IP, then 429; another app is unaffected; resets', async () => {
      await start({ RATE_LIMIT_BROADCAST: '2/60' });
      expect((await broadcast(await tokenFor('demo-app'), '10.7.0.1')).status).to.equal(200);
      expect((await broadcast(await tokenFor('demo-app'), '10.7.0.2')).status).to.equal(200);
      clock.advance(10_000);
      expect429(await broadcast(await tokenFor('demo-app'), '10.7.0.3'), 50);
      expect((await broadcast(await tokenFor('other-app'))).status).to.equal(200);
      clock.advance(50_000);
      expect((await broadcast(await tokenFor('demo-app'))).status).to.equal(200);
    });
  });
});
