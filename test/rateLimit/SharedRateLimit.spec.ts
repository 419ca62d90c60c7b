import { expect } from 'chai';
import { openPostgresStorage } from '../../bootstrap/openPostgresStorage';
import type { Storage } from '../../bootstrap/storage';
import { buildRateLimits } from '../../bootstrap/rateLimits';
import { silentLogger } from '../../core/ports/Logger';
import { freshDatabase, requirePostgres } from '../support/postgres';

/**
 * On PostgreSQL the rate limits count in the database (RateLimiterPostgres over the storage's pool,
 * the table from migration 4): two instances share every limit, so a client cannot multiply its
 * allowance by the number of instances behind the load balancer.
 */
describe('rate limits shared through PostgreSQL', function () {
  this.timeout(60_000);
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: Storage;
  let b: Storage;
  before(async function () {
    await requirePostgres(this);
    database = await freshDatabase();
    a = await openPostgresStorage(database!.url, 2, silentLogger);
    b = await openPostgresStorage(database!.url, 2, silentLogger);
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  const limitsOf = (storage: Storage) =>
    buildRateLimits(
      {
        token_client: { points: 3, seconds: 60 },
        signin_ip: undefined,
        signin_account: undefined,
        broadcast: undefined,
        device_ip: undefined,
        device_code: undefined,
        device_all: undefined,
      },
      silentLogger,
      storage.limiters,
    ).token_client!;

  it('counts a key across instances: the fourth failure is refused on either, with the window left as Retry-After', async () => {
    const [onA, onB] = [limitsOf(a), limitsOf(b)];
    const verdicts = [
      await onA.take('203.0.113.7'),
      await onB.take('203.0.113.7'),
      await onA.take('203.0.113.7'),
    ];
    expect(verdicts.map((v) => v.allowed)).to.deep.equal([true, true, true]);
    expect(verdicts[2].tripped, 'the third take trips the limit').to.equal(true);
    const refused = await onB.take('203.0.113.7');
    expect(refused.allowed).to.equal(false);
    expect(refused.retryAfterSeconds).to.be.within(1, 60);
    expect((await onA.peek('203.0.113.7')).allowed).to.equal(false);
    expect((await onA.take('198.51.100.2')).allowed, 'another address is unaffected').to.equal(
      true,
    );
  });

  it('keeps the limits apart: a key spent on one limit is untouched on another', async () => {
    const settings = {
      token_client: { points: 1, seconds: 60 },
      signin_ip: { points: 1, seconds: 60 },
      signin_account: undefined,
      broadcast: undefined,
      device_ip: undefined,
      device_code: undefined,
      device_all: undefined,
    };
    const limits = buildRateLimits(settings, silentLogger, a.limiters);
    expect((await limits.token_client!.take('shared-key')).allowed).to.equal(true);
    expect((await limits.token_client!.take('shared-key')).allowed).to.equal(false);
    expect((await limits.signin_ip!.take('shared-key')).allowed).to.equal(true);
  });
});
