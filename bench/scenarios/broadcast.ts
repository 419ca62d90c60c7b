import { PrivateKey } from '@hiveio/dhive';
import { DEMO_PASSWORDS, SERVICE_ACCOUNT } from '../../adapters/devnet';
import type { BenchChain, VotePlan } from '../chain';
import { round, runLoad, type LoadResult } from '../load';
import type { Child } from '../processes';
import type { Settings } from '../settings';
import type { Tokens } from '../signIn';

/**
 * The dev chain's own ceiling: `broadcast_transaction_synchronous` with votes signed up front by
 * the service key, so the chain does the same authority work as for the service's transactions
 * (voter → demo-app → hivegate). A short probe run sizes the main run, which stops after the
 * transactions signed for it (`amount`), so none is ever sent twice.
 */
export async function loadDevnetCeiling(devnet: Child, chain: BenchChain, plan: VotePlan, settings: Settings): Promise<{ result: LoadResult; signMsPerTx: number }> {
  const sign = await chain.signer();
  const key = PrivateKey.fromLogin(SERVICE_ACCOUNT, DEMO_PASSWORDS[SERVICE_ACCOUNT], 'posting');
  const spare = settings.chainConnections * 3;
  let signMs = 0;
  let signed = 0;
  const presign = (count: number): string[] => {
    const start = performance.now();
    const bodies: string[] = [];
    for (let i = 0; i < count; i++) {
      const vote = plan.take();
      if (!vote) throw new Error(`the vote plan ran out after ${plan.used} votes: raise posts`);
      bodies.push(sign([vote.operation], key));
    }
    signMs += performance.now() - start;
    signed += count;
    return bodies;
  };
  const load = (bodies: string[], amount: number, watch: boolean) =>
    runLoad({
      url: devnet.info.url,
      method: 'POST',
      path: '/',
      headers: { 'Content-Type': 'application/json' },
      connections: settings.chainConnections,
      durationS: settings.durationS,
      amount,
      next: () => ({ body: bodies.pop() ?? '{"jsonrpc":"2.0","id":0,"method":"condenser_api.broadcast_transaction_synchronous","params":[{}]}' }),
      check: (_status, body) => !body.includes('"error"'),
      ...(watch ? { watchPid: devnet.pid } : {}),
    });

  const probeCount = settings.mode === 'quick' ? 200 : 400;
  const probe = await load(presign(probeCount + spare), probeCount, false);
  const amount = Math.max(500, Math.round(probe.rps * settings.durationS));
  const result = await load(presign(amount + spare), amount, true);
  return { result, signMsPerTx: round(signMs / signed, 3) };
}

/** POST /api/broadcast, one vote each, by users in turn on posts in turn: never the same vote twice. */
export async function loadServiceBroadcast(service: Child, plan: VotePlan, tokens: readonly Tokens[], settings: Settings): Promise<LoadResult | string> {
  const next = () => {
    const vote = plan.take();
    if (!vote) return { body: '{"operations":[]}' }; // spent: refused, and counted as an error
    return { headers: { Authorization: tokens[vote.voterIndex].access }, body: JSON.stringify({ operations: [vote.operation] }) };
  };
  const first = next();
  const probe = await fetch(`${service.info.url}/api/broadcast`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...first.headers }, body: first.body });
  if (probe.status === 404) return 'POST /api/broadcast answered 404: the route is not wired in bootstrap/modules/httpModule.ts yet';
  if (probe.status !== 200) throw new Error(`POST /api/broadcast probe: ${probe.status} ${await probe.text()}`);
  return runLoad(
    {
      url: service.info.url,
      method: 'POST',
      path: '/api/broadcast',
      headers: { 'Content-Type': 'application/json' },
      connections: settings.chainConnections,
      durationS: settings.durationS,
      next,
      check: (_status, body) => body.includes('"result"'),
      watchPid: service.pid,
    },
    settings.warmupS,
  );
}
