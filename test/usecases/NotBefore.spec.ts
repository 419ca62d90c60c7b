import { expect } from 'chai';
import { InvalidGrant } from '../../core/errors';
import { coreFixture, demoApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { mintToken } from '../support/mintToken';

/** RFC 7519 §4.1.5: a token presented before its `nbf` is refused, even when our key signed it. */
describe('TokenChecks: nbf (not before)', () => {
  let core: Awaited<ReturnType<typeof coreFixture>>;
  const HOUR = 3600;
  beforeEach(async () => {
    core = await coreFixture();
  });

  const now = () => Math.floor(core.clock.now() / 1000);

  it('refuses an access token whose nbf is an hour ahead, and accepts it once the hour has passed', async () => {
    const token = await mintToken(core.signer, core.clock, {
      kind: 'posting',
      sub: 'alice',
      app: 'demo-app',
      scope: ['vote'],
      fam: 'f1',
      nbf: now() + HOUR,
    });
    await expectError(core.me.execute(token), InvalidGrant, 'The token is not valid yet');
    await expectError(
      core.broadcast.execute(token, [
        ['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 1 }],
      ]),
      InvalidGrant,
      'not valid yet',
    );
    core.clock.advance(HOUR * 1000);
    expect((await core.me.execute(token)).user).to.equal('alice');
  });

  it('accepts nbf now or in the past (the boundary is inclusive)', async () => {
    const atNow = await mintToken(core.signer, core.clock, {
      kind: 'login',
      sub: 'alice',
      app: 'demo-app',
      scope: ['login'],
      fam: 'f2',
      nbf: now(),
    });
    const past = await mintToken(core.signer, core.clock, {
      kind: 'login',
      sub: 'alice',
      app: 'demo-app',
      scope: ['login'],
      fam: 'f3',
      nbf: now() - HOUR,
    });
    expect((await core.me.execute(atNow)).user).to.equal('alice');
    expect((await core.me.execute(past)).user).to.equal('alice');
  });

  it('a refresh token with nbf ahead is no grant at the token endpoint (spec wording)', async () => {
    const refresh = await mintToken(core.signer, core.clock, {
      kind: 'refresh',
      sub: 'alice',
      app: 'demo-app',
      scope: ['vote'],
      fam: 'f4',
      grants: 'posting',
      nbf: now() + HOUR,
    });
    await expectError(
      core.exchange.execute({ codeOrRefresh: refresh, clientSecret: demoApp.secret }),
      InvalidGrant,
      'The token has invalid role',
    );
  });

  it('a token whose nbf is not a whole number is not a token of ours', async () => {
    const odd = await core.signer.sign({
      kind: 'login',
      sub: 'alice',
      app: 'demo-app',
      scope: ['login'],
      fam: 'f5',
      jti: 'j',
      iat: now(),
      exp: now() + HOUR,
      nbf: 'soon' as unknown as number,
    });
    expect(await core.signer.verify(odd)).to.equal(undefined);
    await expectError(core.me.execute(odd), InvalidGrant, 'The token is not valid');
  });
});
