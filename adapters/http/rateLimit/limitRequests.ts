import { HttpErrors } from '../httpErrors';
import type { Context, Middleware } from 'koa';
import { DomainError, RateLimited } from '../../../core/errors';
import { ERROR_STATUS } from '../errorStatus';
import type { RateLimit } from './RateLimit';
import { requestIdOf } from '../requestLog';

/** Who a request is counted against under one limit: `{ ip }`, `{ client_id }`, `{ account }`, `{ user, app }`. */
export type Subject = Record<string, string>;

/** One limit and how to find a request's subject for it (undefined: the limit does not apply). */
export interface LimitRule {
  limit: RateLimit;
  subjectOf(ctx: Context): Promise<Subject | undefined> | Subject | undefined;
}

/** Told when a limit refuses a request (every 429) or trips (a key just used its last point). */
export type LimitListener = (event: {
  limit: string;
  outcome: 'refused' | 'tripped';
  subject: Subject;
  requestId?: string;
}) => void;

const keyOf = (subject: Subject) => Object.values(subject).join('\u0000');

/**
 * Counts every request against each rule, in order, once. The first limit that refuses answers
 * 429 and the later ones are not counted (a throttled IP does not also spend an account's points).
 */
export function limitEveryRequest(
  rules: readonly LimitRule[],
  listener: LimitListener,
): Middleware {
  return async (ctx, next) => {
    for (const rule of rules) {
      const subject = await rule.subjectOf(ctx);
      if (!subject) continue;
      const verdict = await rule.limit.take(keyOf(subject));
      const event = { limit: rule.limit.name, subject, requestId: requestIdOf(ctx) };
      if (verdict.tripped) listener({ ...event, outcome: 'tripped' });
      if (!verdict.allowed) {
        listener({ ...event, outcome: 'refused' });
        throw HttpErrors.rateLimited(verdict.retryAfterSeconds);
      }
    }
    await next();
  };
}

/**
 * Counts failed proofs only (a client's 4xx, never a 5xx or a success) against each rule, and
 * judges the proof before the limit: a request is always handled, so a valid one is never refused
 * however many failures its subject has; a failed one whose subject is past its points answers
 * 429 instead of its error. Nobody but the failing sender spends points this way.
 */
export function limitFailedProofs(
  rules: readonly LimitRule[],
  listener: LimitListener,
): Middleware {
  return async (ctx, next) => {
    const subjects = await Promise.all(rules.map(async (rule) => rule.subjectOf(ctx)));
    try {
      await next();
    } catch (error) {
      if (!isClientFailure(error)) throw error;
      let refusal: RateLimited | undefined;
      for (const [i, rule] of rules.entries()) {
        const subject = subjects[i];
        if (!subject) continue;
        const verdict = await rule.limit.take(keyOf(subject));
        const event = { limit: rule.limit.name, subject, requestId: requestIdOf(ctx) };
        if (verdict.tripped) listener({ ...event, outcome: 'tripped' });
        if (!verdict.allowed && !refusal) {
          listener({ ...event, outcome: 'refused' });
          refusal = HttpErrors.tooManyFailures(verdict.retryAfterSeconds);
        }
      }
      throw refusal ?? error;
    }
  };
}

/**
 * Counts failed guesses against each rule, like limitFailedProofs, but a subject past its points
 * is refused before its request is judged (issue 36 §4): once an address (or, under a limit
 * across all addresses, everyone) has used up its wrong guesses, every code it sends answers 429
 * until the window ends, the right one too — else the 429s would only slow the guessing while the
 * one 200 among them still named the code found.
 */
export function limitGuesses(rules: readonly LimitRule[], listener: LimitListener): Middleware {
  const failures = limitFailedProofs(rules, listener);
  return async (ctx, next) => {
    for (const rule of rules) {
      const subject = await rule.subjectOf(ctx);
      if (!subject) continue;
      const verdict = await rule.limit.peek(keyOf(subject));
      if (!verdict.allowed) {
        listener({
          limit: rule.limit.name,
          outcome: 'refused',
          subject,
          requestId: requestIdOf(ctx),
        });
        throw HttpErrors.tooManyFailures(verdict.retryAfterSeconds);
      }
    }
    await failures(ctx, next);
  };
}

/**
 * The token endpoint's limit (issue 22 §1): wrong client secrets per (client_id, address), and
 * nothing else. The secret is checked first (SHA-256, constant time), so a request presenting
 * the right one is never refused, whoever else failed from its address; spent, expired or foreign
 * codes, PKCE mismatches and malformed bodies guess no secret and never count. A wrong secret
 * past the points answers 429 before the exchange runs (no code is looked at).
 */
export function limitWrongSecrets(
  limit: RateLimit,
  presented: (ctx: Context) => Promise<{ clientId: string; secret: string } | undefined>,
  secretIsRight: (clientId: string, secret: string) => Promise<boolean | undefined>,
  listener: LimitListener,
): Middleware {
  return async (ctx, next) => {
    const client = await presented(ctx);
    if (client && (await secretIsRight(client.clientId, client.secret)) === false) {
      const subject = { client_id: client.clientId, ip: ctx.ip };
      const verdict = await limit.take(keyOf(subject));
      const event = { limit: limit.name, subject, requestId: requestIdOf(ctx) };
      if (verdict.tripped) listener({ ...event, outcome: 'tripped' });
      if (!verdict.allowed) {
        listener({ ...event, outcome: 'refused' });
        throw HttpErrors.tooManyFailures(verdict.retryAfterSeconds);
      }
    }
    await next();
  };
}

function isClientFailure(error: unknown): boolean {
  if (!(error instanceof DomainError) || error instanceof RateLimited) return false;
  const status = ERROR_STATUS[error.code]?.api ?? 500;
  return status >= 400 && status < 500;
}
