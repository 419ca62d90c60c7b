import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../bootstrap/config';

const REQUIRED = {
  SERVICE_ACCOUNT: 'hivegate',
  SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg',
};

describe('configuration: rate limits and metrics', () => {
  it('has the documented defaults: every limit on, metrics off', () => {
    const config = loadConfig(REQUIRED);
    expect(config.rateLimits).to.deep.equal({
      token_client: { points: 20, seconds: 900 },
      signin_ip: { points: 300, seconds: 60 },
      signin_account: { points: 20, seconds: 60 },
      broadcast: { points: 60, seconds: 60 },
      device_ip: { points: 60, seconds: 600 },
      device_code: { points: 30, seconds: 600 },
      device_all: { points: 1000, seconds: 600 },
    });
    expect(config.metricsPort).to.equal(undefined);
    expect(config.metricsHost).to.equal('127.0.0.1');
  });

  it('reads <requests>/<seconds>, and off (or 0) turns a limit off', () => {
    const config = loadConfig({
      ...REQUIRED,
      RATE_LIMIT_BROADCAST: '5/10',
      RATE_LIMIT_TOKEN_CLIENT: 'off',
      RATE_LIMIT_SIGNIN_IP: '0',
    });
    expect(config.rateLimits.broadcast).to.deep.equal({ points: 5, seconds: 10 });
    expect(config.rateLimits.token_client).to.equal(undefined);
    expect(config.rateLimits.signin_ip).to.equal(undefined);
  });

  for (const bad of ['5', '5/0', '0/10', 'ten/10', '5/86401', '-1/10']) {
    it(`refuses RATE_LIMIT_SIGNIN_ACCOUNT=${bad}, naming the variable`, () => {
      expect(() => loadConfig({ ...REQUIRED, RATE_LIMIT_SIGNIN_ACCOUNT: bad })).to.throw(
        ConfigError,
        /^RATE_LIMIT_SIGNIN_ACCOUNT must be/,
      );
    });
  }

  it('METRICS_PORT turns metrics on (0: any free port); METRICS_HOST picks the interface', () => {
    expect(loadConfig({ ...REQUIRED, METRICS_PORT: '9464' }).metricsPort).to.equal(9464);
    expect(loadConfig({ ...REQUIRED, METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' })).to.include({
      metricsPort: 0,
      metricsHost: '0.0.0.0',
    });
    expect(() => loadConfig({ ...REQUIRED, METRICS_PORT: 'x' })).to.throw(
      ConfigError,
      /METRICS_PORT/,
    );
  });
});
