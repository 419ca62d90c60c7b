import type { Middleware } from 'koa';
import type { Logger } from '../../../core/ports/Logger';
import { pageErrors } from './pageErrors';
import { securityHeaders } from './securityHeaders';
import type { ChainSettings } from './chainSettings';

/**
 * What every page where people sign runs first: its security headers (which nodes and relay its
 * script may reach) and errors as pages, not JSON.
 */
export function signingPages(chain: ChainSettings, logger: Logger): Middleware[] {
  return [
    securityHeaders({ hiveNodes: chain.nodes, hiveAuthRelay: chain.hiveAuthRelay }),
    pageErrors(logger),
  ];
}
