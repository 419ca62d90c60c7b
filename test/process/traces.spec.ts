import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf, signMessage } from '../support/builders';
import { startOtlpReceiver, type ReceivedSpan } from '../support/otlpReceiver';
import { serviceEnv, sleep, tempDirs } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { CALLBACK, SECRET } from './signIn';

/** What the test node saw of one JSON-RPC request. */
interface NodeRequest {
  methods: string[];
  traceparent?: string;
  body: string;
}

/**
 * A Hive node of the test's own in front of the dev chain: forwards every JSON-RPC request and
 * keeps each one's methods and `traceparent`.
 */
async function startTestNode(upstream: string) {
  const seen: NodeRequest[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { method: string } | { method: string }[];
      const methods = (Array.isArray(parsed) ? parsed : [parsed]).map((call) => call.method);
      const traceparent = req.headers.traceparent;
      seen.push({
        methods,
        traceparent: typeof traceparent === 'string' ? traceparent : undefined,
        body,
      });
      fetch(upstream, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
        .then(async (answer) => res.writeHead(answer.status).end(await answer.text()))
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A caller's W3C trace context: its trace id, its span id, and the header carrying them. */
function aCaller() {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

const marked = (mark: string) => [
  'custom_json',
  {
    required_auths: [],
    required_posting_auths: ['alice'],
    id: 'hivegate-traces-test',
    json: JSON.stringify({ mark }),
  },
];

/**
 * Issue 58's proof: the service (`npm start`) pointed at a local OTLP/HTTP receiver, in each
 * encoding, exports the spans of a sign-in and of a broadcast sent with a `traceparent`, in the
 * caller's trace: the route, the use case, the node call with the node's host. The node received
 * that trace in its own `traceparent`; the log lines carry the trace id; no span holds a token,
 * key, secret, signature, challenge or node credential.
 */
for (const protocol of ['http/json', 'http/protobuf'] as const) {
  describe(`process: traces over OTLP ${protocol}`, function () {
    this.timeout(120_000);
    let net: Devnet;
    let node: Awaited<ReturnType<typeof startTestNode>>;
    let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
    let service: ServiceProcess;
    const dirs = tempDirs('hivegate-traces-');
    const signIn = aCaller();
    const broadcast = aCaller();
    const forged = aCaller();
    /** A caller that did not sample its trace (flags 00). */
    const unsampled = aCaller();
    const unsampledParent = `00-${unsampled.traceId}-${unsampled.spanId}-00`;
    /** Everything no span may contain. */
    const secrets: string[] = ['nodeuser', 'nodepass-secret', 'node-query-secret', SECRET];
    let env: Record<string, string>;
    let broadcastAnswer: { status: number; body: any };

    before(async () => {
      net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
      node = await startTestNode(net.url);
      receiver = await startOtlpReceiver();
      env = serviceEnv(net, {
        DATA_DIR: dirs.make(),
        // Credentials, a path and a query: none of it may reach a span, the host alone may.
        HIVE_NODES: `http://nodeuser:nodepass-secret@127.0.0.1:${node.port}/rpc?key=node-query-secret`,
        CHAIN_FOLLOWER: 'off',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
        OTEL_SERVICE_NAME: 'hivegate-traced',
        OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=traces-test',
        OTEL_BSP_SCHEDULE_DELAY: '50',
      });
      secrets.push(env.SERVICE_POSTING_KEY, keyOf('alice').toString());
      service = await startService(env);

      // A sign-in: challenge, the user's signature, authorize, the code for tokens.
      const headers = { traceparent: signIn.traceparent };
      const asked = {
        client_id: 'demo-app',
        redirect_uri: CALLBACK,
        scope: 'vote,comment,custom_json',
      };
      const challenge = await freshRequest(
        service.url,
        'POST',
        '/api/oauth2/challenge',
        { username: 'alice', ...asked },
        headers,
      );
      expect(challenge.status, JSON.stringify(challenge.body)).to.equal(200);
      const signature = signMessage(challenge.body.challenge, keyOf('alice'));
      const authorized = await freshRequest(
        service.url,
        'POST',
        '/api/oauth2/authorize',
        { challenge: challenge.body.challenge, signature, response_type: 'code', ...asked },
        headers,
      );
      expect(authorized.status, JSON.stringify(authorized.body)).to.equal(200);
      const code = new URL(authorized.body.redirect_to).searchParams.get('code')!;
      const tokens = await freshRequest(
        service.url,
        'POST',
        '/api/oauth2/token',
        { code, client_secret: SECRET },
        headers,
      );
      expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
      const { access_token, refresh_token } = tokens.body as Record<string, string>;
      secrets.push(challenge.body.challenge, signature, code, access_token, refresh_token);
      // Each part of a JWT alone (its signature above all) is a secret too.
      for (const token of [access_token, refresh_token])
        secrets.push(...token.split('.').filter((part) => part.length >= 16));

      // First, a broadcast in a trace its caller did not sample: exported before anything waited for below, if at all.
      const unsampledAnswer = await freshRequest(
        service.url,
        'POST',
        '/api/broadcast',
        { operations: [marked(`${protocol} unsampled`)] },
        { Authorization: `Bearer ${access_token}`, traceparent: unsampledParent },
      );
      expect(unsampledAnswer.status, JSON.stringify(unsampledAnswer.body)).to.equal(200);

      broadcastAnswer = await freshRequest(
        service.url,
        'POST',
        '/api/broadcast',
        { operations: [marked(protocol)] },
        { Authorization: `Bearer ${access_token}`, traceparent: broadcast.traceparent },
      );
      expect(broadcastAnswer.status, JSON.stringify(broadcastAnswer.body)).to.equal(200);
      // The transaction's signatures, as the node received them.
      for (const request of node.seen)
        if (request.methods.includes('condenser_api.broadcast_transaction_synchronous'))
          secrets.push(...(JSON.parse(request.body).params[0].signatures as string[]));

      // A forged token: the audit trail's line.
      const altered = `${access_token.slice(0, -4)}AAAA`;
      const refused = await freshRequest(service.url, 'GET', '/api/me', undefined, {
        Authorization: `Bearer ${altered}`,
        traceparent: forged.traceparent,
      });
      expect(refused.status).to.equal(401);
      secrets.push(altered);

      // The batch processor exports every 50 ms; a request's own span ends after its children.
      for (
        let waited = 0;
        !spanNamed(broadcast.traceId, 'GET /api/me', forged.traceId);
        waited += 50
      ) {
        if (waited > 20_000) throw new Error(`spans not received:\n${service.output()}`);
        await sleep(50);
      }
    });
    after(async () => {
      await service?.stop();
      await receiver?.close();
      await node?.close();
      await net?.close();
      dirs.removeAll();
    });

    /** Whether the span `name` of `traceId` arrived (the broadcast's trace checked first). */
    function spanNamed(broadcastTrace: string, name: string, traceId: string): boolean {
      return (
        receiver.spans.some(
          (s) => s.traceId === broadcastTrace && s.name === 'POST /api/broadcast',
        ) && receiver.spans.some((s) => s.traceId === traceId && s.name === name)
      );
    }
    const inTrace = (traceId: string) => receiver.spans.filter((s) => s.traceId === traceId);
    const named = (spans: ReceivedSpan[], name: string) => {
      const found = spans.find((s) => s.name === name);
      expect(found, `${name} among ${spans.map((s) => s.name).join(', ')}`).to.not.equal(undefined);
      return found!;
    };

    it(`is sent in ${protocol}, with the resource from OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES`, () => {
      expect([...receiver.contentTypes]).to.deep.equal([
        protocol === 'http/json' ? 'application/json' : 'application/x-protobuf',
      ]);
      expect(receiver.spans[0].resource).to.include({
        'service.name': 'hivegate-traced',
        'deployment.environment.name': 'traces-test',
      });
    });

    it("continues the caller's trace through a sign-in: routes, use cases, stores, the node's host", () => {
      const spans = inTrace(signIn.traceId);
      const authorize = named(spans, 'POST /api/oauth2/authorize');
      expect(authorize.kind).to.equal(2); // server
      expect(authorize.parentSpanId).to.equal(signIn.spanId);
      expect(authorize.attributes).to.deep.equal({
        'http.request.method': 'POST',
        'url.path': '/api/oauth2/authorize',
        'http.route': '/api/oauth2/authorize',
        'http.response.status_code': 200,
      });
      named(spans, 'POST /api/oauth2/challenge');
      named(spans, 'POST /api/oauth2/token');
      const useCase = named(spans, 'usecase.authorize.execute');
      expect(spans.map((s) => s.spanId)).to.include(useCase.parentSpanId);
      expect(spans.some((s) => s.name.startsWith('storage.signIns.'))).to.equal(true);
      const nodeCall = spans.find((s) => s.name.startsWith('jsonrpc '))!;
      expect(nodeCall, 'a node call in the sign-in').to.not.equal(undefined);
      expect(nodeCall.kind).to.equal(3); // client
      expect(nodeCall.attributes).to.include({
        'rpc.system': 'jsonrpc',
        'server.address': '127.0.0.1',
        'server.port': node.port,
      });
    });

    it('shows a broadcast: route, use case, signing, the node call and its outcome, in one trace the node received', () => {
      const spans = inTrace(broadcast.traceId);
      const request = named(spans, 'POST /api/broadcast');
      expect(request.parentSpanId).to.equal(broadcast.spanId);
      expect(request.attributes).to.include({
        'http.route': '/api/broadcast',
        'http.response.status_code': 200,
      });
      const useCase = named(spans, 'usecase.broadcast.execute');
      expect(useCase.parentSpanId).to.equal(request.spanId);
      named(spans, 'hive.sign_transaction');
      named(spans, 'chain.prepare');
      expect(spans.some((s) => s.name.startsWith('storage.'))).to.equal(true);
      const send = named(spans, 'jsonrpc condenser_api.broadcast_transaction_synchronous');
      expect(send.attributes).to.deep.equal({
        'rpc.system': 'jsonrpc',
        'rpc.method': 'condenser_api.broadcast_transaction_synchronous',
        'server.address': '127.0.0.1',
        'server.port': node.port,
        'hive.node.attempt': 1,
        'hive.node.failover': false,
        'hive.outcome': 'delivered',
      });
      const received = node.seen.filter(
        (r) =>
          r.methods.includes('condenser_api.broadcast_transaction_synchronous') &&
          r.traceparent?.includes(broadcast.traceId),
      );
      expect(received.map((r) => r.traceparent)).to.deep.equal([
        `00-${broadcast.traceId}-${send.spanId}-01`,
      ]);
    });

    it("follows a caller that did not sample: no span exported, the node told the trace's id, not sampled", () => {
      expect(inTrace(unsampled.traceId)).to.deep.equal([]);
      const sent = node.seen.filter(
        (r) =>
          r.methods.includes('condenser_api.broadcast_transaction_synchronous') &&
          r.traceparent?.includes(unsampled.traceId),
      );
      expect(sent).to.have.length(1);
      expect(sent[0].traceparent).to.match(new RegExp(`^00-${unsampled.traceId}-[0-9a-f]{16}-00$`));
    });

    it('puts the trace id on the request log and on the audit trail lines', () => {
      const lines = service
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      // The unsampled broadcast first: its trace is exported nowhere, so its line names none.
      const logged = lines.filter((l) => l.msg === 'request' && l.path === '/api/broadcast');
      expect(logged.map((l) => l.trace_id)).to.deep.equal([undefined, broadcast.traceId]);
      const audit = lines.find((l) => l.audit === 'forged_token');
      expect(audit, 'the forged token audit line').to.not.equal(undefined);
      expect(audit!.trace_id).to.equal(forged.traceId);
    });

    it('holds no token, key, secret, signature, challenge or node credential in any span', () => {
      expect(receiver.spans.length).to.be.greaterThan(20);
      const exported = JSON.stringify(receiver.spans);
      for (const secret of secrets) {
        expect(secret.length, 'a secret worth looking for').to.be.greaterThan(7);
        expect(exported.includes(secret), `a span holds ${secret.slice(0, 12)}…`).to.equal(false);
      }
    });
  });
}
