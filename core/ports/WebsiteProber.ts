/** Outcome of checking an app's website (the spec's `site` values). */
export type SiteStatus = 'ok' | 'no_website' | 'invalid' | 'redirected' | 'blocked' | 'unreachable';

export interface WebsiteCheck {
  site: SiteStatus;
  /** The website, only when `site` is `ok`; null otherwise. */
  website: string | null;
  /** Only when `site` is `redirected`: where it sent us. */
  redirects_to?: string;
}

/** Checks that a website answers on its own domain, without becoming a way into our network. */
export interface WebsiteProber {
  /**
   * Checks `website` (untrusted text from a profile; undefined when the profile has none).
   * Never rejects: every failure is a status. Results may be cached.
   */
  check(website: string | undefined): Promise<WebsiteCheck>;
}
