import { expect } from 'chai';
import { measureBroadcastThroughput } from '../measure';

describe('devnet throughput measurement', function () {
  this.timeout(60_000);

  it('broadcasts pre-signed transactions synchronously and reports calls per second', async () => {
    const result = await measureBroadcastThroughput({ count: 20, concurrency: 4 });
    expect(result.transactions).to.equal(20);
    expect(result.perSecond).to.be.greaterThan(0);
    expect(result.seconds).to.be.greaterThan(0);
  });
});
