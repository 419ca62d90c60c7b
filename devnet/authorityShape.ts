import { PublicKey } from '@hiveio/dhive';
import { HIVE_MAX_AUTHORITY_MEMBERSHIP } from './chainParameters';
import type { AuthorityValue } from './chainState';
import { chainAssert } from './errors';
import { isValidAccountName } from './validators';

/**
 * Checks a public key's text form (base58 with checksum) and that it carries this chain's
 * address prefix, as hived requires; returns it unchanged.
 */
export function validatePublicKey(text: unknown, field: string, addressPrefix: string): string {
  chainAssert(typeof text === 'string', 'is_string', `${field} must be a public key string`);
  chainAssert(
    text.startsWith(addressPrefix),
    'prefix == HIVE_ADDRESS_PREFIX',
    `${field}: public key ${text} must start with ${addressPrefix}`,
  );
  try {
    PublicKey.fromString(text);
  } catch (cause) {
    chainAssert(
      false,
      'public_key_type( base58str )',
      `${field}: invalid public key ${text}: ${(cause as Error).message}`,
    );
  }
  return text;
}

/**
 * Checks an authority as account_update's validate() does: a positive threshold that its members
 * can reach, at most HIVE_MAX_AUTHORITY_MEMBERSHIP members, valid names and keys, weights 1–65535.
 */
export function validateAuthority(
  value: unknown,
  field: string,
  addressPrefix: string,
): AuthorityValue {
  chainAssert(
    value !== null && typeof value === 'object',
    'is_object',
    `${field} must be an authority object`,
  );
  const {
    weight_threshold: threshold,
    account_auths: accounts,
    key_auths: keys,
  } = value as Record<string, unknown>;
  chainAssert(
    Number.isInteger(threshold) &&
      (threshold as number) >= 1 &&
      (threshold as number) <= 0xffffffff,
    'weight_threshold > 0',
    `${field}.weight_threshold must be a positive integer`,
  );
  chainAssert(
    Array.isArray(accounts) && Array.isArray(keys),
    'is_array',
    `${field}: account_auths and key_auths must be lists`,
  );
  chainAssert(
    accounts.length + keys.length <= HIVE_MAX_AUTHORITY_MEMBERSHIP,
    'num_auths() <= HIVE_MAX_AUTHORITY_MEMBERSHIP',
    `${field}: Authority membership exceeded. Max: ${HIVE_MAX_AUTHORITY_MEMBERSHIP}`,
  );
  const accountAuths = accounts.map((entry, index) => {
    const [name, weight] = member(entry, `${field}.account_auths[${index}]`);
    chainAssert(
      isValidAccountName(name),
      'is_valid_account_name( name )',
      `${field}: Account name ${String(name)} is invalid`,
    );
    return [name, weight] as [string, number];
  });
  const keyAuths = keys.map((entry, index) => {
    const [key, weight] = member(entry, `${field}.key_auths[${index}]`);
    return [validatePublicKey(key, `${field}.key_auths[${index}]`, addressPrefix), weight] as [
      string,
      number,
    ];
  });
  noDuplicates(accountAuths, `${field}.account_auths`);
  noDuplicates(keyAuths, `${field}.key_auths`);
  const total = [...accountAuths, ...keyAuths].reduce((sum, [, weight]) => sum + weight, 0);
  chainAssert(
    total >= (threshold as number),
    '!auth.is_impossible()',
    `${field}: Cannot set authority to be impossible to satisfy (total weight ${total} < threshold ${String(threshold)})`,
  );
  return {
    weight_threshold: threshold as number,
    account_auths: accountAuths,
    key_auths: keyAuths,
  };
}

function member(entry: unknown, field: string): [unknown, number] {
  chainAssert(
    Array.isArray(entry) && entry.length === 2,
    'is_pair',
    `${field} must be a [name or key, weight] pair`,
  );
  const weight = entry[1] as unknown;
  chainAssert(
    Number.isInteger(weight) && (weight as number) >= 1 && (weight as number) <= 0xffff,
    'weight in 1..65535',
    `${field}: weight must be an integer from 1 to 65535`,
  );
  return [entry[0], weight as number];
}

function noDuplicates(members: [string, number][], field: string): void {
  const names = new Set(members.map(([name]) => name));
  chainAssert(names.size === members.length, 'unique members', `${field} lists a member twice`);
}
