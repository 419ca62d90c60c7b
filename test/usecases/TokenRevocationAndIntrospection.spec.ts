import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { sha256Base64Url } from '../../core/shared/crypto';
import { InvalidClient, InvalidGrant, InvalidRequest } from '../../core/errors';
import type { ClientCredentials } from '../../core/signIn/ClientAuthenticator';
import type { TokenAnswer } from '../../core/signIn/TokenIssuer';
import { anApp, aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testCore } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { FakeClock } from '../support/FakeClock';

const REDIRECT = 'https://demo.example/callback';
const VERIFIER = 'v'.repeat(43);
const spaApp = anApp('spa-app').withRedirect(REDIRECT).grantedTo('hivegate').asPublicClient();

describe('RFC 7009 revocation and RFC 7662 introspection (TokenRevocationUseCase, TokenIntrospectionUseCase)', () => {
  let t: Awaited<ReturnType<typeof testCore>>;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = new FakeClock();
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').grantedTo('other-app').grantedTo('spa-app').build(),
      demoApp.build(),
      otherApp.build(),
      spaApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await testCore({ chain, clock });
  });

  /** alice signs in to `clientId` (code flow, posting scope) and the app redeems the code. */
  async function signIn(clientId = 'demo-app'): Promise<TokenAnswer> {
    const redirectUri = clientId === 'other-app' ? 'https://other.example/cb' : REDIRECT;
    const { challenge } = await t.core.challenge.execute({
      username: 'alice',
      clientId,
      redirectUri,
      scope: ['vote', 'comment'],
    });
    const { redirect_to } = await t.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      clientId,
      redirectUri,
      responseType: 'code',
      scope: ['vote', 'comment'],
      codeChallenge: sha256Base64Url(VERIFIER),
    });
    const code = new URL(redirect_to).searchParams.get('code')!;
    return t.core.openIdToken.execute({
      grantType: 'authorization_code',
      presented: code,
      redirectUri,
      codeVerifier: VERIFIER,
      client: clientId === 'spa-app' ? { method: 'none', clientId } : basic(clientId),
    });
  }
  const secretOf = (clientId: string) => (clientId === 'other-app' ? otherApp : demoApp).secret;
  const basic = (clientId = 'demo-app', secret = secretOf(clientId)): ClientCredentials => ({
    method: 'client_secret_basic',
    clientId,
    secret,
  });
  const introspect = (token: string, client: ClientCredentials = basic()) =>
    t.core.tokenIntrospection.execute({ token, client });
  const revoke = (token: string, client: ClientCredentials = basic()) =>
    t.core.tokenRevocation.execute({ token, client });

  describe('introspection', () => {
    it('reports a live access token of the asking app: its user, app, scope, times, type', async () => {
      const tokens = await signIn();
      const answer = await introspect(tokens.access_token);
      expect(answer).to.deep.include({
        active: true,
        iss: 'https://hivegate.test',
        sub: 'alice',
        username: 'alice',
        client_id: 'demo-app',
        token_type: 'Bearer',
      });
      if (!answer.active) throw new Error('expected an active token');
      expect(answer.scope.split(' '), 'space-separated (RFC 6749 §3.3)').to.include.members([
        'vote',
        'comment',
      ]);
      expect(answer.exp - answer.iat).to.equal(604800);
    });

    it('reports a live refresh token as a refresh token', async () => {
      const tokens = await signIn();
      expect(await introspect(tokens.refresh_token)).to.deep.include({
        active: true,
        token_type: 'refresh_token',
      });
    });

    it("says only `active: false` for another app's token, a forged one, an expired one and a revoked one", async () => {
      const mine = await signIn();
      const theirs = await signIn('other-app');
      expect(await introspect(theirs.access_token)).to.deep.equal({ active: false });
      expect(await introspect(`${mine.access_token}x`)).to.deep.equal({ active: false });
      expect(await introspect('not a token at all')).to.deep.equal({ active: false });
      await t.core.revoke.execute(mine.access_token);
      expect(await introspect(mine.access_token)).to.deep.equal({ active: false });
      const later = await signIn();
      clock.advance(604800 * 1000 + 1000);
      expect(await introspect(later.access_token)).to.deep.equal({ active: false });
    });

    it('refuses a client that does not authenticate: a wrong secret, and any public client', async () => {
      const tokens = await signIn();
      await expectError(
        introspect(tokens.access_token, basic('demo-app', 'wrong')),
        InvalidClient,
        'Client authentication failed',
      );
      const spa = await signIn('spa-app');
      const error = await expectError(
        introspect(spa.access_token, { method: 'none', clientId: 'spa-app' }),
        InvalidClient,
        'a public client cannot use it',
      );
      expect(error).to.have.property('code', 'invalid_client');
    });
  });

  describe('revocation', () => {
    it('revoking an access token ends the whole sign-in: /api/me refuses it and the refresh token no longer refreshes', async () => {
      const tokens = await signIn();
      await revoke(tokens.access_token);
      await expectError(
        t.core.me.execute(tokens.access_token),
        InvalidGrant,
        'The token has been revoked',
      );
      await expectError(
        t.core.openIdToken.execute({
          grantType: 'refresh_token',
          presented: tokens.refresh_token,
          client: basic(),
        }),
        InvalidGrant,
        'The token has been revoked',
      );
    });

    it('revoking a refresh token ends its access token too', async () => {
      const tokens = await signIn();
      await revoke(tokens.refresh_token);
      await expectError(
        t.core.me.execute(tokens.access_token),
        InvalidGrant,
        'The token has been revoked',
      );
      expect(await introspect(tokens.refresh_token)).to.deep.equal({ active: false });
    });

    it('answers success for unknown, forged and already revoked tokens, revoking nothing else', async () => {
      const tokens = await signIn();
      await revoke('unknown');
      await revoke(`${tokens.access_token.slice(0, -4)}AAAA`);
      expect((await introspect(tokens.access_token)).active).to.equal(true);
      await revoke(tokens.access_token);
      await revoke(tokens.access_token);
    });

    it("refuses to revoke another app's token, and leaves it working", async () => {
      const theirs = await signIn('other-app');
      await expectError(
        revoke(theirs.access_token),
        InvalidRequest,
        'The token was issued to another client',
      );
      expect((await t.core.me.execute(theirs.access_token)).user).to.equal('alice');
    });

    it('a public client revokes its own tokens by its client_id; a wrong secret is invalid_client', async () => {
      const spa = await signIn('spa-app');
      await revoke(spa.refresh_token, { method: 'none', clientId: 'spa-app' });
      await expectError(
        t.core.me.execute(spa.access_token),
        InvalidGrant,
        'The token has been revoked',
      );
      const tokens = await signIn();
      await expectError(
        revoke(tokens.access_token, basic('demo-app', 'wrong')),
        InvalidClient,
        'Client authentication failed',
      );
      expect((await introspect(tokens.access_token)).active).to.equal(true);
    });
  });
});
