import { createHash } from 'node:crypto';
import { recoverPublicKey } from '../../adapters/chain/recoverPublicKey';
import { postingKeyOf } from '../accounts';
import { monotonicUs, procCpu, round, type LoadResult } from '../load';
import type { Child } from '../processes';
import { signIn } from '../signIn';

/**
 * Whole sign-ins (challenge → the user signs → authorize → code → token), `count` of them, a few
 * at a time, as real apps make them: a request sequence autocannon cannot send, so timed here. The
 * user's signature is made in this process (a wallet's work, not the service's); the service's
 * CPU over the window is what the row reports, per sign-in.
 */
export async function measureSignIns(
  service: Child,
  users: readonly string[],
  count: number,
  concurrency = 8,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = procCpu();
  const startUs = monotonicUs();
  const worker = async () => {
    while (next < count) {
      const user = users[next++ % users.length];
      const t0 = performance.now();
      try {
        await signIn(service.info.url, user);
        latencies.push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        if (samples.length < 5) samples.push(String((error as Error).message).slice(0, 300));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const endUs = monotonicUs();
  const cpuAfter = procCpu();
  const durationS = (endUs - startUs) / 1e6;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return {
    rps: round(latencies.length / durationS),
    p50: at(0.5),
    p99: at(0.99),
    requests: latencies.length,
    errors,
    non2xx: 0,
    badBodies: 0,
    durationS: round(durationS, 2),
    windowsUs: [[startUs, endUs]],
    roundRequests: [latencies.length],
    roundProcCpuMs: [
      Object.fromEntries(
        Object.entries(cpuAfter).flatMap(([name, ms]) =>
          name in cpuBefore ? [[name, ms - cpuBefore[name]]] : [],
        ),
      ),
    ],
    samples,
  };
}

/**
 * The sign-in's ceiling: the one thing it cannot skip, recovering the public key from the user's
 * signature over the challenge, with the service's own code (adapters/chain/recoverPublicKey), in
 * this process, `count` times. Its "req/s" is recoveries per second of one core.
 */
export function signatureCheckCeiling(
  user: string,
  prefix: string,
  count: number,
): { result: LoadResult; msPerCheck: number } {
  const message = 'hivegate.test: sign in @bench to @demo-app #0123456789abcdef';
  const signature = postingKeyOf(user)
    .sign(createHash('sha256').update(message, 'utf8').digest())
    .toString();
  for (let i = 0; i < 50; i++) recoverPublicKey(message, signature, prefix); // warm-up
  const startUs = monotonicUs();
  for (let i = 0; i < count; i++) {
    if (!recoverPublicKey(message, signature, prefix)) throw new Error('recovery failed');
  }
  const endUs = monotonicUs();
  const durationS = (endUs - startUs) / 1e6;
  const msPerCheck = round((durationS * 1000) / count, 3);
  return {
    msPerCheck,
    result: {
      rps: round(count / durationS),
      p50: msPerCheck,
      p99: msPerCheck,
      requests: count,
      errors: 0,
      non2xx: 0,
      badBodies: 0,
      durationS: round(durationS, 2),
      windowsUs: [[startUs, endUs]],
      roundRequests: [count],
      roundProcCpuMs: [{}],
      samples: [],
    },
  };
}
