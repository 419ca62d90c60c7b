import { ACCOUNT_NAME_PATTERN } from '../../../core/shared/accountName';
import { z } from 'zod';
import { integersFit, parsesAsJson } from '../parse/hivedJson';

/**
 * Field schemas for Hive operations, with messages written to follow the field's name:
 * `weight must be an integer between -10000 and 10000`. A field that is absent reads "is missing".
 * Limits are the chain's own (hive/libraries/protocol/include/hive/protocol/config.hpp).
 */

/** Schema options whose message is `text`, or "is missing" when there was no value at all. */
export const says = (text: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is missing' : text),
});

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** A Hive account name, by hived's own rule (core/shared/accountName.ts). */
export const account = z
  .string(says('must be a Hive account name'))
  .regex(ACCOUNT_NAME_PATTERN, 'must be a Hive account name');

/** An account name or '' (the parent_author of a top-level post). */
export const accountOrEmpty = z.union(
  [z.literal(''), account],
  says('must be a Hive account name or ""'),
);

/**
 * A permlink: 1 to 255 bytes of UTF-8 without whitespace or control characters. hived's own check
 * (validate_permlink) takes any UTF-8 shorter than HIVE_MAX_PERMLINK_LENGTH (256), empty too; a new
 * post's takes only a–z, 0–9 and '-' (its comment evaluator), but posts older than that rule keep
 * permlinks it would refuse, so only the empty one and whitespace or control characters, which no
 * front-end writes, are refused here.
 */
export const permlink = z
  .string(says('must be a permlink (1 to 255 bytes, no spaces)'))
  .regex(/^[^\s\p{Cc}]+$/u, 'must be a permlink (1 to 255 bytes, no spaces)')
  .refine((text) => utf8Bytes(text) <= 255, 'must be a permlink (1 to 255 bytes, no spaces)');

/** A string holding JSON, or '' for none when `allowEmpty`; `maxBytes` of UTF-8 at most. */
export const jsonText = (maxBytes = Infinity, allowEmpty = true) =>
  z
    .string(says('must be a string holding JSON'))
    .refine((text) => utf8Bytes(text) <= maxBytes, `must be at most ${maxBytes} bytes`)
    .refine(
      (text) => (allowEmpty && text === '') || parsesAsJson(text),
      'must be a string holding valid JSON',
    )
    .refine(integersFit, 'must hold no integer beyond 64 bits (hived refuses one)');

/**
 * A whole number in [min, max], or `message`. A string of digits counts too: the hivesigner SDK
 * types `weight` as `string | number`, the chain's JSON reader takes "10000" for 10000, and query
 * strings carry numbers as digits. A string may have as many digits as the bounds have, no more.
 */
export function wholeNumber(min: number, max: number, message: string) {
  const digits = String(Math.max(Math.abs(min), Math.abs(max))).length;
  return z
    .union(
      [
        z.int(says(message)),
        z
          .string()
          .regex(new RegExp(`^-?\\d{1,${digits}}$`))
          .transform(Number),
      ],
      says(message),
    )
    .pipe(z.number().min(min, message).max(max, message));
}

/** An integer in [min, max], in /api/broadcast's words. */
export const integer = (min: number, max: number) =>
  wholeNumber(min, max, `must be an integer between ${min} and ${max}`);

export const flag = z.boolean(says('must be true or false'));

/**
 * Asset strings as the chain writes them: `1.000 HIVE`, `1.000 HBD`, `1.000000 VESTS`. The testnet
 * symbols (TESTS, TBD) and the legacy ones dhive still maps (STEEM, SBD) are accepted too.
 */
const assetOf = (pattern: RegExp, example: string) =>
  z
    .string(says(`must be an amount like "${example}"`))
    .regex(pattern, `must be an amount like "${example}"`);

export const hiveAsset = assetOf(/^\d{1,15}\.\d{3} (HIVE|TESTS|STEEM)$/, '0.000 HIVE');
export const hbdAsset = assetOf(/^\d{1,15}\.\d{3} (HBD|TBD|SBD)$/, '0.000 HBD');
export const vestsAsset = assetOf(/^\d{1,15}\.\d{6} VESTS$/, '0.000000 VESTS');

/** `extensions` where the operation defines none (future_extensions is an empty variant). */
export const noExtensions = z
  .array(z.unknown(), says('must be an array'))
  .max(0, 'must be empty')
  .default([]);
