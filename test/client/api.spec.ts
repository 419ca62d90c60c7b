import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, HivegateError, type BroadcastAnswer } from '../../client';
import { CALLBACK, signedIn, startClientWorld, type ClientWorld } from './clientWorld';

/**
 * hivegate/client's API calls against the composed service on the dev chain: each effect read
 * back from the chain itself, promises and callbacks, and the errors as the spec names them.
 */
describe('hivegate/client: API calls on the dev chain', function () {
  this.timeout(120_000);
  let w: ClientWorld;
  let alice: Client;
  let carol: Client;

  before(async () => {
    w = await startClientWorld();
    alice = await signedIn(w, 'alice');
    carol = await signedIn(w, 'carol');
    await carol.comment('', 'hive', 'carol', 'carols-post', 'Carol writes', 'Hello from Carol', {
      tags: ['hive'],
    });
  });
  after(async () => w?.close());

  const following = async (who: string, what: 'blog' | 'ignore') =>
    (
      (await w.rpc('condenser_api.get_following', [who, '', what, 100])) as { following: string }[]
    ).map((f) => f.following);
  const votersOn = async (author: string, permlink: string) =>
    (
      (await w.rpc('condenser_api.get_active_votes', [author, permlink])) as {
        voter: string;
        percent: number;
      }[]
    ).map((v) => [v.voter, v.percent]);
  const included = (answer: BroadcastAnswer) =>
    w.net.chain.blocks.transaction(answer.result.id)?.transaction.operations.map((op) => op[0]);

  /** Runs a call in callback style; resolves with what the callback got. */
  function withCallback<T>(
    run: (cb: (err: HivegateError | null, res: T | null) => void) => unknown,
  ): Promise<{ err: HivegateError | null; res: T | null }> {
    return new Promise((resolve) => void run((err, res) => resolve({ err, res })));
  }

  it('me(): the signed-in account, with a promise and with a callback', async () => {
    const me = await alice.me();
    expect(me.user).to.equal('alice');
    expect(me.account.name).to.equal('alice');
    expect(me.scope).to.include('vote');
    const { err, res } = await withCallback<typeof me>((cb) => alice.me(cb));
    expect(err).to.equal(null);
    expect(res!.name).to.equal('alice');
  });

  it('comment(): the post exists on chain, its metadata serialized', async () => {
    const answer = await alice.comment('', 'hive', 'alice', 'alices-post', 'Title', 'Body text', {
      tags: ['hive'],
      app: 'demo-app',
    });
    expect(answer.result.id).to.match(/^[0-9a-f]{40}$/);
    const content = await w.rpc('condenser_api.get_content', ['alice', 'alices-post']);
    expect(content).to.include({
      author: 'alice',
      permlink: 'alices-post',
      title: 'Title',
      body: 'Body text',
    });
    expect(JSON.parse(content.json_metadata)).to.deep.equal({ tags: ['hive'], app: 'demo-app' });
  });

  it('vote(): the vote exists on chain, with a promise and with a callback', async () => {
    await alice.vote('alice', 'carol', 'carols-post', 10000);
    expect(await votersOn('carol', 'carols-post')).to.deep.include(['alice', 10000]);
    const { err, res } = await withCallback<BroadcastAnswer>((cb) =>
      alice.vote('alice', 'carol', 'carols-post', 5000, cb),
    );
    expect(err).to.equal(null);
    expect(included(res!)).to.deep.equal(['vote']);
    expect(await votersOn('carol', 'carols-post')).to.deep.include(['alice', 5000]);
  });

  it('deleteComment(): the post is gone', async () => {
    await alice.comment('', 'hive', 'alice', 'to-delete', 'Oops', 'Delete me', '');
    await alice.deleteComment('alice', 'to-delete');
    const content = await w.rpc('condenser_api.get_content', ['alice', 'to-delete']);
    expect(content.author ?? '').to.equal('');
  });

  it('follow(), unfollow() and ignore(): recorded by the follow plugin', async () => {
    await alice.follow('alice', 'carol');
    expect(await following('alice', 'blog')).to.include('carol');
    await alice.unfollow('alice', 'carol');
    expect(await following('alice', 'blog')).to.not.include('carol');
    await alice.ignore('alice', 'bob');
    expect(await following('alice', 'ignore')).to.include('bob');
  });

  it('reblog(): recorded', async () => {
    await alice.reblog('alice', 'carol', 'carols-post');
    expect(await w.rpc('condenser_api.get_reblogged_by', ['carol', 'carols-post'])).to.include(
      'alice',
    );
  });

  it('customJson(): included on chain, an object serialized as its json', async () => {
    const answer = await alice.customJson([], ['alice'], 'demo-app', { hello: 'chain' });
    const tx = w.net.chain.blocks.transaction(answer.result.id)!.transaction;
    expect(tx.operations[0][0]).to.equal('custom_json');
    expect(JSON.parse((tx.operations[0][1] as { json: string }).json)).to.deep.equal({
      hello: 'chain',
    });
  });

  it('claimRewardBalance(): the rewards move to the balances', async () => {
    await alice.claimRewardBalance('alice', '1.000 HIVE', '0.500 HBD', '2000.000000 VESTS');
    const [account] = await w.rpc('condenser_api.get_accounts', [['alice']]);
    expect(account.reward_hive_balance).to.equal('0.000 HIVE');
    expect(account.reward_hbd_balance).to.equal('0.000 HBD');
  });

  it('updateUserMetadata(): an account_update2 of posting_json_metadata, read back by me()', async () => {
    const metadata = {
      profile: { name: 'Alice Liddell', about: 'Through the looking glass', version: 2 },
    };
    const answer = await alice.updateUserMetadata(metadata);
    expect(included(answer)).to.deep.equal(['account_update2']);
    const [account] = await w.rpc('condenser_api.get_accounts', [['alice']]);
    expect(JSON.parse(account.posting_json_metadata)).to.deep.equal(metadata);
    // The service reads accounts through a cache a few seconds old (ChainClient port).
    const deadline = Date.now() + 10_000;
    while (
      JSON.stringify((await alice.me()).user_metadata) !== JSON.stringify(metadata) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await alice.me()).user_metadata).to.deep.equal(metadata);
  });

  it('updateUserMetadata() with a callback, for a client that has not asked who it is', async () => {
    const fresh = w.client({ accessToken: alice.accessToken });
    const { err, res } = await withCallback<BroadcastAnswer>((cb) =>
      fresh.updateUserMetadata({ profile: { name: 'A.' } }, cb),
    );
    expect(err).to.equal(null);
    expect(included(res!)).to.deep.equal(['account_update2']);
    expect(fresh.username).to.equal('alice');
  });

  it('broadcast() of several operations: one transaction, every effect', async () => {
    const answer = await alice.broadcast([
      ['vote', { voter: 'alice', author: 'alice', permlink: 'alices-post', weight: 2500 }],
      [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: ['alice'],
          id: 'follow',
          json: JSON.stringify([
            'follow',
            { follower: 'alice', following: 'hivegate', what: ['blog'] },
          ]),
        },
      ],
    ]);
    expect(included(answer)).to.deep.equal(['vote', 'custom_json']);
    expect(await votersOn('alice', 'alices-post')).to.deep.include(['alice', 2500]);
    expect(await following('alice', 'blog')).to.include('hivegate');
  });

  describe('errors carry error and error_description', () => {
    it('unauthorized_client for an operation as someone else, as a rejection and to a callback', async () => {
      const error = await alice
        .vote('bob', 'carol', 'carols-post', 10000)
        .catch((e: HivegateError) => e);
      expect(error).to.be.instanceOf(HivegateError);
      expect(error).to.include({ error: 'unauthorized_client', status: 401 });
      expect((error as HivegateError).error_description)
        .to.be.a('string')
        .and.not.equal('');
      const { err, res } = await withCallback((cb) => alice.follow('carol', 'bob', cb));
      expect(err!.error).to.equal('unauthorized_client');
      expect(res).to.equal(null);
    });

    it('invalid_scope for a login token', async () => {
      const login = await signedIn(w, 'alice', { scope: ['login'] });
      const error = await login
        .vote('alice', 'carol', 'carols-post', 100)
        .catch((e: HivegateError) => e);
      expect(error).to.include({
        error: 'invalid_scope',
        error_description: 'The access_token scope does not allow the following operation(s): vote',
      });
    });

    it('server_error with the raw network error when the chain refuses', async () => {
      const error = (await alice
        .vote('alice', 'carol', 'no-such-post', 10000)
        .catch((e: HivegateError) => e)) as HivegateError;
      expect(error.error).to.equal('server_error');
      expect(error.error_description).to.contain('no-such-post');
      expect(error.response).to.have.property('message');
    });

    it('invalid_grant without a token', async () => {
      const error = await w
        .client()
        .me()
        .catch((e: HivegateError) => e);
      expect(error).to.include({ error: 'invalid_grant', status: 401 });
    });

    it('network_error when the service cannot be reached, invalid_response for an answer that is not JSON', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const unreachable = await new Client({
        baseURL: `http://127.0.0.1:${port}`,
        accessToken: 'x',
      })
        .me()
        .catch((e: HivegateError) => e);
      expect(unreachable).to.include({ error: 'network_error' });

      const proxy: Server = createServer((_req, res) =>
        res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>'),
      );
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      try {
        const html = await new Client({
          baseURL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        })
          .me()
          .catch((e: HivegateError) => e);
        expect(html).to.include({ error: 'invalid_response', status: 502 });
      } finally {
        await new Promise((resolve) => proxy.close(resolve));
      }
    });
  });

  it('apps(): the directory lists demo-app once it has been used', async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const directory = await w
        .client()
        .apps()
        .catch((e: HivegateError) => e);
      if (
        !(directory instanceof HivegateError) &&
        directory.apps.some((a) => a.username === 'demo-app' && a.requests > 0)
      ) {
        expect(directory.featured).to.deep.equal(['demo-app']);
        return;
      }
      if (directory instanceof HivegateError) expect(directory.error).to.equal('unavailable');
      if (Date.now() > deadline)
        throw new Error(`the directory never listed demo-app: ${JSON.stringify(directory)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  it('revokeToken(): signs out; the token stops working and the client forgets it', async () => {
    const client = await signedIn(w, 'alice');
    const token = client.accessToken!;
    expect(await client.revokeToken()).to.equal(client);
    expect(client.accessToken).to.equal(undefined);
    expect(client.refreshToken).to.equal(undefined);
    const again = new Client({ baseURL: w.url, callbackURL: CALLBACK, accessToken: token });
    expect(await again.me().catch((e: HivegateError) => e.error)).to.equal('invalid_grant');
  });

  it('revokeToken() with a callback', async () => {
    const client = await signedIn(w, 'carol');
    const { err, res } = await withCallback((cb) => client.revokeToken(cb));
    expect(err).to.equal(null);
    expect(res).to.deep.equal({ success: true });
    expect(client.accessToken).to.equal(undefined);
  });
});
