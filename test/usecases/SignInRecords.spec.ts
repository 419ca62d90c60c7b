import { expect } from 'chai';
import { longestLifetime } from '../../core/tokens/tokenPolicy';
import { InvalidGrant } from '../../core/errors';
import { openDatabase } from '../../adapters/storage/openDatabase';
import { SqliteSignInStore } from '../../adapters/storage/signIn/SqliteSignInStore';
import { demoApp, coreFixture, testCore } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';
import { expectError } from '../support/expectError';

/** Issue 25 §5/§6: every sign-in is remembered by who and what, and forgotten once nothing of it can be presented. */
describe('Sign-in records and what storage forgets', () => {
  let f: Awaited<ReturnType<typeof coreFixture>>;
  beforeEach(async () => {
    f = await coreFixture();
  });

  const week = 604800_000;

  it('records a sign-in when its code is issued, and each refresh as a use', async () => {
    const code = (await f.signIn('alice')).get('code')!;
    const [issued] = await f.signInStore.signInsOf({ username: 'alice' }, f.clock.now());
    expect(issued).to.include({ username: 'alice', app: 'demo-app', kind: 'posting' });
    expect(issued.expiresAt, 'the code’s expiry').to.equal(f.clock.now() + 600_000);

    const answer = await f.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret });
    f.clock.advance(60_000);
    await f.exchange.execute({ codeOrRefresh: answer.refresh_token, clientSecret: demoApp.secret });
    const [used] = await f.signInStore.signInsOf({ app: 'demo-app' }, f.clock.now());
    expect(used.sid).to.equal(issued.sid);
    expect(used.startedAt).to.equal(issued.startedAt);
    expect(used.usedAt).to.equal(f.clock.now());
    expect(used.expiresAt, 'the newest refresh token’s expiry').to.equal(
      f.clock.now() + 30 * 24 * 3600_000,
    );
  });

  it('records an implicit-flow sign-in, login-only ones included', async () => {
    await f.signIn('alice', { responseType: 'token', scope: ['login'] });
    const [signIn] = await f.signInStore.signInsOf({ username: 'alice' }, f.clock.now());
    expect(signIn).to.include({ app: 'demo-app', kind: 'login', expiresAt: f.clock.now() + week });
  });

  it('keeps a revocation until the longest-lived token it guards has expired, then forgets it', async () => {
    const params = await f.signIn('alice', { responseType: 'token' });
    const token = params.get('access_token')!;
    const { fam } = (await f.signer.verify(token))!;
    await f.revoke.execute(token);
    const keptFor = (longestLifetime(f.tokenIssuer.policy) + 3600) * 1000;
    f.clock.advance(keptFor - 1_000);
    await f.signInLife.purge();
    await expectError(f.me.execute(token), InvalidGrant, 'The token has expired');
    expect(await f.signInStore.isRevoked(fam), 'kept').to.equal(true);
    f.clock.advance(2_000);
    await f.signInLife.purge();
    expect(await f.signInStore.isRevoked(fam), 'forgotten').to.equal(false);
    await expectError(f.me.execute(token), InvalidGrant, 'The token has expired');
  });

  it('refuses every token of a revoked sign-in while it lives, long after instances stopped holding it in memory (issue 61 §3)', async () => {
    const clock = new FakeClock(Date.now());
    const db = openDatabase(':memory:');
    const signIns = new SqliteSignInStore(db, 60_000, () => clock.now());
    const g = await coreFixture({ clock, signIns });
    try {
      const answer = await g.exchange.execute({
        codeOrRefresh: (await g.signIn('alice')).get('code')!,
        clientSecret: demoApp.secret,
      });
      await g.revoke.execute(answer.access_token);
      clock.advance(week - 1_000);
      await expectError(
        g.me.execute(answer.access_token),
        InvalidGrant,
        'The token has been revoked',
      );
      clock.advance(2 * week); // the refresh token lives 30 days
      await g.signInLife.purge();
      await expectError(
        g.exchange.execute({ codeOrRefresh: answer.refresh_token, clientSecret: demoApp.secret }),
        InvalidGrant,
        'The token has been revoked',
      );
    } finally {
      signIns.stop();
      db.close();
    }
  });

  it('holds tokens already issued to a lifetime shortened in configuration', async () => {
    const answer = await f.exchange.execute({
      codeOrRefresh: (await f.signIn('alice')).get('code')!,
      clientSecret: demoApp.secret,
    });
    const shorter = await testCore(
      { chain: f.chain, signIns: f.signInStore, clock: f.clock, signer: f.signer },
      { tokens: { refresh: 60 } },
    );
    f.clock.advance(61_000);
    await expectError(
      shorter.core.exchange.execute({
        codeOrRefresh: answer.refresh_token,
        clientSecret: demoApp.secret,
      }),
      InvalidGrant,
      'The token has invalid role',
    );
    const longer = await f.exchange.execute({
      codeOrRefresh: answer.refresh_token,
      clientSecret: demoApp.secret,
    });
    expect(longer.access_token, 'the policy that issued it still honours it').to.be.a('string');
  });
});
