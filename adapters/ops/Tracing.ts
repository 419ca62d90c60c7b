import type { SpanAttributes, SpanNotes, Tracer } from '../../core/ports/Tracer';

/** Request headers as Node gives them (lower-case names). */
export type IncomingHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A request's span: named once its route is known. */
export interface RequestSpan extends SpanNotes {
  rename(name: string): void;
}

/** A call out: `headers` carry this span on (W3C `traceparent`, `tracestate`). */
export interface ClientSpan extends SpanNotes {
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * What the adapters trace with, beyond the core's Tracer: requests that continue their caller's
 * trace, calls out that carry it on, and the trace id for the logs. Made by otelTracing.ts only
 * when traces are configured (bootstrap/tracing.ts); absent otherwise, and nothing is traced.
 */
export interface Tracing extends Tracer {
  /** `fn` in a server span continuing the W3C trace context of `headers`, if any. */
  inRequestSpan<T>(
    headers: IncomingHeaders,
    name: string,
    attributes: SpanAttributes,
    fn: (span: RequestSpan) => T,
  ): T;
  /** `fn` in a client span (a Hive node call). */
  inClientSpan<T>(name: string, attributes: SpanAttributes, fn: (span: ClientSpan) => T): T;
  /** The current trace's id when it is sampled (exported), for log lines; else undefined. */
  traceId(): string | undefined;
  /** Exports the spans still buffered, then stops (the service's graceful stop). */
  shutdown(): Promise<void>;
}
