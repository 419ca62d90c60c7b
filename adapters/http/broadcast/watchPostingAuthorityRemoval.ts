import { Errors, UnauthorizedClient } from '../../../core/errors';
import type { Context, Middleware } from 'koa';
import { requestIdOf } from '../requestLog';

/**
 * Tells `seen(user, app, requestId)` when a broadcast is refused because the user no longer grants the app
 * posting authority: a grant removed on chain since sign-in (the audit trail's `grant_removed`).
 * `subjectOf` names the verified token's user and app. The error passes on unchanged.
 */
export function watchPostingAuthorityRemoval(
  subjectOf: (ctx: Context) => Promise<{ user?: string; app?: string } | undefined>,
  seen: (user: string, app: string, requestId: string | undefined) => void,
): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof UnauthorizedClient) {
        const subject = await subjectOf(ctx).catch(() => undefined);
        const { user, app } = subject ?? {};
        // The catalogue words the refusal; matching its exact text keeps one source of truth.
        if (
          user &&
          app &&
          error.description === Errors.userGaveNoPostingAuthority(user, app).description
        )
          seen(user, app, requestIdOf(ctx));
      }
      throw error;
    }
  };
}
