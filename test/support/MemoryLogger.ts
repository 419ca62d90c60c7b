import type { Logger } from '../../core/ports/Logger';

/** A Logger that keeps every line as JSON text, so tests can search what would have been written. */
export class MemoryLogger implements Logger {
  readonly lines: string[] = [];
  info(fields: object, message: string): void {
    this.write('info', fields, message);
  }
  warn(fields: object, message: string): void {
    this.write('warn', fields, message);
  }
  error(fields: object, message: string): void {
    this.write('error', fields, message);
  }
  private write(level: string, fields: object, message: string): void {
    this.lines.push(
      JSON.stringify({ level, ...fields, message }, (_key, value) =>
        value instanceof Error ? { message: value.message, stack: value.stack } : value,
      ),
    );
  }
}
