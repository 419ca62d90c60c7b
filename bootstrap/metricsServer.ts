import { createServer, type Server } from 'node:http';
import type { HivegateMetrics } from '../adapters/ops/HivegateMetrics';
import { listenPlain, urlOf } from './listen';

/**
 * GET /metrics in Prometheus text format, on its own port (METRICS_PORT), so that it can stay
 * off the public interface: by default it listens on 127.0.0.1 only (METRICS_HOST).
 */
export async function startMetricsServer(
  metrics: HivegateMetrics,
  port: number,
  host: string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response
        .writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' })
        .end('{"error":"not_found","error_description":"Only GET /metrics is served here"}');
      return;
    }
    metrics.text().then(
      ({ contentType, body }) =>
        response
          .writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
          .end(body),
      () =>
        response
          .writeHead(500, { 'Content-Type': 'text/plain' })
          .end('metrics could not be collected\n'),
    );
  });
  await listenPlain(server, port, host);
  return { url: urlOf(server), server };
}
