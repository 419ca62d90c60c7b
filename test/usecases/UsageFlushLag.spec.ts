import { expect } from 'chai';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import { HivegateMetrics } from '../../adapters/ops/HivegateMetrics';
import { silentLogger } from '../../core/ports/Logger';
import { UsageFlusher } from '../../core/apps/UsageFlusher';
import { UsageRecorder } from '../../core/apps/UsageRecorder';
import { FakeClock } from '../support/FakeClock';

describe('usage flush lag (UsageFlusher.lagMs → hivegate_usage_flush_lag_seconds)', () => {
  it('is the age of the oldest unwritten count: 0 when none waits, grows while writes fail, 0 once written', async () => {
    const clock = new FakeClock();
    const store = new MemoryUsageStore();
    let down = true;
    const record = store.record.bind(store);
    store.record = (batch) => (down ? Promise.reject(new Error('disk full')) : record(batch));
    const recorder = new UsageRecorder(store, clock, silentLogger);
    const flusher = new UsageFlusher(recorder, silentLogger);
    const metrics = new HivegateMetrics();
    metrics.usageFlushLagSeconds = () => flusher.lagMs() / 1000;

    expect(flusher.lagMs()).to.equal(0);
    recorder.count('demo-app', 'alice');
    clock.advance(5000);
    recorder.count('demo-app', 'bob'); // younger: the lag is the oldest's
    clock.advance(25_000);
    await recorder.flush().catch(() => undefined);
    expect(flusher.lagMs()).to.equal(30_000);
    expect((await metrics.text()).body).to.match(/^hivegate_usage_flush_lag_seconds 30$/m);
    down = false;
    await recorder.flush();
    expect(flusher.lagMs()).to.equal(0);
    expect((await store.summarize('2026-11-21', '2026-11-21'))[0]).to.include({
      app: 'demo-app',
      requests: 2,
    });
  });
});
