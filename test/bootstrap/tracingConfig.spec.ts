import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../bootstrap/config';

const REQUIRED = {
  SERVICE_ACCOUNT: 'hivegate',
  SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg',
};

/** Issue 58: which OTEL_* variables turn traces on, and in which encoding (the SDK reads the rest). */
describe('configuration: traces', () => {
  it('are off without an OTLP endpoint, whatever else of OTEL_* is set', () => {
    expect(loadConfig(REQUIRED).tracing).to.equal(false);
    expect(
      loadConfig({ ...REQUIRED, OTEL_SERVICE_NAME: 'x', OTEL_TRACES_SAMPLER: 'always_on' }).tracing,
    ).to.equal(false);
  });

  it('are on with either endpoint variable, protobuf unless told otherwise', () => {
    const on = (env: Record<string, string>) => loadConfig({ ...REQUIRED, ...env }).tracing;
    expect(on({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).to.deep.equal({
      protocol: 'http/protobuf',
    });
    expect(
      on({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' }),
    ).to.deep.equal({ protocol: 'http/protobuf' });
    expect(
      on({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      }),
    ).to.deep.equal({ protocol: 'http/json' });
    // The traces-specific protocol wins over the general one.
    expect(
      on({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf',
      }),
    ).to.deep.equal({ protocol: 'http/protobuf' });
  });

  it('refuses an encoding no installed exporter speaks (gRPC), naming the variable', () => {
    expect(() =>
      loadConfig({
        ...REQUIRED,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      }),
    ).to.throw(ConfigError, /OTEL_EXPORTER_OTLP_PROTOCOL.*http\/protobuf or http\/json/);
  });
});
