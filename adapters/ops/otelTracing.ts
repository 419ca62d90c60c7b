import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Span,
  type SpanOptions,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { SpanNotes } from '../../core/ports/Tracer';
import type { ClientSpan, RequestSpan, Tracing } from './Tracing';

/**
 * The OpenTelemetry SDK behind Tracing: the only module that loads an @opentelemetry package,
 * required by bootstrap/tracing.ts alone, and only when an OTLP endpoint is configured
 * (test/process/tracingOff.spec.ts). What the SDK reads from the environment it reads itself:
 * the endpoint variables and headers (the exporter), OTEL_TRACES_SAMPLER/_ARG (the provider),
 * OTEL_BSP_* (the batch processor), OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (envDetector,
 * over the default service.name `hivegate`).
 */
export function startOtelTracing(protocol: 'http/protobuf' | 'http/json'): Tracing {
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'hivegate' }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(exporterFor(protocol))],
  });
  const propagator = new W3CTraceContextPropagator();
  // Registers the AsyncLocalStorage context manager: a span stays current across awaits.
  provider.register({ propagator });
  const tracer = provider.getTracer('hivegate');

  function run<T, S extends SpanNotes>(
    name: string,
    options: SpanOptions,
    parent: typeof ROOT_CONTEXT,
    notesOf: (span: Span) => S,
    fn: (span: S) => T,
  ): T {
    return tracer.startActiveSpan(name, options, parent, (span) => {
      let result: T;
      try {
        result = fn(notesOf(span));
      } catch (error) {
        failed(span, error);
        span.end();
        throw error;
      }
      if (!isThenable(result)) {
        span.end();
        return result;
      }
      return result.then(
        (value) => {
          span.end();
          return value;
        },
        (error: unknown) => {
          failed(span, error);
          span.end();
          throw error;
        },
      ) as T;
    });
  }

  /** The headers that carry `within` on (nothing without a span in it). */
  const carrying = (within: typeof ROOT_CONTEXT) => {
    const headers: Record<string, string> = {};
    propagator.inject(within, headers, defaultTextMapSetter);
    return headers;
  };

  // Below the request, spans are made only within a recorded one: a trace the sampler left out
  // starts no child at all (the 1 % row of bench/README.md), and background work outside any
  // request (the block follower, directory builds, usage flushes) makes no root traces of its own.
  return {
    inSpan: (name, attributes, fn) =>
      recording() ? run(name, { attributes }, context.active(), notes, fn) : fn(UNRECORDED),
    inRequestSpan: (headers, name, attributes, fn) =>
      run(
        name,
        { kind: SpanKind.SERVER, attributes },
        propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter),
        (span): RequestSpan => ({ ...notes(span), rename: (to) => span.updateName(to) }),
        fn,
      ),
    inClientSpan: (name, attributes, fn) =>
      recording()
        ? run(
            name,
            { kind: SpanKind.CLIENT, attributes },
            context.active(),
            (span): ClientSpan => ({ ...notes(span), headers: carrying(context.active()) }),
            fn,
          )
        : // An unsampled request's context still travels on (its flags say "not sampled").
          fn({ ...UNRECORDED, headers: carrying(context.active()) }),
    traceId() {
      const current = trace.getSpan(context.active())?.spanContext();
      return current && current.traceFlags & TraceFlags.SAMPLED ? current.traceId : undefined;
    },
    shutdown: () => provider.shutdown(),
  };
}

const UNRECORDED: SpanNotes = { set() {}, event() {} };

/** Whether the current span is one being recorded (sampled). */
function recording(): boolean {
  return trace.getSpan(context.active())?.isRecording() === true;
}

function notes(span: Span): SpanNotes {
  return {
    set: (attributes) => span.setAttributes(attributes),
    event: (name, attributes) => span.addEvent(name, attributes),
  };
}

/** The exporter for `protocol`, its module loaded only then; it reads its endpoint variables itself. */
function exporterFor(protocol: 'http/protobuf' | 'http/json'): SpanExporter {
  /* eslint-disable @typescript-eslint/no-require-imports */
  if (protocol === 'http/json') {
    const { OTLPTraceExporter } =
      require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    return new OTLPTraceExporter();
  }
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-proto') as typeof import('@opentelemetry/exporter-trace-otlp-proto');
  return new OTLPTraceExporter();
  /* eslint-enable @typescript-eslint/no-require-imports */
}

/**
 * Marks the span failed with what kind of error it was: the error's `code` or class name, never
 * its message (a node's or a store's message may quote what it was sent).
 */
function failed(span: Span, error: unknown): void {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  const type = typeof code === 'string' ? code : typeof name === 'string' ? name : 'Error';
  span.setAttribute('error.type', type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: type });
}

function isThenable<T>(value: T): value is T & PromiseLike<Awaited<T>> {
  return typeof (value as { then?: unknown })?.then === 'function';
}
