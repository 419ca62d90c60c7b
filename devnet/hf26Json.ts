/**
 * network_broadcast_api takes transactions in hived's HF26 JSON: each operation an object
 * `{ type: "vote_operation", value: {…} }`, each asset a NAI object
 * `{ amount: "1000", precision: 3, nai: "@@000000021" }`, comment_options' extensions
 * `{ type: "comment_payout_beneficiaries", value }` (what wax's `broadcast()` sends). The dev chain
 * reads the legacy JSON condenser_api takes (`["vote", {…}]`, `"1.000 HIVE"`), so this turns the
 * one into the other; a transaction already in legacy JSON passes through unchanged.
 * `hf26TransactionJson` goes the other way, for what block_api answers (hived's
 * api_signed_block_object: tests/python/api_tests/pattern_tests/tavern/block_api_patterns).
 */
import { parseAsset, toNai } from './asset';

/** The NAIs of hived's native assets (asset_symbol.hpp: HIVE_NAI_HBD, _HIVE, _VESTS with their check digits). */
const NAI_SYMBOLS: Readonly<Record<string, string>> = {
  '@@000000013': 'HBD',
  '@@000000021': 'HIVE',
  '@@000000037': 'VESTS',
};

/** comment_options' extension variants, by their HF26 type name. */
const COMMENT_OPTIONS_EXTENSIONS: Readonly<Record<string, number>> = {
  comment_payout_beneficiaries: 0,
};
/** The same, by variant number. */
const COMMENT_OPTIONS_EXTENSION_TYPES = new Map(
  Object.entries(COMMENT_OPTIONS_EXTENSIONS).map(([type, variant]) => [variant, type]),
);

/**
 * The asset fields of the operations the dev chain takes (operationRules.ts): only these are
 * assets, so a memo that reads "1.000 HIVE" stays text.
 */
const ASSET_FIELDS: Readonly<Record<string, readonly string[]>> = {
  transfer: ['amount'],
  claim_reward_balance: ['reward_hive', 'reward_hbd', 'reward_vests'],
  comment_options: ['max_accepted_payout'],
};

/** A transaction as the dev chain keeps it (legacy JSON), in HF26 JSON. */
export function hf26TransactionJson<T extends { operations: readonly unknown[] }>(
  trx: T,
): Omit<T, 'operations'> & { operations: { type: string; value: unknown }[] } {
  return {
    ...trx,
    operations: trx.operations.map((operation) => {
      const [name, body] = operation as [string, Record<string, unknown>];
      const value = { ...body };
      for (const field of ASSET_FIELDS[name] ?? [])
        if (typeof value[field] === 'string') value[field] = toNai(parseAsset(value[field], field));
      if (name === 'comment_options' && Array.isArray(value.extensions))
        value.extensions = value.extensions.map((extension: unknown) => {
          const [variant, extensionValue] = extension as [number, unknown];
          const type = COMMENT_OPTIONS_EXTENSION_TYPES.get(variant);
          return type ? { type, value: extensionValue } : extension;
        });
      return { type: `${name}_operation`, value };
    }),
  };
}

export function legacyTransactionJson(trx: unknown): unknown {
  if (trx === null || typeof trx !== 'object' || Array.isArray(trx)) return trx;
  const operations = (trx as { operations?: unknown }).operations;
  if (!Array.isArray(operations)) return trx;
  return { ...trx, operations: operations.map(legacyOperation) };
}

function legacyOperation(operation: unknown): unknown {
  if (!isTyped(operation)) return operation;
  const name = operation.type.replace(/_operation$/, '');
  const value = legacyValue(operation.value) as Record<string, unknown>;
  if (name === 'comment_options' && Array.isArray(value?.extensions))
    value.extensions = value.extensions.map((extension: unknown) =>
      isTyped(extension) && Object.hasOwn(COMMENT_OPTIONS_EXTENSIONS, extension.type)
        ? [COMMENT_OPTIONS_EXTENSIONS[extension.type], extension.value]
        : extension,
    );
  return [name, value];
}

/** A value with NAI assets written as legacy asset strings, at any depth. */
function legacyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(legacyValue);
  if (value === null || typeof value !== 'object') return value;
  const asset = legacyAsset(value as Record<string, unknown>);
  if (asset !== undefined) return asset;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, legacyValue(v)]));
}

function legacyAsset(value: Record<string, unknown>): string | undefined {
  const { amount, precision, nai } = value;
  if (
    Object.keys(value).length !== 3 ||
    typeof amount !== 'string' ||
    !/^-?\d+$/.test(amount) ||
    typeof precision !== 'number' ||
    typeof nai !== 'string' ||
    !Object.hasOwn(NAI_SYMBOLS, nai)
  )
    return undefined;
  const negative = amount.startsWith('-');
  const digits = (negative ? amount.slice(1) : amount).padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = precision > 0 ? `.${digits.slice(digits.length - precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction} ${NAI_SYMBOLS[nai]}`;
}

function isTyped(value: unknown): value is { type: string; value: unknown } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { type?: unknown }).type === 'string' &&
    'value' in value
  );
}
