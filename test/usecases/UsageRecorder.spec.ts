import { expect } from 'chai';
import { silentLogger } from '../../core/ports/Logger';
import type { UsageRecord } from '../../core/ports/UsageStore';
import { UsageRecorder } from '../../core/apps/UsageRecorder';
import { FakeClock } from '../support/FakeClock';

describe('UsageRecorder', () => {
  const recorded = async (clock: FakeClock, count: (recorder: UsageRecorder) => void) => {
    const batches: UsageRecord[] = [];
    const recorder = new UsageRecorder(
      {
        record: async (batch: readonly UsageRecord[]) => void batches.push(...batch),
        summarize: async () => [],
      },
      clock,
      silentLogger,
    );
    count(recorder);
    await recorder.flush();
    return batches.map(({ day, app, user, requests }) => `${day} ${app} ${user} ${requests}`);
  };

  it('counts each request on its UTC day, across midnight and back (the day is kept, not formatted per request)', async () => {
    const clock = new FakeClock(Date.parse('2026-11-21T23:59:59.999Z'));
    const lines = await recorded(clock, (recorder) => {
      recorder.count('demo', 'alice');
      recorder.count('demo', 'alice');
      clock.advance(1); // 2026-11-22T00:00:00.000Z
      recorder.count('demo', 'alice');
      clock.set('2026-11-21T00:00:00.000Z'); // a clock set back: yesterday again
      recorder.count('demo', 'bob');
      clock.set('2026-11-23T12:00:00.000Z');
      recorder.count('other', 'bob');
    });
    expect(lines).to.deep.equal([
      '2026-11-21 demo alice 2',
      '2026-11-22 demo alice 1',
      '2026-11-21 demo bob 1',
      '2026-11-23 other bob 1',
    ]);
  });
});
