import { ACCOUNT_NAME_PATTERN } from '../core/shared/accountName';
import { HIVE_MAX_PERMLINK_LENGTH } from './chainParameters';
import { chainAssert } from './errors';
// hived's JSON rule, as the service's edge reads it too.
import { isHivedJson } from '../adapters/http/parse/hivedJson';

/**
 * Field checks shared by the operation rules, with hived's messages. Account names follow
 * `is_valid_account_name` (core/shared/accountName.ts).
 */

export function isValidAccountName(name: unknown): name is string {
  return typeof name === 'string' && ACCOUNT_NAME_PATTERN.test(name);
}

export function validateAccountName(name: unknown, field: string): asserts name is string {
  chainAssert(
    isValidAccountName(name),
    'is_valid_account_name( name )',
    `Account name ${String(name)} is invalid (${field})`,
  );
}

/** hived's comment evaluator allows only a–z, 0–9 and '-' in a permlink, 1–255 characters. */
export function validatePermlink(
  permlink: unknown,
  field = 'permlink',
): asserts permlink is string {
  chainAssert(typeof permlink === 'string', 'is_string', `${field} must be a string`);
  chainAssert(
    permlink.length > 0 && permlink.length < HIVE_MAX_PERMLINK_LENGTH,
    'permlink.size() < HIVE_MAX_PERMLINK_LENGTH',
    `${field}: Permlink is not a valid size.`,
  );
  const bad = /[^a-z0-9-]/.exec(permlink);
  chainAssert(!bad, 'is_valid_permlink', `${field}: Invalid permlink character: ${bad?.[0]}`);
}

export function validateJsonMetadata(text: unknown, field: string): asserts text is string {
  chainAssert(typeof text === 'string', 'is_string', `${field} must be a string`);
  if (text.length > 0)
    chainAssert(
      isHivedJson(text),
      'validate_json_with_fallback( json_metadata )',
      `${field}: JSON is not valid JSON`,
    );
}

export function requireString(value: unknown, field: string): asserts value is string {
  chainAssert(typeof value === 'string', 'is_string', `${field} must be a string`);
}

export function requireInteger(value: unknown, field: string): asserts value is number {
  chainAssert(Number.isInteger(value), 'is_integer', `${field} must be an integer`);
}

export function requireBoolean(value: unknown, field: string): asserts value is boolean {
  chainAssert(typeof value === 'boolean', 'is_bool', `${field} must be true or false`);
}

export function requireStringArray(value: unknown, field: string): asserts value is string[] {
  chainAssert(
    Array.isArray(value) && value.every((item) => typeof item === 'string'),
    'is_array',
    `${field} must be a list of account names`,
  );
}
