import type { z } from 'zod';
import { isBroadcastOperation, type Operation } from '../../../core/domain/operations';
import { InvalidRequest } from '../../../core/errors';
import { OPERATION_SCHEMAS } from './operationSchemas';

/**
 * Most operations one broadcast may carry. Hive sets no count, only 64 KiB per transaction; this
 * bounds the work (checks, serialization, signing) one request can ask for. Fifty is far above
 * what a front-end sends (a post with options and a vote is three).
 */
export const MAX_OPERATIONS = 50;

/** Largest serialized (JSON) size of the operations: HIVE_MAX_TRANSACTION_SIZE (64 KiB). Binary is smaller. */
export const MAX_OPERATIONS_BYTES = 64 * 1024;

const MAX_NAME_LENGTH = 64;

/**
 * The `operations` of a /api/broadcast body, typed, or InvalidRequest saying what is wrong with
 * which operation. Operations outside the allow-list pass as long as they are `[name, {…}]`, so
 * that the use case can answer invalid_scope naming them. A form body may carry `operations` as
 * a JSON string.
 */
export function parseBroadcastBody(body: Record<string, unknown>): Operation[] {
  const value = typeof body.operations === 'string' ? parseJson(body.operations) : body.operations;
  if (value === undefined) throw new InvalidRequest('operations is missing');
  if (!Array.isArray(value)) throw new InvalidRequest('operations must be an array of [name, fields] operations');
  if (value.length === 0) throw new InvalidRequest('operations must hold at least one operation');
  if (value.length > MAX_OPERATIONS) {
    throw new InvalidRequest(`operations holds ${value.length} operations; at most ${MAX_OPERATIONS} are accepted`);
  }
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (bytes > MAX_OPERATIONS_BYTES) {
    throw new InvalidRequest(`operations take ${bytes} bytes; a Hive transaction holds at most ${MAX_OPERATIONS_BYTES}`);
  }
  return value.map(parseOperation);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new InvalidRequest('operations must be a JSON array of [name, fields] operations');
  }
}

function parseOperation(value: unknown, index: number): Operation {
  const where = `operations[${index}]`;
  if (!Array.isArray(value) || value.length !== 2) throw new InvalidRequest(`${where} must be a [name, fields] pair`);
  const [name, fields] = value as [unknown, unknown];
  if (typeof name !== 'string' || !/^[a-z0-9_]+$/.test(name) || name.length > MAX_NAME_LENGTH) {
    throw new InvalidRequest(`${where}: the operation name must be a string like "vote"`);
  }
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new InvalidRequest(`${where} (${name}): the fields must be an object`);
  }
  if (!isBroadcastOperation(name)) return [name, fields as Record<string, unknown>];
  const result = OPERATION_SCHEMAS[name].safeParse(fields);
  if (!result.success) throw new InvalidRequest(`${where} (${name}): ${describe(result.error.issues[0])}`);
  return [name, result.data];
}

/** `beneficiaries[0].weight must be …` from a zod issue. */
function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((key, at) => (typeof key === 'number' ? `[${key}]` : `${at === 0 ? '' : '.'}${String(key)}`))
    .join('');
  return path ? `${path} ${issue.message}` : issue.message;
}
