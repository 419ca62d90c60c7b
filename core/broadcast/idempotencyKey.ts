import { Errors } from '../errors';
import { sha256Hex } from '../shared/crypto';
import type { Operation } from '../shared/chain';

/** Printable ASCII, 1–255 characters: the IETF httpapi idempotency-key draft's key (issue 26). */
const KEY = /^[\x20-\x7e]{1,255}$/;

/**
 * The Idempotency-Key header's value: the draft writes it as a structured-field string
 * (`"8e03978e-…"`), most clients send it bare; both are accepted, an sf-string is unquoted.
 * Undefined when absent; InvalidRequest when it is not a key.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (Array.isArray(header)) throw Errors.idempotencyKeyRepeated();
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(header);
  // Two header lines reach us joined by ", " when a proxy or client folds them: a list, not a key.
  if (!quoted && header.includes(',')) throw Errors.idempotencyKeyRepeated();
  const key = quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : header;
  if (!KEY.test(key)) throw Errors.idempotencyKeyNotValid();
  return key;
}

/** What makes two keyed requests "the same request": the operations, and the state waited for. */
export function requestFingerprint(operations: readonly Operation[], wait?: string): string {
  return sha256Hex(JSON.stringify([operations, wait ?? null]));
}
