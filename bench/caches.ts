import { PrivateKey } from '@hiveio/dhive';
import { DhiveChainClient } from '../adapters/chain/DhiveChainClient';
import { DEMO_PASSWORDS, SERVICE_ACCOUNT, startDevnet } from '../devnet';
import { JoseTokenSigner } from '../adapters/signer/JoseTokenSigner';
import { withBusyMs } from './busyTime';
import { round } from './load';

export interface CacheBenchRow {
  cache: string;
  /** Busy CPU µs per call, with the cache missing and hitting. */
  missUs: number;
  hitUs: number;
  /** Wall µs per call (a miss of the account cache includes a round trip to the chain). */
  missWallUs: number;
  hitWallUs: number;
}

/**
 * The two read caches on every request's path, A/B in process: the same calls with every
 * lookup missing (fresh tokens; an account cache of 0 ms) and then hitting.
 */
export async function benchCaches(calls: number): Promise<CacheBenchRow[]> {
  return [await tokenVerification(calls), await accountReads(calls)];
}

async function tokenVerification(calls: number): Promise<CacheBenchRow> {
  const signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
  const now = Math.floor(Date.now() / 1000);
  const tokens = await Promise.all(
    Array.from({ length: calls }, (_, i) =>
      signer.sign({
        kind: 'posting',
        sub: `user${i}`,
        app: 'demo-app',
        scope: ['vote'],
        fam: `f${i}`,
        jti: `j${i}`,
        iat: now,
        exp: now + 3600,
      }),
    ),
  );
  const verifyAll = async () => {
    for (const token of tokens)
      if (!(await signer.verify(token))) throw new Error('a bench token did not verify');
  };
  return {
    cache: 'token verification (JoseTokenSigner)',
    ...(await missThenHit(calls, verifyAll, verifyAll)),
  };
}

async function accountReads(calls: number): Promise<CacheBenchRow> {
  const devnet = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
  try {
    const client = (cacheMs: number) =>
      new DhiveChainClient({
        nodes: [devnet.url],
        chainId: devnet.chainId,
        addressPrefix: devnet.addressPrefix,
        serviceAccount: SERVICE_ACCOUNT,
        servicePostingKey: PrivateKey.fromLogin(
          SERVICE_ACCOUNT,
          DEMO_PASSWORDS[SERVICE_ACCOUNT],
          'posting',
        ).toString(),
        cacheMs,
      });
    const read = (chain: DhiveChainClient) => async () => {
      for (let i = 0; i < calls; i++)
        if ((await chain.getAccounts(['alice', 'demo-app'])).length !== 2)
          throw new Error('accounts missing');
    };
    const uncached = client(0);
    const cached = client(60_000);
    await read(uncached)(); // connections and JIT warm, as in the service
    await cached.getAccounts(['alice', 'demo-app']);
    return {
      cache: 'account reads, user + app (DhiveChainClient, per block)',
      ...(await missThenHit(calls, read(uncached), read(cached))),
    };
  } finally {
    await devnet.close();
  }
}

async function missThenHit(calls: number, miss: () => Promise<void>, hit: () => Promise<void>) {
  const timed = async (work: () => Promise<void>) => {
    const start = performance.now();
    const { busyMs } = await withBusyMs(work);
    return {
      busyUs: round((busyMs * 1000) / calls, 1),
      wallUs: round(((performance.now() - start) * 1000) / calls, 1),
    };
  };
  const missed = await timed(miss);
  const hits = await timed(hit);
  return {
    missUs: missed.busyUs,
    hitUs: hits.busyUs,
    missWallUs: missed.wallUs,
    hitWallUs: hits.wallUs,
  };
}

if (require.main === module) {
  benchCaches(Number(process.argv[2] ?? 2000)).then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
