import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callRpcBatch } from '../../adapters/chain/jsonRpc';
import { RpcRefusal, RpcTransportFailure } from '../../adapters/chain/rpcErrors';
import { expectError } from '../support/expectError';
import { within } from './nodeLimits';

type Request = { id: number; method: string; params: unknown };

/** A node whose answer to a batch `answer` makes from the requests. */
async function node(
  answer: (requests: Request[]) => unknown,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const requests = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Request[];
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer(requests)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('callRpcBatch: several reads in one JSON-RPC request (issue 43 §1)', () => {
  const servers: Server[] = [];
  const started = async (answer: (requests: Request[]) => unknown) => {
    const { url, server } = await node(answer);
    servers.push(server);
    return url;
  };
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });
  const calls = [1, 2, 3].map((num) => ({ method: 'condenser_api.get_block', params: [num] }));

  it('answers the results in the order of the calls, whatever order the node answers in', async () => {
    const url = await started((requests) =>
      requests.map(({ id, params }) => ({ jsonrpc: '2.0', id, result: params })).reverse(),
    );
    expect(await callRpcBatch(url, calls, within(2000))).to.deep.equal([[1], [2], [3]]);
  });

  it("rejects with the node's refusal when any call is refused", async () => {
    const url = await started((requests) =>
      requests.map(({ id }, i) =>
        i === 1
          ? { jsonrpc: '2.0', id, error: { code: -32000, message: 'no such block' } }
          : { jsonrpc: '2.0', id, result: null },
      ),
    );
    await expectError(callRpcBatch(url, calls, within(2000)), RpcRefusal, 'no such block');
  });

  it('rejects as a transport failure an answer that is not one per call (a node taking no batches)', async () => {
    const one = await started(() => ({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'Invalid Request' },
    }));
    await expectError(
      callRpcBatch(one, calls, within(2000)),
      RpcTransportFailure,
      'not a JSON-RPC batch answer',
    );
    const short = await started((requests) =>
      requests.slice(1).map(({ id }) => ({ jsonrpc: '2.0', id, result: null })),
    );
    await expectError(
      callRpcBatch(short, calls, within(2000)),
      RpcTransportFailure,
      'not a JSON-RPC batch answer',
    );
    const foreign = await started((requests) =>
      requests.map(({ id }) => ({ jsonrpc: '2.0', id: id + 100, result: null })),
    );
    await expectError(
      callRpcBatch(foreign, calls, within(2000)),
      RpcTransportFailure,
      'not a JSON-RPC answer',
    );
  });
});
