import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { AuditTrail } from '../../adapters/ops/AuditTrail';
import { auditedSignInStore } from '../../adapters/ops/auditedPorts';
import { MemoryChainCursor } from '../../adapters/storage/chainFollowing/MemoryChainCursor';
import { MemorySignInStore } from '../../adapters/storage/signIn/MemorySignInStore';
import type { Operation } from '../../core/shared/chain';
import type { SignInQuery } from '../../core/ports/SignInStore';
import { ChainUnavailable, type ChainBlock } from '../../core/ports/ChainClient';
import { silentLogger } from '../../core/ports/Logger';
import { BlockFollower, DEFAULT_FOLLOWER_OPTIONS } from '../../core/chainFollowing/BlockFollower';
import { InvalidGrant } from '../../core/errors';
import { aUser, keyOf, signMessage } from '../support/builders';
import { demoApp, otherApp, testCore } from '../support/coreFixture';
import { expectError } from '../support/expectError';
import { FakeClock } from '../support/FakeClock';
import { MemoryLogger } from '../support/MemoryLogger';

const vote: Operation = ['vote', { voter: 'x', author: 'y', permlink: 'z', weight: 1 }];

describe('BlockFollower: every block, in order, once (issue 25 §1)', () => {
  let chain: MemoryChainClient;
  let seen: number[];
  const follower = (cursor = new MemoryChainCursor(), startBlock: number | 'head' = 'head') => {
    const following = new BlockFollower(chain, cursor, silentLogger, {
      ...DEFAULT_FOLLOWER_OPTIONS,
      startBlock,
      batch: 3,
    });
    following.subscribe(async (block) => seen.push(block.num));
    return following;
  };
  beforeEach(() => {
    chain = new MemoryChainClient();
    seen = [];
    for (let i = 0; i < 5; i++) chain.produceBlock([vote]);
  });

  it('begins at the head, then reads each new block up to the head, a batch per round', async () => {
    const f = follower();
    expect(await f.followOnce()).to.equal(false);
    expect(seen).to.deep.equal([5]);
    for (let i = 0; i < 4; i++) chain.produceBlock();
    expect(await f.followOnce(), 'still behind after one batch').to.equal(true);
    expect(await f.followOnce()).to.equal(false);
    expect(seen).to.deep.equal([5, 6, 7, 8, 9]);
    expect(f.state()).to.deep.equal({ leading: true, lastBlock: 9, headBlock: 9, lag: 0 });
  });

  it('begins at a configured block', async () => {
    const f = follower(new MemoryChainCursor(), 2);
    await f.followOnce();
    await f.followOnce();
    expect(seen).to.deep.equal([2, 3, 4, 5]);
  });

  it('resumes after a restart from the last block saved: none missed, none handled twice', async () => {
    const cursor = new MemoryChainCursor();
    await follower(cursor, 1).followOnce();
    chain.produceBlock();
    await follower(cursor, 1).followOnce();
    await follower(cursor, 1).followOnce();
    expect(seen).to.deep.equal([1, 2, 3, 4, 5, 6]);
  });

  it('waits for a block the node has not got yet instead of skipping it', async () => {
    const f = follower(new MemoryChainCursor(), 4);
    const blocks = chain.blocks.bind(chain);
    let missing = true;
    chain.blocks = async (from: number, count: number): Promise<ChainBlock[]> =>
      (await blocks(from, count)).filter((block) => !(missing && block.num >= 5));
    await f.followOnce();
    expect(seen).to.deep.equal([4]);
    missing = false;
    await f.followOnce();
    expect(seen).to.deep.equal([4, 5]);
  });

  it('reads a round of blocks in one read, and saves where it is once per round (issue 43 §1)', async () => {
    const cursor = new MemoryChainCursor();
    const f = follower(cursor, 2);
    const blocks = chain.blocks.bind(chain);
    const reads: [number, number][] = [];
    chain.blocks = (from, count) => (reads.push([from, count]), blocks(from, count));
    const save = cursor.save.bind(cursor);
    const saves: number[] = [];
    cursor.save = (num) => (saves.push(num), save(num));
    await f.followOnce();
    expect(seen).to.deep.equal([2, 3, 4]);
    expect(reads).to.deep.equal([[2, 3]]);
    expect(saves).to.deep.equal([1, 4]); // where it begins, then the round's last block
  });

  it('reads on when one read brings fewer blocks than asked', async () => {
    const f = follower(new MemoryChainCursor(), 1);
    const blocks = chain.blocks.bind(chain);
    chain.blocks = (from) => blocks(from, 1);
    await f.followOnce();
    expect(seen).to.deep.equal([1, 2, 3]);
  });

  it('keeps what a round handled when the chain fails in its middle, and reads on from there', async () => {
    const cursor = new MemoryChainCursor();
    const f = follower(cursor, 1);
    const blocks = chain.blocks.bind(chain);
    let down = true;
    chain.blocks = async (from) => {
      if (from > 1 && down) throw new ChainUnavailable('no node answered');
      return blocks(from, 1);
    };
    await expectError(f.followOnce(), ChainUnavailable, 'no node answered');
    expect(seen).to.deep.equal([1]);
    expect(await cursor.last(), 'the block handled is saved').to.equal(1);
    down = false;
    await f.followOnce();
    expect(seen).to.deep.equal([1, 2, 3, 4]);
  });

  it('reads a block again when a subscriber failed on it, and none before it', async () => {
    const cursor = new MemoryChainCursor();
    const f = follower(cursor, 4);
    let fail = true;
    f.subscribe(async (block) => {
      if (block.num === 5 && fail) throw new Error('storage is down');
    });
    await expectError(f.followOnce(), Error, 'storage is down');
    expect(await cursor.last(), 'the last block handled is saved').to.equal(4);
    fail = false;
    await f.followOnce();
    expect(seen).to.deep.equal([4, 5, 5]);
  });

  it('reads nothing while another instance leads', async () => {
    const cursor = new MemoryChainCursor();
    cursor.lead = async () => false;
    const f = follower(cursor);
    expect(await f.followOnce()).to.equal(false);
    expect(seen).to.deep.equal([]);
    expect(f.state()).to.deep.equal({ leading: false });
  });
});

