import { readFileSync } from 'node:fs';
import { DEMO_APP, DEMO_APP_SECRET } from '../../devnet';
import { runSideBySide, type LoadResult, type LoadSpec } from '../load';
import type { Child } from '../processes';
import type { Row } from '../report';
import type { Settings } from '../settings';
import { authorizedCodes } from '../signIn';
import { refreshGrantsNeeded } from './refresh';
import {
  basicAuthorization,
  codeBody,
  codeExchangeSpec,
  codesNeeded,
  refreshExchangeSpec,
  type TokenEndpoint,
} from './tokenExchanges';

/** Issue 43 §2: hivegate's CPU per exchange at most this share of node-oidc-provider's. */
export const MAX_SHARE = { sqlite: 0.67, memory: 0.9 } as const;

export const PEER_VERSION = (
  JSON.parse(readFileSync(require.resolve('oidc-provider/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** One storage, both sides: hivegate's service and the peer over the same kind of store. */
export interface PeerPair {
  storage: keyof typeof MAX_SHARE;
  hivegate: Child;
  peer: Child;
}

const HIVEGATE_TOKEN = '/api/oauth2/token';
const PEER_TOKEN = '/token';
const LABEL = { sqlite: 'SQLite', memory: 'memory' } as const;
const NOTE = {
  sqlite: {
    hivegate: "the service's SQLite file (DATA_DIR), as npm start runs it",
    peer: `node-oidc-provider ${PEER_VERSION} over the bench's SQLite adapter (bench/oidcPeer/sqliteAdapter.ts), opened with hivegate's openDatabase (WAL, synchronous NORMAL)`,
  },
  memory: {
    hivegate:
      'the compiled service over its in-memory stores (bench/serve/memoryStorage.js, hivegate/adapters/memory)',
    peer: `node-oidc-provider ${PEER_VERSION} with its own MemoryAdapter (its LRU sized 1M entries instead of 1,000, so codes minted ahead stay)`,
  },
};

export function exchangeRowName(
  exchange: 'refresh' | 'code',
  side: 'hivegate' | 'node-oidc-provider',
  storage: PeerPair['storage'],
): string {
  return `token exchange (${exchange}), ${side}, ${LABEL[storage]}`;
}

/**
 * The token-exchange rows against node-oidc-provider: for each storage, hivegate's service and the
 * peer, side by side in the same rounds — refresh exchanges first, then code exchanges. Every
 * token and code is made before the loads: hivegate's through its own sign-in (challenge, the
 * user's signature, authorize), the peer's codes through its models, and each side's refresh
 * tokens by exchanging such codes at its own token endpoint.
 */
export async function measurePeerExchanges(
  pairs: readonly PeerPair[],
  users: readonly string[],
  settings: Settings,
  say: (message: string) => void,
): Promise<{ row: Omit<Row, 'result'>; result: LoadResult }[]> {
  const grants = refreshGrantsNeeded(settings);
  const codes = codesNeeded(settings);
  say(
    `token exchanges against node-oidc-provider ${PEER_VERSION}: ${grants} refresh grants and ${codes} codes per process, made ahead`,
  );
  const endpoints = pairs.map((pair) => ({
    hivegate: { child: pair.hivegate, path: HIVEGATE_TOKEN },
    peer: { child: pair.peer, path: PEER_TOKEN },
  }));
  const made = await Promise.all(
    endpoints.flatMap(({ hivegate, peer }) => [
      makeGrants(hivegate, users, grants, codes),
      makeGrants(peer, users, grants, codes),
    ]),
  );
  const specs = (build: (endpoint: TokenEndpoint, made: Made) => LoadSpec) =>
    endpoints.flatMap(({ hivegate, peer }, i) => [
      build(hivegate, made[2 * i]),
      build(peer, made[2 * i + 1]),
    ]);
  const refresh = await runSideBySide(
    specs((endpoint, m) => refreshExchangeSpec(endpoint, m.refresh, settings)),
    settings.rounds,
    settings.warmupS,
  );
  const code = await runSideBySide(
    specs((endpoint, m) => codeExchangeSpec(endpoint, m.codes, settings)),
    settings.rounds,
    settings.warmupS,
  );
  return (['refresh', 'code'] as const).flatMap((exchange) =>
    pairs.flatMap((pair, i) => {
      const results = exchange === 'refresh' ? refresh : code;
      const peerName = exchangeRowName(exchange, 'node-oidc-provider', pair.storage);
      return [
        {
          row: {
            scenario: peerName,
            cpuOf: [pair.peer.name],
            note: NOTE[pair.storage].peer,
          },
          result: results[2 * i + 1],
        },
        {
          row: {
            scenario: exchangeRowName(exchange, 'hivegate', pair.storage),
            ceiling: peerName,
            maxCpuShare: MAX_SHARE[pair.storage],
            cpuOf: [pair.hivegate.name],
            note: NOTE[pair.storage].hivegate,
          },
          result: results[2 * i],
        },
      ];
    }),
  );
}

/** A side's refresh tokens and codes, made before any load. */
interface Made {
  refresh: string[];
  codes: string[];
}

/** Codes made the side's own way; `grants` of them exchanged once, at its token endpoint, for refresh tokens. */
async function makeGrants(
  endpoint: TokenEndpoint,
  users: readonly string[],
  grants: number,
  codes: number,
): Promise<Made> {
  const all = await codesOf(endpoint, users, grants + codes);
  const refresh: string[] = [];
  for (const code of all.slice(0, grants)) refresh.push(await exchangeCode(endpoint, code));
  return { refresh, codes: all.slice(grants) };
}

/** `count` codes for users in turn: hivegate's through sign-ins, the peer's from its models (POST /bench/codes). */
async function codesOf(
  endpoint: TokenEndpoint,
  users: readonly string[],
  count: number,
): Promise<string[]> {
  const accounts = Array.from({ length: count }, (_, i) => users[i % users.length]);
  if (endpoint.path === HIVEGATE_TOKEN) return authorizedCodes(endpoint.child.info.url, accounts);
  const response = await fetch(`${endpoint.child.info.url}/bench/codes`, {
    method: 'POST',
    body: JSON.stringify({ accounts: users, count }),
  });
  if (response.status !== 200)
    throw new Error(`peer /bench/codes: ${response.status} ${await response.text()}`);
  return (await response.json()) as string[];
}

/** One code exchanged at the side's token endpoint, as the loads send it; answers the refresh token. */
async function exchangeCode(endpoint: TokenEndpoint, code: string): Promise<string> {
  const response = await fetch(endpoint.child.info.url + endpoint.path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: basicAuthorization(DEMO_APP, DEMO_APP_SECRET),
    },
    body: codeBody(code),
  });
  const body = (await response.json()) as { refresh_token?: string };
  if (response.status !== 200 || !body.refresh_token)
    throw new Error(
      `${endpoint.child.name} code exchange: ${response.status} ${JSON.stringify(body)}`,
    );
  return body.refresh_token;
}
