import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE_LIMITS, limitVariable, type RateLimitName } from '../bootstrap/config';
import { SERVICE_ACCOUNT, demoAccounts } from '../devnet';

/** The dev chain a bench's services follow, as its child reports it. */
export interface BenchDevnet {
  url: string;
  chainId: string;
  addressPrefix: string;
}

/**
 * The environment of a service the bench starts on the dev chain (npm start's, in a fresh data
 * folder of its own, which the caller removes): its service account and key, the directory read
 * once an hour, and every rate limit off, since the bench sends thousands of requests a second
 * from one address. `extra` adds to it or overrides it (DATABASE_URL, WORKERS, …).
 */
export function benchServiceEnv(
  devnet: BenchDevnet,
  folderPrefix: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const serviceKey = servicePostingKey(devnet.addressPrefix);
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), folderPrefix)),
    HIVE_NODES: devnet.url,
    HIVE_CHAIN_ID: devnet.chainId,
    HIVE_ADDRESS_PREFIX: devnet.addressPrefix,
    SERVICE_ACCOUNT,
    SERVICE_POSTING_KEY: serviceKey,
    APPS_REFRESH_SECONDS: '3600',
    ...Object.fromEntries(
      Object.keys(RATE_LIMITS).map((name) => [limitVariable(name as RateLimitName), 'off']),
    ),
    ...extra,
  };
}

/** The service account's posting key on the dev chain (its demo genesis), written for `addressPrefix`. */
export function servicePostingKey(addressPrefix: string): string {
  return demoAccounts(addressPrefix).find((account) => account.name === SERVICE_ACCOUNT)!.keys
    .posting.private;
}
