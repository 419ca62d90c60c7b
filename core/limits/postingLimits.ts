import { Errors, type InvalidScope } from '../errors';
import { operationNamed, type FieldLimit } from '../operations/operationRegistry';
import type { Operation } from '../shared/chain';
import { POSTING_SCOPE } from '../operations/operations';

/**
 * The limits a user can put on a posting grant (issue 24 §2), as an RFC 9396 `authorization_details`
 * entry of type `hive_posting` (the name is a contract). Every member is optional; absent means
 * today's behaviour. The HTTP edge validates the JSON into this type; the core decides what it
 * grants (intersection with the scope), enforces it at /api/broadcast, and answers it with tokens.
 * test/usecases/GrantLimits.spec.ts holds each behaviour.
 */
export const HIVE_POSTING = 'hive_posting';

export interface PostingLimits {
  type: typeof HIVE_POSTING;
  /** The operations allowed: a subset of the posting operations (and of the scope, when it names them). */
  operations?: string[];
  /** The largest vote weight allowed, 1–10000 (basis points: 2000 is 20 %). */
  max_vote_weight?: number;
  /** Votes of negative weight; allowed when absent. */
  allow_downvote?: boolean;
  /** The custom_json ids allowed (`follow`, `community`…). */
  custom_json_ids?: string[];
  /** Operations broadcast per rolling 24 h for this user and app, counted across instances. */
  max_operations_per_day?: number;
  /** ISO 8601: after this the grant ends (its tokens and refresh tokens are refused). */
  expires_at?: string;
}

/** The rolling window max_operations_per_day counts over. */
export const BUDGET_WINDOW_MS = 24 * 3600_000;

/** The bounds the edge checks max_vote_weight and max_operations_per_day against. */
export const LIMIT_BOUNDS = {
  maxVoteWeight: { min: 1, max: 10000 },
  maxOperationsPerDay: { min: 1, max: 1_000_000 },
  customJsonIds: 100,
} as const;

/**
 * The posting operations a scope asks for (issue 57 §1): all for `posting`, else those it names
 * (`vote,comment` grants a vote and a comment, nothing else); all when it names none, as limits
 * standing for the scope do (RFC 9396 §3).
 */
export function postingOperationsAsked(scope: readonly string[]): string[] {
  const named = POSTING_SCOPE.filter((name) => scope.includes(name));
  return scope.includes('posting') || named.length === 0 ? [...POSTING_SCOPE] : named;
}

/**
 * What a posting grant with `limits` allows: the token scope (the limits' operations intersected
 * with what the scope asked), and the limits as granted (operations narrowed the same way).
 * Without `operations` the scope is what the scope asked. InvalidAuthorizationDetails when
 * nothing would be left.
 */
export function limitedScope(
  scope: readonly string[],
  limits: PostingLimits,
): { scope: string[]; limits: PostingLimits } {
  const asked = postingOperationsAsked(scope);
  if (limits.operations === undefined) return { scope: asked, limits };
  const allowed = asked.filter((name) => limits.operations!.includes(name));
  if (allowed.length === 0) throw Errors.limitsAllowNoOperation(limits.operations);
  return { scope: allowed, limits: { ...limits, operations: allowed } };
}

/** The hive_posting limits among a token's `authorization_details`, if any. */
export function postingLimitsOf(
  details: readonly { type: string }[] | undefined,
): PostingLimits | undefined {
  return details?.find((detail): detail is PostingLimits => detail.type === HIVE_POSTING);
}

/** True once the grant's `expires_at` has passed at `now` (ms). */
export function grantEnded(limits: PostingLimits | undefined, now: number): boolean {
  return limits?.expires_at !== undefined && Date.parse(limits.expires_at) <= now;
}

type FieldCheck = (value: unknown, limits: PostingLimits) => string | undefined;

