import type { Operation } from '../shared/chain';
import { operationNamed } from './operationRegistry';

/**
 * `operations` with each list of accounts (custom_json's required_auths and
 * required_posting_auths) as the chain keeps it, a flat_set: each account once, in name order.
 * A node sorts the list it reads and checks the signatures over that set, so a list signed in
 * another order, or with an account twice, was signed over something else and is refused. The
 * sign page calls it once hive-uri's `__signer` is filled in, since only then is the set known
 * (a link's own order is held at the edge, adapters/http/broadcast/fieldSchemas.ts). Account
 * names are ASCII, so JavaScript's order is the chain's byte order.
 */
export function inChainOrder(operations: readonly Operation[]): Operation[] {
  return operations.map(([name, fields]) => {
    const definition = operationNamed(name);
    if (!definition) return [name, fields];
    const sorted = { ...fields };
    for (const [field, rule] of Object.entries(definition.fields)) {
      const value = fields[field];
      if (rule.type === 'accounts' && Array.isArray(value))
        sorted[field] = [...new Set(value as unknown[])].sort();
    }
    return [name, sorted];
  });
}
