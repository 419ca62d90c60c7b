import { hiveUriBase64 } from './base64url';
import type { Operation, Transaction } from './operations';

/**
 * Sign links, `<base>/sign/op|ops|tx/<payload>?…`, encoded exactly as hive-uri's encodeOp /
 * encodeOps / encodeTx do (the hivesigner SDK's sendOperation & co.), so the service's sign page
 * decodes them with hive-uri. The page signs with the user's own key (active by default).
 */

/** hive-uri's protocol parameters. */
export interface SignLinkParams {
  /** The account that must sign (`s`). */
  signer?: string;
  /** Where the page goes after signing (`cb`); may hold `{{sig}}`, `{{id}}`, `{{block}}`, `{{txn}}`. */
  callback?: string;
  /** Sign only; hand the signature to the callback (`nb`). */
  no_broadcast?: boolean;
  /** `posting`, `active` (the page's default) or `owner` (`a`). */
  authority?: 'posting' | 'active' | 'owner';
  /**
   * The app the link comes from (`client_id`, hivegate's own parameter): the page then returns to
   * the callback by itself when the app registered it, instead of showing it as a link.
   */
  client_id?: string;
}

export type SignLinkKind = 'op' | 'ops' | 'tx';

function query(params: SignLinkParams): string {
  const parts: string[] = [];
  if (params.no_broadcast) parts.push('nb=');
  if (params.signer) parts.push(`s=${encodeURIComponent(params.signer)}`);
  if (params.callback) parts.push(`cb=${hiveUriBase64(params.callback)}`);
  if (params.authority) parts.push(`a=${params.authority}`);
  if (params.client_id) parts.push(`client_id=${encodeURIComponent(params.client_id)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function signLink(
  baseURL: string,
  kind: SignLinkKind,
  payload: Operation | Operation[] | Transaction,
  params: SignLinkParams = {},
): string {
  return `${baseURL}/sign/${kind}/${hiveUriBase64(JSON.stringify(payload))}${query(params)}`;
}

/** A transaction whose reference block and expiration the sign page fills in. */
export function unresolvedTransaction(operations: Operation[]): Transaction {
  return {
    ref_block_num: '__ref_block_num',
    ref_block_prefix: '__ref_block_prefix',
    expiration: '__expiration',
    operations,
    extensions: [],
  };
}
