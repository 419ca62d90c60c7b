import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { StaticWebsiteProber } from '../../adapters/prober/StaticWebsiteProber';
import { silentLogger } from '../../core/ports/Logger';
import {
  loadConfig,
  RATE_LIMITS,
  limitVariable,
  type RateLimitName,
  type Config,
} from '../../bootstrap/config';
import { createServer, type AdapterOverrides } from '../../bootstrap/createServer';
import { aUser } from './builders';
import { demoApp, otherApp } from './coreFixture';
import { FakeClock } from './FakeClock';

/** A service key for tests (any valid WIF; MemoryChainClient does not check signatures). */
export const TEST_SERVICE_KEY = '5JRaypasxMx1L97ZUX7YuC5Psb5EAbF821kkAGtBj7xCJFQcbLg';

/** The whole service (real SQLite in a temp dir, real signer, Koa) over an in-memory chain. */
export async function startTestServer(
  overrides: AdapterOverrides = {},
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hivegate-http-'));
  const config: Config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVICE_ACCOUNT: 'hivegate',
    SERVICE_POSTING_KEY: TEST_SERVICE_KEY,
    HIVE_NODES: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
    // The pseudo-locale finds strings that escaped the catalogue (issue 40); never on in production.
    PSEUDO_LOCALE: 'on',
    // Suites here sign in dozens of times a minute from one address; rate limit tests turn limits on.
    ...Object.fromEntries(
      Object.keys(RATE_LIMITS).map((name) => [limitVariable(name as RateLimitName), 'off']),
    ),
    ...env,
  });
  const chain =
    (overrides.chain as MemoryChainClient | undefined) ??
    new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').build(),
      demoApp.build(),
      otherApp.build(),
      aUser('hivegate').build(),
    ]);
  const clock = (overrides.clock as FakeClock | undefined) ?? new FakeClock(Date.now());
  const server = await createServer(config, {
    logger: silentLogger,
    prober: new StaticWebsiteProber(),
    ...overrides,
    chain,
    clock,
  });
  const url = await server.listen();
  return {
    url,
    chain,
    clock,
    config,
    server,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
