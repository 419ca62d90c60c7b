import type { Middleware } from 'koa';
import type { Logger } from '../../core/ports/Logger';
import { answerError } from './errorHandler';
import { renderErrorPage } from './pages/errorPage';

const TITLES: Record<string, string> = {
  invalid_request: 'This request is not valid',
  unauthorized_client: 'This app is not registered',
  not_found: 'Not found',
  unavailable: 'The Hive network is not reachable',
};

/**
 * For pages: an error becomes an HTML page instead of JSON, by the same rules and the same status
 * table as the API (its `page` column), with the same logging. `titles` words the heading for a
 * family of pages (sign links: "This sign link cannot be signed").
 */
export function pageErrors(logger: Logger, titles: Record<string, string> = {}): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const body = answerError(ctx, error, logger, 'page');
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = renderErrorPage({
        title: titles[body.error] ?? TITLES[body.error] ?? 'Something went wrong',
        description: body.error_description,
        code: body.error,
      });
    }
  };
}
