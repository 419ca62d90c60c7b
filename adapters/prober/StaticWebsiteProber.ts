import type { WebsiteCheck, WebsiteProber } from '../../core/ports/WebsiteProber';
import { classifyWebsite, isCheckable } from './urlRules';

/**
 * A WebsiteProber that never touches the network: the same URL rules as FetchWebsiteProber
 * (so `no_website`, `invalid` and `blocked` agree), then a fixed table of outcomes keyed by the
 * website text. A website missing from the table is `unreachable`, as it would be offline.
 * For tests, benchmarks and offline development.
 */
export class StaticWebsiteProber implements WebsiteProber {
  private readonly outcomes = new Map<string, WebsiteCheck>();
  /** How many times `check` was called, for tests that assert caching upstream. */
  calls = 0;

  constructor(outcomes: Record<string, WebsiteCheck> = {}) {
    for (const [website, outcome] of Object.entries(outcomes)) this.set(website, outcome);
  }

  /** The outcome of a website (`website` is filled in for `ok`, as the port requires). */
  set(website: string, outcome: Pick<WebsiteCheck, 'site' | 'redirects_to'>): void {
    const text = website.trim();
    this.outcomes.set(
      text,
      outcome.site === 'ok'
        ? { site: 'ok', website: text }
        : outcome.site === 'redirected'
          ? { site: 'redirected', website: null, redirects_to: outcome.redirects_to ?? '' }
          : { site: outcome.site, website: null },
    );
  }

  async check(website: string | undefined): Promise<WebsiteCheck> {
    this.calls += 1;
    const rules = classifyWebsite(website);
    if (!isCheckable(rules)) return rules;
    const outcome = this.outcomes.get(rules.text);
    return outcome ? { ...outcome } : { site: 'unreachable', website: null };
  }
}
