import { DEMO_APP, DEMO_APP_SECRET } from '../../devnet';
import type { LoadSpec } from '../load';
import type { Child } from '../processes';
import type { Settings } from '../settings';
import { REDIRECT } from '../signIn';
import { refreshPool } from './refresh';

/**
 * The token exchanges hivegate and node-oidc-provider are compared on, sent the same way to both:
 * the standard token request (RFC 6749 §4.1.3, §6), form-encoded, the client authenticating with
 * HTTP Basic (`client_secret_basic`). Only the path differs (hivegate: /api/oauth2/token; the
 * peer: /token).
 */
export interface TokenEndpoint {
  child: Child;
  path: string;
}

const FORM = 'application/x-www-form-urlencoded';

/** `Basic base64(urlencode(id) ":" urlencode(secret))` (RFC 6749 §2.3.1). */
export function basicAuthorization(clientId: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
}

export function refreshBody(refreshToken: string): string {
  return new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  }).toString();
}

export function codeBody(code: string, redirectUri = REDIRECT): string {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  }).toString();
}

/** Codes one code-exchange load spends: its warm-up and every round's. */
export function codesNeeded(settings: Settings): number {
  return settings.codeWarmup + settings.rounds * settings.codesPerRound;
}

function exchangeSpec(endpoint: TokenEndpoint, settings: Settings): LoadSpec {
  return {
    url: endpoint.child.info.url,
    method: 'POST',
    path: endpoint.path,
    headers: {
      'Content-Type': FORM,
      Authorization: basicAuthorization(DEMO_APP, DEMO_APP_SECRET),
    },
    connections: settings.chainConnections,
    durationS: settings.durationS,
    watchPid: endpoint.child.pid,
  };
}

/** Refresh exchanges from a rotating pool of `tokens` (as the existing refresh row's), in the standard form. */
export function refreshExchangeSpec(
  endpoint: TokenEndpoint,
  tokens: readonly string[],
  settings: Settings,
): LoadSpec {
  const pool = refreshPool(tokens, settings);
  return {
    ...exchangeSpec(endpoint, settings),
    warmupRequests: Math.round(settings.warmupRequests / 10),
    next: () => ({ body: refreshBody(pool.take()) }),
    check: (_status, body) => pool.giveBack(body),
  };
}

/**
 * Code exchanges, each code of `codes` once, in order: the load runs by count (codesPerRound a
 * round, after codeWarmup), since a code made during a load would be measured with it. A spent
 * pile sends a code no one issued, which fails loudly.
 */
export function codeExchangeSpec(
  endpoint: TokenEndpoint,
  codes: readonly string[],
  settings: Settings,
): LoadSpec {
  if (codes.length < codesNeeded(settings))
    throw new Error(`code exchange: ${codes.length} codes, ${codesNeeded(settings)} needed`);
  const pile = [...codes];
  return {
    ...exchangeSpec(endpoint, settings),
    amount: settings.rounds * settings.codesPerRound,
    warmupRequests: settings.codeWarmup,
    next: () => ({ body: codeBody(pile.shift() ?? 'codes-spent') }),
    check: (_status, body) => body.includes('"access_token"') && body.includes('"refresh_token"'),
  };
}
