/** What a span records: strings, numbers, booleans; never a token, key, secret or signature. */
export type SpanAttributes = Readonly<Record<string, string | number | boolean>>;

/** The span a traced function runs in, to note what it learned on the way. */
export interface SpanNotes {
  /** Adds attributes (later values win). */
  set(attributes: SpanAttributes): void;
  /** A point in time within the span, with what it concerns. */
  event(name: string, attributes?: SpanAttributes): void;
}

/**
 * Traces (OpenTelemetry, issue 58), as the composition sees them: a named span around a call.
 * Absent (the usual case): nothing is wrapped at all, so tracing off costs nothing.
 */
export interface Tracer {
  /**
   * Runs `fn` in a new span, child of the current one, ended when `fn` returns or its promise
   * settles; a failure marks the span an error with the error's name or code (never its message).
   * Answers what `fn` answers.
   */
  inSpan<T>(name: string, attributes: SpanAttributes, fn: (span: SpanNotes) => T): T;
}
