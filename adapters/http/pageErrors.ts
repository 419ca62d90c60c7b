import type { Middleware } from 'koa';
import type { Logger } from '../../core/ports/Logger';
import { errorBody } from './errorHandler';
import { renderErrorPage } from './pages/errorPage';

const TITLES: Record<string, string> = {
  invalid_request: 'This request is not valid',
  unauthorized_client: 'This app is not registered',
  not_found: 'Not found',
  unavailable: 'The Hive network is not reachable',
};

/**
 * For pages: an error becomes an HTML page instead of JSON. Same rules as the JSON handler (it
 * shares `errorBody`): only domain errors and client errors say what went wrong; anything else is
 * logged and shown as a generic message. A client's mistake is a 400 here, never a 401: there is
 * no credential a browser could retry with.
 */
export function pageErrors(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = errorBody(error);
      if (status >= 500 && body.error === 'server_error') {
        logger.error({ err: error, requestId: ctx.state.requestId, path: ctx.path }, 'unexpected error on a page');
      }
      ctx.status = status === 401 ? 400 : status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = renderErrorPage({ title: TITLES[body.error] ?? 'Something went wrong', description: body.error_description, code: body.error });
    }
  };
}
