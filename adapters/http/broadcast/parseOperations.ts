import { HttpErrors } from '../httpErrors';
import type { z } from 'zod';
import {
  isBroadcastOperation,
  MAX_OPERATIONS,
  MAX_OPERATIONS_BYTES,
} from '../../../core/operations/operations';
import { type Operation } from '../../../core/shared/chain';

import { OPERATION_SCHEMAS } from './operationSchemas';

const MAX_NAME_LENGTH = 64;
/** Deeper than any operation's fields nest (a comment's beneficiaries are 5 levels): walked before anything recurses. */
const MAX_DEPTH = 16;

/**
 * The `operations` of a /api/broadcast body, typed, or InvalidRequest saying what is wrong with
 * which operation. Operations outside the allow-list pass as long as they are `[name, {…}]`, so
 * that the use case can answer invalid_scope naming them. A form body may carry `operations` as
 * a JSON string.
 */
export function parseBroadcastBody(body: Record<string, unknown>): Operation[] {
  const value = typeof body.operations === 'string' ? parseJson(body.operations) : body.operations;
  if (value === undefined) throw HttpErrors.operationsMissing();
  if (!Array.isArray(value)) throw HttpErrors.operationsNotArray();
  if (value.length === 0) throw HttpErrors.operationsEmpty();
  if (value.length > MAX_OPERATIONS)
    throw HttpErrors.tooManyOperations(value.length, MAX_OPERATIONS);
  if (nestsDeeper(value, MAX_DEPTH)) throw HttpErrors.operationsTooDeep(MAX_DEPTH);
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (bytes > MAX_OPERATIONS_BYTES)
    throw HttpErrors.operationsTooLarge(bytes, MAX_OPERATIONS_BYTES);
  return value.map(parseOperation);
}

/** True when `value` nests arrays or objects deeper than `max`; iterative, so any depth is safe to ask. */
function nestsDeeper(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw HttpErrors.operationsNotJson();
  }
}

function parseOperation(value: unknown, index: number): Operation {
  const where = `operations[${index}]`;
  if (!Array.isArray(value) || value.length !== 2) throw HttpErrors.operationNotPair(where);
  const [name, fields] = value as [unknown, unknown];
  if (typeof name !== 'string' || !/^[a-z0-9_]+$/.test(name) || name.length > MAX_NAME_LENGTH) {
    throw HttpErrors.operationNameNotValid(where);
  }
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    throw HttpErrors.operationFieldsNotObject(where, name);
  }
  if (!isBroadcastOperation(name)) return [name, fields as Record<string, unknown>];
  const result = OPERATION_SCHEMAS[name].safeParse(fields);
  if (!result.success)
    throw HttpErrors.invalidField(`${where} (${name}): ${describe(result.error.issues[0])}`);
  return [name, result.data];
}

/** `beneficiaries[0].weight must be …` from a zod issue. */
function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((key, at) =>
      typeof key === 'number' ? `[${key}]` : `${at === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
  return path ? `${path} ${issue.message}` : issue.message;
}
