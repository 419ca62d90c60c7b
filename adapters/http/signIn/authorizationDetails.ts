import { z } from 'zod';
import { CHAIN } from '../../../core/operations/fieldTypes';
import {
  HIVE_POSTING,
  LIMIT_BOUNDS,
  type LimitChoice,
  type PostingLimits,
} from '../../../core/limits/postingLimits';
import { POSTING_SCOPE } from '../../../core/operations/operations';
import { Errors } from '../../../core/errors';
import { parseWith } from '../parse/fields';

/**
 * `authorization_details` (RFC 9396) on an authorization request: a JSON array (URL-encoded in a
 * query, or as is in a JSON body) holding one entry of type `hive_posting` (issue 24 §2). Checked
 * whole here into the core's PostingLimits: an unknown type, an unknown member, a value out of its
 * bounds or malformed JSON is InvalidAuthorizationDetails naming it, never a 500.
 */

const MAX_TEXT = 4000;

/** A whole number within `bounds` (LIMIT_BOUNDS), its message naming both ends. */
function wholeIn(bounds: { min: number; max: number }) {
  const message = `must be a whole number between ${bounds.min} and ${bounds.max}`;
  return z.int(message).min(bounds.min, message).max(bounds.max, message);
}

const hivePosting = z.strictObject({
  type: z.literal(HIVE_POSTING),
  operations: z
    .array(z.enum(POSTING_SCOPE as [string, ...string[]]), 'must be a list of posting operations')
    .min(1, 'must name at least one operation')
    .max(POSTING_SCOPE.length)
    .optional(),
  max_vote_weight: wholeIn(LIMIT_BOUNDS.maxVoteWeight).optional(),
  allow_downvote: z.boolean('must be true or false').optional(),
  custom_json_ids: z
    .array(
      z.string().min(1).max(CHAIN.customIdMaxChars),
      `must be a list of custom_json ids (1 to ${CHAIN.customIdMaxChars} characters)`,
    )
    .max(LIMIT_BOUNDS.customJsonIds)
    .optional(),
  max_operations_per_day: wholeIn(LIMIT_BOUNDS.maxOperationsPerDay).optional(),
  expires_at: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 time like 2026-12-24T00:00:00Z' })
    .optional(),
});

const entry = z.looseObject({ type: z.string('is missing') }, 'must be an object');

const details = z
  .array(entry, 'must be a JSON array of objects (RFC 9396)')
  .min(1, 'must hold one entry of type hive_posting')
  .max(1, 'must hold one entry of type hive_posting');

/** The limits asked for, or undefined when the request has no authorization_details. */
export function parseAuthorizationDetails(value: unknown): PostingLimits | undefined {
  // A repeated query parameter arrives as an array of strings: the first counts, as for the others.
  const raw =
    Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')
      ? value[0]
      : value;
  if (raw === undefined || raw === '') return undefined;
  const parsed = typeof raw === 'string' ? jsonOf(raw) : raw;
  const [first] = parseWith(details, parsed, Errors.authorizationDetails);
  if (first.type !== HIVE_POSTING)
    throw Errors.authorizationDetails(
      `type "${first.type.slice(0, 64)}" is not supported: the only type is "${HIVE_POSTING}"`,
    );
  const limits = parseWith(hivePosting, first, (d) => Errors.authorizationDetails(`[0].${d}`));
  return limits;
}

const choice = hivePosting.omit({ type: true });

/**
 * `limit_choice` of the sign-in API: the limits the user set on the consent page (issue 24 §3),
 * which the core applies only to lower what the app asked (core/limits/postingLimits.ts tightenLimits).
 */
export function parseLimitChoice(value: unknown): LimitChoice | undefined {
  if (value === undefined || value === null) return undefined;
  return parseWith(choice, value, (d) => Errors.authorizationDetails(`limit_choice ${d}`));
}

function jsonOf(text: string): unknown {
  if (text.length > MAX_TEXT)
    throw Errors.authorizationDetails(`must be at most ${MAX_TEXT} characters`);
  try {
    return JSON.parse(text);
  } catch {
    throw Errors.authorizationDetails('must be JSON (URL-encoded in a query string)');
  }
}
