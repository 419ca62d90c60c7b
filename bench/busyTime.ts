import { Session } from 'node:inspector/promises';
import { SAMPLE_INTERVAL_US } from './profileSummary';

/**
 * Runs `work` under this process's own V8 sampling profiler and returns its result with the
 * milliseconds the main thread was busy: non-idle samples × the interval. Wall time on the
 * shared VMs includes freezes of seconds, which the kernel's CPU accounting charges to
 * whatever was running; the sampler stops during a freeze, so this counts only work done.
 */
export async function withBusyMs<T>(work: () => Promise<T>): Promise<{ value: T; busyMs: number }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLE_INTERVAL_US });
    await session.post('Profiler.start');
    const value = await work();
    const { profile } = await session.post('Profiler.stop');
    const idle = new Set(
      profile.nodes
        .filter((node) => node.callFrame.functionName === '(idle)')
        .map((node) => node.id),
    );
    const busy = (profile.samples ?? []).filter((id) => !idle.has(id)).length;
    return { value, busyMs: (busy * SAMPLE_INTERVAL_US) / 1000 };
  } finally {
    session.disconnect();
  }
}
