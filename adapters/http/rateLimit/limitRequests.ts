import type { Context, Middleware } from 'koa';
import { DomainError, Errors, RateLimited, type ErrorCode } from '../../../core/errors';
import { ERROR_STATUS } from '../errorStatus';
import type { RateLimit } from './RateLimit';

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
  ctx: Context;
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
      if (verdict.tripped) listener({ limit: rule.limit.name, outcome: 'tripped', subject, ctx });
      if (!verdict.allowed) {
        listener({ limit: rule.limit.name, outcome: 'refused', subject, ctx });
        throw Errors.rateLimited(verdict.retryAfterSeconds);
      }
    }
    await next();
  };
}

/**
 * Counts only failed requests (a client's 4xx, never a 5xx or success) against each rule, once
 * each; a request whose subject has no points left is refused with 429 before any work is done.
 */
export function limitFailures(rules: readonly LimitRule[], listener: LimitListener): Middleware {
  return async (ctx, next) => {
    const subjects = await Promise.all(rules.map((rule) => rule.subjectOf(ctx)));
    for (const [i, rule] of rules.entries()) {
      const subject = subjects[i];
      if (!subject) continue;
      const verdict = await rule.limit.peek(keyOf(subject));
      if (!verdict.allowed) {
        listener({ limit: rule.limit.name, outcome: 'refused', subject, ctx });
        throw Errors.tooManyFailures(verdict.retryAfterSeconds);
      }
    }
    try {
      await next();
    } catch (error) {
      if (isClientFailure(error)) {
        for (const [i, rule] of rules.entries()) {
          const subject = subjects[i];
          if (!subject) continue;
          const verdict = await rule.limit.take(keyOf(subject));
          if (verdict.tripped)
            listener({ limit: rule.limit.name, outcome: 'tripped', subject, ctx });
        }
      }
      throw error;
    }
  };
}

function isClientFailure(error: unknown): boolean {
  if (!(error instanceof DomainError) || error instanceof RateLimited) return false;
  const status = ERROR_STATUS[error.code as ErrorCode]?.api ?? 500;
  return status >= 400 && status < 500;
}
