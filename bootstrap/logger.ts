import pino from 'pino';
import type { Logger } from '../core/ports/Logger';

/** Structured JSON logs. Known secret-bearing fields are redacted as a second line of defence. */
export function createLogger(level: string): Logger & pino.Logger {
  return pino({
    level,
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
