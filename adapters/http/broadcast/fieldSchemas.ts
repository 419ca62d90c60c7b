import { z } from 'zod';
import {
  CHAIN,
  type AssetSymbol,
  type FieldRule,
  type FieldType,
} from '../../../core/operations/fieldTypes';
import { SIGNER } from '../../../core/operations/operations';
import type { OperationDefinition, TogetherRule } from '../../../core/operations/operationRegistry';
import {
  account,
  accountOrEmpty,
  flag,
  integer,
  jsonText,
  noExtensions,
  permlink,
  says,
  wholeNumber,
} from './operationFields';

/**
 * The registry's field kinds (core/operations/fieldTypes.ts) as schemas, in the two voices the edge
 * speaks: /api/broadcast (a developer's JSON: "must be a string") and sign links (a person's link:
 * "must be text", `__signer` in any account field, defaults the page fills). Limits come from the
 * kind; only the wording and what may be left out differ.
 */

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

// Testnet (TESTS, TBD) and legacy (STEEM, SBD) symbols are the ones dhive still maps.
const SYMBOLS: Record<AssetSymbol, { pattern: string; decimals: number }> = {
  HIVE: { pattern: 'HIVE|TESTS|STEEM', decimals: 3 },
  HBD: { pattern: 'HBD|TBD|SBD', decimals: 3 },
  VESTS: { pattern: 'VESTS', decimals: 6 },
};

const amount = (symbol: AssetSymbol, whole: string) =>
  `"${whole}.${'0'.repeat(SYMBOLS[symbol].decimals)} ${symbol}"`;

function assetPattern(symbols: readonly AssetSymbol[]): RegExp {
  const decimals = SYMBOLS[symbols[0]].decimals; // symbols of one field share their precision
  const names = symbols.map((symbol) => SYMBOLS[symbol].pattern).join('|');
  return new RegExp(`^\\d{1,15}\\.\\d{${decimals}} (${names})$`);
}

/** A whole number in [min, max], in a sign link's words. */
const whole = (min: number, max: number) =>
  wholeNumber(min, max, `must be a whole number between ${min} and ${max}`);

const beneficiary = z.looseObject(
  { account, weight: integer(0, CHAIN.fullWeight) },
  says('must be an object'),
);

/**
 * A comment's beneficiaries as hived's comment_payout_beneficiaries::validate takes them
 * (hive_operations.cpp): at least one, their weights adding up to 100 % at most, sorted by account
 * name with no account twice; at most `maxItems`, as a node's evaluator allows.
 */
const beneficiaries = (maxItems: number) =>
  z
    .array(beneficiary, says('must be an array'))
    .min(1, 'must list at least one beneficiary')
    .max(maxItems, `must list at most ${maxItems}`)
    .superRefine((list, ctx) => {
      const total = list.reduce((sum, { weight }) => sum + weight, 0);
      if (total > CHAIN.fullWeight)
        ctx.addIssue({
          code: 'custom',
          message: `weights add up to ${total}: at most ${CHAIN.fullWeight} (100 %)`,
        });
      const unsorted = list.findIndex((entry, i) => i > 0 && entry.account <= list[i - 1].account);
      if (unsorted > 0)
        ctx.addIssue({
          code: 'custom',
          path: [unsorted, 'account'],
          message: `must come after "${list[unsorted - 1].account}": beneficiaries are sorted by account name, each account once`,
        });
    });

const commentOptionsExtensions = (maxItems: number) =>
  z
    .array(
      z.tuple(
        [
          z.literal(0, 'must be 0 (comment_payout_beneficiaries)'),
          z.looseObject({ beneficiaries: beneficiaries(maxItems) }, says('must be an object')),
        ],
        says('must be [0, { "beneficiaries": [...] }]'),
      ),
      says('must be an array'),
    )
    .max(1, 'must hold at most one entry');

function text(
  rule: Extract<FieldType, { type: 'text' }>,
  typeMessage: string,
  nonEmpty: boolean,
): z.ZodType {
  let schema = z.string(says(typeMessage));
  if (nonEmpty) schema = schema.min(1, 'must not be empty');
  if (rule.maxChars !== undefined)
    schema = schema.max(rule.maxChars, `must be at most ${rule.maxChars} characters`);
  const { maxBytes } = rule;
  return maxBytes === undefined
    ? schema
    : schema.refine((value) => utf8Bytes(value) <= maxBytes, `must be at most ${maxBytes} bytes`);
}

