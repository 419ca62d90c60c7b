import { MissingModule } from '../adapters/storage/newSqliteDatabase';
import type { Tracing } from '../adapters/ops/Tracing';
import type { Config } from './config';

let started: Tracing | undefined;

/**
 * The process's tracing, when OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT is set (config.tracing); else
 * undefined, and no @opentelemetry module is ever loaded: nothing is wrapped, nothing is measured
 * (test/process/tracingOff.spec.ts). One per process: OpenTelemetry's context is process-wide.
 */
export function startTracing(tracing: Config['tracing']): Tracing | undefined {
  if (!tracing) return undefined;
  started ??= otelModule().startOtelTracing(tracing.protocol);
  return started;
}

/** Exports what is buffered and stops; the next startTracing starts anew. */
export async function stopTracing(): Promise<void> {
  const tracing = started;
  started = undefined;
  await tracing?.shutdown();
}

/** The OpenTelemetry SDK, an optional dependency, loaded only here and only when traces are configured. */
function otelModule(): typeof import('../adapters/ops/otelTracing') {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads only when traces are configured
    return require('../adapters/ops/otelTracing') as typeof import('../adapters/ops/otelTracing');
  } catch (error) {
    const absent =
      (error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' &&
      (error as Error).message.includes("'@opentelemetry/");
    if (!absent) throw error;
    throw new MissingModule(
      'traces (OTEL_EXPORTER_OTLP_ENDPOINT) need the optional @opentelemetry modules, which are not installed: run `npm install --include=optional`',
    );
  }
}
