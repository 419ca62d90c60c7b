import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { keyOf } from '../support/builders';
import { signInOverApi } from '../support/apiSignIn';
import { startDevnetService, type DevnetService } from '../support/devnetService';

/**
 * Issue 54 §6, over HTTP on the dev chain: a node in HIVE_NODES that lies about alice's keys
 * (it answers mallory's key as her posting key) signs nobody in as alice while a second node
 * must agree; with HIVE_NODES_AGREE=off its one word is enough, which is the door this closes.
 */
describe('e2e: two nodes agree before a key decides (issue 54 §6)', function () {
  this.timeout(120_000);
  const mallory = keyOf('mallory');
  const liar = lyingNode(mallory.createPublic('STM').toString());
  const worlds: DevnetService[] = [];
  // The liar is asked first: it is the node a sign-in's reads prefer.
  const world = (env: Record<string, string> = {}) =>
    startDevnetService((net) => {
      liar.target = net.url;
      return { HIVE_NODES: `${liar.url},${net.url}`, ...env };
    }).then((started) => (worlds.push(started), started));

  before(() => liar.listening);
  after(async () => {
    for (const started of worlds) await started.close();
    await new Promise((resolve) => liar.server.close(resolve));
  });

  const signIn = (at: DevnetService, username: string, key = keyOf(username)) =>
    signInOverApi(at.url, username, key);

  it("signs carol in when both nodes agree on her keys, and refuses mallory's key for her", async () => {
    const at = await world();
    const carol = await signIn(at, 'carol');
    expect(carol.status, JSON.stringify(carol.body)).to.equal(200);
    expect(liar.asked).to.include('carol');
    const stranger = await signIn(at, 'carol', mallory);
    expect(stranger.status).to.equal(401);
    expect(stranger.body.error).to.equal('invalid_grant');
  });

  it('refuses a key only the lying node vouches for: 503 with a short Retry-After, never a sign-in', async () => {
    const at = await world();
    const forged = await signIn(at, 'alice', mallory);
    expect(forged.status, JSON.stringify(forged.body)).to.equal(503);
    expect(forged.body.error).to.equal('unavailable');
    expect(forged.body.error_description).to.include(
      'The Hive nodes do not agree on the keys of @alice',
    );
    expect(forged.headers.get('retry-after')).to.equal('3');
    // Alice herself is refused too while the node her reads prefer lies about her: a lying node
    // can keep an account out, never let another key in.
    expect((await signIn(at, 'alice')).status).to.equal(401);
  });

  it("with HIVE_NODES_AGREE=off the first node's word decides: the lie signs mallory in as alice", async () => {
    const at = await world({ HIVE_NODES_AGREE: 'off' });
    const forged = await signIn(at, 'alice', mallory);
    expect(forged.status, JSON.stringify(forged.body)).to.equal(200);
    expect(forged.body.username).to.equal('alice');
  });
});

/** A JSON-RPC node in front of `target` that answers `liarKey` as alice's posting key. */
function lyingNode(liarKey: string) {
  const node = {
    target: '',
    url: '',
    asked: [] as string[],
    server: undefined as unknown as Server,
    listening: undefined as unknown as Promise<void>,
  };
  node.server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const forwarded = await fetch(node.target, { method: 'POST', body });
        const answer = (await forwarded.json()) as { result?: unknown };
        const call = JSON.parse(body) as { method?: string; params?: unknown };
        if (call.method === 'condenser_api.get_accounts' && Array.isArray(answer.result))
          for (const account of answer.result as {
            name: string;
            posting: { key_auths: [string, number][] };
          }[]) {
            node.asked.push(account.name);
            if (account.name === 'alice') account.posting.key_auths = [[liarKey, 1]];
          }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
      })();
    });
  });
  node.listening = new Promise<void>((resolve) =>
    node.server.listen(0, '127.0.0.1', () => {
      node.url = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
  return node;
}
