import { z } from 'zod';
import { ACCOUNT_NAME_PATTERN } from '../../../core/domain/accountName';
import { Errors } from '../../../core/errors';

/** A Hive account name (core/domain/accountName). */
export const accountName = z.string().regex(ACCOUNT_NAME_PATTERN, 'must be a Hive account name');

/**
 * Parses `value` with `schema`, or throws the error `fail` builds from a readable description of
 * the first problem (`field: reason`).
 */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown, fail: (description: string) => Error = Errors.invalidField): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw fail(`${where}${issue.message}`);
}