/** What each field limit refuses, in words naming the limit and the value. */
const FIELD_CHECKS: Record<FieldLimit, FieldCheck> = {
  max_vote_weight: (value, { max_vote_weight: max }) =>
    max !== undefined && Math.abs(Number(value)) > max
      ? `vote weight ${Number(value)} exceeds this grant's limit of ${max} (max_vote_weight)`
      : undefined,
  allow_downvote: (value, { allow_downvote: allowed }) =>
    allowed === false && Number(value) < 0
      ? `vote weight ${Number(value)} is a downvote, which this grant does not allow (allow_downvote)`
      : undefined,
  custom_json_ids: (value, { custom_json_ids: ids }) =>
    ids !== undefined && !ids.includes(String(value))
      ? `custom_json id "${String(value)}" is not one this grant allows (custom_json_ids: ${ids.join(', ') || 'none'})`
      : undefined,
};

/**
 * The first operation a field limit refuses, as InvalidScope naming the operation, the limit and
 * the value; undefined when every operation keeps within the limits. Which field each limit reads
 * is the registry's (`limits` of its entry).
 */
export function firstLimitProblem(
  operations: readonly Operation[],
  limits: PostingLimits | undefined,
): InvalidScope | undefined {
  if (!limits) return undefined;
  for (const [index, [name, fields]] of operations.entries()) {
    const constrained = operationNamed(name)?.limits ?? {};
    for (const [limit, field] of Object.entries(constrained) as [FieldLimit, string][]) {
      const problem = FIELD_CHECKS[limit](fields[field], limits);
      if (problem) return Errors.limitExceeded(`operations[${index}] (${name})`, problem);
    }
  }
  return undefined;
}

/** The limits a field limit names, for the edge's schema and the words of the consent page. */
export const FIELD_LIMITS = Object.keys(FIELD_CHECKS) as FieldLimit[];

/** A grant's limits without their `type`: what a user or an app chooses. */
export type LimitChoice = Omit<PostingLimits, 'type'>;

const stricter = <T>(a: T | undefined, b: T | undefined, pick: (a: T, b: T) => T) =>
  a === undefined ? b : b === undefined ? a : pick(a, b);
const common = (a: string[], b: string[]) => a.filter((item) => b.includes(item));

/**
 * `current` limits tightened by a user's `choice` (issue 24 §3): each member the stricter of the
 * two, so a choice can lower what the app asked (or the user granted) and never raise it.
 * Undefined when neither sets anything.
 */
export function tightenLimits(
  current: PostingLimits | undefined,
  choice: LimitChoice,
): PostingLimits | undefined {
  const downvote = stricter(current?.allow_downvote, choice.allow_downvote, (a, b) => a && b);
  const members: LimitChoice = {
    operations: stricter(current?.operations, choice.operations, common),
    max_vote_weight: stricter(current?.max_vote_weight, choice.max_vote_weight, Math.min),
    allow_downvote: downvote,
    custom_json_ids: stricter(current?.custom_json_ids, choice.custom_json_ids, common),
    max_operations_per_day: stricter(
      current?.max_operations_per_day,
      choice.max_operations_per_day,
      Math.min,
    ),
    expires_at: stricter(current?.expires_at, choice.expires_at, (a, b) =>
      Date.parse(a) <= Date.parse(b) ? a : b,
    ),
  };
  const set = Object.entries(members).filter(([, value]) => value !== undefined);
  return set.length ? { type: HIVE_POSTING, ...Object.fromEntries(set) } : undefined;
}

/**
 * The limits in force on a sign-in: what it `granted` at consent tightened by what the user `set`
 * later on the app (issue 24 §3). What /api/broadcast enforces and /authorized-apps shows.
 */
export function limitsInForce(
  granted: PostingLimits | undefined,
  set: LimitChoice | undefined,
): PostingLimits | undefined {
  return set ? tightenLimits(granted, set) : granted;
}

/** A grant's limits as a choice: without their `type` (what the user-facing answers carry). */
export function asChoice(limits: PostingLimits): LimitChoice {
  const { type: _type, ...members } = limits;
  return members;
}

/** `choice` merged into `stored` (the stricter of each member), as a choice again. */
export function mergedChoice(stored: LimitChoice | undefined, choice: LimitChoice): LimitChoice {
  const merged = tightenLimits(stored && { type: HIVE_POSTING, ...stored }, choice);
  return merged ? asChoice(merged) : {};
}
