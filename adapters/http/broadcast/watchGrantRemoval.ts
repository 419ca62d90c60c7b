import { Errors, UnauthorizedClient } from '../../../core/errors';
import type { BroadcastRequest } from '../routeGuards';

/**
 * Tells `seen(user, app, requestId)` when a broadcast is refused because the user no longer grants the app
 * posting authority: a grant removed on chain since sign-in (the audit trail's `grant_removed`).
 * `subjectOf` names the verified token's user and app. The error passes on unchanged.
 */
export function watchGrantRemoval(
  subjectOf: (request: BroadcastRequest) => Promise<{ user?: string; app?: string } | undefined>,
  seen: (user: string, app: string, requestId: string | undefined) => void,
) {
  return async <Answer>(request: BroadcastRequest, handle: () => Promise<Answer>) => {
    try {
      return await handle();
    } catch (error) {
      if (error instanceof UnauthorizedClient) {
        const subject = await subjectOf(request).catch(() => undefined);
        const { user, app } = subject ?? {};
        // The catalogue words the refusal; matching its exact text keeps one source of truth.
        if (user && app && error.description === Errors.userHasNotGrantedApp(user, app).description)
          seen(user, app, request.requestId);
      }
      throw error;
    }
  };
}
