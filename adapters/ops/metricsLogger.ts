import type { Logger } from '../../core/ports/Logger';
import type { HivegateMetrics } from './HivegateMetrics';

/**
 * The core reports its background work through the Logger; this one also turns those lines into
 * metrics, so the core needs no metrics code. It listens for AppDirectory's build lines
 * ("app directory built" / "app directory build failed", both with `ms`); test/ops/metrics.spec.ts
 * runs the real AppDirectory through it, so a renamed line fails there.
 */
export function metricsLogger(inner: Logger, metrics: HivegateMetrics): Logger {
  const observe = (fields: object, message: string) => {
    const ms = (fields as { ms?: unknown }).ms;
    if (typeof ms !== 'number') return;
    if (message === 'app directory built')
      metrics.directoryBuildSeconds.observe({ outcome: 'ok' }, ms / 1000);
    if (message.startsWith('app directory build failed'))
      metrics.directoryBuildSeconds.observe({ outcome: 'failed' }, ms / 1000);
  };
  return {
    info(fields, message) {
      observe(fields, message);
      inner.info(fields, message);
    },
    warn(fields, message) {
      inner.warn(fields, message);
    },
    error(fields, message) {
      observe(fields, message);
      inner.error(fields, message);
    },
  };
}
