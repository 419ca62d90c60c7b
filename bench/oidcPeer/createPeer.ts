import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Adapter } from 'oidc-provider';
import type Provider from 'oidc-provider';
import type { SqliteDatabase } from '../../adapters/storage/openDatabase';
import { DEMO_APP, DEMO_APP_SECRET } from '../../devnet';
import { REDIRECT } from '../signIn';
import { peerConfiguration } from './configuration';
import { sqliteAdapter } from './sqliteAdapter';

/** hivegate's bench sign-ins ask `vote,comment`; OAuth's scope is space-separated. */
export const PEER_SCOPE = 'vote comment';
/**
 * The provider's default in-memory adapter keeps everything in one LRU of 1,000 entries (up to
 * 2,000: two generations), which would drop codes minted ahead of a load; the same adapter class
 * over a larger LRU keeps them all.
 */
const MEMORY_ENTRIES = 1_000_000;
/** The provider's default clockTolerance, which its own createMemoryAdapter passes to the adapter. */
const CLOCK_TOLERANCE_S = 15;

/**
 * The peer: node-oidc-provider for demo-app (bench/oidcPeer/configuration.ts) at `issuer`, over
 * its in-memory adapter or the bench's SQLite one. Loaded with `import()`, as Node loads it
 * (native ESM): a static import here would run, under tsx, esbuild's CommonJS rewrite of each
 * of its files instead of the package as published.
 */
export async function createPeer(
  issuer: string,
  storage: { kind: 'memory' } | { kind: 'sqlite'; db: SqliteDatabase },
): Promise<Provider> {
  const { default: ProviderClass } = await import('oidc-provider');
  const adapter =
    storage.kind === 'sqlite' ? sqliteAdapter(storage.db) : await memoryAdapter(MEMORY_ENTRIES);
  return new ProviderClass(
    issuer,
    peerConfiguration({
      clientId: DEMO_APP,
      clientSecret: DEMO_APP_SECRET,
      redirectUri: REDIRECT,
      scope: PEER_SCOPE,
      signingKey: {
        ...generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' }),
        kid: 'bench-peer',
      },
      cookieKey: randomBytes(32).toString('base64url'),
      adapter,
    }),
  );
}

/** The provider's own MemoryAdapter, over one store of `entries` for every model. */
export async function memoryAdapter(entries: number): Promise<(model: string) => Adapter> {
  const { default: MemoryAdapter } = await import('oidc-provider/lib/adapters/memory_adapter.js');
  const { default: LRU } = await import('oidc-provider/lib/helpers/lru.js');
  const store = new LRU({ maxSize: entries });
  return (model) => new MemoryAdapter(model, store, CLOCK_TOLERANCE_S);
}
