import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RpcNodes } from '../../adapters/chain/RpcNodes';
import { readTransactionStatus } from '../../adapters/chain/transactionStatus';

type Answer = { result: unknown } | { error: { code: number; message: string } };

/** A node answering hived-shaped results per method, recording the params it was sent. */
async function stubNode(answers: Record<string, Answer>) {
  const calls: { method: string; params: unknown }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body);
      calls.push({ method, params });
      const answer = answers[method] ?? {
        error: { code: -32601, message: `no method ${method}` },
      };
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ jsonrpc: '2.0', id, ...answer }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    nodes: new RpcNodes([url], 10_000),
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const ID = 'ab'.repeat(20);
const unknownTransaction = {
  error: { code: -32003, message: `Assert Exception:false: Unknown Transaction ${ID}` },
};
const lib = (n: number) => ({
  result: { head_block_number: n + 20, last_irreversible_block_num: n },
});

describe('chain: a transaction’s status from hived’s APIs (readTransactionStatus)', () => {
  const cases: [string, Record<string, Answer>, object][] = [
    [
      'within_mempool → accepted',
      { 'transaction_status_api.find_transaction': { result: { status: 'within_mempool' } } },
      { status: 'accepted' },
    ],
    [
      'in a block above the last irreversible one → included, with get_transaction’s index',
      {
        'transaction_status_api.find_transaction': {
          result: { status: 'within_reversible_block', block_num: 10 },
        },
        'condenser_api.get_transaction': { result: { block_num: 10, transaction_num: 2 } },
        'condenser_api.get_dynamic_global_properties': lib(9),
      },
      { status: 'included', block_num: 10, trx_num: 2 },
    ],
    [
      'in a block at or below the last irreversible one → irreversible',
      {
        'transaction_status_api.find_transaction': {
          result: { status: 'within_irreversible_block', block_num: 10 },
        },
        'condenser_api.get_transaction': { result: { block_num: 10, transaction_num: 0 } },
        'condenser_api.get_dynamic_global_properties': lib(10),
      },
      { status: 'irreversible', block_num: 10, trx_num: 0 },
    ],
    [
      'a node without account history: find_transaction’s block, no index',
      {
        'transaction_status_api.find_transaction': {
          result: { status: 'within_reversible_block', block_num: 12 },
        },
        'condenser_api.get_dynamic_global_properties': lib(3),
      },
      { status: 'included', block_num: 12 },
    ],
    [
      'too_old for find_transaction, but account history knows it → irreversible',
      {
        'transaction_status_api.find_transaction': { result: { status: 'too_old' } },
        'condenser_api.get_transaction': { result: { block_num: 5, transaction_num: 1 } },
        'condenser_api.get_dynamic_global_properties': lib(100),
      },
      { status: 'irreversible', block_num: 5, trx_num: 1 },
    ],
    [
      'expired_irreversible → expired',
      {
        'transaction_status_api.find_transaction': { result: { status: 'expired_irreversible' } },
      },
      { status: 'expired' },
    ],
    [
      'unknown everywhere → unknown',
      {
        'transaction_status_api.find_transaction': { result: { status: 'unknown' } },
        'condenser_api.get_transaction': unknownTransaction,
      },
      { status: 'unknown' },
    ],
  ];

  for (const [name, answers, expected] of cases) {
    it(name, async () => {
      const node = await stubNode(answers);
      try {
        expect(await readTransactionStatus(node.nodes, ID, '2027-01-15T08:01:00')).to.deep.equal(
          expected,
        );
        expect(node.calls[0]).to.deep.equal({
          method: 'transaction_status_api.find_transaction',
          params: { transaction_id: ID, expiration: '2027-01-15T08:01:00' },
        });
      } finally {
        await node.close();
      }
    });
  }
});
