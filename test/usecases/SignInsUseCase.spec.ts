import { expect } from 'chai';
import { InvalidGrant } from '../../core/errors';

const NOT_VALID = 'The challenge is not valid or has expired';
import { SIGN_INS_PURPOSE } from '../../core/signIn/SignedChallenges';
import { keyOf, signMessage } from '../support/builders';
import { coreFixture, demoApp } from '../support/coreFixture';
import { expectError } from '../support/expectError';

/** Issue 25 §5: one page for every grant — every sign-in, login-only ones too, and ending any. */
describe('SignInsUseCase', () => {
  let f: Awaited<ReturnType<typeof coreFixture>>;
  beforeEach(async () => {
    f = await coreFixture();
  });

  async function signed(username: string, key = keyOf(username, 'posting')) {
    const { challenge } = await f.signIns.challenge(username);
    return { challenge, signature: signMessage(challenge, key) };
  }

  it('says what the user set on each app listed, to the user alone (issue 37 §3)', async () => {
    await f.signIn('alice');
    const { challenge } = await f.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      purpose: 'limits',
    });
    await f.limits.tighten({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      app: 'demo-app',
      choice: { max_vote_weight: 500 },
    });
    expect((await f.signIns.manage(await signed('alice'))).limits).to.deep.equal({
      'demo-app': { max_vote_weight: 500 },
    });
    expect((await f.signIns.manage(await signed('bob'))).limits).to.deep.equal({});
  });

  it('says the limits in force on each sign-in: what it granted at consent, tightened by what the user set later (issue 39 §2)', async () => {
    const granted = {
      type: 'hive_posting' as const,
      max_vote_weight: 2500,
      allow_downvote: false,
      max_operations_per_day: 3,
      expires_at: new Date(f.clock.now() + 7 * 86_400_000).toISOString(),
    };
    const code = (await f.signIn('alice', { limits: granted })).get('code')!;
    await f.exchange.execute({ codeOrRefresh: code, clientSecret: demoApp.secret });
    await f.signIn('alice', { clientId: 'other-app', scope: ['login'], responseType: 'token' });
    const { type: _type, ...atConsent } = granted;
    const listed = await f.signIns.manage(await signed('alice'));
    expect(listed.sign_ins.map((s) => [s.app, s.limits])).to.deep.equal([
      ['demo-app', atConsent],
      ['other-app', undefined],
    ]);
    // Tightening: the stricter of each member is in force, a looser one changes nothing.
    const { challenge } = await f.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      purpose: 'limits',
    });
    await f.limits.tighten({
      challenge,
      signature: signMessage(challenge, keyOf('alice')),
      app: 'demo-app',
      choice: { max_vote_weight: 5000, max_operations_per_day: 2 },
    });
    const after = await f.signIns.manage(await signed('alice'));
    expect(after.sign_ins[0].limits).to.deep.equal({ ...atConsent, max_operations_per_day: 2 });
  });

  it('lists every live sign-in of the user, login-only ones included, and apps holding authority without one', async () => {
    const posting = await f.exchange.execute({
      codeOrRefresh: (await f.signIn('alice')).get('code')!,
      clientSecret: demoApp.secret,
    });
    f.clock.advance(60_000);
    await f.signIn('alice', { clientId: 'other-app', responseType: 'token', scope: ['login'] });
    await f.signIn('bob', { scope: ['login'], responseType: 'token' });
    const answer = await f.signIns.manage(await signed('alice', keyOf('alice', 'active')));
    expect(answer.user).to.equal('alice');
    expect(answer.sign_ins.map(({ app, kind }) => ({ app, kind }))).to.deep.equal([
      { app: 'demo-app', kind: 'posting' },
      { app: 'other-app', kind: 'login' },
    ]);
    const [demo] = answer.sign_ins;
    expect(demo.sign_in).to.equal((await f.signer.verify(posting.access_token))!.fam);
    expect(demo.app_name).to.be.a('string');
    expect(Date.parse(demo.granted_at)).to.equal(f.clock.now() - 60_000);
    expect(Date.parse(demo.expires_at)).to.be.above(f.clock.now());
    expect(answer.posting_authority_without_sign_in).to.deep.equal([]);

    await f.revoke.execute(posting.access_token);
    const after = await f.signIns.manage(await signed('alice'));
    expect(after.sign_ins.map((s) => s.app)).to.deep.equal(['other-app']);
    expect(
      after.posting_authority_without_sign_in,
      'granted on chain, no sign-in here',
    ).to.deep.equal(['demo-app']);
  });

  it('ends the sign-ins the user names, and only theirs', async () => {
    const alice = await f.exchange.execute({
      codeOrRefresh: (await f.signIn('alice')).get('code')!,
      clientSecret: demoApp.secret,
    });
    const bob = (await f.signIn('bob', { scope: ['login'], responseType: 'token' })).get(
      'access_token',
    )!;
    const aliceFamily = (await f.signer.verify(alice.access_token))!.fam;
    const bobFamily = (await f.signer.verify(bob))!.fam;
    const answer = await f.signIns.manage({
      ...(await signed('alice')),
      end: [aliceFamily, bobFamily],
    });
    expect(answer.sign_ins).to.deep.equal([]);
    await expectError(f.me.execute(alice.access_token), InvalidGrant, 'The token has been revoked');
    expect((await f.me.execute(bob)).user, 'another user’s sign-in is not hers to end').to.equal(
      'bob',
    );
  });

  it('refuses a signature by another account, a challenge used twice, and one made for a sign-in', async () => {
    const forged = await f.signIns.challenge('alice');
    await expectError(
      f.signIns.manage({
        challenge: forged.challenge,
        signature: signMessage(forged.challenge, keyOf('bob')),
      }),
      InvalidGrant,
      'The signature is not from a key of @alice',
    );
    const once = await signed('alice');
    await f.signIns.manage(once);
    await expectError(f.signIns.manage(once), InvalidGrant, NOT_VALID);
    const { challenge } = await f.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      scope: ['posting'],
    });
    await expectError(
      f.signIns.manage({ challenge, signature: signMessage(challenge, keyOf('alice')) }),
      InvalidGrant,
      NOT_VALID,
    );
  });

  it('makes challenges no sign-in can spend', async () => {
    const { challenge } = await f.signIns.challenge('alice');
    await expectError(
      f.authorize.execute({
        challenge,
        signature: signMessage(challenge, keyOf('alice')),
        clientId: 'demo-app',
        redirectUri: 'https://demo.example/callback',
        responseType: 'code',
        scope: ['posting'],
      }),
      InvalidGrant,
      NOT_VALID,
    );
    expect(SIGN_INS_PURPOSE).to.not.match(/^[a-z][a-z0-9.-]*$/);
  });
});
