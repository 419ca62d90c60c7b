import { HttpErrors } from '../httpErrors';
import { z } from 'zod';
import { ACCOUNT_NAME_PATTERN } from '../../../core/shared/accountName';
import { SIGN_IN_MESSAGE_MAX } from '../../../core/signIn/signInMessage';
import { SIGN_IN_METHODS } from '../../../core/tokens/openId';
import { SIGNED_AS } from '../../../core/signIn/signInTransaction';

/** A Hive account name (core/shared/accountName). */
export const accountName = z.string().regex(ACCOUNT_NAME_PATTERN, 'must be a Hive account name');

/** A compact secp256k1 signature as the wallets give it: 65 bytes in hex. */
export const signatureHex = z
  .string()
  .regex(/^[0-9a-fA-F]{130}$/, 'must be a hex signature of 65 bytes');

/**
 * Parses `value` with `schema`, or throws the error `fail` builds from a readable description of
 * the first problem in plain words: `client_id is missing`, `response_type must be one of: code, token`.
 */
export function parseWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  fail: (description: string) => Error = HttpErrors.invalidField,
): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = plainWords(issue);
  if (!issue.path.length) throw fail(message);
  const where = issue.path.join('.');
  // "client_id must be…", "client_id is missing"; a sentence of its own after a colon.
  throw fail(/^(must|is|are|only) /.test(message) ? `${where} ${message}` : `${where}: ${message}`);
}

/** What a text field given as a list is told: a query's or form's field sent twice comes as one. */
export const GIVEN_ONCE = 'must be text, given once';

/**
 * A zod issue as a person reads it. Messages our schemas wrote are kept; zod's own defaults
 * ("Invalid input: expected string, received undefined") are reworded.
 */
function plainWords(issue: z.core.$ZodIssue): string {
  if (!/^Invalid|^Too (big|small)|^Unrecognized/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // zod reports the input only when asked to; its default message still says what came.
      if (/received undefined$/.test(issue.message)) return 'is missing';
      // A query's or form's field sent twice comes as a list.
      if (issue.expected === 'string' && /received array$/.test(issue.message)) return GIVEN_ONCE;
      return `must be ${KINDS[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${UNITS[issue.origin] ?? ''}`;
    case 'too_small':
      return Number(issue.minimum) <= 1 && issue.origin === 'string'
        ? 'must not be empty'
        : `must be at least ${String(issue.minimum)}${UNITS[issue.origin] ?? ''}`;
    case 'unrecognized_keys':
      return `has fields it does not know: ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

/** What a size bound counts, by what it bounds; a number's bound is the number itself. */
const UNITS: Record<string, string> = {
  string: ' characters long',
  array: ' items long',
  set: ' items long',
  file: ' bytes long',
};

const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** A message the service wrote for the user to sign (core/signIn/signInMessage.ts), as sent back. */
export const signedMessage = z.string().min(1).max(SIGN_IN_MESSAGE_MAX);

/** How the page says the user signed (the id_token's hive_wallet, issue 27 §4). */
export const signInMethod = z.enum(SIGN_IN_METHODS).optional();

/** What the signature is over: the challenge (the default), or its sign-in transaction (issue 42). */
export const signedAs = z.enum(SIGNED_AS).optional();
