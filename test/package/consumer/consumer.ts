// An app using every entry, type-checked against the installed package's declarations
// (test/package/packaging.spec.ts); skipLibCheck as `tsc --init` sets it (dhive's own .d.ts need it).
import { composeCore, Errors, type Hivegate, type TokenAnswer } from 'hivegate/core';
import { MemorySignInStore, MemoryUsageStore } from 'hivegate/adapters/memory';
import { DhiveChainClient } from 'hivegate/adapters/chain';
import { JoseTokenSigner } from 'hivegate/adapters/signer';
import { StaticWebsiteProber } from 'hivegate/adapters/prober';
import { createServer, loadConfig, type HivegateServer } from 'hivegate';
import { startDevnet, type Devnet } from 'hivegate/devnet';

export async function compose(nodes: string[], key: string): Promise<Hivegate> {
  const signer = await JoseTokenSigner.fromPrivateJwk(await JoseTokenSigner.generatePrivateJwk());
  return composeCore(
    {
      chain: new DhiveChainClient({ nodes, serviceAccount: 'myservice', servicePostingKey: key }),
      signer,
      signIns: new MemorySignInStore(),
      usage: new MemoryUsageStore(),
      prober: new StaticWebsiteProber(),
    },
    {
      serviceAccount: 'myservice',
      serviceName: 'auth.example.com',
      directory: { windowDays: 30, featured: [], rebuildSeconds: 600 },
    },
  );
}

export async function signIn(core: Hivegate, code: string): Promise<string> {
  const tokens: TokenAnswer = await core.exchange.execute({
    codeOrRefresh: code,
    clientSecret: 'secret',
  });
  const me = await core.me.execute(tokens.access_token);
  return me.account.name;
}

export const notFound: Error = Errors.tokenExpired();

export async function serve(): Promise<[HivegateServer, Devnet]> {
  const devnet = await startDevnet({ port: 0, blockIntervalMs: 0 });
  return [await createServer(loadConfig({ HIVE_NODES: devnet.url })), devnet];
}

// The declarations are real types, not `any`: a wrong call must not compile.
// @ts-expect-error serviceAccount is required
composeCore({} as never, {
  serviceName: 'x',
  directory: { windowDays: 1, featured: [], rebuildSeconds: 1 },
});
