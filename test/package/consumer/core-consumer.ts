// A service embedding only the core over its own adapters: type-checked with skipLibCheck off and
// nothing else installed, so the core's declarations need no third-party types (no better-sqlite3).
import {
  composeCore,
  type ChainClient,
  type Hivegate,
  type TokenSigner,
  type WebsiteProber,
} from 'hivegate/core';
import { MemorySignInStore, MemoryUsageStore } from 'hivegate/adapters/memory';

const noWebsites: WebsiteProber = { check: async () => ({ site: 'no_website', website: null }) };

export function embed(chain: ChainClient, signer: TokenSigner): Hivegate {
  return composeCore(
    {
      chain,
      signer,
      signIns: new MemorySignInStore(),
      usage: new MemoryUsageStore(),
      prober: noWebsites,
    },
    {
      serviceAccount: 'myservice',
      serviceName: 'auth.example.com',
      directory: { windowDays: 30, featured: [], rebuildSeconds: 600 },
    },
  );
}

export async function accountOf(core: Hivegate, token: string): Promise<string> {
  return (await core.me.execute(token)).account.name;
}

// @ts-expect-error the declarations are real types, not `any`: a token is a string
export const wrong: Promise<unknown> = (null as unknown as Hivegate).me.execute(42);
