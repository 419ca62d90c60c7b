import { expect } from 'chai';
import { Client } from 'hivesigner';
import { DhiveChainClient } from '../../adapters/chain/DhiveChainClient';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';
import { landing } from '../support/handoff';
import { startBroadcastServer } from '../http/broadcastServer';

/**
 * The official hivesigner SDK against hivegate over the dev chain: every call a web app makes,
 * each effect read back from the chain itself (not through hivegate).
 */
describe('e2e: the hivesigner SDK against hivegate on the dev chain', () => {
  let net: Devnet;
  let server: Awaited<ReturnType<typeof startBroadcastServer>>;
  let alice: Client;
  let carol: Client;

  before(async function () {
    this.timeout(60_000); // a devnet, a server and three sign-ins: slow on a busy machine
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    const chain = new DhiveChainClient({
      nodes: [net.url],
      chainId: net.chainId,
      addressPrefix: net.addressPrefix,
      serviceAccount: 'hivegate',
      servicePostingKey: keyOf('hivegate', 'posting', 'hivegate-dev-password').toString(),
      timeoutMs: 15_000,
    });
    server = await startBroadcastServer(chain);
    alice = new Client({
      app: 'demo-app',
      callbackURL: CALLBACK,
      apiURL: server.url,
      accessToken: await signIn('alice'),
    });
    carol = new Client({
      app: 'demo-app',
      callbackURL: CALLBACK,
      apiURL: server.url,
      accessToken: await signIn('carol'),
    });
    await carol.comment('', 'hive', 'carol', 'carols-post', 'Carol writes', 'Hello from Carol', {
      tags: ['hive'],
    });
  });
  after(async () => {
    await server?.close();
    await net?.close();
  });

  const CALLBACK = 'http://localhost:3000/demo/callback';

  /**
   * The real sign-in: challenge, a posting-key signature, authorize (token flow), then the handoff
   * page opened as the consent page's browser does: the SDK's callback gets the token in the
   * query, as HiveSigner sends it (issue 37 §1). `posting` grants every operation the SDK sends;
   * a scope naming operations grants those alone (issue 57 §1).
   */
  async function signIn(username: string, scope = 'posting'): Promise<string> {
    const challenge = await call(server.url, 'POST', '/api/oauth2/challenge', {
      json: { username, client_id: 'demo-app', redirect_uri: CALLBACK, scope },
    });
    const answer = await call(server.url, 'POST', '/api/oauth2/authorize', {
      json: {
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf(username)),
        client_id: 'demo-app',
        redirect_uri: CALLBACK,
        response_type: 'token',
        scope,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(JSON.stringify(answer.body)).to.not.include('access_token');
    const landed = await landing(server.url, answer);
    expect(landed.origin + landed.pathname).to.equal(CALLBACK);
    expect(landed.hash).to.equal('');
    expect(landed.searchParams.get('username')).to.equal(username);
    expect(landed.searchParams.get('expires_in')).to.equal('604800');
    return landed.searchParams.get('access_token')!;
  }

  async function rpc(method: string, params: unknown): Promise<any> {
    const response = await fetch(net.url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return ((await response.json()) as { result: unknown }).result;
  }
  const following = async (who: string, what: 'blog' | 'ignore') =>
    (
      (await rpc('condenser_api.get_following', [who, '', what, 100])) as { following: string }[]
    ).map((f) => f.following);
  const votersOn = async (author: string, permlink: string) =>
    (
      (await rpc('condenser_api.get_active_votes', [author, permlink])) as {
        voter: string;
        percent: number;
      }[]
    ).map((v) => [v.voter, v.percent]);

  /** Runs an SDK call in callback style; resolves with what the callback got. */
  function withCallback(
    run: (cb: (err: any, res: any) => void) => unknown,
  ): Promise<{ err: any; res: any }> {
    return new Promise((resolve) => void run((err, res) => resolve({ err, res })));
  }

  it('me(): the signed-in account', async () => {
    const me = await alice.me();
    expect(me.user).to.equal('alice');
    expect(me.account.name).to.equal('alice');
    expect(me.scope).to.include('vote');
    const { err, res } = await withCallback((cb) => alice.me(cb));
    expect(err).to.equal(null);
    expect(res.user).to.equal('alice');
  });

  it('comment(): the post exists on chain', async () => {
    const answer = await alice.comment('', 'hive', 'alice', 'alices-post', 'Title', 'Body text', {
      tags: ['hive'],
      app: 'demo-app',
    });
    expect(answer.result.id).to.match(/^[0-9a-f]{40}$/);
    const content = await rpc('condenser_api.get_content', ['alice', 'alices-post']);
    expect(content).to.include({
      author: 'alice',
      permlink: 'alices-post',
      title: 'Title',
      body: 'Body text',
    });
  });

  it('vote(): the vote exists on chain, with promises and with a callback', async () => {
    await alice.vote('alice', 'carol', 'carols-post', 10000);
    expect(await votersOn('carol', 'carols-post')).to.deep.include(['alice', 10000]);
    const { err, res } = await withCallback((cb) =>
      alice.vote('alice', 'carol', 'carols-post', 5000, cb),
    );
    expect(err).to.equal(null);
    expect(res.result.id).to.match(/^[0-9a-f]{40}$/);
    expect(await votersOn('carol', 'carols-post')).to.deep.include(['alice', 5000]);
  });

  it('deleteComment(): the post is gone', async () => {
    await alice.comment('', 'hive', 'alice', 'to-delete', 'Oops', 'Delete me', {});
    await alice.deleteComment('alice', 'to-delete');
    const content = await rpc('condenser_api.get_content', ['alice', 'to-delete']);
    expect(content.author ?? '').to.equal('');
  });

  it('follow(), ignore() and unfollow(): recorded by the follow plugin', async () => {
    await alice.follow('alice', 'carol');
    expect(await following('alice', 'blog')).to.include('carol');
    await alice.unfollow('alice', 'carol');
    expect(await following('alice', 'blog')).to.not.include('carol');
    await alice.ignore('alice', 'bob');
    expect(await following('alice', 'ignore')).to.include('bob');
  });

  it('reblog(): recorded', async () => {
    await alice.reblog('alice', 'carol', 'carols-post');
    expect(await rpc('condenser_api.get_reblogged_by', ['carol', 'carols-post'])).to.include(
      'alice',
    );
  });

  it('customJson(): included on chain', async () => {
    const answer = await alice.customJson(
      [],
      ['alice'],
      'demo-app',
      JSON.stringify({ hello: 'chain' }),
    );
    const included = net.chain.blocks.transaction(answer.result.id);
    expect(included?.transaction.operations[0][0]).to.equal('custom_json');
  });

  it('claimRewardBalance(): the rewards move to the balances', async () => {
    await alice.claimRewardBalance('alice', '1.000 HIVE', '0.500 HBD', '2000.000000 VESTS');
    const [account] = await rpc('condenser_api.get_accounts', [['alice']]);
    expect(account.reward_hive_balance).to.equal('0.000 HIVE');
    expect(account.reward_hbd_balance).to.equal('0.000 HBD');
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
    const included = net.chain.blocks.transaction(answer.result.id);
    expect(included?.transaction.operations.map((op) => op[0])).to.deep.equal([
      'vote',
      'custom_json',
    ]);
    expect(await votersOn('alice', 'alices-post')).to.deep.include(['alice', 2500]);
    expect(await following('alice', 'blog')).to.include('hivegate');
  });

  describe('errors carry the spec codes', () => {
    it('unauthorized_client for an operation as someone else', async () => {
      const error = await alice.vote('bob', 'carol', 'carols-post', 10000).catch((e: any) => e);
      expect(error.error).to.equal('unauthorized_client');
      const { err } = await withCallback((cb) => alice.follow('carol', 'bob', cb));
      expect(err.error).to.equal('unauthorized_client');
    });

    it('invalid_scope for a login token', async () => {
      const login = new Client({
        app: 'demo-app',
        callbackURL: CALLBACK,
        apiURL: server.url,
        accessToken: await signIn('alice', 'login'),
      });
      const error = await login.vote('alice', 'carol', 'carols-post', 100).catch((e: any) => e);
      expect(error).to.include({
        error: 'invalid_scope',
        error_description: 'The access_token scope does not allow the following operation(s): vote',
      });
    });

    it('invalid_scope naming custom_json for a follow on a vote,comment token (issue 57 §1)', async () => {
      const votesAndComments = new Client({
        app: 'demo-app',
        callbackURL: CALLBACK,
        apiURL: server.url,
        accessToken: await signIn('alice', 'vote,comment'),
      });
      const { err } = await withCallback((cb) => votesAndComments.follow('alice', 'bob', cb));
      expect(err).to.include({
        error: 'invalid_scope',
        error_description:
          'The access_token scope does not allow the following operation(s): custom_json',
      });
    });

    it('invalid_request for a malformed operation', async () => {
      const error = await alice.vote('alice', 'carol', 'carols-post', 'max').catch((e: any) => e);
      expect(error.error).to.equal('invalid_request');
    });

    it('server_error with the raw network error when the chain refuses', async () => {
      const error = await alice.vote('alice', 'carol', 'no-such-post', 10000).catch((e: any) => e);
      expect(error.error).to.equal('server_error');
      expect(error.error_description).to.contain('no-such-post');
      expect(error.response).to.have.property('message');
    });
  });

  it('revokeToken(): signs out; the token stops working and the client forgets it', async () => {
    const token = await signIn('alice');
    const client = new Client({
      app: 'demo-app',
      callbackURL: CALLBACK,
      apiURL: server.url,
      accessToken: token,
    });
    await client.revokeToken();
    expect(client.accessToken).to.equal(undefined);
    const again = new Client({
      app: 'demo-app',
      callbackURL: CALLBACK,
      apiURL: server.url,
      accessToken: token,
    });
    expect((await again.me().catch((e: any) => e)).error).to.equal('invalid_grant');
    const { err } = await withCallback((cb) =>
      again.vote('alice', 'carol', 'carols-post', 100, cb),
    );
    expect(err.error).to.equal('invalid_grant');
  });

  it('revokeToken() with a callback', async () => {
    const client = new Client({
      app: 'demo-app',
      callbackURL: CALLBACK,
      apiURL: server.url,
      accessToken: await signIn('carol'),
    });
    const { err, res } = await withCallback((cb) => client.revokeToken(cb));
    expect(err).to.equal(null);
    expect(res).to.deep.equal({ success: true });
  });
});
