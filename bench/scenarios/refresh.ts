import { DEMO_APP_SECRET } from '../../devnet';
import type { LoadSpec } from '../load';
import type { Child } from '../processes';
import type { Settings } from '../settings';
import type { Tokens } from '../signIn';

/**
 * POST /api/oauth2/token refresh exchanges. Refresh tokens rotate, so each answer's new refresh
 * token goes back into a shared pool the next request takes from; a token is never sent twice
 * (that would revoke its grant). Run in rounds like the other loads, for its CPU round by round.
 */
/**
 * Grants the pool needs so it cannot run dry: every time a load stops (the warm-up, each round),
 * the requests in flight, one per connection, take their tokens with them — an answer that never
 * comes back never returns its new token. So: a connection's worth per stop, plus one in flight.
 */
export function refreshGrantsNeeded(settings: Settings): number {
  return settings.chainConnections * (settings.rounds + 2);
}

/** Refresh exchanges on `service`, from a pool of its grants' refresh tokens, each answer's new token put back. */
export function refreshSpec(
  service: Child,
  tokens: readonly Tokens[],
  settings: Settings,
): LoadSpec {
  const pool = refreshPool(
    tokens.map((t) => t.refresh),
    settings,
  );
  return {
    url: service.info.url,
    method: 'POST',
    path: '/api/oauth2/token',
    headers: { 'Content-Type': 'application/json' },
    connections: settings.chainConnections,
    durationS: settings.durationS,
    warmupRequests: Math.round(settings.warmupRequests / 10),
    next: () => ({
      body: JSON.stringify({ refresh_token: pool.take(), client_secret: DEMO_APP_SECRET }),
    }),
    check: (_status, body) => pool.giveBack(body),
    watchPid: service.pid,
  };
}

/**
 * The rotating pool of refresh tokens a refresh load takes from: `take` the next token (a token
 * no grant knows once the pool is empty, so that request fails loudly), `giveBack` the new one an
 * answer carries (false when it carries none: the request failed).
 */
export function refreshPool(
  tokens: readonly string[],
  settings: Settings,
): { take(): string; giveBack(answer: string): boolean } {
  if (tokens.length < refreshGrantsNeeded(settings))
    throw new Error(`refresh: ${tokens.length} grants, ${refreshGrantsNeeded(settings)} needed`);
  const pool = [...tokens];
  return {
    take: () => pool.shift() ?? 'pool-empty',
    giveBack: (answer) => {
      const refresh = (JSON.parse(answer) as { refresh_token?: string }).refresh_token;
      if (!refresh) return false;
      pool.push(refresh);
      return true;
    },
  };
}
