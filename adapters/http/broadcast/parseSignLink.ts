import { HttpErrors } from '../httpErrors';
import { decode } from 'hive-uri';
import { z } from 'zod';
import { MAX_OPERATIONS, MAX_OPERATIONS_BYTES } from '../../../core/operations/operations';
import { CHAIN, type FieldType } from '../../../core/operations/fieldTypes';
import { actingAccount } from '../../../core/broadcast/actingAccount';
import { leastAuthority } from '../../../core/broadcast/broadcastRules';
import { operationNamed } from '../../../core/operations/operationRegistry';

import type { SignLinkCheck } from '../../../core/broadcast/SignLinkUseCase';
import { accountName, parseWith } from '../parse/fields';
import { checkOperation, SIGNER } from './signOperations';

/*
 * Sign links, as the hivesigner SDK builds them:
 * - `/sign/op|ops|tx/<base64url JSON>?cb=&nb&s=&a=` — hive-uri's encoding, with its
 *   `__signer`, `__ref_block_num`, `__ref_block_prefix`, `__expiration` placeholders (resolved in
 *   the page with the signer and a fresh reference block); `authority` and a plain `redirect_uri`
 *   are accepted too;
 * - `/sign/<operation>?field=value&…&redirect_uri=` — the legacy form of `sign()`; the account
 *   field the operation is signed for, when absent, becomes `__signer`.
 * Both may name their app with `client_id` (SignLinkUseCase then checks the callback like a
 * redirect_uri). Checked here: the kind, every operation against its definition
 * (./signOperations: known operation, every field present or defaulted, amounts, names), at most
 * 50 operations and 64 KiB, and a callback that is an http(s) URL (anything else could run script
 * on our origin or leave to an app scheme). What needs the chain or the clock is SignLinkUseCase's.
 */

export type Authority = 'posting' | 'active' | 'owner';

export interface SignRequest {
  /** The transaction with placeholders still in it; operations are `[name, fields]`, defaults filled. */
  tx: {
    ref_block_num: number | string;
    ref_block_prefix: number | string;
    expiration: string;
    operations: [string, Record<string, unknown>][];
    extensions: unknown[];
  };
  /** The account that must sign, when the link names one. */
  signer?: string;
  authority: Authority;
  /** Where to go after signing; may hold `{{sig}} {{id}} {{block}} {{txn}}`. */
  callback?: string;
  /** Sign only: hand the signature to the callback, do not broadcast. */
  noBroadcast: boolean;
  /** What SignLinkUseCase judges before the page renders. */
  check: SignLinkCheck;
}

const operationName = z
  .string(`must be an operation name`)
  .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be an operation name');
const operation = z.tuple(
  [operationName, z.record(z.string(), z.unknown(), "must be an object of the operation's fields")],
  'must be [name, fields] pairs',
);
/** A transaction header's number (uint16, uint32 on chain), or the placeholder hive-uri fills. */
const placeholderOr = (name: string, max: number) => {
  const message = `must be a whole number from 0 to ${max}`;
  return z.union([z.int(message).min(0, message).max(max, message), z.literal(name)], message);
};
const txSchema = z.object({
  ref_block_num: placeholderOr('__ref_block_num', CHAIN.uint16Max),
  ref_block_prefix: placeholderOr('__ref_block_prefix', CHAIN.uint32Max),
  expiration: z
    .string('must be a date like 2030-01-01T00:00:00')
    .max(32, 'must be a date like 2030-01-01T00:00:00'),
  operations: z
    .array(operation, 'must be a list of operations')
    .min(1, 'must hold at least one operation')
    .max(MAX_OPERATIONS, `must hold at most ${MAX_OPERATIONS} operations`),
  extensions: z.array(z.unknown()).max(0, 'must be empty').default([]),
});
const authority = z.enum(['posting', 'active', 'owner'], 'must be posting, active or owner');

/** Most query fields a legacy link may carry (the largest operation has 8). */
const MAX_QUERY_FIELDS = 20;

function callbackUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw HttpErrors.signLinkCallback();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw HttpErrors.signLinkCallbackScheme();
  return value;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

type Query = Record<string, string | string[] | undefined>;
type Tx = SignRequest['tx'];

/** Every operation checked against its definition (defaults filled), and the whole within size. */
function checkedTransaction(
  tx: Tx,
  meta: Omit<SignLinkCheck, 'accounts' | 'expiration'>,
): { tx: Tx; check: SignLinkCheck } {
  const many = tx.operations.length > 1;
  const accounts: { field: string; name: string }[] = [];
  const operations = tx.operations.map(([name, fields], index) => {
    const checked = checkOperation(name, fields, (field) =>
      many ? `operation ${index + 1} (${name}), ${field}` : field,
    );
    accounts.push(...checked.accounts);
    return checked.operation;
  });
  const bytes = Buffer.byteLength(JSON.stringify(operations), 'utf8');
  if (bytes > MAX_OPERATIONS_BYTES) throw HttpErrors.signLinkTooLarge(bytes, MAX_OPERATIONS_BYTES);
  const expiration = tx.expiration === '__expiration' ? undefined : tx.expiration;
  return { tx: { ...tx, operations }, check: { ...meta, accounts, expiration } };
}

