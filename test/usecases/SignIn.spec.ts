import { expect } from 'chai';
import { InvalidGrant, InvalidRequest, UnauthorizedClient } from '../../core/errors';
import { DEFAULT_TOKEN_POLICY } from '../../core/tokens/tokenPolicy';

const CHALLENGE_SECONDS = DEFAULT_TOKEN_POLICY.challenge;
import { anApp, keyOf, signMessage } from '../support/builders';
import { coreFixture } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { landingOf } from '../support/handoff';

describe('Sign-in (ChallengeUseCase + AuthorizeUseCase)', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  beforeEach(async () => {
    core = await coreFixture();
  });

  async function authorizeWith(
    overrides: Partial<Parameters<typeof core.authorize.execute>[0]> & {
      username?: string;
      key?: ReturnType<typeof keyOf>;
    } = {},
  ) {
    const username = overrides.username ?? 'alice';
    const { challenge } = await core.challenge.execute({
      username,
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      scope: overrides.scope ?? ['login'],
    });
    return core.authorize.execute({
      challenge,
      signature: signMessage(challenge, overrides.key ?? keyOf(username)),
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      responseType: 'token',
      scope: ['login'],
      ...overrides,
    });
  }

  it('gives a challenge naming the user and the app, valid five minutes', async () => {
    const answer = await core.challenge.execute({ username: 'alice', clientId: 'demo-app' });
    expect(answer.expires_in).to.equal(CHALLENGE_SECONDS);
    expect(answer.challenge).to.include('@alice').and.include('@demo-app');
  });

  it('refuses a challenge for an account that does not exist or an app that is not an app', async () => {
    await expectError(
      core.challenge.execute({ username: 'nobody', clientId: 'demo-app' }),
      InvalidRequest,
      'does not exist',
    );
    await expectError(
      core.challenge.execute({ username: 'alice', clientId: 'bob' }),
      UnauthorizedClient,
      'not a registered app',
    );
  });

  it('token flow with login scope: redirects with a login access token, expires_in, username and state', async () => {
    const url = await landingOf(core, await authorizeWith({ state: 'abc' }));
    expect(url.origin + url.pathname).to.equal('https://demo.example/callback');
    expect(url.searchParams.get('expires_in')).to.equal('604800');
    expect(url.searchParams.get('username')).to.equal('alice');
    expect(url.searchParams.get('state')).to.equal('abc');
    const claims = await core.signer.verify(url.searchParams.get('access_token')!);
    expect(claims).to.include({ kind: 'login', sub: 'alice', app: 'demo-app' });
    expect(claims!.scope).to.deep.equal(['login']);
  });

  it('accepts the active or owner key too, not the memo key', async () => {
    await authorizeWith({ key: keyOf('alice', 'active') });
    await authorizeWith({ key: keyOf('alice', 'owner') });
    await expectError(
      authorizeWith({ key: keyOf('alice', 'memo') }),
      InvalidGrant,
      "@alice's memo key, which proves nothing here",
    );
  });

  it("refuses another account's key, and a signature over another message", async () => {
    await expectError(authorizeWith({ key: keyOf('bob') }), InvalidGrant, 'signature');
    const { challenge } = await core.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      scope: ['login'],
    });
    await expectError(
      core.authorize.execute({
        challenge,
        signature: signMessage('something else', keyOf('alice')),
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        responseType: 'token',
        scope: ['login'],
      }),
      InvalidGrant,
      'signature',
    );
  });

  it('uses a challenge once, even when the first attempt failed', async () => {
    const { challenge } = await core.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      scope: ['login'],
    });
    const input = {
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      responseType: 'token' as const,
      scope: ['login'],
    };
    await core.authorize.execute(input);
    await expectError(core.authorize.execute(input), InvalidGrant, 'challenge');
  });

  it('refuses an expired challenge and a challenge made for another app', async () => {
    const { challenge } = await core.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      scope: ['login'],
    });
    core.clock.advance(CHALLENGE_SECONDS * 1000 + 1);
    await expectError(
      core.authorize.execute({
        challenge,
        signature: signMessage(challenge, keyOf('alice')),
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        responseType: 'token',
        scope: ['login'],
      }),
      InvalidGrant,
      'challenge',
    );
    const other = await core.challenge.execute({
      username: 'alice',
      clientId: 'other-app',
      scope: ['login'],
    });
    await expectError(
      core.authorize.execute({
        challenge: other.challenge,
        signature: signMessage(other.challenge, keyOf('alice')),
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        responseType: 'token',
        scope: ['login'],
      }),
      InvalidGrant,
      'challenge',
    );
  });

  it('refuses a redirect_uri the app did not register, even one that only differs by a slash', async () => {
    await expectError(
      authorizeWith({ redirectUri: 'https://evil.example/callback' }),
      InvalidRequest,
      'redirect_uri',
    );
    await expectError(
      authorizeWith({ redirectUri: 'https://demo.example/callback/' }),
      InvalidRequest,
      'redirect_uri',
    );
  });

  it('posting scope needs the app in the posting authority: alice has it, bob does not', async () => {
    const answer = await authorizeWith({ scope: ['vote', 'comment'] });
    const claims = await core.signer.verify(
      (await landingOf(core, answer)).searchParams.get('access_token')!,
    );
    expect(claims!.kind).to.equal('posting');
    // The scope grants what it names, no more (issue 57 §1).
    expect(claims!.scope).to.deep.equal(['vote', 'comment']);
    await expectError(
      authorizeWith({ username: 'bob', scope: ['posting'] }),
      UnauthorizedClient,
      '@bob has not granted @demo-app posting authority',
    );
  });

  it('code flow: response_type=code or offline scope gives a code, not a token', async () => {
    const params = await core.signIn('alice', { responseType: 'code' });
    expect(params.get('access_token')).to.equal(null);
    expect((await core.signer.verify(params.get('code')!))!.kind).to.equal('code');
    expect(params.get('state')).to.equal('xyz');
    const offline = await authorizeWith({ scope: ['login', 'offline'] });
    expect(new URL(offline.redirect_to).searchParams.get('code')).to.be.a('string');
  });

  it('keeps the query string already in the redirect_uri and supports response_mode=fragment', async () => {
    core.chain.put(anApp('query-app').withRedirect('https://q.example/cb?x=1').build());
    const { challenge } = await core.challenge.execute({
      username: 'alice',
      clientId: 'query-app',
      redirectUri: 'https://q.example/cb?x=1',
      scope: ['login'],
    });
    const answer = await core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId: 'query-app',
      redirectUri: 'https://q.example/cb?x=1',
      responseType: 'token',
      scope: ['login'],
    });
    expect((await landingOf(core, answer)).href).to.match(
      /^https:\/\/q\.example\/cb\?x=1&access_token=/,
    );
    const fragment = await authorizeWith({ responseMode: 'fragment' });
    expect((await landingOf(core, fragment)).href).to.match(
      /^https:\/\/demo\.example\/callback#access_token=/,
    );
  });
});
