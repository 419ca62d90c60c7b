import http from 'node:http';
import https from 'node:https';
import type { LogoutOutcome, LogoutSender } from '../../core/ports/LogoutSender';
import { isBlockedConnection, outboundConnections } from './outboundConnections';
import type { Resolver } from './safeLookup';
import { classifyWebsite, isCheckable } from './urlRules';

export interface FetchLogoutSenderOptions {
  /** TESTS ONLY: lets loopback addresses and any port through (see FetchWebsiteProber). */
  allowLoopback?: boolean;
  /** Time for one request, ms. */
  timeoutMs?: number;
  resolve?: Resolver;
}

/**
 * Back-Channel Logout requests over HTTP(S), by the website check's outbound rules: the URI must
 * pass them (absolute http(s), no userinfo, default ports, no non-public address literal), every
 * connection resolves to public addresses only, redirects are not followed (the spec's RP answers
 * 200), the answer's body is not read, and one deadline bounds the request.
 */
export class FetchLogoutSender implements LogoutSender {
  private readonly allowLoopback: boolean;
  private readonly timeoutMs: number;
  private readonly connections;

  constructor(options: FetchLogoutSenderOptions = {}) {
    this.allowLoopback = options.allowLoopback ?? false;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.connections = outboundConnections(this.allowLoopback, options.resolve);
  }

  async send(uri: string, logoutToken: string): Promise<LogoutOutcome> {
    const rules = classifyWebsite(uri, this.allowLoopback);
    if (!isCheckable(rules) || rules.url.hash !== '') return 'blocked';
    try {
      const status = await this.post(rules.url, new URLSearchParams({ logout_token: logoutToken }));
      return status >= 200 && status < 300 ? 'delivered' : 'failed';
    } catch (error) {
      return isBlockedConnection(error) ? 'blocked' : 'failed';
    }
  }

  private post(url: URL, form: URLSearchParams): Promise<number> {
    const secure = url.protocol === 'https:';
    const body = form.toString();
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(
        url,
        {
          method: 'POST',
          agent: secure ? this.connections.httpsAgent : this.connections.httpAgent,
          lookup: this.connections.lookup,
          signal: AbortSignal.timeout(this.timeoutMs),
          maxHeaderSize: 16 * 1024,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'hivegate-backchannel-logout/1',
          },
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.destroy();
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
}
