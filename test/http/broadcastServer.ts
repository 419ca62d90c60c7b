import type { AddressInfo } from 'node:net';
import { createHttpApp } from '../../adapters/http/createHttpApp';
import { broadcastRoutes } from '../../adapters/http/broadcast/broadcastRoutes';
import { meRoutes } from '../../adapters/http/tokens/meRoutes';
import { handoffRoutes } from '../../adapters/http/signIn/handoffRoutes';
import { signInRoutes } from '../../adapters/http/signIn/signInRoutes';
import { tokenRoutes } from '../../adapters/http/tokens/tokenRoutes';
import { MemoryUsageStore } from '../../adapters/storage/apps/MemoryUsageStore';
import { LOGIN_SCOPE, POSTING_SCOPE, type TokenKind } from '../../core';
import type { ChainClient } from '../../core/ports/ChainClient';
import { silentLogger } from '../../core/ports/Logger';
import { testCore } from '../support/coreFixture';
import { FakeClock } from '../support/FakeClock';
import { mintToken } from '../support/mintToken';

/**
 * The service's HTTP stack (createHttpApp: error handler, body parser, CORS) with the broadcast,
 * /api/me and OAuth routes over the composed core, listening on port 0.
 */
export async function startBroadcastServer(chain: ChainClient) {
  const clock = new FakeClock(Date.now());
  const usageStore = new MemoryUsageStore();
  const { core, signer } = await testCore({ chain, usage: usageStore, clock });
  const app = createHttpApp({
    logger: silentLogger,
    routers: [
      broadcastRoutes(core.broadcast, {}, core.receipts),
      meRoutes(core.me),
      signInRoutes(core, { issuer: core.tokenIssuer.issuer }),
      tokenRoutes(core),
      handoffRoutes({
        tokenHandoff: core.tokenHandoff,
        issuer: core.tokenIssuer.issuer,
        logger: silentLogger,
      }),
    ],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clock,
    /** A token as the sign-in flow would issue it. */
    async token(user = 'alice', kind: TokenKind = 'posting', app = 'demo-app'): Promise<string> {
      const scope = kind === 'login' ? LOGIN_SCOPE : POSTING_SCOPE;
      return mintToken(signer, clock, { kind, sub: user, app, scope, fam: `fam-${Math.random()}` });
    },
    /** Requests counted per app today, after writing what was counted. */
    async requestsCounted(): Promise<Record<string, number>> {
      await core.usage.stop();
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      return Object.fromEntries(
        (await usageStore.summarize(day, day)).map((usage) => [usage.app, usage.requests]),
      );
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
