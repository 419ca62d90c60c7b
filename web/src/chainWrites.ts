import {
  signTransaction,
  type Account,
  type Authority,
  type Key,
  type Operation,
  type Receipt,
  type Role,
  type SignedTransaction,
} from './chain';
import { hive } from './accountKeys';

/* Transactions the page builds, signs and sends to the Hive nodes of #page-data. */

export function weightOf(authority: Authority, name: string): number {
  const found = authority.account_auths.find(([n]) => n === name);
  return found ? found[1] : 0;
}

/**
 * `authority` with `name` added (at a weight that alone meets the threshold) or removed.
 * account_auths must be sorted by name, as the node stores them (a flat_map): the node signs
 * over its own serialization, so another order would make the signature invalid.
 */
export function changedAuthority(authority: Authority, name: string, add: boolean): Authority {
  const others = authority.account_auths.filter(([n]) => n !== name);
  const auths: [string, number][] = add ? [...others, [name, authority.weight_threshold]] : others;
  auths.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    weight_threshold: authority.weight_threshold,
    account_auths: auths,
    key_auths: authority.key_auths,
  };
}

/** The account_update that changes one role's authority and nothing else. */
export function authorityUpdate(account: Account, role: Role, authority: Authority): Operation {
  return [
    'account_update',
    {
      account: account.name,
      [role]: authority,
      memo_key: account.memo_key,
      json_metadata: account.json_metadata,
    },
  ];
}

/** TaPoS from the head block (ref_block_prefix is bytes 4–7 of its id, little-endian), expiring a minute after it. */
export async function referenceBlock(): Promise<{
  ref_block_num: number;
  ref_block_prefix: number;
  expiration: string;
}> {
  const props = await hive().getDynamicGlobalProperties();
  const id = props.head_block_id;
  const prefix = parseInt(
    id.slice(14, 16) + id.slice(12, 14) + id.slice(10, 12) + id.slice(8, 10),
    16,
  );
  const expiration = new Date(Date.parse(`${props.time}Z`) + 60_000).toISOString().slice(0, 19);
  return { ref_block_num: props.head_block_number & 0xffff, ref_block_prefix: prefix, expiration };
}

/**
 * Sends a signed transaction and waits for its block: `{id, block_num, trx_num}`. Synchronous on
 * purpose: the page reads the account (or the service does) right after, and a sign link's
 * callback may ask for {{block}}.
 */
export function sendSigned(signed: SignedTransaction): Promise<Receipt> {
  return hive().sendSigned(signed);
}

/** Builds, signs and sends one transaction with `operations`. */
export async function broadcast(operations: Operation[], key: Key): Promise<Receipt> {
  const tx = { ...(await referenceBlock()), operations, extensions: [] };
  return sendSigned(signTransaction(tx, key));
}
