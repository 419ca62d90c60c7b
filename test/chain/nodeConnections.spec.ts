import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { callRpc } from '../../adapters/chain/jsonRpc';
import { MAX_CONNECTIONS_PER_NODE } from '../../adapters/chain/nodeConnections';
import { RpcTransportFailure } from '../../adapters/chain/rpcErrors';
import { within } from './nodeLimits';
import { deadUrl } from './rpcProxy';

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

describe('nodeConnections: the nodes over undici, kept-alive', () => {
  it(`opens at most ${MAX_CONNECTIONS_PER_NODE} connections per address; more calls wait for one`, async () => {
    const rpc = await node((response, body) => {
      // Holds every answer until the calls that can be in flight are: the pool is full.
      setImmediate(() =>
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: 'ok' })),
      );
    });
    try {
      const calls = MAX_CONNECTIONS_PER_NODE + 4;
      const results = await Promise.all(
        Array.from({ length: calls }, () =>
          callRpc(rpc.url, 'condenser_api.get_config', [], within(10_000)),
        ),
      );
      expect(results.every((result) => result === 'ok')).to.equal(true);
      expect(rpc.sockets.length).to.be.within(2, MAX_CONNECTIONS_PER_NODE);
    } finally {
      await rpc.close();
    }
  });

  /** One call leaves a free connection; `end` ends it from the node's side; the next call connects anew. */
  async function endedWhileFree(end: (socket: Socket) => void): Promise<void> {
    const rpc = await node();
    try {
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
      end(rpc.sockets[0]);
      await until(() => rpc.sockets[0].destroyed);
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
      expect(rpc.sockets).to.have.length(2);
    } finally {
      await rpc.close();
    }
  }

  it('forgets a free connection the node closed, and connects anew for the next call', () =>
    endedWhileFree((socket) => socket.destroy()));

  it('closes a free connection the node sends unasked bytes on: it is out of step', () =>
    endedWhileFree((socket) => socket.end('HTTP/1.1 200 OK\r\n')));

  it('keeps no connection the node closes after its answer (Connection: close)', async () => {
    const rpc = await node((response, body) =>
      response
        .writeHead(200, { 'Content-Type': 'application/json', Connection: 'close' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: JSON.parse(body).id, result: 'ok' })),
    );
    try {
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
      await new Promise((resolve) => setImmediate(resolve));
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
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
      expect(await callRpc(url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
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
      const sockets = () =>
        process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;
      const before = sockets();
      await callRpc(rpc.url, 'condenser_api.get_config', [], within(5000));
      await new Promise((resolve) => setImmediate(resolve)); // undici frees it a turn after its answer
      expect(rpc.sockets.filter((socket) => !socket.destroyed)).to.have.length(1);
      expect(sockets()).to.equal(before);
    } finally {
      await rpc.close();
    }
  });

  it('reads a malformed answer as a transport failure that may have been delivered', async () => {
    const rpc = await node((response) => response.socket?.end('SSH-2.0-OpenSSH\r\n\r\n'));
    try {
      const failure = await failureOf(
        callRpc(rpc.url, 'condenser_api.get_config', [], within(5000)),
      );
      expect(failure).to.be.instanceOf(RpcTransportFailure);
      expect(failure).to.include({ maybeDelivered: true, staleConnection: false });
      expect(failure?.message).to.match(/^HTTPParserError: /); // llhttp's
    } finally {
      await rpc.close();
    }
  });

  it('sends nothing to a node that refuses the connection: not delivered', async () => {
    const failure = await failureOf(
      callRpc(await deadUrl(), 'condenser_api.get_config', [], within(5000)),
    );
    expect(failure).to.be.instanceOf(RpcTransportFailure);
    expect(failure).to.include({ maybeDelivered: false, message: 'ECONNREFUSED' });
  });

  it('sends nothing to a node whose name does not resolve: not delivered', async () => {
    const failure = await failureOf(
      callRpc('http://no-such-node.invalid', 'condenser_api.get_config', [], within(5000)),
    );
    expect(failure).to.be.instanceOf(RpcTransportFailure);
    expect(failure).to.include({ maybeDelivered: false });
    expect(failure?.message).to.match(/^(ENOTFOUND|EAI_AGAIN)$/);
  });

  it('sends nothing while every connection is taken: a timeout then is not delivered, and never sent later', async () => {
    const held: { response: ServerResponse; id: number }[] = [];
    const methods: string[] = [];
    const rpc = await node((response, body) => {
      const { id, method } = JSON.parse(body) as { id: number; method: string };
      methods.push(method);
      if (held.length < MAX_CONNECTIONS_PER_NODE) return void held.push({ response, id });
      response.end(JSON.stringify({ jsonrpc: '2.0', id, result: 'ok' }));
    });
    try {
      const holding = Array.from({ length: MAX_CONNECTIONS_PER_NODE }, () =>
        callRpc(rpc.url, 'condenser_api.get_config', [], within(10_000)),
      );
      await until(() => held.length === MAX_CONNECTIONS_PER_NODE, 100_000);
      const waiting = await failureOf(
        callRpc(rpc.url, 'condenser_api.broadcast_transaction', [], within(100)),
      );
      expect(waiting).to.include({ maybeDelivered: false, message: 'no answer within 100 ms' });
      for (const { response, id } of held)
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: 'ok' }));
      expect(new Set(await Promise.all(holding))).to.deep.equal(new Set(['ok']));
      // A call after it: the one that timed out, queued before, would have gone out first.
      expect(await callRpc(rpc.url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
      expect(methods).to.not.include('condenser_api.broadcast_transaction');
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
      const taken: Socket[] = [];
      const silent = createTcpServer((socket) => void taken.push(socket.unref().resume()));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      try {
        const failure = await failureOf(
          callRpc(`https://localhost:${port}`, 'condenser_api.get_config', [], within(200)),
        );
        expect(failure).to.be.instanceOf(RpcTransportFailure);
        expect(failure).to.include({ maybeDelivered: false, message: 'no answer within 200 ms' });
      } finally {
        for (const socket of taken) socket.destroy();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    });

    it('sends nothing to a node whose certificate is not trusted: not delivered', async () => {
      const rpc = await tlsNode();
      try {
        const failure = await failureOf(
          callRpc(`https://localhost:${rpc.port}`, 'condenser_api.get_config', [], within(5000)),
        );
        expect(failure).to.be.instanceOf(RpcTransportFailure);
        expect(failure).to.include({ maybeDelivered: false });
      } finally {
        await rpc.close();
      }
    });
  });
});
