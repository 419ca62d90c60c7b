import { expect } from 'chai';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignedTransaction } from '@hiveio/dhive';
import { callRpc } from '../../adapters/chain/jsonRpc';
import { RpcNodes } from '../../adapters/chain/RpcNodes';
import { TransactionSender } from '../../adapters/chain/TransactionSender';
import { within } from './nodeLimits';

/**
 * A node that keeps connections alive, then drops the SECOND request of every connection without
 * answering — what a pooled connection looks like when the node closed it idle just as it was
 * reused. `onRequest` answers the others; with `drop` false it drops none.
 */
async function nodeDroppingReusedConnections(
  onRequest: (method: string, body: { id: number }) => unknown,
  drop = true,
) {
  const seen = { requests: 0, connections: 0, dropped: 0, methods: [] as string[] };
  const perSocket = new WeakMap<object, number>();
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const count = (perSocket.get(request.socket) ?? 0) + 1;
    perSocket.set(request.socket, count);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        id: number;
        method: string;
      };
      seen.requests += 1;
      seen.methods.push(body.method);
      if (drop && count === 2) {
        seen.dropped += 1;
        request.socket.destroy();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: body.id,
          ...(onRequest(body.method, body) as object),
        }),
      );
    });
  });
  server.on('connection', () => (seen.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const transaction = {
  ref_block_num: 1,
  ref_block_prefix: 2,
  expiration: '2026-11-21T00:00:00',
  operations: [],
  extensions: [],
  signatures: ['00'],
} as SignedTransaction;

/**
 * undici lends a connection again one turn of the event loop after its answer, once it has read
 * any close the node sent meanwhile (client-h1.js): a call made after this turn reuses it.
 */
const aTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('JSON-RPC over kept-alive connections', () => {
  it('keeps the connection alive between calls: a call a turn after an answer arrives on its connection', async () => {
    const node = await nodeDroppingReusedConnections(() => ({ result: 'ok' }));
    try {
      // The node drops the 2nd request of a connection, so only the 1st reaches it on each one:
      // two successful calls on ONE connection would have needed the node to answer the 2nd.
      expect(await callRpc(node.url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
      await aTurn();
      expect(await callRpc(node.url, 'condenser_api.get_config', [], within(5000))).to.equal('ok');
      expect(node.seen).to.include({ requests: 3, dropped: 1, connections: 2 });
    } finally {
      await node.close();
    }
  });

  it('calls made one after another, with no turn between, alternate over two kept connections at most', async () => {
    const node = await nodeDroppingReusedConnections(() => ({ result: 'ok' }), false);
    try {
      for (let i = 0; i < 10; i++)
        expect(await callRpc(node.url, 'condenser_api.get_config', [], within(5000))).to.equal(
          'ok',
        );
      expect(node.seen.requests).to.equal(10);
      expect(node.seen.connections).to.be.within(1, 2);
    } finally {
      await node.close();
    }
  });

  it('repeats a read once on a fresh connection when the reused one breaks before any answer', async () => {
    const node = await nodeDroppingReusedConnections(() => ({ result: 42 }));
    try {
      await callRpc(node.url, 'condenser_api.get_dynamic_global_properties', [], within(5000));
      await aTurn();
      expect(
        await callRpc(node.url, 'condenser_api.get_dynamic_global_properties', [], within(5000)),
      ).to.equal(42);
    } finally {
      await node.close();
    }
  });

  it('resends a broadcast to the same node, which then says duplicate: delivered, not refused', async () => {
    let broadcasts = 0;
    const node = await nodeDroppingReusedConnections((method) => {
      if (!method.includes('broadcast')) return { result: 'warm' };
      broadcasts += 1;
      // The dropped try (not counted here: it never reaches onRequest) is treated as applied.
      return { error: { code: -32003, message: 'Duplicate transaction check failed' } };
    });
    try {
      await callRpc(node.url, 'condenser_api.get_config', [], within(5000)); // leaves a pooled connection
      await aTurn();
      const receipt = await new TransactionSender(new RpcNodes([node.url], 5000)).send(
        transaction,
        'abc',
      );
      expect(receipt).to.deep.equal({ id: 'abc' });
      expect(broadcasts).to.equal(1);
      expect(node.seen.methods.filter((m) => m.includes('broadcast'))).to.have.length(2);
    } finally {
      await node.close();
    }
  });

  it('resends a broadcast whose kept connection broke on a fresh connection, not on another kept one', async () => {
    let broadcasts = 0;
    const node = await nodeDroppingReusedConnections((method) => {
      if (!method.includes('broadcast')) return { result: 'warm' };
      broadcasts += 1;
      return { result: { block_num: 7 } };
    });
    try {
      // Two calls at once leave two kept connections; the node drops the next request on either.
      await Promise.all([
        callRpc(node.url, 'condenser_api.get_config', [], within(5000)),
        callRpc(node.url, 'condenser_api.get_config', [], within(5000)),
      ]);
      expect(node.seen.connections).to.equal(2);
      await aTurn();
      const receipt = await new TransactionSender(new RpcNodes([node.url], 5000)).send(
        transaction,
        'abc',
      );
      // Dropped on one kept connection, then sent on a new one (undici's Pool lends its first free
      // connection, the broken one, which connects anew): the other kept one would have dropped it
      // too, and the sender would have had to look the outcome up.
      expect(receipt).to.deep.equal({ id: 'abc', block_num: 7 });
      expect(broadcasts).to.equal(1);
      expect(node.seen).to.include({ connections: 3, dropped: 1 });
    } finally {
      await node.close();
    }
  });

  it('does not resend a broadcast inside the RPC call: the failure reaches the caller as a stale connection', async () => {
    const node = await nodeDroppingReusedConnections(() => ({ result: 'ok' }));
    try {
      await callRpc(node.url, 'condenser_api.get_config', [], within(5000));
      await aTurn();
      const failure = await callRpc(
        node.url,
        'condenser_api.broadcast_transaction_synchronous',
        [transaction],
        within(5000),
        false,
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).to.include({
        name: 'RpcTransportFailure',
        maybeDelivered: true,
        staleConnection: true,
      });
      expect(node.seen.requests).to.equal(2);
    } finally {
      await node.close();
    }
  });
});
