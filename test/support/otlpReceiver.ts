import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The reader the exporters' own package (@opentelemetry/otlp-transformer) decodes OTLP answers with.
import { ProtobufReader } from '@opentelemetry/otlp-transformer/build/src/common/protobuf/protobuf-reader';

export type AttributeValue = string | number | boolean;

/** One exported span, the same whichever encoding carried it. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, AttributeValue>;
  events: { name: string; attributes: Record<string, AttributeValue> }[];
  resource: Record<string, AttributeValue>;
}

/**
 * A local OTLP/HTTP collector: takes POST /v1/traces in JSON or protobuf (by Content-Type) and
 * keeps every span, decoded, and which encodings it was sent.
 */
export async function startOtlpReceiver(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  contentTypes: Set<string>;
  close(): Promise<void>;
}> {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const type = req.headers['content-type'] ?? '';
      contentTypes.add(type);
      if (req.url !== '/v1/traces') return void res.writeHead(404).end();
      spans.push(...(type.includes('json') ? fromJson(body) : fromProtobuf(body)));
      res.writeHead(200, { 'content-type': type }).end(type.includes('json') ? '{}' : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface JsonKeyValue {
  key: string;
  value: {
    stringValue?: string;
    boolValue?: boolean;
    intValue?: number | string;
    doubleValue?: number;
  };
}

function jsonAttributes(list: JsonKeyValue[] | undefined): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const { key, value } of list ?? []) {
    out[key] =
      value.stringValue ??
      value.boolValue ??
      (value.intValue !== undefined ? Number(value.intValue) : value.doubleValue!);
  }
  return out;
}

/** OTLP/JSON: ids in hex (the specification's one departure from protobuf's JSON mapping). */
function fromJson(body: Buffer): ReceivedSpan[] {
  const request = JSON.parse(body.toString('utf8')) as {
    resourceSpans: {
      resource?: { attributes?: JsonKeyValue[] };
      scopeSpans: {
        spans: {
          traceId: string;
          spanId: string;
          parentSpanId?: string;
          name: string;
          kind: number;
          attributes?: JsonKeyValue[];
          events?: { name: string; attributes?: JsonKeyValue[] }[];
        }[];
      }[];
    }[];
  };
  return request.resourceSpans.flatMap(({ resource, scopeSpans }) =>
    scopeSpans.flatMap(({ spans }) =>
      spans.map((span) => ({
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: jsonAttributes(span.attributes),
        events: (span.events ?? []).map((event) => ({
          name: event.name,
          attributes: jsonAttributes(event.attributes),
        })),
        resource: jsonAttributes(resource?.attributes),
      })),
    ),
  );
}

/** Each field of a message: its number, wire type, and the reader positioned on its value. */
function* fields(bytes: Uint8Array): Generator<[number, number, ProtobufReader]> {
  const reader = new ProtobufReader(bytes);
  while (!reader.isAtEnd()) {
    const { fieldNumber, wireType } = reader.readTag();
    const before = reader.pos;
    yield [fieldNumber, wireType, reader];
    if (reader.pos === before) reader.skip(wireType); // not read by the caller
  }
}

/** opentelemetry/proto/common/v1: KeyValue { key = 1; AnyValue value = 2 }. */
function keyValue(bytes: Uint8Array): [string, AttributeValue] {
  let key = '';
  let value: AttributeValue = '';
  for (const [n, , r] of fields(bytes)) {
    if (n === 1) key = r.readString();
    if (n === 2) value = anyValue(r.readBytes());
  }
  return [key, value];
}

/** AnyValue { string_value = 1; bool_value = 2; int_value = 3; double_value = 4 } (arrays unused here). */
function anyValue(bytes: Uint8Array): AttributeValue {
  let value: AttributeValue = '';
  for (const [n, , r] of fields(bytes)) {
    if (n === 1) value = r.readString();
    if (n === 2) value = r.readVarint() === 1;
    if (n === 3) value = r.readVarint();
    if (n === 4) {
      value = new DataView(bytes.buffer, bytes.byteOffset + r.pos, 8).getFloat64(0, true);
      r.skip(1);
    }
  }
  return value;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** opentelemetry/proto/collector/trace/v1 ExportTraceServiceRequest, the fields used here. */
function fromProtobuf(body: Buffer): ReceivedSpan[] {
  const out: ReceivedSpan[] = [];
  for (const [n, , r] of fields(body)) {
    if (n !== 1) continue; // resource_spans
    let resource: Record<string, AttributeValue> = {};
    const scopeSpans: Uint8Array[] = [];
    for (const [m, , rs] of fields(r.readBytes())) {
      if (m === 1) {
        resource = {};
        for (const [a, , ra] of fields(rs.readBytes()))
          if (a === 1) {
            const [key, value] = keyValue(ra.readBytes());
            resource[key] = value;
          }
      }
      if (m === 2) scopeSpans.push(rs.readBytes());
    }
    for (const scope of scopeSpans)
      for (const [s, , rss] of fields(scope))
        if (s === 2) out.push(span(rss.readBytes(), resource));
  }
  return out;
}

/** Span { trace_id = 1; span_id = 2; parent_span_id = 4; name = 5; kind = 6; attributes = 9; events = 11 }. */
function span(bytes: Uint8Array, resource: Record<string, AttributeValue>): ReceivedSpan {
  const result: ReceivedSpan = {
    traceId: '',
    spanId: '',
    parentSpanId: '',
    name: '',
    kind: 0,
    attributes: {},
    events: [],
    resource,
  };
  for (const [n, , r] of fields(bytes)) {
    if (n === 1) result.traceId = hex(r.readBytes());
    else if (n === 2) result.spanId = hex(r.readBytes());
    else if (n === 4) result.parentSpanId = hex(r.readBytes());
    else if (n === 5) result.name = r.readString();
    else if (n === 6) result.kind = r.readVarint();
    else if (n === 9) {
      const [key, value] = keyValue(r.readBytes());
      result.attributes[key] = value;
    } else if (n === 11) {
      // Event { time_unix_nano = 1; name = 2; attributes = 3 }
      const event = { name: '', attributes: {} as Record<string, AttributeValue> };
      for (const [e, , re] of fields(r.readBytes())) {
        if (e === 2) event.name = re.readString();
        if (e === 3) {
          const [key, value] = keyValue(re.readBytes());
          event.attributes[key] = value;
        }
      }
      result.events.push(event);
    }
  }
  return result;
}
