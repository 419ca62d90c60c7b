import { expect } from 'chai';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import { silentLogger } from '../../core/ports/Logger';
import type { UsageRecord } from '../../core/ports/UsageStore';
import { UsageFlusher } from '../../core/apps/UsageFlusher';
import { UsageRecorder } from '../../core/apps/UsageRecorder';
import { FakeClock } from '../support/FakeClock';

describe('UsageFlusher', () => {
  let store: MemoryUsageStore;
  let recorder: UsageRecorder;
  beforeEach(() => {
    store = new MemoryUsageStore();
    recorder = new UsageRecorder(store, new FakeClock(), silentLogger);
  });
  const requests = async () =>
    (await store.summarize('2026-11-21', '2026-11-21'))[0]?.requests ?? 0;

  it('writes counts in the background, in batches', async () => {
    const batches: number[] = [];
    const record = store.record.bind(store);
    store.record = async (batch: readonly UsageRecord[]) => {
      batches.push(batch.length);
      return record(batch);
    };
    const flusher = new UsageFlusher(recorder, silentLogger, 10);
    flusher.start();
    recorder.count('demo', 'alice');
    recorder.count('demo', 'alice');
    recorder.count('demo', 'bob');
    const deadline = Date.now() + 8000;
    while ((await requests()) < 3 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await flusher.stop();
    expect(await requests()).to.equal(3);
    expect(batches[0]).to.equal(2); // alice's two requests are one record
  });

  it('flushes what is left on stop, so a graceful shutdown loses nothing', async () => {
    const flusher = new UsageFlusher(recorder, silentLogger, 60_000);
    flusher.start();
    recorder.count('demo', 'alice');
    expect(await requests()).to.equal(0);
    await flusher.stop();
    expect(await requests()).to.equal(1);
    expect(recorder.pendingRecords).to.equal(0);
  });

  it('rejects stop when the last flush fails, with the counts still pending', async () => {
    store.record = async () => {
      throw new Error('disk full');
    };
    const flusher = new UsageFlusher(recorder, silentLogger, 60_000);
    recorder.count('demo', 'alice');
    let failed = false;
    await flusher.stop().catch(() => (failed = true));
    expect(failed).to.equal(true);
    expect(recorder.pendingRecords).to.equal(1);
  });
});
