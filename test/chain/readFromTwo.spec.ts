import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChainUnavailable } from '../../core/ports/ChainClient';
import { RpcNodes } from '../../adapters/chain/RpcNodes';

/** RpcNodes.readFromTwo (issue 54 §6): two different nodes answer, each asked once. */
describe('RpcNodes.readFromTwo: the same read from two different nodes', () => {
  const servers: Server[] = [];
  /** A node answering `result` to any call (or, `down`, a proxy's error page), counting its calls. */
  async function node(result: unknown, down = false) {
    const seen = { calls: 0, url: '' };
    const server = createServer((request, response) => {
      seen.calls += 1;
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { id } = JSON.parse(body) as { id: unknown };
        if (down)
          return void response
            .writeHead(502, { 'Content-Type': 'text/html' })
            .end('<html><body>502 Bad Gateway</body></html>');
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id, result }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    seen.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return seen;
  }
  after(() => servers.forEach((server) => server.close()));

  it("answers the preferred two nodes' answers, in order, asking no third", async () => {
    const [a, b, c] = [await node('a'), await node('b'), await node('c')];
    const nodes = new RpcNodes([a.url, b.url, c.url], 2000);
    expect(await nodes.readFromTwo('m', [])).to.deep.equal(['a', 'b']);
    expect([a.calls, b.calls, c.calls]).to.deep.equal([1, 1, 0]);
  });

  it('asks the next node in place of one that fails', async () => {
    const [a, down, c] = [await node('a'), await node(null, true), await node('c')];
    const nodes = new RpcNodes([a.url, down.url, c.url], 2000);
    expect(await nodes.readFromTwo('m', [])).to.deep.equal(['a', 'c']);
    expect([a.calls, down.calls, c.calls]).to.deep.equal([1, 1, 1]);
  });

  it('rejects with ChainUnavailable when fewer than two answer, naming nodes by host only', async () => {
    const [a, down] = [await node('a'), await node(null, true)];
    const nodes = new RpcNodes([a.url, down.url.replace('http://', 'http://user:secret@')], 2000);
    const refused = await nodes.readFromTwo('m', []).then(
      () => expect.fail('two nodes did not answer'),
      (error: unknown) => error,
    );
    expect(refused).to.be.instanceOf(ChainUnavailable);
    expect((refused as Error).message)
      .to.include('Fewer than two Hive nodes answered m')
      .and.not.include('secret');
    const alone = new RpcNodes([a.url], 2000);
    await alone.readFromTwo('m', []).then(
      () => expect.fail('one node is not two'),
      (error: unknown) => expect(error).to.be.instanceOf(ChainUnavailable),
    );
  });
});
