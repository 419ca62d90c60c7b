import { decode } from 'hive-uri';
import { z } from 'zod';
import { MAX_OPERATIONS } from '../../../core/domain/operations';
import { Errors } from '../../../core/errors';
import { accountName, parseWith } from './fields';

/*
 * Sign links, as the hivesigner SDK builds them:
 * - `/sign/op|ops|tx/<base64url JSON>?cb=&nb&s=&a=` — hive-uri's encoding, with its
 *   `__signer`, `__ref_block_num`, `__ref_block_prefix`, `__expiration` placeholders (resolved in
 *   the page with the signer and a fresh reference block); `authority` and a plain `redirect_uri`
 *   are accepted too;
 * - `/sign/<operation>?field=value&…&redirect_uri=` — the legacy form of `sign()`; the account
 *   field the operation is signed for, when absent, becomes `__signer`.
 * Everything is checked here: operation names and shapes, at most 50 operations, and a callback
 * that is an http(s) URL (anything else could run script on our origin or leave to an app scheme).
 */

export type Authority = 'posting' | 'active' | 'owner';

export interface SignRequest {
  /** The transaction with placeholders still in it; operations are `[name, fields]`. */
  tx: { ref_block_num: number | string; ref_block_prefix: number | string; expiration: string; operations: [string, Record<string, unknown>][]; extensions: unknown[] };
  /** The account that must sign, when the link names one. */
  signer?: string;
  authority: Authority;
  /** Where to go after signing; may hold `{{sig}} {{id}} {{block}} {{txn}}`. */
  callback?: string;
  /** Sign only: hand the signature to the callback, do not broadcast. */
  noBroadcast: boolean;
}

const operationName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be an operation name');
const operation = z.tuple([operationName, z.record(z.string(), z.unknown())]);
const placeholderOr = (name: string) => z.union([z.number().int().nonnegative(), z.literal(name)]);
const txSchema = z.object({
  ref_block_num: placeholderOr('__ref_block_num'),
  ref_block_prefix: placeholderOr('__ref_block_prefix'),
  expiration: z.string().max(32),
  operations: z.array(operation).min(1).max(MAX_OPERATIONS),
  extensions: z.array(z.unknown()).max(10).default([]),
});
const authority = z.enum(['posting', 'active', 'owner']);

function callbackUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw Errors.signLinkCallback();
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw Errors.signLinkCallbackScheme();
  return value;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

type Query = Record<string, string | string[] | undefined>;

/** `/sign/<kind>/<payload>?<querystring>`: decoded with hive-uri, then checked. */
export function parseSignLink(kind: string, payload: string, querystring: string, query: Query): SignRequest {
  if (kind !== 'op' && kind !== 'ops' && kind !== 'tx') throw Errors.signLinkKind(kind);
  if (!/^[A-Za-z0-9_.-]{1,16000}$/.test(payload)) throw Errors.signLinkPayload();
  let decoded: ReturnType<typeof decode>;
  try {
    decoded = decode(`hive://sign/${kind}/${payload}${querystring ? `?${querystring}` : ''}`);
  } catch {
    throw Errors.signLinkUndecodable();
  }
  const tx = parseWith(txSchema, decoded.tx, Errors.signLinkTransaction);
  const signer = decoded.params.signer === undefined ? undefined : parseWith(accountName, decoded.params.signer, (d) => Errors.invalidField(`s: ${d}`));
  const role = decoded.params.authority ?? first(query.authority);
  return {
    tx,
    signer,
    authority: role === undefined ? 'active' : parseWith(authority, role, (d) => Errors.invalidField(`authority: ${d}`)),
    callback: callbackUrl(decoded.params.callback ?? first(query.redirect_uri)),
    noBroadcast: decoded.params.no_broadcast === true,
  };
}

/** The account field each legacy operation is signed for; filled with `__signer` when absent. */
const ACTOR_FIELD: Record<string, string> = {
  transfer: 'from',
  recurrent_transfer: 'from',
  transfer_to_vesting: 'from',
  withdraw_vesting: 'account',
  delegate_vesting_shares: 'delegator',
  transfer_to_savings: 'from',
  transfer_from_savings: 'from',
  cancel_transfer_from_savings: 'from',
  convert: 'owner',
  collateralized_convert: 'owner',
  limit_order_create: 'owner',
  limit_order_cancel: 'owner',
  account_witness_vote: 'account',
  account_witness_proxy: 'account',
  claim_reward_balance: 'account',
  update_proposal_votes: 'voter',
  vote: 'voter',
  comment: 'author',
  delete_comment: 'author',
};
const NUMBER_FIELDS = new Set(['weight', 'request_id', 'requestid', 'orderid', 'percent_hbd', 'recurrence', 'executions']);
const BOOLEAN_FIELDS = new Set(['approve', 'fill_or_kill', 'allow_votes', 'allow_curation_rewards']);
const JSON_FIELDS = new Set(['required_auths', 'required_posting_auths', 'extensions', 'proposal_ids', 'beneficiaries']);
/** Query parameters that steer the page rather than fill the operation. */
const CONTROL = new Set(['redirect_uri', 'authority', 's', 'cb']);

/** `/sign/<operation>?field=…&redirect_uri=…` (hivesigner's `sign(name, params, redirectUri)`). */
export function parseLegacySign(name: string, query: Query): SignRequest {
  const op = parseWith(operationName, name, (d) => Errors.invalidField(`The operation ${d}`));
  const fields: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(query)) {
    const value = first(raw);
    if (value === undefined || CONTROL.has(key)) continue;
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) throw Errors.signLinkFieldName(key);
    fields[key] = fieldValue(key, value);
  }
  const actor = ACTOR_FIELD[op];
  if (actor && (fields[actor] === undefined || fields[actor] === '')) fields[actor] = '__signer';
  const signer = first(query.s);
  return {
    tx: { ref_block_num: '__ref_block_num', ref_block_prefix: '__ref_block_prefix', expiration: '__expiration', operations: [[op, fields]], extensions: [] },
    signer: signer === undefined ? undefined : parseWith(accountName, signer, (d) => Errors.invalidField(`s: ${d}`)),
    authority: parseWith(authority.default('active'), first(query.authority), (d) => Errors.invalidField(`authority: ${d}`)),
    callback: callbackUrl(first(query.redirect_uri)),
    noBroadcast: false,
  };
}

function fieldValue(key: string, value: string): unknown {
  if (NUMBER_FIELDS.has(key)) {
    if (!/^-?\d{1,15}$/.test(value)) throw Errors.signLinkNumber(key);
    return Number(value);
  }
  if (BOOLEAN_FIELDS.has(key)) {
    if (value !== 'true' && value !== 'false' && value !== '1' && value !== '0') throw Errors.signLinkBoolean(key);
    return value === 'true' || value === '1';
  }
  if (JSON_FIELDS.has(key)) {
    try {
      return JSON.parse(value);
    } catch {
      throw Errors.signLinkJson(key);
    }
  }
  return value;
}
