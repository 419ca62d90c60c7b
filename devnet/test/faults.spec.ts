import { expect } from 'chai';
import { Client } from '@hiveio/dhive';
import { setTimeout as sleep } from 'node:timers/promises';
import { broadcastSync, keyOf, signed, useDevnet } from './devnetFixture';

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const config = { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_config', params: [] };

describe('devnet fault switches', () => {
  const t = useDevnet({ adminRoutes: true });
  afterEach(() => t.devnet.faults.reset());

  it('adds latency to every answer', async () => {
    // Judged by the order of two events in this one process, not by a stopwatch: a timer for half
    // the latency, set before the request leaves, fires before a delayed answer can arrive (and
    // long after an undelayed one, which takes a few milliseconds).
    t.devnet.faults.set({ latencyMs: 400 });
    const events: string[] = [];
    const halfway = sleep(200).then(() => events.push('halfway'));
    const answer = post(t.devnet.url, config).then((response) => (events.push('answer'), response));
    expect((await answer).status).to.equal(200);
    await halfway;
    expect(events).to.deep.equal(['halfway', 'answer']);
  });

  it('answers 500 without running the request (http500), so a broadcast does not land', async () => {
    const tx = await signed(
      t.client,
      [
        [
          'custom_json',
          { required_auths: [], required_posting_auths: ['bob'], id: 'f', json: '1' },
        ],
      ],
      keyOf('bob'),
    );
    t.devnet.faults.set({ mode: 'http500' });
    const response = await post(t.devnet.url, {
      jsonrpc: '2.0',
      id: 1,
      method: 'condenser_api.broadcast_transaction_synchronous',
      params: [tx],
    });
    expect(response.status).to.equal(500);
    t.devnet.faults.reset();
    expect(
      (
        await t.client.call('transaction_status_api', 'find_transaction', {
          transaction_id: (await broadcastSync(t.client, tx)).id,
        })
      ).status,
    ).to.equal('within_irreversible_block');
  });

  it('fails the given share of requests (failureRate)', async () => {
    t.devnet.faults.set({ failureRate: 1 });
    expect((await post(t.devnet.url, config)).status).to.equal(500);
    t.devnet.faults.set({ failureRate: 0 });
    expect((await post(t.devnet.url, config)).status).to.equal(200);
  });

  it('answers garbage that is not JSON', async () => {
    t.devnet.faults.set({ mode: 'garbage' });
    const response = await post(t.devnet.url, config);
    expect(response.status).to.equal(200);
    expect(() => JSON.parse('')).to.throw();
    const text = await response.text();
    expect(() => JSON.parse(text)).to.throw();
  });

  it('refuses connections', async () => {
    t.devnet.faults.set({ mode: 'refuse' });
    const outcome = await post(t.devnet.url, config).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(outcome).to.equal('fetch failed');
  });

  it('drops the answer after applying a broadcast: the caller sees an error, find_transaction sees the transaction', async () => {
    const tx = await signed(
      t.client,
      [
        [
          'custom_json',
          { required_auths: [], required_posting_auths: ['carol'], id: 'drop', json: '{}' },
        ],
      ],
      keyOf('carol'),
    );
    t.devnet.faults.set({ mode: 'drop_after_apply' });
    const client = new Client(t.devnet.url, { chainId: t.devnet.chainId, timeout: 3000 });
    const outcome = await client.broadcast.send(tx).then(
      () => 'answered',
      (error: Error) => error.message,
    );
    expect(outcome).to.not.equal('answered');
    const id = (await import('@hiveio/dhive')).cryptoUtils.generateTrxId(tx);
    const status = await t.client.call('transaction_status_api', 'find_transaction', {
      transaction_id: id,
      expiration: tx.expiration,
    });
    expect(status.status).to.equal('within_irreversible_block');
    t.devnet.faults.reset();
    const again = await broadcastSync(t.client, tx).then(
      () => 'accepted',
      (error: Error) => error.message,
    );
    expect(again).to.contain('Duplicate transaction check failed');
  });

  it('flips switches over HTTP only when the admin route is enabled', async () => {
    const response = await post(`${t.devnet.url}/admin/faults`, { mode: 'http500' });
    expect(response.status).to.equal(200);
    expect(t.devnet.faults.current.mode).to.equal('http500');
    t.devnet.faults.reset();
    expect((await post(`${t.devnet.url}/admin/faults`, { mode: 'nonsense' })).status).to.equal(400);
  });

  it('rejects bad switch values', () => {
    expect(() => t.devnet.faults.set({ failureRate: 2 })).to.throw(RangeError);
    expect(() => t.devnet.faults.set({ mode: 'weird' as never })).to.throw(RangeError);
  });
});
