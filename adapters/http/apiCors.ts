/**
 * Cross-origin rules of the API (@koa/cors options): any origin may call it, with a token, never
 * with cookies.
 */
export const API_CORS = {
  origin: '*',
  allowMethods: ['GET', 'POST', 'OPTIONS'],
  // Idempotency-Key: hivegate/client sends one with every broadcast, from pages too (issue 26);
  // Retry-After: a page's client waits out a 409 or a chain interval by it.
  // DPoP: hivegate/client proves its key from pages (RFC 9449), and retries with DPoP-Nonce.
  allowHeaders: [
    'Authorization',
    'Content-Type',
    'Accept',
    'X-Request-Id',
    'Idempotency-Key',
    'DPoP',
  ],
  exposeHeaders: ['X-Request-Id', 'Retry-After', 'DPoP-Nonce', 'WWW-Authenticate'],
  maxAge: 600,
};
