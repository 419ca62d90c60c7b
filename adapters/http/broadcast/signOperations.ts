import { HttpErrors } from '../httpErrors';
import {
  fieldsOf,
  operationNamed,
  SIGN_LINK_OPERATION_NAMES,
  type OperationName,
} from '../../../core/operations/operationRegistry';
import { SIGNER } from '../../../core/operations/operations';
import { linkField, togetherProblem, type LinkField } from './fieldSchemas';

export { SIGNER };

/*
 * What a sign link may ask to sign: each operation's fields from the registry
 * (core/operations/operationRegistry.ts), with the defaults the page fills when a link leaves a field
 * out (memo "", extensions [], approve true…). A link is checked against these before its page
 * renders: a field that is missing, unknown or of the wrong form is refused here, naming the
 * field, instead of failing in the serializer after the user typed a key (issue 15). Held by
 * test/http/signLinks.spec.ts.
 */

const SIGN_LINK_FIELDS: Record<string, Record<string, LinkField>> = Object.fromEntries(
  SIGN_LINK_OPERATION_NAMES.map((name: OperationName) => [
    name,
    Object.fromEntries(
      Object.entries(fieldsOf(name)).map(([field, rule]) => [field, linkField(rule)]),
    ),
  ]),
);

/** The operations a sign link may carry, in the registry's order. */
export const SIGNABLE_OPERATIONS: readonly string[] = Object.keys(SIGN_LINK_FIELDS);

export function isSignableOperation(name: string): boolean {
  return Object.hasOwn(SIGN_LINK_FIELDS, name);
}

/** An operation after checking: its fields with defaults filled, and the accounts it names. */
export interface CheckedOperation {
  operation: [string, Record<string, unknown>];
  accounts: { field: string; name: string }[];
}

/**
 * Checks `fields` against the operation's definition. `where` prefixes field names in messages
 * ("amount", or "operation 2 (transfer), amount" in a link of several).
 */
export function checkOperation(
  name: string,
  fields: Record<string, unknown>,
  where: (field: string) => string,
): CheckedOperation {
  const rules = Object.hasOwn(SIGN_LINK_FIELDS, name) ? SIGN_LINK_FIELDS[name] : undefined;
  if (!rules) throw HttpErrors.signLinkOperationUnknown(name);
  const unknown = Object.keys(fields).find((key) => !Object.hasOwn(rules, key));
  if (unknown !== undefined) throw HttpErrors.signLinkFieldUnknown(name, unknown);
  const checked: Record<string, unknown> = {};
  const accounts: CheckedOperation['accounts'] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const result = rule.schema.safeParse(fields[field]);
    if (!result.success) {
      const issue = result.error.issues[0];
      const at = issue.path.length ? `${field}[${issue.path.join('][')}]` : field;
      throw HttpErrors.signLinkField(where(at), issue.message);
    }
    if (result.data === undefined) continue; // an optional field left out
    checked[field] = result.data;
    if (rule.accounts) {
      for (const value of Array.isArray(result.data) ? result.data : [result.data]) {
        if (typeof value === 'string' && value !== '' && value !== SIGNER)
          accounts.push({ field: where(field), name: value });
      }
    }
  }
  const problem = togetherProblem(operationNamed(name), checked);
  if (problem) throw HttpErrors.invalidField(where(problem));
  return { operation: [name, checked], accounts };
}
