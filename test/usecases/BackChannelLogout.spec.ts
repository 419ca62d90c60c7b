import { expect } from 'chai';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import { MemoryLogoutQueue } from '../../adapters/storage/signIn/MemoryLogoutQueue';
import { BACKCHANNEL_LOGOUT_EVENT } from '../../core/tokens/openId';
import type { LogoutOutcome, LogoutSender } from '../../core/ports/LogoutSender';
import { anApp, aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, testCore } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';

const RECEIVER = 'https://rp.example/backchannel-logout';
const rpApp = anApp('rp-app')
  .withRedirect('https://rp.example/cb')
  .withProfile({ backchannel_logout_uri: RECEIVER })
  .grantedTo('hivegate');

/** A LogoutSender that records what it is asked and answers what the test says. */
class RecordingSender implements LogoutSender {
  readonly sent: { uri: string; token: string }[] = [];
  answers: LogoutOutcome[] = [];
  async send(uri: string, token: string): Promise<LogoutOutcome> {
    this.sent.push({ uri, token });
    return this.answers.shift() ?? 'delivered';
  }
}

/** Issue 25 §4: OpenID Connect Back-Channel Logout, whenever a sign-in ends. */
describe('BackChannelLogout', () => {
  let clock: FakeClock;
  let sender: RecordingSender;
  let queue: MemoryLogoutQueue;
  let chain: MemoryChainClient;
  let t: Awaited<ReturnType<typeof testCore>>;
  beforeEach(async () => {
    clock = new FakeClock();
    sender = new RecordingSender();
    queue = new MemoryLogoutQueue();
    chain = new MemoryChainClient([
      aUser('alice').grantedTo('rp-app').grantedTo('demo-app').build(),
      rpApp.build(),
      demoApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await testCore(
      { chain, clock, signIns: new MemorySignInStore(), logoutQueue: queue, logoutSender: sender },
      { issuer: 'https://hivegate.test' },
    );
  });

  async function signIn(clientId: string, scope = ['openid', 'vote']) {
    const { challenge } = await t.core.challenge.execute({
      username: 'alice',
      clientId,
      redirectUri:
        clientId === 'rp-app' ? 'https://rp.example/cb' : 'https://demo.example/callback',
      scope,
    });
    const answer = await t.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice', 'posting')),
      clientId,
      redirectUri:
        clientId === 'rp-app' ? 'https://rp.example/cb' : 'https://demo.example/callback',
      responseType: 'code',
      scope,
    });
    const code = new URL(answer.redirect_to).searchParams.get('code')!;
    const secret = clientId === 'rp-app' ? rpApp.secret : demoApp.secret;
    return t.core.exchange.execute({ codeOrRefresh: code, clientSecret: secret });
  }
  /** Waits for the delivery a sign-in's end set off (a round under way is shared). */
  const settle = () => t.core.backChannel.deliverDue();

  it('sends the app a signed logout_token naming the sign-in that ended', async () => {
    const tokens = await signIn('rp-app');
    await t.core.revoke.execute(tokens.access_token);
    await settle();
    expect(sender.sent.map((s) => s.uri)).to.deep.equal([RECEIVER]);
    const keys = createLocalJWKSet(await t.signer.publicKeys());
    const { payload, protectedHeader } = await jwtVerify(sender.sent[0].token, keys, {
      issuer: 'https://hivegate.test',
      audience: 'rp-app',
      typ: 'logout+jwt',
      currentDate: new Date(clock.now()),
    });
    const idToken = await t.signer.verifyIdToken(tokens.id_token!);
    expect(protectedHeader.alg).to.equal('RS256');
    expect(payload).to.include({ sub: 'alice', sid: idToken!.sid });
    expect(payload.events).to.deep.equal({ [BACKCHANNEL_LOGOUT_EVENT]: {} });
    expect(payload.jti).to.be.a('string');
    expect(payload).to.not.have.property('nonce');
    expect(await queue.claimDue(clock.now() + 1e9, 10, 1), 'delivered, forgotten').to.deep.equal(
      [],
    );
  });

  it('is never taken for an access token or an id_token', async () => {
    await t.core.revoke.execute((await signIn('rp-app')).access_token);
    await settle();
    const token = sender.sent[0].token;
    expect(await t.signer.verify(token)).to.equal(undefined);
    expect(await t.signer.verifyIdToken(token)).to.equal(undefined);
  });

  it('tells nothing to an app whose profile names no back-channel URI', async () => {
    await t.core.revoke.execute((await signIn('demo-app')).access_token);
    await settle();
    expect(sender.sent).to.deep.equal([]);
    expect(await queue.claimDue(clock.now() + 1e9, 10, 1)).to.deep.equal([]);
  });

  it('tells the app when the chain ends the sign-in, or a refresh token comes back twice', async () => {
    const first = await signIn('rp-app');
    const second = await signIn('rp-app');
    await t.core.exchange.execute({
      codeOrRefresh: second.refresh_token,
      clientSecret: rpApp.secret,
    });
    await t.core.exchange
      .execute({ codeOrRefresh: second.refresh_token, clientSecret: rpApp.secret })
      .catch(() => {});
    chain.produceBlock([
      [
        'account_update',
        { account: 'alice', posting: { weight_threshold: 1, account_auths: [], key_auths: [] } },
      ],
    ]);
    await t.core.follower.followOnce();
    await settle();
    const sids = await Promise.all(
      sender.sent.map(
        async ({ token }) =>
          JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string,
      ),
    );
    const signIns = await Promise.all(
      [second, first].map(async (tokens) => (await t.signer.verify(tokens.access_token))!.fam),
    );
    expect(sids).to.deep.equal(signIns);
  });

  it('tries again with doubling waits, and gives up when the time for it is over', async () => {
    sender.answers = ['failed', 'failed', 'failed'];
    await t.core.revoke.execute((await signIn('rp-app')).access_token);
    await settle();
    expect(sender.sent).to.have.length(1);
    expect(await t.core.backChannel.deliverDue(), 'not yet due').to.equal(0);
    clock.advance(5_000);
    expect(await t.core.backChannel.deliverDue()).to.equal(1);
    clock.advance(5_000);
    expect(await t.core.backChannel.deliverDue(), 'the wait doubled').to.equal(0);
    clock.advance(5_000);
    expect(await t.core.backChannel.deliverDue()).to.equal(1);
    clock.advance(20_000);
    expect(await t.core.backChannel.deliverDue(), 'delivered at the fourth try').to.equal(1);
    expect(sender.sent).to.have.length(4);
    expect(await queue.claimDue(clock.now() + 1e9, 10, 1)).to.deep.equal([]);

    sender.answers = Array.from({ length: 40 }, () => 'failed');
    await t.core.revoke.execute((await signIn('rp-app')).access_token);
    for (let hour = 0; hour < 25; hour++) {
      clock.advance(3600_000);
      await t.core.backChannel.deliverDue();
    }
    const tries = sender.sent.length - 4;
    expect(tries, 'tried for a day, then given up').to.be.within(10, 40);
    expect(await queue.claimDue(clock.now() + 1e9, 10, 1)).to.deep.equal([]);
  });

  it('gives up at once on a URI the outbound rules block', async () => {
    sender.answers = ['blocked'];
    await t.core.revoke.execute((await signIn('rp-app')).access_token);
    await settle();
    expect(await queue.claimDue(clock.now() + 1e9, 10, 1)).to.deep.equal([]);
  });
});
