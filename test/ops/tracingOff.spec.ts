import { expect } from 'chai';
import { fixtureReport } from '../support/fixtureReport';

/** What test/ops/fixtures/modulesAfterServing.ts reports, run with `env` (PATH and HOME kept). */
function serveWith(env: Record<string, string>) {
  return fixtureReport<{ statuses: number[]; loaded: string[] }>(
    'test/ops/fixtures/modulesAfterServing.ts',
    env,
  );
}

/**
 * Issue 58 §4: without an OTLP endpoint the OpenTelemetry SDK is not loaded at all — no SDK, no
 * exporter, after requests that would each have made spans. The API alone may be: prom-client
 * requires it for its exemplars whenever it is installed (lib/metrics/processCpuTotal.js), and
 * it is a no-op without an SDK.
 */
describe('traces off: nothing of OpenTelemetry is loaded', function () {
  this.timeout(60_000);

  it('without OTEL_EXPORTER_OTLP_ENDPOINT, no SDK or exporter module after serving the API', async () => {
    const { statuses, loaded } = await serveWith({ OTEL_SERVICE_NAME: 'not-enough-alone' });
    expect(statuses).to.deep.equal([401, 401, 401]);
    expect(loaded.filter((name) => name !== '@opentelemetry/api')).to.deep.equal([]);
  });

  it('with it, the SDK and the one exporter it names are loaded (the check above can fail)', async () => {
    // Port 9 (discard): nothing answers; the spans are dropped, the requests unaffected.
    const { statuses, loaded } = await serveWith({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_TIMEOUT: '500',
    });
    expect(statuses).to.deep.equal([401, 401, 401]);
    expect(loaded).to.include.members([
      '@opentelemetry/api',
      '@opentelemetry/sdk-trace-base',
      '@opentelemetry/sdk-trace-node',
      '@opentelemetry/exporter-trace-otlp-http',
    ]);
    expect(loaded).to.not.include('@opentelemetry/exporter-trace-otlp-proto');
  });
});