/** A sign-in store that remembers what it was asked for. */
class AskedSignInStore extends MemorySignInStore {
  readonly asked: SignInQuery[] = [];
  override signInsOf(who: SignInQuery, now: number) {
    this.asked.push(who);
    return super.signInsOf(who, now);
  }
}

describe('ChainEndings: sign-outs that follow the chain (issue 25 §2)', () => {
  let chain: MemoryChainClient;
  let log: MemoryLogger;
  let store: AskedSignInStore;
  let t: Awaited<ReturnType<typeof testCore>>;
  beforeEach(async () => {
    chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').grantedTo('other-app').build(),
      aUser('bob').grantedTo('demo-app').build(),
      demoApp.build(),
      otherApp.build(),
      aUser('hivegate').build(),
    ]);
    log = new MemoryLogger();
    store = new AskedSignInStore();
    const grants = auditedSignInStore(store, new AuditTrail(log));
    t = await testCore(
      { chain, signIns: grants, clock: new FakeClock() },
      { follower: { startBlock: 1 } },
    );
  });

  async function signIn(username: string, clientId = 'demo-app') {
    const { challenge } = await t.core.challenge.execute({
      username,
      clientId,
      redirectUri:
        clientId === 'demo-app' ? 'https://demo.example/callback' : 'https://other.example/cb',
      scope: ['posting'],
    });
    const answer = await t.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf(username, 'posting')),
      clientId,
      redirectUri:
        clientId === 'demo-app' ? 'https://demo.example/callback' : 'https://other.example/cb',
      responseType: 'code',
      scope: ['posting'],
    });
    const code = new URL(answer.redirect_to).searchParams.get('code')!;
    const secret = clientId === 'demo-app' ? demoApp.secret : otherApp.secret;
    return {
      ...(await t.core.exchange.execute({ codeOrRefresh: code, clientSecret: secret })),
      secret,
    };
  }

  it('ends the user’s sign-ins at an app they dropped from their posting authority, and only those', async () => {
    const alice = await signIn('alice');
    const aliceElsewhere = await signIn('alice', 'other-app');
    const bob = await signIn('bob');
    const posting = { weight_threshold: 1, account_auths: [['other-app', 1]], key_auths: [] };
    chain.produceBlock([
      vote,
      ['account_update', { account: 'alice', posting, json_metadata: '' }],
    ]);
    await t.core.follower.followOnce();

    await expectError(
      t.core.me.execute(alice.access_token),
      InvalidGrant,
      'The token has been revoked',
    );
    await expectError(
      t.core.exchange.execute({ codeOrRefresh: alice.refresh_token, clientSecret: alice.secret }),
      InvalidGrant,
      'The token has been revoked',
    );
    expect((await t.core.me.execute(aliceElsewhere.access_token)).user).to.equal('alice');
    expect((await t.core.me.execute(bob.access_token)).user).to.equal('bob');
    const audit = log.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(audit.filter((line) => line.audit === 'posting_authority_removed')).to.deep.equal([
      {
        level: 'warn',
        audit: 'posting_authority_removed',
        user: 'alice',
        app: 'demo-app',
        sid: (await t.signer.verify(alice.access_token))!.fam,
        reason: 'posting_authority_removed',
        block: '1',
        operation: 'account_update',
        message: 'security event',
      },
    ]);
  });

  it('ends every sign-in at an app that dropped the service, and every sign-in of a user whose owner key changed', async () => {
    const alice = await signIn('alice');
    const bob = await signIn('bob');
    const aliceElsewhere = await signIn('alice', 'other-app');
    chain.produceBlock([
      [
        'account_update2',
        { account: 'demo-app', posting: { weight_threshold: 1, account_auths: [], key_auths: [] } },
      ],
    ]);
    await t.core.follower.followOnce();
    for (const ended of [alice, bob])
      await expectError(
        t.core.me.execute(ended.access_token),
        InvalidGrant,
        'The token has been revoked',
      );
    expect((await t.core.me.execute(aliceElsewhere.access_token)).user).to.equal('alice');

    chain.produceBlock([
      ['recover_account', { account_to_recover: 'alice', new_owner_authority: {} }],
    ]);
    await t.core.follower.followOnce();
    await expectError(
      t.core.me.execute(aliceElsewhere.access_token),
      InvalidGrant,
      'The token has been revoked',
    );
  });

  it('does not read an app’s sign-ins when its new posting authority keeps the service (issue 61 §3)', async () => {
    const alice = await signIn('alice');
    const posting = {
      weight_threshold: 1,
      account_auths: [['hivegate', 1]],
      key_auths: [[keyOf('demo-app', 'posting').createPublic().toString(), 1]],
    };
    chain.produceBlock([['account_update', { account: 'demo-app', posting, json_metadata: '' }]]);
    await t.core.follower.followOnce();

    expect((await t.core.me.execute(alice.access_token)).user).to.equal('alice');
    expect(store.asked.filter((who) => 'app' in who)).to.deep.equal([]);
    expect(store.asked).to.deep.include({ username: 'demo-app' });
  });

  it('ends a sign-in whose code was issued but not yet redeemed', async () => {
    const { challenge } = await t.core.challenge.execute({
      username: 'alice',
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      scope: ['posting'],
    });
    const answer = await t.core.authorize.execute({
      challenge,
      signature: signMessage(challenge, keyOf('alice', 'posting')),
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      responseType: 'code',
      scope: ['posting'],
    });
    chain.produceBlock([['account_update', { account: 'alice', owner: {}, json_metadata: '' }]]);
    await t.core.follower.followOnce();
    await expectError(
      t.core.exchange.execute({
        codeOrRefresh: new URL(answer.redirect_to).searchParams.get('code')!,
        clientSecret: demoApp.secret,
      }),
      InvalidGrant,
      'The token has been revoked',
    );
  });
});

describe('the follower keeps the chain client’s account records fresh (issue 41 §2)', () => {
  it('tells the chain client of every account a block’s authority change touches', async () => {
    const changed: string[] = [];
    const chain = Object.assign(new MemoryChainClient(), {
      accountChanged: (name: string) => changed.push(name),
    });
    const { core } = await testCore({ chain });
    const posting = { weight_threshold: 1, account_auths: [], key_auths: [['STM1', 1]] };
    await core.follower.publish({
      num: 7,
      timestamp: '2026-11-21T12:00:00',
      operations: [
        vote,
        ['account_update2', { account: 'hivegate', posting, json_metadata: '', extensions: [] }],
        ['account_update2', { account: 'alice', json_metadata: '{}', extensions: [] }],
        ['recover_account', { account_to_recover: 'bob' }],
      ],
    });
    expect(changed).to.deep.equal(['hivegate', 'bob']);
  });
});
