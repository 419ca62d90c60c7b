import { expect } from 'chai';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { FlexibleRateLimit } from '../../adapters/http/rateLimit/FlexibleRateLimit';
import { FakeClock } from '../support/FakeClock';
import { dateNowFrom } from '../support/fakeNow';
import { MemoryLogger } from '../support/MemoryLogger';

describe('FlexibleRateLimit (rate-limiter-flexible in memory, behind the RateLimit interface)', () => {
  let clock: FakeClock;
  let restore: () => void;
  let logger: MemoryLogger;
  beforeEach(() => {
    clock = new FakeClock();
    restore = dateNowFrom(clock);
    logger = new MemoryLogger();
  });
  afterEach(() => restore());

  const limitOf = (points: number, seconds: number) =>
    new FlexibleRateLimit(
      'test',
      new RateLimiterMemory({ keyPrefix: `t${Math.random()}`, points, duration: seconds }),
      logger,
    );

  it('allows `points` takes per window, trips on the last one, refuses the next with the seconds left', async () => {
    const limit = limitOf(3, 60);
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await limit.take('1.2.3.4'));
    expect(verdicts.map((v) => v.allowed)).to.deep.equal([true, true, true]);
    expect(verdicts.map((v) => v.tripped)).to.deep.equal([false, false, true]);
    clock.advance(20_500);
    const refused = await limit.take('1.2.3.4');
    expect(refused).to.deep.equal({ allowed: false, retryAfterSeconds: 40, tripped: false });
  });

  it('peek counts nothing and says whether one more would fit', async () => {
    const limit = limitOf(2, 10);
    expect((await limit.peek('k')).allowed).to.equal(true);
    expect((await limit.peek('k')).allowed).to.equal(true);
    await limit.take('k');
    expect((await limit.peek('k')).allowed).to.equal(true);
    await limit.take('k');
    clock.advance(3000);
    expect(await limit.peek('k')).to.deep.equal({
      allowed: false,
      retryAfterSeconds: 7,
      tripped: false,
    });
  });

  it('keys are independent', async () => {
    const limit = limitOf(1, 60);
    await limit.take('a');
    expect((await limit.take('a')).allowed).to.equal(false);
    expect((await limit.take('b')).allowed).to.equal(true);
  });

  it('resets when the window ends', async () => {
    const limit = limitOf(1, 60);
    await limit.take('a');
    expect((await limit.take('a')).allowed).to.equal(false);
    clock.advance(59_999);
    expect((await limit.peek('a')).allowed).to.equal(false);
    clock.advance(1);
    expect((await limit.peek('a')).allowed).to.equal(true);
    expect((await limit.take('a')).allowed).to.equal(true);
  });

  it('a store that fails lets the request through and logs it', async () => {
    const broken = {
      points: 1,
      duration: 60,
      consume: () => Promise.reject(new Error('connection refused')),
      get: () => Promise.reject(new Error('connection refused')),
    } as unknown as RateLimiterAbstract;
    const limit = new FlexibleRateLimit('broken', broken, logger);
    expect((await limit.take('a')).allowed).to.equal(true);
    expect((await limit.peek('a')).allowed).to.equal(true);
    expect(logger.lines.filter((line) => line.includes('rate limit store failed'))).to.have.length(
      2,
    );
  });
});
