import type { AddressInfo } from 'node:net';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import { broadcastRoutes } from '../../adapters/http/routes/broadcastRoutes';
import { meRoutes } from '../../adapters/http/routes/meRoutes';
import { oauthRoutes } from '../../adapters/http/routes/oauthRoutes';
import { StaticWebsiteProber } from '../../adapters/prober/StaticWebsiteProber';
import { MemoryGrantStore } from '../../adapters/storage/MemoryGrantStore';
import { MemoryUsageStore } from '../../adapters/storage/MemoryUsageStore';
import { buildHivegate } from '../../bootstrap/buildHivegate';
import { DEFAULT_LIFETIMES, POSTING_SCOPE, type TokenKind } from '../../core';
import type { ChainClient } from '../../core/ports/ChainClient';
import { silentLogger } from '../../core/ports/Logger';
import { TokenIssuer } from '../../core/usecases/TokenIssuer';
import { testSigner } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';

/**
 * The service's HTTP stack (createHttpApp: error handler, body parser, CORS) with the broadcast,
 * /api/me and OAuth routes over the core built by buildHivegate, listening on port 0.
 */
export async function startBroadcastServer(chain: ChainClient) {
  const clock = new FakeClock(Date.now());
  const signer = await testSigner();
  const usageStore = new MemoryUsageStore();
  const hivegate = buildHivegate(
    { chain, signer, grants: new MemoryGrantStore(), usage: usageStore, prober: new StaticWebsiteProber(), clock },
    { serviceAccount: 'hivegate', serviceName: 'hivegate.test', directory: { windowDays: 30, featured: [], refreshSeconds: 600 } },
  );
  const app = createHttpApp({
    logger: silentLogger,
    routers: [
      broadcastRoutes(hivegate.broadcast),
      meRoutes(hivegate.me),
      oauthRoutes({ challenge: hivegate.challenge, authorize: hivegate.authorize, exchange: hivegate.exchange, revoke: hivegate.revoke }),
    ],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const issuer = new TokenIssuer(signer, clock, DEFAULT_LIFETIMES);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clock,
    /** A token as the sign-in flow would issue it. */
    async token(user = 'alice', kind: TokenKind = 'posting', app = 'demo-app'): Promise<string> {
      const scope = kind === 'login' ? ['login'] : POSTING_SCOPE;
      return (await issuer.issue({ kind, sub: user, app, scope, fam: `fam-${Math.random()}` })).token;
    },
    /** Requests counted per app today, after writing what was counted. */
    async requestsCounted(): Promise<Record<string, number>> {
      await hivegate.usage.stop();
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      return Object.fromEntries((await usageStore.summarize(day, day)).map((usage) => [usage.app, usage.requests]));
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