function withDefault(schema: z.ZodType, rule: FieldRule, value: unknown): z.ZodType {
  if (value !== undefined) return schema.default(value as never);
  return rule.optional ? schema.optional() : schema;
}

/**
 * The first of an operation's rules over several fields (`together`) that its checked fields
 * break, in words for both voices ("delegatee must be another account than delegator"); undefined
 * when none is broken. `__signer` on both sides of differentAccounts is the same account too.
 */
export function togetherProblem(
  definition: OperationDefinition | undefined,
  fields: Record<string, unknown>,
): string | undefined {
  for (const rule of definition?.together ?? []) {
    const problem = brokenRule(rule, fields);
    if (problem) return problem;
  }
  return undefined;
}

function brokenRule(rule: TogetherRule, fields: Record<string, unknown>): string | undefined {
  switch (rule.type) {
    case 'notAllZero': {
      const amounts = rule.fields;
      if (amounts.some((field) => Number.parseFloat(String(fields[field])) > 0)) return undefined;
      return `${amounts.slice(0, -1).join(', ')} and ${amounts.at(-1)} must not all be zero`;
    }
    case 'differentAccounts': {
      const [first, second] = rule.fields;
      return fields[first] === fields[second]
        ? `${second} must be another account than ${first}`
        : undefined;
    }
    case 'hiveAndHbd': {
      const symbols = rule.fields.map((field) => symbolOf(fields[field])).sort();
      return symbols[0] === 'HBD' && symbols[1] === 'HIVE'
        ? undefined
        : `${rule.fields.join(' and ')} must be one in HIVE and one in HBD (the HIVE:HBD market)`;
    }
  }
}

/** HIVE or HBD, whichever name an amount's currency goes by (testnet and legacy ones too). */
function symbolOf(amount: unknown): string | undefined {
  const currency = String(amount).split(' ')[1];
  return (Object.keys(SYMBOLS) as AssetSymbol[]).find((symbol) =>
    SYMBOLS[symbol].pattern.split('|').includes(currency),
  );
}

/**
 * Accounts the chain keeps as a set (custom_json's required_auths and required_posting_auths, a
 * flat_set): each once, in name order. A node's reader sorts the list it receives and checks the
 * signatures over that set, so a list signed in another order or with an account twice was signed
 * over something else, and fails after the signature ("Missing Posting Authority"); wax's reader
 * refuses a repeat outright. `__signer` is the page's to place (sign links), so it is not judged.
 */
function accountSet(list: z.ZodType<string[]>): z.ZodType<string[]> {
  return list.superRefine((names, ctx) => {
    const named = names.filter((name) => name !== SIGNER);
    const at = named.findIndex((name, i) => i > 0 && name <= named[i - 1]);
    if (at < 1) return;
    const [name, before] = [named[at], named[at - 1]];
    ctx.addIssue({
      code: 'custom',
      message:
        name === before
          ? `must not name "${name}" twice`
          : `must list "${name}" before "${before}": the chain keeps these accounts in name order, and a list signed in another order is refused`,
    });
  });
}

/** A list the chain keeps as a set (flat_set_ex): a number twice is refused, as hived refuses it. */
function distinct(list: z.ZodType<number[]>, noun: string): z.ZodType<number[]> {
  return list.refine((numbers) => new Set(numbers).size === numbers.length, {
    message: `must not name a ${noun} twice`,
  });
}

/** A field as /api/broadcast types it. */
export function broadcastFieldSchema(rule: FieldRule): z.ZodType {
  return withDefault(broadcastKind(rule), rule, rule.default);
}

