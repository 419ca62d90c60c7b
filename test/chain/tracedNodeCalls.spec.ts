import { expect } from 'chai';
import type { SignedTransaction } from '@hiveio/dhive';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { RpcNodes } from '../../adapters/chain/RpcNodes';
import { TransactionSender } from '../../adapters/chain/TransactionSender';
import type { ClientSpan, Tracing } from '../../adapters/ops/Tracing';
import type { SpanAttributes } from '../../core/ports/Tracer';

/** Each client span a RpcNodes made: its name, attributes (those set later merged in), headers. */
interface Recorded {
  name: string;
  attributes: Record<string, string | number | boolean>;
  headers: Record<string, string>;
}

/** A Tracing that records client spans, each with a traceparent of its own to send. */
function recordingTracing(): Tracing & { spans: Recorded[] } {
  const spans: Recorded[] = [];
  const run = <T>(fn: () => T) => fn();
  return {
    spans,
    inSpan: (_name, _attributes, fn) => run(() => fn({ set() {}, event() {} })),
    inRequestSpan: (_headers, _name, _attributes, fn) =>
      run(() => fn({ set() {}, event() {}, rename() {} })),
    inClientSpan<T>(name: string, attributes: SpanAttributes, fn: (span: ClientSpan) => T): T {
      const recorded: Recorded = {
        name,
        attributes: { ...attributes },
        headers: {
          traceparent: `00-${'a'.repeat(32)}-${String(spans.length + 1).padStart(16, '0')}-01`,
        },
      };
      spans.push(recorded);
      return fn({
        headers: recorded.headers,
        set: (more) => Object.assign(recorded.attributes, more),
        event() {},
      });
    },
    traceId: () => undefined,
    shutdown: async () => {},
  };
}

/** A node answering every JSON-RPC call with `result`, keeping each request's headers. */
async function answeringNode(result: unknown) {
  const headers: IncomingHttpHeaders[] = [];
  const server = createHttpServer((req, res) => {
    headers.push(req.headers);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ jsonrpc: '2.0', id, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    headers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A node that reads the request, then closes the connection without a word: maybe delivered. */
async function silentNode() {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on (a port just freed): not delivered. */
async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

const TRANSACTION = {
  ref_block_num: 1,
  ref_block_prefix: 2,
  expiration: '2030-01-01T00:00:00',
  operations: [],
  extensions: [],
  signatures: ['1f'.padEnd(130, '0')],
} as SignedTransaction;

/** Issue 58: what the span of each Hive node call says, and that the node receives it. */
describe('chain: a node call in a span of its own (RpcNodes with tracing)', () => {
  it('a read failing over: one span per node, attempt and failover, the outcome, the host alone; each node gets its span as traceparent', async () => {
    const good = await answeringNode({ head_block_number: 7 });
    const dead = await deadAddress();
    try {
      const tracing = recordingTracing();
      // Credentials, a path and a query in the first address: the span names the host alone.
      const withSecrets = dead.replace('http://', 'http://user:node-password@') + '/rpc?key=k3y';
      const nodes = new RpcNodes([withSecrets, good.url], 2000, undefined, undefined, tracing);
      expect(await nodes.read('condenser_api.get_dynamic_global_properties', [])).to.deep.equal({
        head_block_number: 7,
      });
      const [first, second] = tracing.spans;
      expect(tracing.spans).to.have.length(2);
      expect(first.name).to.equal('jsonrpc condenser_api.get_dynamic_global_properties');
      expect(first.attributes).to.deep.equal({
        'rpc.system': 'jsonrpc',
        'rpc.method': 'condenser_api.get_dynamic_global_properties',
        'server.address': '127.0.0.1',
        'server.port': Number(new URL(dead).port),
        'hive.node.attempt': 1,
        'hive.node.failover': false,
        'hive.outcome': 'not_delivered',
      });
      expect(second.attributes).to.include({
        'server.port': Number(new URL(good.url).port),
        'hive.node.attempt': 2,
        'hive.node.failover': true,
        'hive.outcome': 'delivered',
      });
      expect(good.headers.map((h) => h.traceparent)).to.deep.equal([second.headers.traceparent]);
      // The node's own headers are not displaced by the trace's.
      expect(good.headers[0]['content-type']).to.equal('application/json');
    } finally {
      await good.close();
    }
  });

  it('a broadcast whose first node may have applied it: maybe_delivered, then delivered by the next', async () => {
    const silent = await silentNode();
    const good = await answeringNode({ id: 'x', block_num: 9 });
    try {
      const tracing = recordingTracing();
      const nodes = new RpcNodes([silent.url, good.url], 2000, undefined, undefined, tracing);
      const receipt = await new TransactionSender(nodes).send(TRANSACTION, 'x');
      expect(receipt).to.deep.equal({ id: 'x', block_num: 9 });
      expect(
        tracing.spans.map((s) => [
          s.name,
          s.attributes['hive.node.attempt'],
          s.attributes['hive.outcome'],
        ]),
      ).to.deep.equal([
        ['jsonrpc condenser_api.broadcast_transaction_synchronous', 1, 'maybe_delivered'],
        ['jsonrpc condenser_api.broadcast_transaction_synchronous', 2, 'delivered'],
      ]);
    } finally {
      await silent.close();
      await good.close();
    }
  });

  it('without tracing, sends no traceparent', async () => {
    const good = await answeringNode(1);
    try {
      await new RpcNodes([good.url], 2000).read('x', []);
      expect(good.headers[0]).to.not.have.property('traceparent');
    } finally {
      await good.close();
    }
  });
});
