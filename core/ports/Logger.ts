/**
 * The log sink use cases write to (pino satisfies it). Callers never pass tokens, keys or
 * secrets in `fields`.
 */
export interface Logger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
