import { PrivateKey, type Operation } from '@hiveio/dhive';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORDS, SERVICE_ACCOUNT } from '../../devnet';
import type { BenchChain } from '../chain';
import { round, runLoad, type LoadSpec } from '../load';
import type { Child } from '../processes';
import type { Settings } from '../settings';
import type { Tokens } from '../signIn';
import type { VotePlan } from '../votePlan';

/**
 * The dev chain's own ceiling: `broadcast_transaction_synchronous` with votes signed up front by
 * the service key, so the chain does the same authority work as for the service's transactions
 * (voter → demo-app → hivegate). A short probe run sizes the pile from this machine's rate; should
 * the load still outrun it, the next vote is signed as it is sent (counted in `signedLate`), so the
 * load never runs out and never sends a vote twice.
 *
 * The pile is signed again before each round, against the head then: a transaction names its
 * reference block by number modulo 65,536 (TaPoS), and the run's broadcasts, one block each,
 * come near that many — votes signed at the start were refused as "too old" by a last round.
 */
export async function devnetCeilingSpec(
  devnet: Child,
  chain: BenchChain,
  plan: VotePlan,
  settings: Settings,
): Promise<{ spec: LoadSpec; signMsPerTx: number; signedLate: () => number }> {
  const key = PrivateKey.fromLogin(SERVICE_ACCOUNT, DEMO_PASSWORDS[SERVICE_ACCOUNT], 'posting');
  /** The chain's signer against the head of the last presign (the first presign comes before any load). */
  let sign: Awaited<ReturnType<BenchChain['signer']>>;
  /** Votes taken from the plan, not sent yet, each with its body signed against a recent head. */
  let pile: { vote: Operation; body: string }[] = [];
  let signMs = 0;
  let signed = 0;
  let late = 0;
  const signedVote = (vote: Operation) => ({ vote, body: sign([vote], key) });
  /** Signs the pile again against the head now, topped up to `count` votes (unmeasured). */
  const presign = async (count: number) => {
    await plan.ensure(Math.max(0, count - pile.length));
    sign = await chain.signer();
    const start = performance.now();
    const votes = pile.map(({ vote }) => vote);
    while (votes.length < count) votes.push(plan.take()!.operation);
    pile = votes.map(signedVote);
    signMs += performance.now() - start;
    signed += votes.length;
  };
  let perRound = 0;
  const spec: LoadSpec = {
    url: devnet.info.url,
    method: 'POST',
    path: '/',
    headers: { 'Content-Type': 'application/json' },
    connections: settings.chainConnections,
    durationS: settings.durationS,
    warmupRequests: chainWarmup(settings),
    next: () => {
      let body = pile.pop()?.body;
      if (body === undefined) {
        late += 1;
        const vote = plan.take();
        body = vote && signedVote(vote.operation).body;
      }
      return { body: body ?? SPENT };
    },
    check: (_status, body) => !body.includes('"error"'),
    watchPid: devnet.pid,
    beforeRound: () => presign(perRound),
  };

  // Two probes of one second each: the first warms the chain's code up, the second sizes the pile.
  // Bound by time, not by a count: autocannon notices a count reached only on its next one-second
  // tick, so a probe of 400 votes measured a quarter of the rate. A probe that outruns the votes
  // signed for it signs the rest as it goes (unmeasured).
  await presign(Math.round(500 * (settings.mode === 'quick' ? 1 : 2)));
  await runLoad({ ...spec, durationS: 1, watchPid: undefined });
  const probe = await runLoad({ ...spec, durationS: 1, watchPid: undefined });
  late = 0;
  const [start, end] = probe.windowsUs[0];
  const probeRps = probe.requests / Math.max((end - start) / 1e6, 0.001);
  // Three times the probe's rate over a round, plus the warm-up: late signing is the exception,
  // not the rule (it costs the bench process CPU the load tool would use).
  perRound =
    Math.max(300, Math.round((3 * probeRps * settings.durationS) / settings.rounds)) +
    settings.chainConnections * 2;
  await presign(perRound + chainWarmup(settings));
  return { spec, signMsPerTx: round(signMs / signed, 3), signedLate: () => late };
}

/** A body the chain refuses, sent only if the plan is spent (the seeding fell behind): counted as an error. */
const SPENT =
  '{"jsonrpc":"2.0","id":0,"method":"condenser_api.broadcast_transaction_synchronous","params":[{}]}';

/** Warm-up broadcasts: each spends a vote of the plan, so a tenth of the fast endpoints' warm-up. */
function chainWarmup(settings: Settings): number {
  return Math.round(settings.warmupRequests / 10);
}

/**
 * The requests of a broadcast load: one vote each, by users in turn on posts in turn, never the
 * same vote twice. `keyed`: each with an Idempotency-Key of its own, as hivegate/client sends every
 * broadcast (the key claimed with the signed transaction, then its outcome stored).
 */
export function broadcastRequests(
  plan: VotePlan,
  tokens: readonly Tokens[],
  keyed: boolean,
): () => { headers?: Record<string, string>; body: string } {
  const keys = `bench-${randomBytes(4).toString('hex')}`; // apart from any other load's keys
  let sent = 0;
  return () => {
    const vote = plan.take();
    if (!vote) return { body: '{"operations":[]}' }; // the seeding fell behind: refused, and counted as an error
    sent += 1;
    return {
      headers: {
        Authorization: tokens[vote.voterIndex].access,
        ...(keyed && { 'Idempotency-Key': `${keys}-${sent}` }),
      },
      body: JSON.stringify({ operations: [vote.operation] }),
    };
  };
}

/** POST /api/broadcast, one vote each (broadcastRequests), with an Idempotency-Key each when `keyed`. */
export async function serviceBroadcastSpec(
  service: Child,
  plan: VotePlan,
  tokens: readonly Tokens[],
  settings: Settings,
  keyed = false,
): Promise<LoadSpec> {
  const next = broadcastRequests(plan, tokens, keyed);
  await plan.ensure(1);
  const first = next();
  const probe = await fetch(`${service.info.url}/api/broadcast`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...first.headers },
    body: first.body,
  });
  if (probe.status !== 200)
    throw new Error(`POST /api/broadcast probe: ${probe.status} ${await probe.text()}`);
  return {
    url: service.info.url,
    method: 'POST',
    path: '/api/broadcast',
    headers: { 'Content-Type': 'application/json' },
    connections: settings.chainConnections,
    durationS: settings.durationS,
    // The fast endpoints' whole warm-up (capped by warmupS, as every load's): a service's CPU per
    // vote keeps falling for its first few thousand votes (835, 620, 510, 466 µs in rounds of
    // 1,500 after start, issue 55, 2 Dec), where a tenth of it left the row measuring a service
    // still warming beside a chain that takes every service's votes and is warm.
    warmupRequests: settings.warmupRequests,
    next,
    check: (_status, body) => body.includes('"result"'),
    watchPid: service.pid,
  };
}
