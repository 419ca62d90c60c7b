import { expect } from 'chai';
import { InvalidGrant } from '../../core/errors';
import { coreFixture, demoApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';

describe('MeUseCase and RevokeUseCase', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  let tokens: { access_token: string; refresh_token: string };
  beforeEach(async () => {
    core = await coreFixture();
    const code = (await core.signIn('alice')).get('code')!;
    tokens = await core.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret });
  });

  it('answers the account, its metadata and the scope', async () => {
    const me = await core.me.execute(tokens.access_token);
    expect(me).to.include({ user: 'alice', _id: 'alice', name: 'alice' });
    expect(me.account).to.include({ name: 'alice' });
    expect(me.account.id).to.be.a('number');
    expect(me.user_metadata).to.deep.equal({ profile: { name: 'Alice', version: 2 } });
    expect(me.scope).to.include('vote');
  });

  it('counts the request as usage of the app', async () => {
    await core.me.execute(tokens.access_token);
    await core.me.execute(tokens.access_token);
    await core.usage.stop(); // flushes
    const [usage] = await core.usageStore.summarize('2026-11-01', '2026-11-30');
    expect(usage).to.include({ app: 'demo-app', users: 1, requests: 2 });
  });

  it('omits user_metadata when neither metadata field parses', async () => {
    core.chain.put({
      ...(await core.chain.getAccounts(['alice']))[0],
      posting_json_metadata: '{oops',
      json_metadata: '',
    });
    expect(await core.me.execute(tokens.access_token)).to.not.have.property('user_metadata');
  });

  it('refuses a missing token, a code, a refresh token and an expired token', async () => {
    await expectError(core.me.execute(undefined), InvalidGrant, 'missing');
    const code = (await core.signIn('alice')).get('code')!;
    await expectError(core.me.execute(code), InvalidGrant, 'The token has invalid role');
    await expectError(
      core.me.execute(tokens.refresh_token),
      InvalidGrant,
      'The token has invalid role',
    );
    core.clock.advance(604_800_000);
    await expectError(core.me.execute(tokens.access_token), InvalidGrant, 'expired');
  });

  it("a token already verified (held in the signer's cache) is refused the moment it expires or its sign-in ends", async () => {
    await core.me.execute(tokens.access_token); // verified once: cached from here on
    core.clock.advance(604_800_000);
    await expectError(core.me.execute(tokens.access_token), InvalidGrant, 'expired');

    const code = (await core.signIn('alice')).get('code')!;
    const other = await core.exchange.execute({
      codeOrRefresh: code,
      clientSecret: demoApp.secret,
    });
    await core.me.execute(other.access_token);
    // The sign-in ended through another token of it: the cached access token learns it at once.
    const rotated = await core.exchange.execute({
      codeOrRefresh: other.refresh_token,
      clientSecret: demoApp.secret,
    });
    await core.revoke.execute(rotated.access_token);
    await expectError(core.me.execute(other.access_token), InvalidGrant, 'revoked');
  });

  it('revoke signs out for real: the access token and its refresh token stop working', async () => {
    expect(await core.revoke.execute(tokens.access_token)).to.deep.equal({ success: true });
    await expectError(core.me.execute(tokens.access_token), InvalidGrant, 'revoked');
    await expectError(
      core.exchange.execute({ codeOrRefresh: tokens.refresh_token, clientSecret: demoApp.secret }),
      InvalidGrant,
      'revoked',
    );
  });

  it('revoking one sign-in leaves the others alone', async () => {
    const other = await core.exchange.execute({
      codeOrRefresh: (await core.signIn('alice')).get('code')!,
      clientSecret: demoApp.secret,
    });
    await core.revoke.execute(tokens.access_token);
    expect((await core.me.execute(other.access_token)).user).to.equal('alice');
  });
});
