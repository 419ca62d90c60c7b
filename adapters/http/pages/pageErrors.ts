import type { Middleware } from 'koa';
import type { MessageId } from '../../../web/i18n/catalogue';
import type { Logger } from '../../../core/ports/Logger';
import { answerError } from '../errorHandler';
import { inPageLanguage, words } from './i18n';
import { errorTitle, renderErrorPage } from './errorPage';

/**
 * For pages: an error becomes an HTML page instead of JSON, by the same rules and the same status
 * table as the API (its `page` column), with the same logging. `titles` words the heading for a
 * family of pages (sign links: "This sign link cannot be signed"), by error code, in the page's
 * language (issue 40: the page has its own words for an error; the API's JSON stays English).
 */
export function pageErrors(logger: Logger, titles: Record<string, MessageId> = {}): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const body = answerError(ctx, error, logger, 'page');
      const title = titles[body.error];
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = inPageLanguage(ctx, () =>
        renderErrorPage({
          title: title ? words().t(title) : errorTitle(body.error),
          description: body.error_description,
          code: body.error,
        }),
      );
    }
  };
}
