import { expect } from 'chai';
import { sha256Base64Url } from '../../core/shared/crypto';
import { InvalidGrant, Unavailable } from '../../core/errors';
import { coreFixture, demoApp, otherApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';

describe('TokenExchangeUseCase', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  beforeEach(async () => {
    core = await coreFixture();
  });

  const codeFor = async (options: Parameters<typeof core.signIn>[1] = {}) =>
    (await core.signIn('alice', options)).get('code')!;

  it('exchanges a code for a new posting token and refresh token, 604800 s, with the username', async () => {
    const answer = await core.exchange.execute({
      codeOrRefresh: await codeFor(),
      clientSecret: demoApp.secret,
    });
    expect(answer.expires_in).to.equal(604800);
    expect(answer.username).to.equal('alice');
    expect(await core.signer.verify(answer.access_token)).to.include({
      kind: 'posting',
      sub: 'alice',
      app: 'demo-app',
    });
    expect(await core.signer.verify(answer.refresh_token)).to.include({
      kind: 'refresh',
      sub: 'alice',
    });
  });

  it('a login-scope code gives a login token', async () => {
    const answer = await core.exchange.execute({
      codeOrRefresh: await codeFor({ scope: ['login'] }),
      clientSecret: demoApp.secret,
    });
    expect((await core.signer.verify(answer.access_token))!.kind).to.equal('login');
  });

  it('refuses anything that is not a valid code or refresh token with "The token has invalid role"', async () => {
    await expectError(
      core.exchange.execute({ codeOrRefresh: 'not-a-token', clientSecret: demoApp.secret }),
      InvalidGrant,
      'The token has invalid role',
    );
    const { access_token } = await core.exchange.execute({
      codeOrRefresh: await codeFor(),
      clientSecret: demoApp.secret,
    });
    await expectError(
      core.exchange.execute({ codeOrRefresh: access_token, clientSecret: demoApp.secret }),
      InvalidGrant,
      'The token has invalid role',
    );
  });

  it('refuses an expired code', async () => {
    const code = await codeFor();
    core.clock.advance(601_000);
    await expectError(
      core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret }),
      InvalidGrant,
      'invalid role',
    );
  });

  it("refuses app B's secret for app A's code, and A's code stays usable", async () => {
    const code = await codeFor();
    await expectError(
      core.exchange.execute({ codeOrRefresh: code, clientSecret: otherApp.secret }),
      InvalidGrant,
      'The code or secret is not valid',
    );
    await expectError(
      core.exchange.execute({ codeOrRefresh: code, clientSecret: '' }),
      InvalidGrant,
      'The code or secret is not valid',
    );
    expect(
      (await core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret })).username,
    ).to.equal('alice');
  });

  it('fails closed when the app profile no longer loads as an app', async () => {
    const code = await codeFor();
    core.chain.put({ ...demoApp.build(), json_metadata: '{"profile":{"name":"broken"}}' });
    await expectError(
      core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret }),
      InvalidGrant,
      'The code or secret is not valid',
    );
  });

  it('answers Unavailable (not a pass) when the chain cannot be reached', async () => {
    const code = await codeFor();
    core.chain.unreachable = true;
    await expectError(
      core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret }),
      Unavailable,
      'could not be reached',
    );
  });

  it('uses a code once; reusing it revokes everything it gave', async () => {
    const code = await codeFor();
    const first = await core.exchange.execute({
      codeOrRefresh: code,
      clientSecret: demoApp.secret,
    });
    await expectError(
      core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret }),
      InvalidGrant,
      'The code or secret is not valid',
    );
    await expectError(core.me.execute(first.access_token), InvalidGrant, 'revoked');
    await expectError(
      core.exchange.execute({ codeOrRefresh: first.refresh_token, clientSecret: demoApp.secret }),
      InvalidGrant,
      'revoked',
    );
  });

  it('rotates refresh tokens: each call gives new tokens, and a spent refresh token revokes the sign-in', async () => {
    const first = await core.exchange.execute({
      codeOrRefresh: await codeFor(),
      clientSecret: demoApp.secret,
    });
    core.clock.advance(1000);
    const second = await core.exchange.execute({
      codeOrRefresh: first.refresh_token,
      clientSecret: demoApp.secret,
    });
    expect(second.access_token).to.not.equal(first.access_token);
    expect(second.refresh_token).to.not.equal(first.refresh_token);
    expect((await core.signer.verify(second.access_token))!.kind).to.equal('posting');
    const third = await core.exchange.execute({
      codeOrRefresh: second.refresh_token,
      clientSecret: demoApp.secret,
    });
    await expectError(
      core.exchange.execute({ codeOrRefresh: first.refresh_token, clientSecret: demoApp.secret }),
      InvalidGrant,
      'The code or secret is not valid',
    );
    await expectError(core.me.execute(third.access_token), InvalidGrant, 'revoked');
  });

  it('PKCE: a code with a challenge needs the matching verifier', async () => {
    const verifier = 'v'.repeat(43);
    const code = await codeFor({ codeChallenge: sha256Base64Url(verifier) });
    await expectError(
      core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret }),
      InvalidGrant,
      'code_verifier',
    );
    await expectError(
      core.exchange.execute({
        codeOrRefresh: code,
        clientSecret: demoApp.secret,
        codeVerifier: 'w'.repeat(43),
      }),
      InvalidGrant,
      'code_verifier',
    );
    expect(
      (
        await core.exchange.execute({
          codeOrRefresh: code,
          clientSecret: demoApp.secret,
          codeVerifier: verifier,
        })
      ).username,
    ).to.equal('alice');
  });

  it('PKCE: a verifier sent for a code issued without a challenge is refused', async () => {
    await expectError(
      core.exchange.execute({
        codeOrRefresh: await codeFor(),
        clientSecret: demoApp.secret,
        codeVerifier: 'v'.repeat(43),
      }),
      InvalidGrant,
      'without code_challenge',
    );
  });
});
