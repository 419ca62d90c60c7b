import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebsiteCheck, WebsiteProber } from '../../core/ports/WebsiteProber';
import { isBlockedConnection, outboundConnections } from './outboundConnections';
import type { Resolver } from './safeLookup';
import {
  classifyWebsite,
  isCheckable,
  MAX_URL_LENGTH,
  sameSite,
  type CheckableWebsite,
} from './urlRules';

export interface FetchWebsiteProberOptions {
  /**
   * TESTS ONLY — default false, never enable in production. Lets loopback addresses (127/8, ::1,
   * localhost) and any port through, so that `ok` and `redirected` can be tested against local
   * servers. Every other non-public range stays blocked.
   */
  allowLoopback?: boolean;
  /** Time for the whole check, every hop included (ms). */
  timeoutMs?: number;
  /** Same-site redirects followed before giving up as `unreachable`. */
  maxRedirects?: number;
  /** Response header bytes accepted; the body is never read. */
  maxHeaderBytes?: number;
  /** How long a result is reused (ms). */
  cacheTtlMs?: number;
  maxCacheEntries?: number;
  /** DNS; tests inject one so that no check touches the network. */
  resolve?: Resolver;
  now?: () => number;
}

interface Answer {
  status: number;
  location?: string;
}

/**
 * Checks websites over HTTP(S) without becoming an SSRF vector:
 * - spelling first: only absolute http(s) URLs without userinfo on default ports; non-public IP
 *   literals in any spelling are `blocked` before any I/O (test/prober/blocked.spec.ts);
 * - every connection resolves through safeLookup (all addresses must be public) and through
 *   request-filtering-agent, at connect time, so DNS rebinding gets nowhere (dnsRebinding case);
 * - redirects are never followed by the HTTP client: another site gives `redirected`; the same
 *   site is re-checked from the rules up and followed by hand, a bounded number of times;
 * - one deadline for the whole check, response headers capped, the body never read, TLS
 *   verification on; HEAD first, GET when HEAD does not give a clear answer;
 * - one check per host at a time, and results cached for `cacheTtlMs`.
 */
export class FetchWebsiteProber implements WebsiteProber {
  private readonly allowLoopback: boolean;
  private readonly timeoutMs: number;
  private readonly maxRedirects: number;
  private readonly maxHeaderBytes: number;
  private readonly cacheTtlMs: number;
  private readonly maxCacheEntries: number;
  private readonly now: () => number;
  private readonly lookup: LookupFunction;
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;
  private readonly cache = new Map<string, { result: WebsiteCheck; expiresAt: number }>();
  private readonly inFlight = new Map<string, Promise<WebsiteCheck>>();
  private readonly hostQueues = new Map<string, Promise<void>>();

  constructor(options: FetchWebsiteProberOptions = {}) {
    this.allowLoopback = options.allowLoopback ?? false;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.maxRedirects = options.maxRedirects ?? 5;
    this.maxHeaderBytes = options.maxHeaderBytes ?? 16 * 1024;
    this.cacheTtlMs = options.cacheTtlMs ?? 60 * 60 * 1000;
    this.maxCacheEntries = options.maxCacheEntries ?? 50_000;
    this.now = options.now ?? Date.now;
    ({
      lookup: this.lookup,
      httpAgent: this.httpAgent,
      httpsAgent: this.httpsAgent,
    } = outboundConnections(this.allowLoopback, options.resolve));
  }

  async check(website: string | undefined): Promise<WebsiteCheck> {
    const rules = classifyWebsite(website, this.allowLoopback);
    if (!isCheckable(rules)) return rules;
    const key = rules.text;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.now()) return { ...cached.result };
    let running = this.inFlight.get(key);
    if (!running) {
      running = this.oneAtATime(rules.url.hostname, () => this.probe(rules)).then((result) => {
        this.remember(key, result);
        return result;
      });
      running.finally(() => this.inFlight.delete(key)).catch(() => {});
      this.inFlight.set(key, running);
    }
    return { ...(await running) };
  }

  private async probe(website: CheckableWebsite): Promise<WebsiteCheck> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.timeoutMs);
    try {
      let url = website.url;
      for (let hop = 0; hop <= this.maxRedirects; hop++) {
        const answer = await this.ask(url, abort.signal);
        if (answer.status >= 500) return unreachable();
        if (answer.status < 300 || answer.status >= 400 || answer.location === undefined) {
          return { site: 'ok', website: website.text };
        }
        let target: URL;
        try {
          target = new URL(answer.location, url);
        } catch {
          return unreachable();
        }
        if (target.protocol !== 'http:' && target.protocol !== 'https:') return unreachable();
        if (target.href.length > MAX_URL_LENGTH) return unreachable();
        if (!sameSite(target.hostname, website.url.hostname)) return redirected(target);
        // Same site: only followed when the target passes every rule again.
        const again = classifyWebsite(target.href, this.allowLoopback);
        if (!isCheckable(again)) return again.site === 'blocked' ? again : redirected(target);
        url = again.url;
      }
      return unreachable(); // redirect loop or too long a chain
    } catch (error) {
      return isBlockedConnection(error) ? { site: 'blocked', website: null } : unreachable();
    } finally {
      clearTimeout(timer);
    }
  }

  /** HEAD, then GET when HEAD gives no clear answer (servers that refuse or break on HEAD). */
  private async ask(url: URL, signal: AbortSignal): Promise<Answer> {
    const head = await this.request('HEAD', url, signal);
    return head.status >= 400 ? this.request('GET', url, signal) : head;
  }

  private request(method: string, url: URL, signal: AbortSignal): Promise<Answer> {
    const secure = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const request = (secure ? https : http).request(
        url,
        {
          method,
          agent: secure ? this.httpsAgent : this.httpAgent,
          lookup: this.lookup,
          signal,
          maxHeaderSize: this.maxHeaderBytes,
          rejectUnauthorized: true,
          headers: { 'user-agent': 'hivegate-site-check/1', accept: 'text/html,*/*;q=0.5' },
        },
        (response) => {
          const location = response.headers.location;
          resolve({
            status: response.statusCode ?? 0,
            location: typeof location === 'string' ? location : undefined,
          });
          response.destroy(); // only the status line and headers matter: no body byte is read
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  /** Runs `task` after every earlier check of the same host has finished. */
  private oneAtATime<T>(host: string, task: () => Promise<T>): Promise<T> {
    const previous = this.hostQueues.get(host) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.then(
      () => {},
      () => {},
    );
    this.hostQueues.set(host, tail);
    void tail.then(() => {
      if (this.hostQueues.get(host) === tail) this.hostQueues.delete(host);
    });
    return run;
  }

  private remember(key: string, result: WebsiteCheck): void {
    this.cache.delete(key);
    this.cache.set(key, { result, expiresAt: this.now() + this.cacheTtlMs });
    if (this.cache.size > this.maxCacheEntries)
      this.cache.delete(this.cache.keys().next().value as string);
  }
}

function unreachable(): WebsiteCheck {
  return { site: 'unreachable', website: null };
}

function redirected(target: URL): WebsiteCheck {
  return { site: 'redirected', website: null, redirects_to: target.href };
}
