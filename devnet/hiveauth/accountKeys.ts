import { Client } from '@hiveio/dhive';

/** The public keys of an account (owner, active, posting, memo), or undefined when it does not exist. */
export type AccountKeys = (account: string) => Promise<string[] | undefined>;

/** Reads accounts from a Hive node (the dev chain in development) with dhive. */
export function accountKeysFromNode(nodeUrl: string): AccountKeys {
  const client = new Client(nodeUrl, { timeout: 10_000, failoverThreshold: 0 });
  return async (account) => {
    const [found] = await client.database.getAccounts([account]);
    if (!found) return undefined;
    const keys = [found.owner, found.active, found.posting].flatMap((authority) =>
      authority.key_auths.map(([key]) => String(key)),
    );
    return [...keys, String(found.memo_key)];
  };
}
