import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A collector that keeps nothing, in the bench process: the traced services export their spans
 * (OTLP/HTTP, protobuf) to it, so their rows pay for making, batching and sending spans, as they
 * would beside a real collector, and for nothing else. Counts what it was sent, for the notes.
 */
export async function startOtlpSink(): Promise<{
  url: string;
  received(): { requests: number; bytes: number };
  close(): Promise<void>;
}> {
  let requests = 0;
  let bytes = 0;
  const server = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      requests++;
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => ({ requests, bytes }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
