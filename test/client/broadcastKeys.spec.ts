import { expect } from 'chai';
import { Client, HivegateError, type FetchLike } from '../../client';

const vote = ['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 1 }] as const;
const ok = { result: { id: 'a'.repeat(40) } };

type Reply = { status: number; body?: unknown; retryAfter?: string } | 'no answer';

/** A fetch answering `replies` in order, recording each request's Idempotency-Key. */
function scripted(replies: Reply[]) {
  const keys: (string | undefined)[] = [];
  const fetchFn: FetchLike = async (_url, init) => {
    keys.push(init.headers['Idempotency-Key']);
    const reply = replies.shift() ?? { status: 200, body: ok };
    if (reply === 'no answer') throw new Error('socket hang up');
    return {
      ok: reply.status < 400,
      status: reply.status,
      text: async () => (typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)),
      headers: {
        get: (name: string) => (name === 'Retry-After' ? (reply.retryAfter ?? null) : null),
      },
    };
  };
  const client = new Client({ baseURL: 'https://auth.example', accessToken: 't', fetch: fetchFn });
  return { client, keys };
}

describe('hivegate/client: broadcasts with an Idempotency-Key (issue 26)', () => {
  it('sends a fresh random key with every broadcast', async () => {
    const { client, keys } = scripted([]);
    await client.broadcast([vote as never]);
    await client.broadcast([vote as never]);
    expect(keys).to.have.length(2);
    expect(keys[0]).to.match(/^[A-Za-z0-9_-]{22}$/);
    expect(keys[1]).to.not.equal(keys[0]);
  });

  it('retries with the same key when no answer arrived, and answers the retry', async () => {
    const { client, keys } = scripted(['no answer', { status: 200, body: ok }]);
    expect(await client.broadcast([vote as never])).to.deep.equal(ok);
    expect(keys).to.have.length(2);
    expect(keys[1]).to.equal(keys[0]);
  });

  it('waits out a 409 Retry-After, then asks again with the same key', async () => {
    const conflict = { error: 'conflict', error_description: 'still being broadcast' };
    const { client, keys } = scripted([{ status: 409, body: conflict, retryAfter: '0' }]);
    expect(await client.broadcast([vote as never], { idempotencyKey: 'order-7' })).to.deep.equal(
      ok,
    );
    expect(keys).to.deep.equal(['order-7', 'order-7']);
  });

  it('does not retry a refusal (500 server_error): it is the answer', async () => {
    const refusal = { error: 'server_error', error_description: 'missing authority' };
    const { client, keys } = scripted([{ status: 500, body: refusal }]);
    const error = await client.broadcast([vote as never]).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(HivegateError);
    expect((error as HivegateError).error).to.equal('server_error');
    expect(keys).to.have.length(1);
  });

  it('passes Retry-After on whatever the status: a chain rule’s 500, a proxy’s page (issue 57 §8)', async () => {
    const tooSoon = {
      error: 'server_error',
      error_description: 'Hive allows an account one new post every 5 minutes: try again in 273 s',
    };
    const { client, keys } = scripted([{ status: 500, body: tooSoon, retryAfter: '273' }]);
    const error = (await client
      .broadcast([vote as never])
      .catch((e: unknown) => e)) as HivegateError;
    expect(error).to.include({ error: 'server_error', status: 500, retryAfter: 273 });
    expect(keys, 'a 500 is the answer: not sent again').to.have.length(1);
    const proxy = scripted([
      { status: 502, body: '<html>Bad gateway</html>', retryAfter: '0' },
      { status: 502, body: '<html>Bad gateway</html>', retryAfter: '0' },
      { status: 502, body: '<html>Bad gateway</html>', retryAfter: '0' },
    ]);
    const page = (await proxy.client
      .broadcast([vote as never])
      .catch((e: unknown) => e)) as HivegateError;
    expect(page).to.include({ error: 'invalid_response', status: 502, retryAfter: 0 });
    const dated = scripted([
      { status: 429, body: tooSoon, retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' },
    ]);
    const refused = (await dated.client.me().catch((e: unknown) => e)) as HivegateError;
    expect(refused.status).to.equal(429);
    expect(refused.retryAfter).to.equal(undefined);
  });

  it('stops after broadcastRetries, rejecting with the last error', async () => {
    const { client, keys } = scripted(['no answer', 'no answer', 'no answer', 'no answer']);
    const error = await client.broadcast([vote as never]).catch((e: unknown) => e);
    expect((error as HivegateError).error).to.equal('network_error');
    expect(keys).to.have.length(3);
    expect(new Set(keys).size).to.equal(1);
  });

  it('idempotencyKey: false sends no key and never retries (a retry could broadcast twice)', async () => {
    const { client, keys } = scripted(['no answer']);
    const error = await client
      .broadcast([vote as never], { idempotencyKey: false })
      .catch((e) => e);
    expect((error as HivegateError).error).to.equal('network_error');
    expect(keys).to.deep.equal([undefined]);
  });

  it('keeps the SDK’s callback form', async () => {
    const { client, keys } = scripted([]);
    const answer = await new Promise((resolve) => {
      void client.broadcast([vote as never], (err, result) => resolve(err ?? result));
    });
    expect(answer).to.deep.equal(ok);
    expect(keys[0]).to.be.a('string');
  });
});
