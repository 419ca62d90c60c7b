import { DEMO_APP_SECRET } from '../../devnet';
import { runLoad, type LoadResult } from '../load';
import type { Child } from '../processes';
import type { Settings } from '../settings';
import type { Tokens } from '../signIn';

/**
 * POST /api/oauth2/token refresh exchanges. Refresh tokens rotate, so each answer's new refresh
 * token goes back into a shared pool the next request takes from; a token is never sent twice
 * (that would revoke its grant). The pool holds every signed-in user's token, far more than
 * there are connections.
 */
export function loadRefresh(service: Child, tokens: readonly Tokens[], settings: Settings): Promise<LoadResult> {
  const pool = tokens.map((t) => t.refresh);
  return runLoad(
    {
      url: service.info.url,
      method: 'POST',
      path: '/api/oauth2/token',
      headers: { 'Content-Type': 'application/json' },
      connections: settings.chainConnections,
      durationS: settings.durationS,
      warmupRequests: Math.round(settings.warmupRequests / 10),
      next: () => ({ body: JSON.stringify({ refresh_token: pool.shift() ?? 'pool-empty', client_secret: DEMO_APP_SECRET }) }),
      check: (_status, body) => {
        const refresh = (JSON.parse(body) as { refresh_token?: string }).refresh_token;
        if (!refresh) return false;
        pool.push(refresh);
        return true;
      },
      watchPid: service.pid,
    },
    settings.warmupS,
  );
}
