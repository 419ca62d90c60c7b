import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { sha256Base64Url } from '../../core/shared/crypto';
import { InvalidGrant, InvalidRequest } from '../../core/errors';
import type { TokenAnswer } from '../../core/signIn/TokenIssuer';
import { aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testCore } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { FakeClock } from '../support/FakeClock';

const REDIRECT = 'https://demo.example/callback';
const SIGNED_OUT = 'https://demo.example/signed-out';
const VERIFIER = 'v'.repeat(43);

describe('OpenID Connect RP-Initiated Logout (EndSessionUseCase) and sid in id_tokens', () => {
  let t: Awaited<ReturnType<typeof testCore>>;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = new FakeClock();
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      demoApp.build(),
      otherApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await testCore({ chain, clock });
  });

  async function signIn(): Promise<TokenAnswer & { id_token: string }> {
    const { challenge } = await t.core.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      scope: ['openid', 'vote'],
    });
    const { redirect_to } = await t.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId: 'demo-app',
      redirectUri: REDIRECT,
      responseType: 'code',
      scope: ['openid', 'vote'],
      codeChallenge: sha256Base64Url(VERIFIER),
    });
    const answer = await t.core.openIdToken.execute({
      grantType: 'authorization_code',
      presented: new URL(redirect_to).searchParams.get('code')!,
      redirectUri: REDIRECT,
      codeVerifier: VERIFIER,
      client: { method: 'client_secret_post', clientId: 'demo-app', secret: demoApp.secret },
    });
    return answer as TokenAnswer & { id_token: string };
  }

  it('every id_token names its sign-in (sid), the same across a refresh', async () => {
    const first = await signIn();
    const refreshed = await t.core.openIdToken.execute({
      grantType: 'refresh_token',
      presented: first.refresh_token,
      client: { method: 'client_secret_post', clientId: 'demo-app', secret: demoApp.secret },
    });
    const sid = decodeJwt(first.id_token).sid;
    expect(sid).to.be.a('string').and.not.equal('');
    expect(decodeJwt(refreshed.id_token!).sid).to.equal(sid);
    expect(decodeJwt((await signIn()).id_token).sid).to.not.equal(sid);
  });

  it('ends the sign-in a fresh id_token names at once when it returns to a registered URI, with state', async () => {
    const tokens = await signIn();
    const other = await signIn();
    const ended = await t.core.endSession.execute({
      idTokenHint: tokens.id_token,
      clientId: 'demo-app',
      postLogoutRedirectUri: SIGNED_OUT,
      state: 'st-1',
    });
    expect(ended).to.deep.equal({
      user: 'alice',
      app: 'demo-app',
      redirect: `${SIGNED_OUT}?state=st-1`,
    });
    await expectError(t.core.me.execute(tokens.access_token), InvalidGrant, 'revoked');
    expect((await t.core.me.execute(other.access_token)).user, 'another sign-in').to.equal('alice');
  });

  it('asks the user first for an expired id_token or no place to return, and ends nothing until they confirm (issue 37 §3)', async () => {
    const tokens = await signIn();
    const fresh = await signIn();
    clock.advance(2 * 3600_000); // the id_token (1 hour) has expired; the access token has not
    const stale = { idTokenHint: tokens.id_token, postLogoutRedirectUri: SIGNED_OUT };
    const confirm = { confirm: { user: 'alice', app: 'demo-app' } };
    expect(await t.core.endSession.execute(stale)).to.deep.equal(confirm);
    expect((await t.core.me.execute(tokens.access_token)).user, 'not ended').to.equal('alice');
    expect(await t.core.endSession.execute({ ...stale, confirmed: true })).to.deep.equal({
      user: 'alice',
      app: 'demo-app',
      redirect: SIGNED_OUT,
    });
    await expectError(t.core.me.execute(tokens.access_token), InvalidGrant, 'revoked');

    const nowhere = { idTokenHint: (await signIn()).id_token };
    expect(await t.core.endSession.execute(nowhere)).to.deep.equal(confirm);
    expect(await t.core.endSession.execute({ ...nowhere, confirmed: true })).to.deep.equal({
      user: 'alice',
      app: 'demo-app',
    });
    expect((await t.core.me.execute(fresh.access_token)).user, 'another sign-in').to.equal('alice');
  });

  it('refuses, ending nothing: no hint, a forged hint, an access token as hint, another client, an unregistered URI', async () => {
    const tokens = await signIn();
    await expectError(t.core.endSession.execute({}), InvalidRequest, 'id_token_hint is missing');
    for (const hint of [`${tokens.id_token}x`, tokens.access_token, 'nonsense'])
      await expectError(
        t.core.endSession.execute({ idTokenHint: hint }),
        InvalidRequest,
        'not an id_token this service issued',
      );
    await expectError(
      t.core.endSession.execute({ idTokenHint: tokens.id_token, clientId: 'other-app' }),
      InvalidRequest,
      'issued to another client',
    );
    await expectError(
      t.core.endSession.execute({
        idTokenHint: tokens.id_token,
        postLogoutRedirectUri: 'https://evil.example/',
      }),
      InvalidRequest,
      'post_logout_redirect_uri is not registered for the app @demo-app',
    );
    expect((await t.core.me.execute(tokens.access_token)).user).to.equal('alice');
  });
});