function broadcastKind(rule: FieldRule): z.ZodType {
  switch (rule.type) {
    case 'account':
      return rule.orEmpty ? accountOrEmpty : account;
    case 'accounts':
      return accountSet(
        z
          .array(account, says('must be an array of account names'))
          .max(rule.maxItems, `must list at most ${rule.maxItems} accounts`),
      );
    case 'permlink':
      return permlink;
    case 'text':
      return text(rule, 'must be a string', rule.nonEmpty === true);
    case 'json':
      return jsonText(rule.maxBytes, rule.allowEmpty);
    case 'weight':
    case 'whole':
      return integer(rule.min, rule.max);
    case 'wholeList':
      return distinct(
        z
          .array(integer(rule.min, rule.max), says('must be an array'))
          .min(rule.minItems, `must hold at least ${rule.minItems}`)
          .max(rule.maxItems, `must hold at most ${rule.maxItems}`),
        rule.noun,
      );
    case 'flag':
      return flag;
    case 'asset': {
      const message = `must be an amount like ${rule.symbols.map((s) => amount(s, '0')).join(' or ')}`;
      const schema = z.string(says(message)).regex(assetPattern(rule.symbols), message);
      return rule.positive
        ? schema.refine((value) => Number.parseFloat(value) > 0, 'must be more than zero')
        : schema;
    }
    case 'time':
      return z
        .string(says('must be a date like 2030-01-01T00:00:00'))
        .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/, 'must be a date like 2030-01-01T00:00:00');
    case 'publicKey':
    case 'authority':
      // Present at all is what the core refuses (core/broadcast/broadcastRules.ts): the shape does not matter.
      return z.unknown();
    case 'noExtensions':
      return noExtensions;
    case 'beneficiaries':
      return commentOptionsExtensions(rule.maxItems);
  }
}

/** What a sign link's check needs of a field: its schema, and whether it names accounts that must exist. */
export interface LinkField {
  schema: z.ZodType;
  /** Names accounts (a name, or a list of names) that must exist on chain. */
  accounts: boolean;
}

// hive-uri resolves `__signer` in any field, so every account field takes it (issue 22 §4: a
// transfer_to_vesting `to` the signer, a follow of the signer…), and it is never looked up.
const accountOrSigner = z.union([z.literal(SIGNER), account], says('must be a Hive account name'));

const publicKey = z
  .string(says('must be a public key like STM5…'))
  .regex(/^[A-Z]{3,4}[1-9A-HJ-NP-Za-km-z]{45,55}$/, 'must be a public key like STM5…');

const authority = z.looseObject(
  {
    weight_threshold: whole(1, CHAIN.uint32Max),
    account_auths: z.array(
      z.tuple([account, whole(1, CHAIN.uint16Max)], says('must be an [account, weight] pair')),
      says('must be a list of [account, weight] pairs'),
    ),
    key_auths: z.array(
      z.tuple([publicKey, whole(1, CHAIN.uint16Max)], says('must be a [public key, weight] pair')),
      says('must be a list of [public key, weight] pairs'),
    ),
  },
  says('must be an authority: weight_threshold, account_auths and key_auths'),
);

/** A field as a sign link's check takes it: defaults the page fills, `__signer` for accounts. */
export function linkField(rule: FieldRule): LinkField {
  const accounts = rule.type === 'account' || rule.type === 'accounts';
  return {
    schema: withDefault(linkKind(rule), rule, rule.link?.default ?? rule.default),
    accounts,
  };
}

function linkKind(rule: FieldRule): z.ZodType {
  switch (rule.type) {
    case 'account':
      return rule.orEmpty
        ? z.union([z.literal(SIGNER), accountOrEmpty], says('must be a Hive account name or ""'))
        : accountOrSigner;
    case 'accounts':
      return accountSet(
        z
          .array(accountOrSigner, says('must be a list of Hive account names'))
          .max(rule.maxItems, `must list at most ${rule.maxItems} accounts`),
      );
    case 'text':
      return text(rule, 'must be text', rule.nonEmpty === true || rule.link?.nonEmpty === true);
    case 'whole':
      return whole(rule.min, rule.max);
    case 'wholeList':
      return distinct(
        z
          .array(whole(rule.min, rule.max), says(`must be a list of ${rule.noun} numbers`))
          .min(rule.minItems, `must list at least one ${rule.noun}`)
          .max(rule.maxItems, `must list at most ${rule.maxItems} ${rule.noun}s`),
        rule.noun,
      );
    case 'asset': {
      const decimals = SYMBOLS[rule.symbols[0]].decimals;
      const example = rule.symbols.map((s) => amount(s, '1')).join(' or ');
      const message = `must be an amount like ${example}: digits, a dot, exactly ${decimals} decimals, a space and the currency`;
      const schema = z.string(says(message)).regex(assetPattern(rule.symbols), message);
      return rule.positive
        ? schema.refine((value) => Number.parseFloat(value) > 0, 'must be more than zero')
        : schema;
    }
    case 'publicKey':
      return publicKey;
    case 'authority':
      return authority;
    default:
      return broadcastKind(rule);
  }
}
