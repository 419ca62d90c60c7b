import { expect } from 'chai';
import { DEFAULT_TOKEN_POLICY, tokenPolicy } from '../../core/tokens/tokenPolicy';
import { InvalidGrant } from '../../core/errors';
import { aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, testCore, testSigner } from '../support/coreFixture';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { FakeClock } from '../support/FakeClock';
import { expectError } from '../support/expectError';

describe('TokenPolicy: every lifetime in one place', () => {
  it('defaults to the spec week for access tokens, 10 minutes for codes, 30 days for refresh tokens, 5 for challenges, an hour for id_tokens, 2 minutes for handoffs', () => {
    expect(DEFAULT_TOKEN_POLICY).to.deep.equal({
      access: 604800,
      code: 600,
      refresh: 2592000,
      challenge: 300,
      idToken: 3600,
      handoff: 120,
    });
    expect(tokenPolicy()).to.deep.equal(DEFAULT_TOKEN_POLICY);
  });

  it('takes overrides from configuration and refuses a lifetime that is not a positive whole number', () => {
    expect(tokenPolicy({ code: 60, refresh: undefined })).to.deep.equal({
      ...DEFAULT_TOKEN_POLICY,
      code: 60,
    });
    expect(() => tokenPolicy({ refresh: 0 })).to.throw(RangeError, /refresh/);
    expect(() => tokenPolicy({ challenge: 1.5 })).to.throw(RangeError, /challenge/);
  });

  describe('the composed core obeys the policy it was given', () => {
    const lifetimes = { code: 30, refresh: 120, challenge: 20 };
    let t: Awaited<ReturnType<typeof testCore>>;
    let clock: FakeClock;
    beforeEach(async () => {
      clock = new FakeClock();
      const chain = new MemoryChainClient([
        aUser('alice').grantedTo('demo-app').build(),
        demoApp.build(),
        aUser('hivegate').build(),
      ]);
      t = await testCore({ chain, clock }, { tokens: lifetimes });
    });

    async function codeFor(): Promise<string> {
      const { challenge } = await t.core.challenge.execute({
        username: 'alice',
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        scope: ['posting'],
      });
      const answer = await t.core.authorize.execute({
        challenge,
        signature: signMessage(challenge, keyOf('alice', 'posting')),
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        responseType: 'code',
        scope: ['posting'],
      });
      return new URL(answer.redirect_to).searchParams.get('code')!;
    }

    it('challenges live policy.challenge seconds', async () => {
      const { challenge, expires_in } = await t.core.challenge.execute({
        username: 'alice',
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        scope: ['login'],
      });
      expect(expires_in).to.equal(20);
      clock.advance(20_001);
      const signature = signMessage(challenge, keyOf('alice', 'posting'));
      await expectError(
        t.core.authorize.execute({
          challenge,
          signature,
          clientId: 'demo-app',
          redirectUri: 'https://demo.example/callback',
          responseType: 'code',
          scope: ['login'],
        }),
        InvalidGrant,
        'The challenge is not valid or has expired',
      );
    });

    it('codes live policy.code seconds', async () => {
      const code = await codeFor();
      expect((await t.signer.verify(code))!.exp - (await t.signer.verify(code))!.iat).to.equal(30);
      clock.advance(31_000);
      await expectError(
        t.core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret }),
        InvalidGrant,
        'The token has invalid role',
      );
    });

    it('refresh tokens live policy.refresh seconds; access tokens keep the spec week', async () => {
      const answer = await t.core.exchange.execute({
        codeOrRefresh: await codeFor(),
        clientSecret: demoApp.secret,
      });
      expect(answer.expires_in).to.equal(604800);
      const refresh = (await t.signer.verify(answer.refresh_token))!;
      expect(refresh.exp - refresh.iat).to.equal(120);
      clock.advance(121_000);
      await expectError(
        t.core.exchange.execute({
          codeOrRefresh: answer.refresh_token,
          clientSecret: demoApp.secret,
        }),
        InvalidGrant,
        'The token has invalid role',
      );
      expect((await t.core.me.execute(answer.access_token)).user).to.equal('alice');
    });
  });

  it('a revocation outlives a shortened lifetime: lengthened again, the revoked refresh token stays revoked (issue 37 §3)', async () => {
    const clock = new FakeClock();
    const grants = new MemorySignInStore();
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      demoApp.build(),
      aUser('hivegate').build(),
    ]);
    const signer = await testSigner();
    const withRefresh = (refresh: number) =>
      testCore({ chain, clock, signIns: grants, signer }, { tokens: { refresh } });
    const month = await withRefresh(30 * 24 * 3600);
    const { challenge } = await month.core.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      scope: ['posting'],
    });
    const { redirect_to } = await month.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice', 'posting')),
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      responseType: 'code',
      scope: ['posting'],
    });
    const answer = await month.core.exchange.execute({
      codeOrRefresh: new URL(redirect_to).searchParams.get('code')!,
      clientSecret: demoApp.secret,
    });
    await month.core.revoke.execute(answer.access_token);

    const short = await withRefresh(120); // the operator shortens refresh tokens to two minutes
    clock.advance(8 * 24 * 3600_000); // past the longest lifetime of the short policy (a week)
    await short.core.signInLife.purge();

    const again = await withRefresh(30 * 24 * 3600); // and lengthens them again
    await expectError(
      again.core.exchange.execute({
        codeOrRefresh: answer.refresh_token,
        clientSecret: demoApp.secret,
      }),
      InvalidGrant,
      'The token has been revoked',
    );
    clock.advance(23 * 24 * 3600_000); // past the refresh token's own exp: forgotten, and expired
    await again.core.signInLife.purge();
    expect(await grants.isRevoked((await signer.verify(answer.refresh_token))!.fam)).to.equal(
      false,
    );
  });
});
