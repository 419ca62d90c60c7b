import { expect } from 'chai';
import { Client } from 'pg';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { startDevnet, type Devnet } from '../../devnet';
import type { ThrowawayPostgres } from '../support/throwawayPostgres';
import { postgresOrSkip, serviceEnv, tempDirs } from './suiteSetup';
import { freshRequest, startService, type ServiceProcess } from './serviceProcess';
import { tokensFor } from './signIn';

/** A custom_json only this request carries, to count its transactions on the chain. */
const marked = (mark: string) => [
  'custom_json',
  {
    required_auths: [],
    required_posting_auths: ['alice'],
    id: 'hivegate-idempotency-test',
    json: JSON.stringify({ mark }),
  },
];

/**
 * Issue 26's proof of Idempotency-Key across instances: two `npm start` processes on one
 * PostgreSQL and one dev chain, as two instances behind a load balancer.
 */
describe('process: Idempotency-Key over two instances sharing PostgreSQL', function () {
  this.timeout(240_000);
  let pg: ThrowawayPostgres | undefined;
  let net: Devnet;
  let a: ServiceProcess;
  let b: ServiceProcess;
  let token: string;
  const dirs = tempDirs('hivegate-instance-');

  before(async function () {
    pg = await postgresOrSkip(this, 'idempotency suite');
    net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    const env = serviceEnv(net, {
      DATABASE_URL: pg.url,
      TOKEN_SIGNING_KEY: JSON.stringify(await JoseTokenSigner.generatePrivateJwk()),
      // A dead instance's claim is taken over after 3 s instead of 20.
      IDEMPOTENCY_LEASE_SECONDS: '3',
    });
    const instance = () => startService({ ...env, DATA_DIR: dirs.make() });
    [a, b] = await Promise.all([instance(), instance()]);
    ({ access_token: token } = await tokensFor(a.url));
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await net?.close();
    await pg?.stop();
    dirs.removeAll();
  });

  const broadcast = (url: string, mark: string, key: string) =>
    freshRequest(
      url,
      'POST',
      '/api/broadcast',
      { operations: [marked(mark)] },
      {
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': key,
      },
    );

  /** Ids of the chain's transactions carrying `mark`. */
  function transactionsMarked(mark: string): string[] {
    const ids: string[] = [];
    for (let n = 1; n <= net.chain.head.block_num; n++) {
      for (const included of net.chain.blocks.block(n)?.transactions ?? []) {
        if (JSON.stringify(included.transaction.operations).includes(mark)) ids.push(included.id);
      }
    }
    return ids;
  }

  it('20 parallel requests with one key over both instances: one transaction, 20 identical answers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        broadcast(i % 2 ? a.url : b.url, 'parallel', 'key-parallel'),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body).to.deep.equal(answers[0].body);
    }
    expect(transactionsMarked('parallel')).to.deep.equal([answers[0].body.result.id]);
  });

  it('kill -9 of the instance between send and answer, then a retry on the other: one transaction, answered with its id', async () => {
    // Every node answer now takes 4 s: A's broadcast is in flight long enough to be killed.
    net.faults.set({ latencyMs: 4000 });
    const dying = broadcast(a.url, 'killed', 'key-killed').catch(() => undefined);
    const db = new Client({ connectionString: pg!.url });
    await db.connect();
    let claimed: { id: string } | undefined;
    try {
      for (let tries = 0; !claimed && tries < 600; tries++) {
        const { rows } = await db.query(
          "SELECT transaction_json FROM idempotency_keys WHERE key = 'key-killed'",
        );
        claimed = rows[0]?.transaction_json?.[0];
        if (!claimed) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await db.end();
    }
    expect(claimed, 'A claimed the key with its signed transaction').to.not.equal(undefined);
    await a.kill();
    await dying;
    net.faults.reset();

    const retry = await broadcast(b.url, 'killed', 'key-killed');
    expect(retry.status, JSON.stringify(retry.body)).to.equal(200);
    expect(retry.body.result.id).to.equal(claimed!.id);
    // A's copy may still land after the retry's: the chain applies one id once.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(transactionsMarked('killed')).to.deep.equal([claimed!.id]);
  });
});
