import type { LoadSpec } from '../load';
import type { Child } from '../processes';
import type { Settings } from '../settings';
import type { Tokens } from '../signIn';

/**
 * Both loads send a token in the Authorization header, taking users' tokens in turn, so the
 * load tool does the same work for the ceiling as for /api/me.
 */
function rotating(tokens: readonly string[]) {
  let i = 0;
  return () => ({ headers: { Authorization: `Bearer ${tokens[i++ % tokens.length]}` } });
}

/** The ceiling: a bare Koa app answering a small JSON object. */
export function bareKoaSpec(
  koa: Child,
  settings: Settings,
  sampleTokens: readonly string[],
): LoadSpec {
  return {
    url: koa.info.url,
    path: '/api/me',
    connections: settings.connections,
    durationS: settings.durationS,
    warmupRequests: settings.warmupRequests,
    next: rotating(sampleTokens),
    watchPid: koa.pid,
  };
}

/**
 * The honest ceiling for GET /api/me: bare Koa answering the service's own /api/me answer, the
 * same status, headers and body bytes (bench/serve/prepared.ts), prepared once; with `workUs`,
 * each answer first burns that many µs of CPU (bench/README.md, "The rig's toll").
 */
export function sameBytesSpec(
  koa: Child,
  settings: Settings,
  sampleTokens: readonly string[],
  workUs = 0,
): LoadSpec {
  return {
    ...bareKoaSpec(koa, settings, sampleTokens),
    path: workUs > 0 ? `/same/me?work=${workUs}` : '/same/me',
    check: (_status, body) => body.includes('"account"'),
  };
}

/** GET /api/me with valid posting tokens; the warm-up fills the token and account caches. */
export function meSpec(service: Child, settings: Settings, tokens: readonly Tokens[]): LoadSpec {
  return {
    url: service.info.url,
    path: '/api/me',
    connections: settings.connections,
    durationS: settings.durationS,
    warmupRequests: settings.warmupRequests,
    next: rotating(tokens.map((t) => t.access)),
    check: (_status, body) => body.includes('"account"'),
    watchPid: service.pid,
  };
}
