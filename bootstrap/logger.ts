import pino from 'pino';
import type { Tracing } from '../adapters/ops/Tracing';
import type { Logger } from '../core/ports/Logger';

/**
 * Structured JSON logs. Known secret-bearing fields are redacted as a second line of defence.
 * With traces on, each line written within a sampled trace carries its `trace_id` (the request
 * log and the audit trail's lines among them); without, no mixin runs at all.
 */
export function createLogger(level: string, tracing?: Tracing): Logger & pino.Logger {
  return pino({
    level,
    ...(tracing && {
      mixin: () => {
        const traceId = tracing.traceId();
        return traceId ? { trace_id: traceId } : {};
      },
    }),
    base: { service: 'hivegate' },
    redact: {
      paths: [
        '*.access_token',
        '*.refresh_token',
        '*.code',
        '*.client_secret',
        '*.authorization',
        '*.password',
        '*.key',
      ],
      censor: '[redacted]',
    },
  });
}
