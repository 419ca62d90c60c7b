import { expect } from 'chai';
import {
  ConfigError,
  DEFAULT_KEEP_ALIVE_SECONDS,
  loadConfig,
  PUBLIC_HIVE_NODES,
} from '../../bootstrap/config';
import { MAINNET_CHAIN_ID } from '../../core/shared/chain';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import { configuredSigningKeys, tokenSignerOf } from '../../bootstrap/signingKey';

const REQUIRED = {
  SERVICE_ACCOUNT: 'hivegate',
  SERVICE_POSTING_KEY: '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg',
};

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig(REQUIRED);
    expect(config).to.include({
      port: 3000,
      host: '0.0.0.0',
      baseUrl: 'http://localhost:3000',
      chainId: MAINNET_CHAIN_ID,
      addressPrefix: 'STM',
    });
    expect(config).to.include({
      appsWindowDays: 30,
      appsRebuildSeconds: 600,
      codeTtlSeconds: 600,
      proberAllowLoopback: false,
      appProfilePostingFallback: false,
    });
    expect(config.hiveNodes).to.deep.equal(PUBLIC_HIVE_NODES);
    expect(config.databaseFile).to.match(/data\/hivegate\.db$/);
    expect(config).to.include({ databaseUrl: undefined, databasePoolSize: 10, workers: 1 });
    expect(config.keepAliveSeconds).to.equal(DEFAULT_KEEP_ALIVE_SECONDS);
  });

  it('selects PostgreSQL with DATABASE_URL, and reads its pool size and WORKERS', () => {
    const config = loadConfig({
      ...REQUIRED,
      DATABASE_URL: 'postgres://hive:pw@db:5432/hivegate',
      DATABASE_POOL_SIZE: '25',
      WORKERS: '4',
    });
    expect(config).to.include({
      databaseUrl: 'postgres://hive:pw@db:5432/hivegate',
      databasePoolSize: 25,
      workers: 4,
    });
  });

  it('takes a multi-host DATABASE_URL, and refuses a target_session_attrs hivegate cannot serve, in one line (issue 62)', () => {
    const url = 'postgresql://hive:pw@db1:5432,db2:5432/hivegate?target_session_attrs=read-write';
    expect(loadConfig({ ...REQUIRED, DATABASE_URL: url }).databaseUrl).to.equal(url);
    expect(() =>
      loadConfig({
        ...REQUIRED,
        DATABASE_URL: 'postgresql://hive:secret@db1,db2/hivegate?target_session_attrs=standby',
      }),
    )
      .to.throw(ConfigError, /target_session_attrs=standby; hivegate writes/)
      .that.satisfies((e: Error) => !e.message.includes('secret'));
  });

  it('never echoes DATABASE_URL, which may carry a password', () => {
    expect(() => loadConfig({ ...REQUIRED, DATABASE_URL: 'mysql://u:secret@db/x' }))
      .to.throw(ConfigError)
      .that.satisfies((e: Error) => !e.message.includes('secret'));
  });

  it('MAC_CODES: on by default over SQLite (no earlier release shares the file), off over PostgreSQL (a rolling upgrade from the previous release); either may be set (issue 43 §2)', async () => {
    const keyFile = {
      ...REQUIRED,
      TOKEN_SIGNING_KEY: JSON.stringify(await JoseTokenSigner.generatePrivateJwk()),
    };
    const headerOf = async (config: Record<string, string>) => {
      const signer = await tokenSignerOf(configuredSigningKeys(loadConfig(config)));
      const code = await signer.sign({
        kind: 'code',
        sub: 'alice',
        app: 'a',
        scope: [],
        fam: 'f',
        jti: 'j',
        iat: 1,
        exp: 2,
      });
      return JSON.parse(Buffer.from(code.split('.')[0], 'base64url').toString()).alg;
    };
    const postgres = { ...keyFile, DATABASE_URL: 'postgres://hive@db/hivegate' };
    expect(loadConfig(REQUIRED).macCodes).to.equal(true);
    expect(await headerOf(keyFile)).to.equal('HS256');
    expect(await headerOf({ ...keyFile, MAC_CODES: 'off' })).to.equal('EdDSA');
    expect(loadConfig(postgres).macCodes).to.equal(false);
    expect(await headerOf(postgres)).to.equal('EdDSA');
    expect(await headerOf({ ...postgres, MAC_CODES: 'on' })).to.equal('HS256');
    expect(() => loadConfig({ ...REQUIRED, MAC_CODES: 'yes' })).to.throw(
      'MAC_CODES must be on or off',
    );
  });

  it('APP_PROFILE_POSTING_FALLBACK: off by default, on only when it says so (issue 37 §2)', () => {
    expect(loadConfig({ ...REQUIRED, APP_PROFILE_POSTING_FALLBACK: 'on' }))
      .to.have.property('appProfilePostingFallback')
      .that.equals(true);
    expect(loadConfig({ ...REQUIRED, APP_PROFILE_POSTING_FALLBACK: 'off' }))
      .to.have.property('appProfilePostingFallback')
      .that.equals(false);
    expect(() => loadConfig({ ...REQUIRED, APP_PROFILE_POSTING_FALLBACK: '1' })).to.throw(
      'APP_PROFILE_POSTING_FALLBACK must be on or off',
    );
  });

  it('ACTIVITY_KEEP_DAYS (90), ACTIVITY_FROM_CHAIN (on) and EXPLORER_TX_URL (hivehub.dev, with {id}) (issue 59)', () => {
    const defaults = loadConfig(REQUIRED);
    expect(defaults.activityKeepDays).to.equal(90);
    expect(defaults.explorerTxUrl).to.equal('https://hivehub.dev/tx/{id}');
    expect(defaults.activityFromChain).to.equal(true);
    expect(loadConfig({ ...REQUIRED, ACTIVITY_FROM_CHAIN: 'off' }).activityFromChain).to.equal(
      false,
    );
    const set = loadConfig({
      ...REQUIRED,
      ACTIVITY_KEEP_DAYS: '7',
      EXPLORER_TX_URL: 'https://explorer.example/t/{id}?x=1',
    });
    expect(set).to.deep.include({
      activityKeepDays: 7,
      explorerTxUrl: 'https://explorer.example/t/{id}?x=1',
    });
    expect(() => loadConfig({ ...REQUIRED, ACTIVITY_KEEP_DAYS: '0' })).to.throw(
      'ACTIVITY_KEEP_DAYS',
    );
    expect(() =>
      loadConfig({ ...REQUIRED, EXPLORER_TX_URL: 'https://explorer.example/tx/' }),
    ).to.throw('EXPLORER_TX_URL must be an http(s) URL with {id}');
  });

  it('reads lists and trims a trailing slash off BASE_URL', () => {
    const config = loadConfig({
      ...REQUIRED,
      HIVE_NODES: 'http://a:1, http://b:2',
      APPS_FEATURED: 'x,y',
      BASE_URL: 'https://auth.example/',
    });
    expect(config.hiveNodes).to.deep.equal(['http://a:1', 'http://b:2']);
    expect(config.appsFeatured).to.deep.equal(['x', 'y']);
    expect(config.baseUrl).to.equal('https://auth.example');
  });

  const invalid: [Record<string, string>, string][] = [
    [{ SERVICE_POSTING_KEY: REQUIRED.SERVICE_POSTING_KEY }, 'SERVICE_ACCOUNT is required'],
    [{ SERVICE_ACCOUNT: 'hivegate' }, 'SERVICE_POSTING_KEY is required'],
    [{ ...REQUIRED, PORT: '70000' }, 'PORT must be a whole number'],
    [{ ...REQUIRED, PORT: '3k' }, 'PORT must be a whole number'],
    [{ ...REQUIRED, HIVE_NODES: 'ftp://node' }, 'HIVE_NODES must be an absolute http(s) URL'],
    [{ ...REQUIRED, HIVE_CHAIN_ID: 'xyz' }, 'HIVE_CHAIN_ID must be 64 lowercase hex characters'],
    [{ ...REQUIRED, APPS_WINDOW_DAYS: '0' }, 'APPS_WINDOW_DAYS must be a whole number'],
    [{ ...REQUIRED, BASE_URL: 'not a url' }, 'BASE_URL must be an absolute http(s) URL'],
    [
      { ...REQUIRED, PROBER_ALLOW_LOOPBACK: 'yes' },
      'PROBER_ALLOW_LOOPBACK must be 1/true or 0/false',
    ],
    [{ ...REQUIRED, LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be a pino level'],
    [
      { ...REQUIRED, DATABASE_URL: 'mysql://u:secret@db/x' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ ...REQUIRED, DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number'],
    [{ ...REQUIRED, WORKERS: 'all' }, 'WORKERS must be a whole number'],
    [{ ...REQUIRED, KEEP_ALIVE_SECONDS: '0' }, 'KEEP_ALIVE_SECONDS must be a whole number'],
  ];
  for (const [env, message] of invalid) {
    it(`refuses: ${message}`, () => {
      expect(() => loadConfig(env)).to.throw(ConfigError, message);
    });
  }
});
