import Router from '@koa/router';

/** One readiness check: resolves with what it found (`ok` false when not ready); may reject or hang. */
export type ReadinessCheck = () => Promise<{ ok: boolean } & Record<string, unknown>>;

/** Longest a check may take before it counts as failed, ms. */
const CHECK_TIMEOUT_MS = 2000;
/** Probes within this long share one result, ms: many load balancers must not multiply the checks. */
const REUSE_MS = 1000;

/**
 * GET /healthz: the process answers (liveness; touches nothing). GET /readyz: every check passes
 * (200) or not (503), each check's result by name. No error text, no configuration: nothing secret.
 */
export function healthRoutes(checks: Record<string, ReadinessCheck>): Router {
  const router = new Router();
  let last: { at: number; answer: Promise<Readiness> } | undefined;

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    if (!last || performance.now() - last.at > REUSE_MS)
      last = { at: performance.now(), answer: readiness(checks) };
    const answer = await last.answer;
    ctx.set('Cache-Control', 'no-store');
    ctx.status = answer.status === 'ready' ? 200 : 503;
    ctx.body = answer;
  });
  return router;
}

interface Readiness {
  status: 'ready' | 'not_ready';
  checks: Record<string, Record<string, unknown>>;
}

async function readiness(checks: Record<string, ReadinessCheck>): Promise<Readiness> {
  const results = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await timed(check)] as const),
  );
  const ready = results.every(([, result]) => result.ok === true);
  return { status: ready ? 'ready' : 'not_ready', checks: Object.fromEntries(results) };
}

async function timed(check: ReadinessCheck): Promise<Record<string, unknown>> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ ok: false; error: string }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: 'timeout' }), CHECK_TIMEOUT_MS);
  });
  const result = await Promise.race([
    check().catch(() => ({ ok: false, error: 'failed' })),
    timeout,
  ]);
  clearTimeout(timer);
  return { ...result, ms: Math.round(performance.now() - started) };
}
