import { expect } from 'chai';
import { DhiveChainClient, type DhiveChainConfig } from '../../adapters/chain/DhiveChainClient';
import { startDevnet, type Devnet } from '../../devnet';
import type { Operation } from '../../core/shared/chain';
import { ChainRefused, ChainUnavailable } from '../../core/ports/ChainClient';
import { chainClientContract } from '../contracts/ChainClient.contract';
import { keyOf } from '../support/builders';
import { deadUrl, startRpcProxy, type RpcProxy } from './rpcProxy';
import { BLOCKS_PER_REQUEST } from '../../adapters/chain/readBlock';

const SERVICE_KEY = keyOf('hivegate', 'posting', 'hivegate-dev-password').toString();

function clientOn(
  net: Devnet,
  nodes: string[] = [net.url],
  extra: Partial<DhiveChainConfig> = {},
): DhiveChainClient {
  return new DhiveChainClient({
    nodes,
    chainId: net.chainId,
    addressPrefix: net.addressPrefix,
    serviceAccount: 'hivegate',
    servicePostingKey: SERVICE_KEY,
    timeoutMs: 15_000, // generous: these tests share a busy machine; timeouts are tested on purpose below
    ...extra,
  });
}

async function rpc(net: Devnet, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(net.url, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

async function followingOf(net: Devnet, follower: string): Promise<string[]> {
  const entries = (await rpc(net, 'condenser_api.get_following', [follower, '', 'blog', 100])) as {
    following: string;
  }[];
  return entries.map((entry) => entry.following);
}

/** Ids of the included transactions whose operations mention `marker`. */
function includedWith(net: Devnet, marker: string): string[] {
  const ids: string[] = [];
  for (let n = 1; n <= net.chain.head.block_num; n++) {
    for (const included of net.chain.blocks.block(n)?.transactions ?? []) {
      if (JSON.stringify(included.transaction.operations).includes(marker)) ids.push(included.id);
    }
  }
  return ids;
}

/** A follow whose json carries `marker`, so the test can find its transactions on chain. */
const markedFollow = (marker: string): Operation => [
  'custom_json',
  {
    required_auths: [],
    required_posting_auths: ['alice'],
    id: 'follow',
    json: JSON.stringify([
      'follow',
      { follower: 'alice', following: 'bob', what: ['blog'], marker },
    ]),
  },
];

chainClientContract('DhiveChainClient on the dev chain', async () => {
  const net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
  return {
    client: clientOn(net),
    prefix: net.addressPrefix,
    following: (name) => followingOf(net, name),
    close: () => net.close(),
  };
});

describe('DhiveChainClient', () => {
  let net: Devnet;
  const proxies: RpcProxy[] = [];
  beforeEach(async () => {
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
  });
  afterEach(async () => {
    await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
    await net.close();
  });
  async function proxy(): Promise<RpcProxy> {
    const started = await startRpcProxy(net.url);
    proxies.push(started);
    return started;
  }

  describe('failover', () => {
    it('reads and broadcasts through the next node when the first refuses connections', async () => {
      const client = clientOn(net, [await deadUrl(), net.url]);
      expect((await client.getAccounts(['alice'])).map((a) => a.name)).to.deep.equal(['alice']);
      const receipt = await client.broadcast([markedFollow('failover')]);
      expect(includedWith(net, 'failover')).to.deep.equal([receipt.id]);
    });

    it('resends the SAME transaction to the next node when the first cut the answer after applying it', async () => {
      const first = await proxy();
      first.broadcasts = 'drop';
      const receipt = await clientOn(net, [first.url, net.url]).broadcast([
        markedFollow('dropped'),
      ]);
      expect(first.methods.filter((m) => m.includes('broadcast'))).to.have.length(1);
      expect(includedWith(net, 'dropped'), 'applied exactly once').to.deep.equal([receipt.id]);
    });

    it('goes on to the next node when one answers hived\'s "Could not find API" (-32002): it ran nothing', async () => {
      const first = await proxy();
      first.broadcasts = 'no-api';
      const receipt = await clientOn(net, [first.url, net.url]).broadcast([markedFollow('no-api')]);
      expect(first.methods.filter((m) => m.includes('broadcast'))).to.have.length(1);
      expect(includedWith(net, 'no-api')).to.deep.equal([receipt.id]);
    });

    it('gives up on a node that does not answer within the timeout, without re-signing', async () => {
      const first = await proxy();
      first.broadcasts = 'hang';
      const client = clientOn(net, [first.url, net.url], { timeoutMs: 1500 });
      const receipt = await client.broadcast([markedFollow('hung')]);
      expect(includedWith(net, 'hung')).to.deep.equal([receipt.id]);
    });

    it('prefers the node that answered last', async () => {
      const [first, second] = [await proxy(), await proxy()];
      first.broadcasts = 'drop';
      const client = clientOn(net, [first.url, second.url]);
      await client.broadcast([markedFollow('one')]);
      first.methods.length = 0;
      await client.broadcast([markedFollow('two')]);
      expect(first.methods).to.deep.equal([]);
    });
  });

  describe('ambiguous outcomes', () => {
    it('looks the transaction up after the only node applied it and dropped the answer (drop_after_apply)', async () => {
      net.faults.set({ mode: 'drop_after_apply' });
      const client = clientOn(net);
      const receipt = await client.broadcast([markedFollow('drop-after-apply')]);
      const included = includedWith(net, 'drop-after-apply');
      expect(included, 'applied exactly once, never re-signed').to.deep.equal([receipt.id]);
      expect(receipt.block_num).to.equal(net.chain.blocks.transaction(receipt.id)?.block_num);
    });

    it('reports an unknown outcome with the id to look up, rather than guessing or re-signing', async () => {
      const client = clientOn(net);
      await client.broadcast([markedFollow('warm-up')]); // caches the head block, so only the broadcast meets the fault
      net.faults.set({ mode: 'garbage' });
      const error = await client.broadcast([markedFollow('garbled')]).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ChainUnavailable);
      const raw = (error as ChainUnavailable).raw as { transaction_id: string; expiration: string };
      expect(raw.transaction_id).to.match(/^[0-9a-f]{40}$/);
      expect((error as Error).message)
        .to.contain(raw.transaction_id)
        .and.contain('Look it up');
      expect(includedWith(net, 'garbled')).to.deep.equal([]);
    });

    it('says nothing was broadcast when no node could be connected to', async () => {
      const only = await proxy();
      const client = clientOn(net, [only.url], { now: () => 0 }); // the head block stays cached
      await client.broadcast([markedFollow('warm-up')]);
      await only.close();
      const error = await client.broadcast([markedFollow('unsent')]).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ChainUnavailable);
      expect((error as Error).message, JSON.stringify((error as ChainUnavailable).raw)).to.contain(
        'was not broadcast',
      );
    });

    it('names a node by its host alone in what it reports, never the credentials or key in its address', async () => {
      const only = await proxy();
      const { host } = new URL(only.url);
      const url = `http://user:secret-pass@${host}/?api_key=secret-key`;
      const client = clientOn(net, [url], { now: () => 0 }); // the head block stays cached
      await client.broadcast([markedFollow('warm-up')]);
      await only.close();
      const unsent = (await client
        .broadcast([markedFollow('unsent')])
        .catch((e: unknown) => e)) as ChainUnavailable;
      const unread = (await clientOn(net, [url])
        .getAccounts(['alice'])
        .catch((e: unknown) => e)) as ChainUnavailable;
      for (const error of [unsent, unread]) {
        expect(error).to.be.instanceOf(ChainUnavailable);
        const reported = `${error.message} ${JSON.stringify(error.raw)}`;
        expect(reported).to.contain(host);
        expect(reported).to.not.match(/secret|user/);
      }
    });

    it('rejects reads with ChainUnavailable when no node answers', async () => {
      const client = clientOn(net, [await deadUrl()], { timeoutMs: 300 });
      expect(await client.getAccounts(['alice']).catch((e: unknown) => e)).to.be.instanceOf(
        ChainUnavailable,
      );
      expect(await client.broadcast([markedFollow('x')]).catch((e: unknown) => e)).to.be.instanceOf(
        ChainUnavailable,
      );
      expect(await client.blocks(1, 3).catch((e: unknown) => e)).to.be.instanceOf(ChainUnavailable);
    });
  });

  describe('refusals', () => {
    it('maps a node refusal to ChainRefused with the node message and its raw JSON-RPC error', async () => {
      const error = await clientOn(net)
        .broadcast([['vote', { voter: 'bob', author: 'alice', permlink: 'none', weight: 100 }]])
        .catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ChainRefused);
      const raw = (error as ChainRefused).raw as { code: number; message: string };
      expect(raw.code).to.be.a('number');
      expect(raw.message).to.equal((error as Error).message);
    });

    it('is refused by the chain when the user has not granted the app (the chain checks authority too)', async () => {
      const error = await clientOn(net)
        .broadcast([
          [
            'custom_json',
            {
              required_auths: [],
              required_posting_auths: ['bob'],
              id: 'follow',
              json: '["follow",{"follower":"bob","following":"alice","what":["blog"]}]',
            },
          ],
        ])
        .catch((e: unknown) => e);
      expect(error).to.be.instanceOf(ChainRefused);
      expect((error as Error).message).to.match(/Missing Posting Authority/i);
    });
  });

  describe('round trips', () => {
    it('shares one get_accounts call between repeated and concurrent reads, for cacheMs', async () => {
      const counting = await proxy();
      let now = 1_000_000;
      const client = clientOn(net, [counting.url], { cacheMs: 3000, now: () => now });
      await Promise.all([
        client.getAccounts(['alice', 'demo-app']),
        client.getAccounts(['alice', 'demo-app']),
      ]);
      await client.getAccounts(['demo-app']);
      expect(counting.methods).to.deep.equal(['condenser_api.get_accounts']);
      await client.getAccounts(['alice', 'bob']);
      expect(counting.methods, 'only the uncached name is fetched').to.have.length(2);
      now += 3000;
      await client.getAccounts(['alice']);
      expect(counting.methods).to.have.length(3);
    });

    it("keepFetched: false answers a cached record and keeps it, and caches nothing it fetched (the block follower's reads)", async () => {
      const counting = await proxy();
      const client = clientOn(net, [counting.url], { cacheMs: 3000, now: () => 1_000_000 });
      await client.getAccounts(['alice']);
      await client.getAccounts(['alice', 'bob'], { keepFetched: false });
      expect(counting.methods, 'alice from the cache, bob fetched').to.have.length(2);
      await client.getAccounts(['alice']);
      expect(counting.methods, 'alice still cached').to.have.length(2);
      await client.getAccounts(['bob']);
      expect(counting.methods, 'bob was not left in the cache').to.have.length(3);
    });

    it('does not cache a failed read', async () => {
      const client = clientOn(net, [net.url], { timeoutMs: 300 });
      net.faults.set({ mode: 'http500' });
      await client.getAccounts(['alice']).catch(() => undefined);
      net.faults.reset();
      expect(await client.getAccounts(['alice'])).to.have.length(1);
    });

    it('needs one round trip per broadcast while the head block is cached', async () => {
      const counting = await proxy();
      const client = clientOn(net, [counting.url]);
      await client.broadcast([markedFollow('a')]);
      await client.broadcast([markedFollow('b')]);
      expect(counting.methods).to.deep.equal([
        'condenser_api.get_dynamic_global_properties',
        'condenser_api.broadcast_transaction_synchronous',
        'condenser_api.broadcast_transaction_synchronous',
      ]);
    });

    it('reads a round of blocks in one JSON-RPC batch, and one block a call from nodes that take no batch (issue 43 §1)', async () => {
      for (const marker of ['a', 'b', 'c']) await clientOn(net).broadcast([markedFollow(marker)]);
      const counting = await proxy();
      const client = clientOn(net, [counting.url]);
      const head = await client.headBlock();
      expect((await client.blocks(head - 2, 3)).map((block) => block.num)).to.deep.equal([
        head - 2,
        head - 1,
        head,
      ]);
      expect(counting.methods.slice(1)).to.deep.equal(['batch of 3: condenser_api.get_block']);

      counting.batches = 'refuse';
      counting.methods.length = 0;
      expect((await client.blocks(head - 2, 3)).map((block) => block.num)).to.deep.equal([
        head - 2,
      ]);
      expect((await client.blocks(head - 1, 2)).map((block) => block.num)).to.deep.equal([
        head - 1,
      ]);
      expect(counting.methods).to.deep.equal([
        'batch of 3: condenser_api.get_block',
        'condenser_api.get_block',
        'condenser_api.get_block',
      ]);
    });

    it('reads one block a call once a batch answer is over the answer limit (HIVE_NODE_ANSWER_LIMIT)', async () => {
      for (const marker of ['d', 'e', 'f']) await clientOn(net).broadcast([markedFollow(marker)]);
      const head = await clientOn(net).headBlock();
      const sizes = await Promise.all(
        [head - 2, head - 1, head].map(async (num) => {
          const body = JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'condenser_api.get_block',
            params: [num],
          });
          const response = await fetch(net.url, { method: 'POST', body });
          return (await response.arrayBuffer()).byteLength;
        }),
      );
      // Room for any one block's answer, not for the three in one batch.
      const answerLimit = Math.max(...sizes) + 64;
      expect(sizes.reduce((sum, size) => sum + size)).to.be.above(answerLimit);
      const counting = await proxy();
      const client = clientOn(net, [counting.url], { answerLimit });
      expect((await client.blocks(head - 2, 3)).map((block) => block.num)).to.deep.equal([
        head - 2,
      ]);
      expect((await client.blocks(head - 1, 2)).map((block) => block.num)).to.deep.equal([
        head - 1,
      ]);
      expect(counting.methods).to.deep.equal([
        'batch of 3: condenser_api.get_block',
        'condenser_api.get_block',
        'condenser_api.get_block',
      ]);
    });

    it('asks for at most BLOCKS_PER_REQUEST blocks in one request', async () => {
      const counting = await proxy();
      await clientOn(net, [counting.url]).blocks(1, BLOCKS_PER_REQUEST + 10);
      expect(counting.methods).to.deep.equal([
        `batch of ${BLOCKS_PER_REQUEST}: condenser_api.get_block`,
      ]);
    });

    it('refuses a posting key that is not a WIF at construction', () => {
      expect(() => clientOn(net, [net.url], { servicePostingKey: 'nope' })).to.throw(
        'not a valid WIF',
      );
    });
  });
});
