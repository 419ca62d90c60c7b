import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { callRpc } from '../../adapters/chain/jsonRpc';
import { freeConnections, MAX_FREE_PER_NODE } from '../../adapters/chain/nodeConnections';
import { RpcTransportFailure } from '../../adapters/chain/rpcErrors';

const FIXTURES = join(__dirname, 'fixtures');
const CERT = join(FIXTURES, 'localhost-cert.pem');

/** Answers every JSON-RPC call with `result: 'ok'` after `hold` resolves; its sockets keep no process alive. */
async function node(
  answer: (response: ServerResponse, body: string, request: IncomingMessage) => void = (
    response,
    body,
  ) =>
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: 'ok' })),
  make: (listener: (q: IncomingMessage, r: ServerResponse) => void) => Server = createServer,
) {
  const sockets: Socket[] = [];
  const server = make((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => answer(response, body, request));
  });
  server.on('connection', (socket: Socket) => sockets.push(socket.unref()));
  server.on('secureConnection', (socket: Socket) => socket.unref());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    sockets,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Turns of the event loop until `done`, at most `turns`. */
async function until(done: () => boolean, turns = 1000): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
}

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as RpcTransportFailure,
  );

describe('nodeConnections: kept HTTP/1.1 connections to the nodes', () => {
  it(`keeps at most ${MAX_FREE_PER_NODE} free connections per node`, async () => {
    const rpc = await node();
    try {
      const calls = MAX_FREE_PER_NODE + 4;
      await Promise.all(
        Array.from({ length: calls }, () => callRpc(rpc.url, 'condenser_api.get_config', [], 5000)),
      );
      expect(rpc.sockets).to.have.length(calls);
      expect(freeConnections(rpc.url)).to.equal(MAX_FREE_PER_NODE);
      await until(
        () => rpc.sockets.filter((socket) => !socket.destroyed).length === MAX_FREE_PER_NODE,
      );
      expect(rpc.sockets.filter((socket) => !socket.destroyed)).to.have.length(MAX_FREE_PER_NODE);
    } finally {
      await rpc.close();
    }
  });

  /** One call leaves a free connection; `end` ends it from the node's side; the next call connects anew. */
  async function endedWhileFree(end: (socket: Socket) => void): Promise<void> {
    const rpc = await node();
    try {
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], 5000)).to.equal('ok');
      expect(freeConnections(rpc.url)).to.equal(1);
      end(rpc.sockets[0]);
      await until(() => freeConnections(rpc.url) === 0);
      expect(freeConnections(rpc.url)).to.equal(0);
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], 5000)).to.equal('ok');
      expect(rpc.sockets).to.have.length(2);
    } finally {
      await rpc.close();
    }
  }

  it('forgets a free connection the node closed, and connects anew for the next call', () =>
    endedWhileFree((socket) => socket.destroy()));

  it('closes a free connection the node sends unasked bytes on: it is out of step', () =>
    endedWhileFree((socket) => socket.write('HTTP/1.1 200 OK\r\n')));

  it('keeps no connection the node closes after its answer (Connection: close)', async () => {
    const rpc = await node((response, body) =>
      response
        .writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: 'ok' })),
    );
    try {
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], 5000)).to.equal('ok');
      expect(freeConnections(rpc.url)).to.equal(0);
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], 5000)).to.equal('ok');
      expect(rpc.sockets).to.have.length(2);
    } finally {
      await rpc.close();
    }
  });

  it("sends a node address's user and password as Basic authorization, and its path", async () => {
    const seen: (string | undefined)[] = [];
    const rpc = await node((response, body, request) => {
      seen.push(request.headers.authorization, request.url);
      response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: 'ok' }));
    });
    try {
      const url = `http://user:p%40ss@127.0.0.1:${rpc.port}/rpc?v=1`;
      expect(await callRpc(url, 'condenser_api.get_config', [], 5000)).to.equal('ok');
      expect(seen).to.deep.equal([
        `Basic ${Buffer.from('user:p@ss').toString('base64')}`,
        '/rpc?v=1',
      ]);
    } finally {
      await rpc.close();
    }
  });

  it('keeps no process alive with its free connections', async () => {
    const rpc = await node();
    try {
      const before = process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;
      await callRpc(rpc.url, 'condenser_api.get_config', [], 5000);
      expect(freeConnections(rpc.url)).to.equal(1);
      const after = process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;
      expect(after).to.equal(before);
    } finally {
      await rpc.close();
    }
  });

  it('reads a malformed answer as a transport failure that may have been delivered', async () => {
    const rpc = await node((response) => response.socket?.end('SSH-2.0-OpenSSH\r\n\r\n'));
    try {
      const failure = await failureOf(callRpc(rpc.url, 'condenser_api.get_config', [], 5000));
      expect(failure).to.be.instanceOf(RpcTransportFailure);
      expect(failure).to.include({ maybeDelivered: true, staleConnection: false });
      expect(failure?.message).to.match(/malformed HTTP response/);
    } finally {
      await rpc.close();
    }
  });

  describe('over TLS', () => {
    const tlsNode = () =>
      node(undefined, (listener) =>
        createHttpsServer(
          { key: readFileSync(join(FIXTURES, 'localhost-key.pem')), cert: readFileSync(CERT) },
          listener,
        ),
      );

    it('calls a node over https, checking its certificate for the host name', async () => {
      const rpc = await tlsNode();
      try {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [
            '--require',
            'tsx/cjs',
            join(FIXTURES, 'callOverHttps.ts'),
            `https://localhost:${rpc.port}`,
          ],
          { env: { ...process.env, NODE_EXTRA_CA_CERTS: CERT } },
        );
        expect(stdout).to.equal('"ok"');
      } finally {
        await rpc.close();
      }
    });

    it('sends nothing before the handshake ends: a timeout then is not delivered', async () => {
      // Takes the TCP connection, reads the handshake and never answers it.
      const silent = createTcpServer((socket) => void socket.unref().resume());
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      try {
        const failure = await failureOf(
          callRpc(`https://localhost:${port}`, 'condenser_api.get_config', [], 200),
        );
        expect(failure).to.be.instanceOf(RpcTransportFailure);
        expect(failure).to.include({ maybeDelivered: false, message: 'no answer within 200 ms' });
      } finally {
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    });

    it('sends nothing to a node whose certificate is not trusted: not delivered', async () => {
      const rpc = await tlsNode();
      try {
        const failure = await failureOf(
          callRpc(`https://localhost:${rpc.port}`, 'condenser_api.get_config', [], 5000),
        );
        expect(failure).to.be.instanceOf(RpcTransportFailure);
        expect(failure).to.include({ maybeDelivered: false });
      } finally {
        await rpc.close();
      }
    });
  });
});
