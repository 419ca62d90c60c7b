import { PublicKey } from '@hiveio/dhive';
import type { SignedTransaction } from '@hiveio/dhive';

/**
 * The transaction as hived sees it after reading the JSON: hived keeps custom_json's
 * required_auths and authorities' members in sorted sets (flat_set / flat_map), so it signs and
 * hashes them sorted and without duplicates. A client that signs an unsorted list gets a digest
 * hived does not compute, and is refused; the dev chain must behave the same, so it hashes and
 * stores this form. Call only after the operations passed validateOperation.
 */
export function canonicalTransaction(transaction: SignedTransaction): SignedTransaction {
  const operations = transaction.operations.map((op) => [
    op[0],
    canonicalBody(op[0], op[1] as Record<string, unknown>),
  ]);
  return { ...transaction, operations } as unknown as SignedTransaction;
}

function canonicalBody(name: string, body: Record<string, unknown>): Record<string, unknown> {
  if (name === 'custom_json') {
    return {
      ...body,
      required_auths: sortedSet(body.required_auths as string[]),
      required_posting_auths: sortedSet(body.required_posting_auths as string[]),
    };
  }
  if (name === 'account_update' || name === 'account_update2') {
    const copy = { ...body };
    for (const role of ['owner', 'active', 'posting']) {
      const authority = copy[role] as
        { account_auths: [string, number][]; key_auths: [string, number][] } | undefined | null;
      if (authority) {
        copy[role] = {
          ...authority,
          account_auths: [...authority.account_auths].sort(([a], [b]) => compareText(a, b)),
          key_auths: [...authority.key_auths].sort(([a], [b]) =>
            Buffer.compare(
              PublicKey.fromString(a).key as Buffer,
              PublicKey.fromString(b).key as Buffer,
            ),
          ),
        };
      }
    }
    return copy;
  }
  return body;
}

function sortedSet(names: string[]): string[] {
  return [...new Set(names)].sort(compareText);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
