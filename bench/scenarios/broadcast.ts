import { PrivateKey } from '@hiveio/dhive';
import { DEMO_PASSWORDS, SERVICE_ACCOUNT } from '../../devnet';
import type { BenchChain, VotePlan } from '../chain';
import { round, runLoad, type LoadSpec } from '../load';
import type { Child } from '../processes';
import type { Settings } from '../settings';
import type { Tokens } from '../signIn';

/**
 * The dev chain's own ceiling: `broadcast_transaction_synchronous` with votes signed up front by
 * the service key, so the chain does the same authority work as for the service's transactions
 * (voter → demo-app → hivegate). A short probe run sizes the measured load, which stops after
 * the transactions signed for it (`amount`), so none is ever sent twice.
 */
export async function devnetCeilingSpec(devnet: Child, chain: BenchChain, plan: VotePlan, settings: Settings): Promise<{ spec: LoadSpec; signMsPerTx: number }> {
  const sign = await chain.signer();
  const key = PrivateKey.fromLogin(SERVICE_ACCOUNT, DEMO_PASSWORDS[SERVICE_ACCOUNT], 'posting');
  const bodies: string[] = [];
  let signMs = 0;
  let signed = 0;
  const presign = (count: number) => {
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      const vote = plan.take();
      if (!vote) throw new Error(`the vote plan ran out after ${plan.used} votes: raise posts`);
      bodies.push(sign([vote.operation], key));
    }
    signMs += performance.now() - start;
    signed += count;
  };
  const spec = (amount: number): LoadSpec => ({
    url: devnet.info.url,
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': 'application/json' },
    connections: settings.chainConnections,
    durationS: settings.durationS,
    amount,
    warmupRequests: chainWarmup(settings),
    next: () => ({ body: bodies.pop() ?? '{"jsonrpc":"2.0","id":0,"method":"condenser_api.broadcast_transaction_synchronous","params":[{}]}' }),
    check: (_status, body) => !body.includes('"error"'),
    watchPid: devnet.pid,
  });

  const probeCount = settings.mode === 'quick' ? 100 : 200;
  presign(probeCount + settings.chainConnections);
  const probe = await runLoad({ ...spec(probeCount), watchPid: undefined });
  // Twice the probe's rate: a measured load that runs out stops early (its rate stays right);
  // one that is starved of bodies would send refusals, counted as errors. The warm-up takes its
  // bodies from the same pile.
  const amount = Math.max(300, Math.round(2 * probe.rps * settings.durationS));
  presign(amount + chainWarmup(settings) + settings.chainConnections * 2);
  return { spec: spec(amount), signMsPerTx: round(signMs / signed, 3) };
}

/** Warm-up broadcasts: each spends a vote of the plan, so a tenth of the fast endpoints' warm-up. */
function chainWarmup(settings: Settings): number {
  return Math.round(settings.warmupRequests / 10);
}

/** POST /api/broadcast, one vote each, by users in turn on posts in turn: never the same vote twice. */
export async function serviceBroadcastSpec(service: Child, plan: VotePlan, tokens: readonly Tokens[], settings: Settings): Promise<LoadSpec> {
  const next = () => {
    const vote = plan.take();
    if (!vote) return { body: '{"operations":[]}' }; // spent: refused, and counted as an error
    return { headers: { Authorization: tokens[vote.voterIndex].access }, body: JSON.stringify({ operations: [vote.operation] }) };
  };
  const first = next();
  const probe = await fetch(`${service.info.url}/api/broadcast`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...first.headers }, body: first.body });
  if (probe.status !== 200) throw new Error(`POST /api/broadcast probe: ${probe.status} ${await probe.text()}`);
  return {
    url: service.info.url,
    method: 'POST',
    path: '/api/broadcast',
    headers: { 'Content-Type': 'application/json' },
    connections: settings.chainConnections,
    durationS: settings.durationS,
    warmupRequests: chainWarmup(settings),
    next,
    check: (_status, body) => body.includes('"result"'),
    watchPid: service.pid,
  };
}
