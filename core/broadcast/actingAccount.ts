import { operationNamed } from '../operations/operationRegistry';
import type { Operation } from '../shared/chain';

/**
 * The one account `operations` act for, when they name it (issue 39 §3): the registry's actor
 * of each (`voter`, `from`…; a custom_json's one required account), the signer's
 * `placeholder` (hive-uri's `__signer`) aside. Undefined when none names one, or they name several: the signer is then the user's
 * choice, and the chain judges it.
 */
export function actingAccount(
  operations: readonly Operation[],
  placeholder: string,
): string | undefined {
  const named = new Set<string>();
  for (const [name, fields] of operations) {
    const definition = operationNamed(name);
    if (!definition) continue;
    const value = fields[definition.actor];
    const actors =
      name === 'custom_json'
        ? [...asList(fields.required_posting_auths), ...asList(fields.required_auths)]
        : [value];
    for (const actor of actors)
      if (typeof actor === 'string' && actor !== placeholder) named.add(actor);
  }
  return named.size === 1 ? [...named][0] : undefined;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
