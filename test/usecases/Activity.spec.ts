import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { POSTING_SCOPE } from '../../core/operations/operations';
import type { Operation } from '../../core/shared/chain';
import { MemoryBroadcastLog } from '../../adapters/storage/broadcast/MemoryBroadcastLog';
import { MemoryIdempotencyStore } from '../../adapters/storage/broadcast/MemoryIdempotencyStore';
import { NotFound } from '../../core/errors';
import type { Hivegate } from '../../bootstrap/composeCore';
import { aUser, anApp, keyOf, signMessage } from '../support/builders';
import { testCore } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';
import { mintToken } from '../support/mintToken';
import type { ActivityPageQuery } from '../../core/broadcast/ActivityUseCase';

const vote: Operation = ['vote', { voter: 'alice', author: 'bob', permlink: 'hello', weight: 1 }];
const follow: Operation = [
  'custom_json',
  {
    required_auths: [],
    required_posting_auths: ['alice'],
    id: 'follow',
    json: '["follow",{"follower":"alice","following":"bob","what":["blog"]}]',
  },
];
const DAY = 86_400_000;

/**
 * What each app did with the account (issue 59 §1, §2, §4), read by the user's signed request
 * (POST /api/oauth2/sign-ins) over an in-memory chain and a fake clock: statuses moving from sent
 * to included, irreversible, expired or refused; pages; totals; the purge after ACTIVITY_KEEP_DAYS.
 */
describe('Activity: what each app did with the account (ActivityUseCase, issue 59)', () => {
  let signer: JoseTokenSigner;
  let chain: MemoryChainClient;
  let clock: FakeClock;
  let core: Hivegate;
  let log: MemoryBroadcastLog;

  before(async () => {
    signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
  });

  beforeEach(async () => {
    chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').grantedTo('other-app').build(),
      aUser('bob').grantedTo('demo-app').build(),
      anApp('demo-app').grantedTo('hivegate').build(),
      anApp('other-app').grantedTo('hivegate').build(),
      aUser('hivegate').build(),
    ]);
    chain.manualBlocks = true;
    chain.irreversibleBlock = 0;
    clock = new FakeClock(Date.parse('2099-12-01T12:00:00Z'));
    log = new MemoryBroadcastLog();
    const idempotency = new MemoryIdempotencyStore(log);
    ({ core } = await testCore(
      { chain, clock, signer, broadcastLog: log, idempotency },
      { activityKeepDays: 2 },
    ));
  });

  const token = (user = 'alice', app = 'demo-app') =>
    mintToken(signer, clock, {
      kind: 'posting',
      sub: user,
      app,
      scope: POSTING_SCOPE,
      fam: `f-${user}-${app}`,
    });
  const broadcast = async (ops: Operation[], app = 'demo-app', user = 'alice') =>
    (await core.broadcast.execute(await token(user, app), ops)).result.id;
  /** The user's signed request, as /authorized-apps makes it, answered as its route does. */
  async function activityOf(user = 'alice', activity: ActivityPageQuery = {}) {
    const { challenge } = await core.signIns.challenge(user);
    const signature = signMessage(challenge, keyOf(user, 'posting'));
    const answer = await core.signIns.manage({ challenge, signature });
    return { ...answer, ...(await core.activity.of(answer.user, activity)) };
  }

  it('lists each broadcast under its app, newest first, with its operations, and its status moving sent → included → irreversible', async () => {
    const first = await broadcast([vote]);
    clock.advance(1000);
    const second = await broadcast([vote, follow], 'other-app');
    const answer = await activityOf();
    expect(answer.activity).to.deep.equal([
      {
        app: 'other-app',
        id: second,
        operations: ['vote', 'custom_json'],
        at: new Date(clock.now()).toISOString(),
        status: 'sent',
        block_num: null,
        source: 'service',
      },
      {
        app: 'demo-app',
        id: first,
        operations: ['vote'],
        at: new Date(clock.now() - 1000).toISOString(),
        status: 'sent',
        block_num: null,
        source: 'service',
      },
    ]);
    expect(answer.activity_before).to.equal(undefined);
    expect(answer.sign_ins).to.be.an('array'); // the fields before issue 59 stay
    chain.produceBlock();
    clock.advance(3000);
    expect((await activityOf()).activity.map((a) => [a.status, a.block_num])).to.deep.equal([
      ['included', 1],
      ['included', 1],
    ]);
    chain.irreversibleBlock = 1;
    clock.advance(3000);
    expect((await activityOf()).activity.map((a) => a.status)).to.deep.equal([
      'irreversible',
      'irreversible',
    ]);
    // Written to the log: what another instance, or the next start, reads.
    for (const id of [first, second])
      expect(await log.find(id, clock.now())).to.include({ status: 'irreversible', block_num: 1 });
  });

  it("shows only the user's own activity: bob's broadcast is not alice's", async () => {
    await broadcast([vote]);
    const bobs = await broadcast(
      [['vote', { voter: 'bob', author: 'x', permlink: 'y', weight: 1 }]],
      'demo-app',
      'bob',
    );
    expect((await activityOf('alice')).activity.map((a) => a.id)).to.not.include(bobs);
    expect((await activityOf('bob')).activity.map((a) => a.id)).to.deep.equal([bobs]);
  });

  it('says expired for one never included, and refused with the network’s reason', async () => {
    const lost = await broadcast([vote]);
    chain.expirePending();
    chain.refuseWith = 'missing required posting authority';
    await core.broadcast.execute(await token(), [vote]).catch(() => undefined);
    const [refused, expired] = (await activityOf()).activity;
    expect(expired).to.include({ id: lost, status: 'expired' });
    expect(refused).to.include({ status: 'refused', why: 'missing required posting authority' });
  });

  it('pages with activity_before, per app if asked, and totals each app over 24 hours and 30 days', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.unshift(await broadcast([vote]));
      clock.advance(DAY / 4);
    }
    await broadcast([vote], 'other-app');
    const first = await activityOf('alice', { app: 'demo-app', limit: 2 });
    expect(first.activity.map((a) => a.id)).to.deep.equal(ids.slice(0, 2));
    const second = await activityOf('alice', {
      app: 'demo-app',
      limit: 2,
      before: first.activity_before,
    });
    expect(second.activity.map((a) => a.id)).to.deep.equal(ids.slice(2, 4));
    const last = await activityOf('alice', {
      app: 'demo-app',
      limit: 2,
      before: second.activity_before,
    });
    expect(last.activity.map((a) => a.id)).to.deep.equal(ids.slice(4));
    expect(last.activity_before).to.equal(undefined);
    expect(last.activity_totals).to.deep.equal({
      'demo-app': { last_24h: 4, last_30d: 5 },
      'other-app': { last_24h: 1, last_30d: 1 },
    });
  });

  it('forgets activity ACTIVITY_KEEP_DAYS after it, at the purge; a receipt is readable 24 h only', async () => {
    const old = await broadcast([vote]);
    clock.advance(DAY + 1);
    await core.receipts.execute(await token(), old).then(
      () => expect.fail('a receipt older than 24 h was read'),
      (error: unknown) => expect(error).to.be.instanceOf(NotFound),
    );
    expect((await activityOf()).activity.map((a) => a.id)).to.deep.equal([old]);
    const recent = await broadcast([vote]);
    clock.advance(DAY);
    await core.receipts.purge();
    expect((await activityOf()).activity.map((a) => a.id)).to.deep.equal([recent]);
  });
});
