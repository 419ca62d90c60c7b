import { z } from 'zod';
import { InvalidRequest } from '../../../core/errors';

/** A Hive account name: 3–16 characters of a–z, 0–9, `.` and `-`. */
export const accountName = z.string().regex(/^[a-z][a-z0-9.-]{2,15}$/, 'must be a Hive account name');

/**
 * Parses `value` with `schema`, or throws the error `fail` builds from a readable description of
 * the first problem (`field: reason`).
 */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, fail: (description: string) => Error = (d) => new InvalidRequest(d)): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw fail(`${where}${issue.message}`);
}
