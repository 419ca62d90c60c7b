import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { agentFilterOptions } from './addressFilter';
import { BlockedAddress, safeLookup, systemResolver, type Resolver } from './safeLookup';

/**
 * What every request hivegate makes to a URL an app chose (its website, its back-channel logout
 * URI) connects through: a DNS lookup that refuses non-public addresses and agents that check the
 * address again at connect time (DNS rebinding), TLS verified, no keep-alive.
 * `allowLoopback` is for tests only.
 */
export function outboundConnections(
  allowLoopback: boolean,
  resolve: Resolver = systemResolver,
): { lookup: LookupFunction; httpAgent: http.Agent; httpsAgent: https.Agent } {
  const filter = agentFilterOptions(allowLoopback);
  return {
    lookup: safeLookup(resolve, allowLoopback),
    httpAgent: new RequestFilteringHttpAgent({ keepAlive: false, ...filter }),
    httpsAgent: new RequestFilteringHttpsAgent({
      keepAlive: false,
      rejectUnauthorized: true,
      ...filter,
    }),
  };
}

/** Our own lookup's refusal, or request-filtering-agent's (it throws plain Errors). */
export function isBlockedConnection(error: unknown): boolean {
  return (
    error instanceof BlockedAddress ||
    (error instanceof Error && /is not allowed/.test(error.message))
  );
}
