import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JoseTokenSigner } from '../../adapters/signer/JoseTokenSigner';
import type { Devnet } from '../../devnet';
import { keyOf } from '../support/builders';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/throwawayPostgres';

/*
 * What the process specs (several `npm start` instances, releases or stores) share: the service's
 * environment on a dev chain, their DATA_DIRs, and a throw-away PostgreSQL or a skipped suite.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The service on `net` as the dev chain's `hivegate` account, any port, loopback; `extra` wins. */
export function serviceEnv(
  net: Devnet,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    HIVE_NODES: net.url,
    HIVE_CHAIN_ID: net.chainId,
    HIVE_ADDRESS_PREFIX: net.addressPrefix,
    SERVICE_ACCOUNT: 'hivegate',
    SERVICE_POSTING_KEY: keyOf('hivegate', 'posting', 'hivegate-dev-password').toString(),
    APPS_FEATURED: 'demo-app',
    ...extra,
  };
}

/** Signing keys configured alike on every instance, so one verifies what another signed. */
export async function sharedSigningKeys(): Promise<Record<string, string>> {
  return {
    TOKEN_SIGNING_KEY: JSON.stringify(await JoseTokenSigner.generatePrivateJwk()),
    ID_TOKEN_SIGNING_KEY: JSON.stringify(await JoseTokenSigner.generateRsaPrivateJwk()),
  };
}

/** Temporary folders (DATA_DIRs) made for one suite and all removed after it. */
export function tempDirs(prefix: string): {
  make(): string;
  /** Those made so far, in order. */
  made: readonly string[];
  removeAll(): void;
} {
  const made: string[] = [];
  return {
    made,
    make() {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
    removeAll() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A throw-away PostgreSQL cluster, or the suite skipped with one line saying so — failed instead
 * under HIVEGATE_REQUIRE_POSTGRES=1 (CI), where a missing component is a failure.
 */
export async function postgresOrSkip(
  context: Mocha.Context,
  suite: string,
): Promise<ThrowawayPostgres> {
  const pg = await startThrowawayPostgres();
  if (pg) return pg;
  if (process.env.HIVEGATE_REQUIRE_POSTGRES === '1')
    throw new Error('PostgreSQL binaries are required here');
  console.warn(`      ${suite} skipped: no PostgreSQL binaries (apt-get install postgresql)`);
  return context.skip();
}
