import { expect } from 'chai';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { sha256Base64Url } from '../../core/shared/crypto';
import { POSTING_SCOPE } from '../../core/operations/operations';
import { InvalidClient, InvalidGrant, InvalidRequest, InvalidScope } from '../../core/errors';
import type { ClientCredentials } from '../../core/signIn/OpenIdTokenUseCase';
import { anApp, aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testCore } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { FakeClock } from '../support/FakeClock';

const REDIRECT = 'https://demo.example/callback';
const VERIFIER = 'v'.repeat(43);
const CHALLENGE = sha256Base64Url(VERIFIER);
const edApp = anApp('ed-app')
  .withRedirect('https://ed.example/cb')
  .withProfile({ id_token_signed_response_alg: 'EdDSA' });

const spaApp = anApp('spa-app').withRedirect(REDIRECT).grantedTo('hivegate').asPublicClient();

describe('OpenID Connect at the token endpoint (OpenIdTokenUseCase, TokenIssuer.pair)', () => {
  let t: Awaited<ReturnType<typeof testCore>>;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = new FakeClock();
    const alice = aUser('alice')
      .grantedTo('demo-app')
      .withPostingMetadata({
        profile: {
          name: 'Alice A.',
          profile_image: 'https://img.example/alice.png',
          website: 'https://alice.example',
          version: 2,
        },
      });
    const chain = new MemoryChainClient([
      alice.build(),
      aUser('bob').build(),
      demoApp.build(),
      otherApp.build(),
      edApp.build(),
      spaApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await testCore({ chain, clock });
  });

  /** challenge → authorize as alice; the code of the redirect. */
  async function code(
    options: {
      scope?: string[];
      nonce?: string;
      codeChallenge?: string;
      clientId?: string;
      redirectUri?: string;
    } = {},
  ) {
    const clientId = options.clientId ?? 'demo-app';
    const { challenge } = await t.core.challenge.execute({
      username: 'alice',
      clientId,
      redirectUri: options.redirectUri ?? REDIRECT,
      scope: options.scope ?? ['openid', 'profile'],
    });
    const answer = await t.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId,
      redirectUri: options.redirectUri ?? REDIRECT,
      responseType: 'code',
      scope: options.scope ?? ['openid', 'profile'],
      state: 'st',
      nonce: options.nonce,
      codeChallenge: options.codeChallenge,
    });
    const params = new URL(answer.redirect_to).searchParams;
    expect(params.get('iss'), 'RFC 9207 iss').to.equal('https://hivegate.test');
    return params.get('code')!;
  }
  const basic = (secret = demoApp.secret, clientId = 'demo-app'): ClientCredentials => ({
    method: 'client_secret_basic',
    clientId,
    secret,
  });
  const exchange = (
    grant: string,
    client: ClientCredentials = basic(),
    extra: { redirectUri?: string; codeVerifier?: string } = { redirectUri: REDIRECT },
  ) =>
    t.core.openIdToken.execute({
      grantType: 'authorization_code',
      presented: grant,
      client,
      ...extra,
    });
  async function verifyIdToken(token: string, audience = 'demo-app'): Promise<JWTPayload> {
    const { payload } = await jwtVerify(
      token,
      createLocalJWKSet((await t.signer.publicKeys()) as never),
      {
        issuer: 'https://hivegate.test',
        audience,
        currentDate: new Date(clock.now()),
      },
    );
    return payload;
  }

  it('answers an id_token (RS256) with iss, sub, aud, exp, iat, auth_time, the nonce and the profile claims', async () => {
    const signedAt = Math.floor(clock.now() / 1000);
    const grant = await code({ nonce: 'n-0S6_WzA2Mj' });
    clock.advance(5_000);
    const answer = await exchange(grant);
    expect(answer).to.include({ token_type: 'Bearer', username: 'alice', expires_in: 604800 });
    expect(decodeProtectedHeader(answer.id_token!)).to.include({ alg: 'RS256', typ: 'JWT' });
    const claims = await verifyIdToken(answer.id_token!);
    const iat = Math.floor(clock.now() / 1000);
    expect(claims.sid, 'the sign-in (its sign-in)').to.be.a('string');
    expect(claims).to.deep.equal({
      sid: claims.sid,
      iss: 'https://hivegate.test',
      sub: 'alice',
      aud: 'demo-app',
      iat,
      exp: iat + 3600,
      auth_time: signedAt,
      amr: ['pop'],
      hive_wallet: 'key',
      hive_key_role: 'posting',
      nonce: 'n-0S6_WzA2Mj',
      preferred_username: 'alice',
      name: 'Alice A.',
      picture: 'https://img.example/alice.png',
      website: 'https://alice.example',
    });
  });

  it('sends no nonce when none was asked, no profile claims without `profile`, and no id_token without `openid`', async () => {
    const plain = await exchange(await code({ scope: ['openid'] }));
    expect(await verifyIdToken(plain.id_token!)).to.have.all.keys(
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'amr',
      'hive_wallet',
      'hive_key_role',
      'sid',
    );
    const hiveSigner = await exchange(await code({ scope: ['login', 'profile'] }));
    expect(hiveSigner).to.not.have.property('id_token');
  });

  it('openid, profile and offline_access never ask for a posting grant; with a posting scope the token still posts', async () => {
    const login = await exchange(await code({ scope: ['openid', 'profile', 'offline_access'] }));
    expect((await t.signer.verify(login.access_token))!.scope).to.deep.equal(['login']);
    const posting = await exchange(await code({ scope: ['openid', 'vote'] }));
    expect((await t.signer.verify(posting.access_token))!.scope).to.deep.equal(['vote']);
    const all = await exchange(await code({ scope: ['openid', 'posting'] }));
    expect((await t.signer.verify(all.access_token))!.scope).to.deep.equal(POSTING_SCOPE);
    expect(posting.id_token).to.be.a('string');
  });

  it('signs with EdDSA for an app whose profile sets id_token_signed_response_alg', async () => {
    const grant = await code({
      clientId: 'ed-app',
      redirectUri: 'https://ed.example/cb',
      scope: ['openid'],
    });
    const answer = await exchange(grant, basic(edApp.secret, 'ed-app'), {
      redirectUri: 'https://ed.example/cb',
    });
    expect(decodeProtectedHeader(answer.id_token!).alg).to.equal('EdDSA');
    expect((await verifyIdToken(answer.id_token!, 'ed-app')).sub).to.equal('alice');
  });

  it('refreshes with a new id_token keeping auth_time (no nonce); the HiveSigner body shape gets one too', async () => {
    const signedAt = Math.floor(clock.now() / 1000);
    const first = await exchange(await code({ nonce: 'abc' }));
    clock.advance(60_000);
    const refreshed = await t.core.openIdToken.execute({
      grantType: 'refresh_token',
      presented: first.refresh_token,
      client: basic(),
    });
    const claims = await verifyIdToken(refreshed.id_token!);
    expect(claims).to.include({ auth_time: signedAt, sub: 'alice', name: 'Alice A.' });
    expect(claims).to.not.have.property('nonce');
    const legacy = await t.core.exchange.execute({
      codeOrRefresh: refreshed.refresh_token,
      clientSecret: demoApp.secret,
    });
    expect(legacy).to.not.have.property('token_type');
    expect((await verifyIdToken(legacy.id_token!)).auth_time).to.equal(signedAt);
  });

  it("a refresh's scope may name what its sign-in granted, never more (invalid_scope, nothing spent); every answer states the scope as introspection does (RFC 6749 §5.1, §6)", async () => {
    const first = await exchange(await code({ scope: ['openid', 'vote'] }));
    expect(first.scope).to.equal('openid vote');
    const refresh = (presented: string, scope?: string[]) =>
      t.core.openIdToken.execute({
        grantType: 'refresh_token',
        presented,
        client: basic(),
        ...(scope && { scope }),
      });
    for (const [asked, beyond] of [
      [['vote', 'comment'], '"comment"'],
      [['posting'], '"posting"'],
      [['openid', 'transfer'], '"transfer"'],
    ] as const) {
      const error = await expectError(
        refresh(first.refresh_token, [...asked]),
        InvalidScope,
        `This refresh asks for ${beyond}, which its sign-in did not grant`,
      );
      expect(error.message, 'names only what is beyond').not.to.include('"vote"');
    }
    // Refused before anything was spent: the same refresh token still renews the whole grant.
    const renewed = await refresh(first.refresh_token, ['vote', 'openid', 'offline_access']);
    expect(renewed.scope).to.equal('openid vote');
    expect((await t.signer.verify(renewed.access_token))!.scope).to.deep.equal(['vote']);
    expect((await refresh(renewed.refresh_token)).scope, 'none asked: the grant').to.equal(
      'openid vote',
    );
    const introspected = await t.core.tokenIntrospection.execute({
      token: renewed.access_token,
      client: basic(),
    });
    expect(introspected).to.include({ active: true, scope: renewed.scope });

    const all = await exchange(await code({ scope: ['posting'] }));
    expect(all.scope).to.equal(POSTING_SCOPE.join(' '));
    expect((await refresh(all.refresh_token, ['posting', 'login'])).scope).to.equal(all.scope);
    const login = await exchange(await code({ scope: ['openid', 'profile'] }));
    expect(login.scope).to.equal('openid profile login');
    await expectError(refresh(login.refresh_token, ['openid', 'vote']), InvalidScope, '"vote"');
  });

  it("refuses a redirect_uri different from the authorization's, or none, without spending the code", async () => {
    const grant = await code();
    await expectError(
      exchange(grant, basic(), { redirectUri: 'https://demo.example/other' }),
      InvalidGrant,
      'redirect_uri does not match the one of the authorization request',
    );
    await expectError(exchange(grant, basic(), {}), InvalidRequest, 'redirect_uri is missing');
    expect((await exchange(grant)).id_token).to.be.a('string');
  });

  it('refuses a code used by another client, even one that authenticates', async () => {
    const grant = await code();
    await expectError(
      exchange(grant, basic(otherApp.secret, 'other-app')),
      InvalidGrant,
      'The grant was issued to another client',
    );
    await expectError(
      exchange(grant, { method: 'client_secret_post', secret: otherApp.secret }),
      InvalidClient,
      'Client authentication failed',
    );
    await expectError(
      exchange(grant, { method: 'none', clientId: 'other-app' }, { redirectUri: REDIRECT }),
      InvalidClient,
      'Client authentication failed', // other-app has a secret: it may not send none
    );
  });

  it('authenticates the client before judging the grant: a wrong secret is invalid_client whatever the code (issue 22 §5)', async () => {
    for (const grant of ['not-a-token', await code()]) {
      await expectError(
        exchange(grant, basic('wrong')),
        InvalidClient,
        'Client authentication failed',
      );
    }
    const spent = await code();
    await exchange(spent);
    await expectError(
      exchange(spent, basic('wrong')),
      InvalidClient,
      'Client authentication failed',
    );
    await expectError(exchange(spent), InvalidGrant, 'The code or secret is not valid');
  });

  it('a missing and a wrong client_secret read differently, each saying what to fix (issue 57 §8)', async () => {
    const grant = await code({ codeChallenge: CHALLENGE });
    const missing = await exchange(
      grant,
      { method: 'none', clientId: 'demo-app' },
      { redirectUri: REDIRECT, codeVerifier: VERIFIER },
    ).catch((error: Error) => error);
    const wrong = await exchange(grant, basic('wrong')).catch((error: Error) => error);
    expect(missing).to.be.instanceOf(InvalidClient);
    expect(wrong).to.be.instanceOf(InvalidClient);
    expect((missing as Error).message).to.include('no client_secret was sent');
    expect((wrong as Error).message).to.include('is not the one @demo-app registered');
    expect((wrong as Error).message).not.to.include('wrong');
    const answer = await exchange(grant, basic(), {
      redirectUri: REDIRECT,
      codeVerifier: VERIFIER,
    });
    expect(answer.username).to.equal('alice');
  });

  it('an app that was issued a secret may not exchange as a public client, even with PKCE (RFC 6749 §4.1.3)', async () => {
    await expectError(
      exchange(
        await code({ codeChallenge: CHALLENGE }),
        { method: 'none', clientId: 'demo-app' },
        { redirectUri: REDIRECT, codeVerifier: VERIFIER },
      ),
      InvalidClient,
      'Client authentication failed',
    );
  });

  it('refuses a wrong secret or an unknown client as invalid_client, and the code still works after', async () => {
    const grant = await code();
    await expectError(
      exchange(grant, basic('wrong')),
      InvalidClient,
      'Client authentication failed',
    );
    await expectError(
      exchange(grant, basic(demoApp.secret, 'nobody')),
      InvalidClient,
      'Client authentication failed',
    );
    expect((await exchange(grant)).username).to.equal('alice');
  });

  it("a public client (profile: token_endpoint_auth_method none) must use PKCE, and its refresh token then refreshes without a secret; a confidential one's does not", async () => {
    const none: ClientCredentials = { method: 'none', clientId: 'spa-app' };
    const spa = { clientId: 'spa-app' };
    await expectError(
      exchange(await code(spa), none),
      InvalidClient,
      'A client that sends no secret must use PKCE',
    );

    const grant = await code({ ...spa, codeChallenge: CHALLENGE });
    await expectError(
      exchange(grant, none, { redirectUri: REDIRECT }),
      InvalidGrant,
      'code_verifier does not match',
    );
    const answer = await exchange(await code({ ...spa, codeChallenge: CHALLENGE }), none, {
      redirectUri: REDIRECT,
      codeVerifier: VERIFIER,
    });
    const refreshed = await t.core.openIdToken.execute({
      grantType: 'refresh_token',
      presented: answer.refresh_token,
      client: none,
    });
    expect(refreshed.id_token).to.be.a('string');

    const confidential = await exchange(await code());
    await expectError(
      t.core.openIdToken.execute({
        grantType: 'refresh_token',
        presented: confidential.refresh_token,
        client: { method: 'none', clientId: 'demo-app' },
      }),
      InvalidClient,
      'Client authentication failed',
    );
  });

  it('takes a grant only as the kind grant_type names', async () => {
    const first = await exchange(await code());
    await expectError(exchange(first.refresh_token), InvalidGrant, 'The token has invalid role');
    await expectError(
      t.core.openIdToken.execute({
        grantType: 'refresh_token',
        presented: await code(),
        client: basic(),
      }),
      InvalidGrant,
      'The token has invalid role',
    );
  });

  it('an id_token is never accepted as an access token: not by /api/me, broadcast, userinfo, revoke or as a grant', async () => {
    const { id_token: idToken } = await exchange(await code());
    await expectError(
      t.core.tokenChecks.authenticate(idToken),
      InvalidGrant,
      'The token is not valid',
    );
    await expectError(t.core.me.execute(idToken), InvalidGrant, 'The token is not valid');
    await expectError(
      t.core.broadcast.execute(idToken, [
        ['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 1 }],
      ]),
      InvalidGrant,
      'The token is not valid',
    );
    await expectError(t.core.revoke.execute(idToken), InvalidGrant, 'The token is not valid');
    await expectError(t.core.userinfo.execute(idToken), Error, 'The token is not valid');
    await expectError(
      t.core.openIdToken.execute({
        grantType: 'refresh_token',
        presented: idToken!,
        client: basic(),
      }),
      InvalidGrant,
      'The token has invalid role',
    );
  });

  it('userinfo answers sub and the profile claims for an openid access token; insufficient_scope without openid', async () => {
    const answer = await exchange(await code());
    expect(await t.core.userinfo.execute(answer.access_token)).to.deep.equal({
      sub: 'alice',
      preferred_username: 'alice',
      name: 'Alice A.',
      picture: 'https://img.example/alice.png',
      website: 'https://alice.example',
    });
    const openIdOnly = await exchange(await code({ scope: ['openid'] }));
    expect(await t.core.userinfo.execute(openIdOnly.access_token)).to.deep.equal({ sub: 'alice' });
    const hiveSigner = await t.core.exchange.execute({
      codeOrRefresh: await code({ scope: ['login'] }),
      clientSecret: demoApp.secret,
    });
    const refused = await expectError(
      t.core.userinfo.execute(hiveSigner.access_token),
      Error,
      'not issued for the openid scope',
    );
    expect((refused as { code?: string }).code).to.equal('insufficient_scope');
    const missing = await expectError(
      t.core.userinfo.execute(undefined),
      Error,
      'The access token is missing',
    );
    expect((missing as { code?: string }).code).to.equal('invalid_token');
  });
});