const clientIdOf = (query: Query) => {
  const value = first(query.client_id);
  return value === undefined || value === ''
    ? undefined
    : parseWith(accountName, value, (d) => HttpErrors.invalidField(`client_id ${d}`));
};
const signerOf = (value: string | undefined) =>
  value === undefined
    ? undefined
    : parseWith(accountName, value, (d) => HttpErrors.invalidField(`s (the signer) ${d}`));

/** `/sign/<kind>/<payload>?<querystring>`: decoded with hive-uri, then checked. */
export function parseSignLink(
  kind: string,
  payload: string,
  querystring: string,
  query: Query,
): SignRequest {
  if (kind !== 'op' && kind !== 'ops' && kind !== 'tx') throw HttpErrors.signLinkKind(kind);
  if (!/^[A-Za-z0-9_.-]{1,16000}$/.test(payload)) throw HttpErrors.signLinkPayload();
  let decoded: ReturnType<typeof decode>;
  try {
    decoded = decode(`hive://sign/${kind}/${payload}${querystring ? `?${querystring}` : ''}`);
  } catch {
    throw HttpErrors.signLinkUndecodable();
  }
  const tx = parseWith(txSchema, decoded.tx, (d) => HttpErrors.signLinkTransaction(d));
  const role = decoded.params.authority ?? first(query.authority);
  const noBroadcast = decoded.params.no_broadcast === true;
  const signer = signerOf(decoded.params.signer) ?? actingAccount(tx.operations, SIGNER);
  const callback = callbackUrl(decoded.params.callback ?? first(query.redirect_uri));
  const checked = checkedTransaction(tx, {
    signer,
    broadcast: !noBroadcast,
    clientId: clientIdOf(query),
    callback,
  });
  return {
    ...checked,
    signer,
    authority:
      role === undefined
        ? leastAuthority(checked.tx.operations)
        : parseWith(authority, role, (d) => HttpErrors.invalidField(`authority ${d}`)),
    callback,
    noBroadcast,
  };
}

/**
 * The account field a legacy operation is signed for (the registry's actor, when it is one
 * account): filled with `__signer` when absent.
 */
function actorField(name: string): string | undefined {
  const definition = operationNamed(name);
  return definition?.fields[definition.actor]?.type === 'account' ? definition.actor : undefined;
}

/** Field kinds a query string carries as JSON text (lists and objects). */
const JSON_KINDS = new Set<FieldType['type']>([
  'accounts',
  'wholeList',
  'noExtensions',
  'authority',
  'beneficiaries',
]);

/** Query parameters that steer the page (its language too) rather than fill the operation. */
const CONTROL = new Set(['redirect_uri', 'authority', 's', 'cb', 'client_id', 'ui_locales']);

/** `/sign/<operation>?field=…&redirect_uri=…` (hivesigner's `sign(name, params, redirectUri)`). */
export function parseLegacySign(name: string, query: Query): SignRequest {
  const op = parseWith(operationName, name, () =>
    HttpErrors.signLinkOperationUnknown(name.slice(0, 64)),
  );
  if (Object.keys(query).length > MAX_QUERY_FIELDS)
    throw HttpErrors.signLinkTooManyFields(MAX_QUERY_FIELDS);
  const fields: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const value = first(raw);
    if (value === undefined || CONTROL.has(key)) continue;
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) throw HttpErrors.signLinkFieldName(key.slice(0, 64));
    fields[key] = fieldValue(operationNamed(op)?.fields[key]?.type, key, value);
  }
  const actor = actorField(op);
  if (actor && (fields[actor] === undefined || fields[actor] === '')) fields[actor] = SIGNER;
  const callback = callbackUrl(first(query.redirect_uri));
  const tx: Tx = {
    ref_block_num: '__ref_block_num',
    ref_block_prefix: '__ref_block_prefix',
    expiration: '__expiration',
    operations: [[op, fields]],
    extensions: [],
  };
  const signer = signerOf(first(query.s)) ?? actingAccount(tx.operations, SIGNER);
  const checked = checkedTransaction(tx, {
    signer,
    broadcast: true,
    clientId: clientIdOf(query),
    callback,
  });
  const role = first(query.authority);
  return {
    ...checked,
    signer,
    authority:
      role === undefined
        ? leastAuthority(checked.tx.operations)
        : parseWith(authority, role, (d) => HttpErrors.invalidField(`authority ${d}`)),
    callback,
    noBroadcast: false,
  };
}

/** Query values are text: booleans and JSON lists become what the operation holds (numbers are read by its schema). */
function fieldValue(kind: FieldType['type'] | undefined, key: string, value: string): unknown {
  if (kind === 'flag') {
    if (value !== 'true' && value !== 'false' && value !== '1' && value !== '0')
      throw HttpErrors.signLinkBoolean(key);
    return value === 'true' || value === '1';
  }
  if (kind !== undefined && JSON_KINDS.has(kind)) {
    try {
      return JSON.parse(value);
    } catch {
      throw HttpErrors.signLinkJson(key);
    }
  }
  return value;
}
