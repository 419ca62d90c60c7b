import { appProfileOf, displayProfileOf, STRICT_APP_PROFILES, type AppProfileOptions } from './app';
import type { ChainAccount } from '../shared/account';
import { ABOUT_MAX, byRank, dayOf, NAME_MAX, untrustedText, windowStart } from './directory';
import { type AppEntry } from '../ports/DirectoryShare';
import type { ChainClient } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { Logger } from '../ports/Logger';
import type { AppUsage, UsageStore } from '../ports/UsageStore';
import type { WebsiteCheck, WebsiteProber } from '../ports/WebsiteProber';
import { eachLimited } from './eachLimited';
import { limitsEnforced } from '../limits/limitsReach';

export interface DirectoryBuildOptions {
  /** Days the ranking covers, today (UTC) included. */
  windowDays: number;
  /** App usernames listed even when unused (normalized: trimmed, lower case, once each). */
  featured: readonly string[];
  /** Names per ChainClient.getAccounts call. */
  accountBatch?: number;
  /** Website checks running at once during a build. */
  probeConcurrency?: number;
  /** How app identities are read (APP_PROFILE_POSTING_FALLBACK), for each entry's `profile_source`. */
  appProfiles?: AppProfileOptions;
  /** This service's account, for each entry's `limits_enforced` (core/limits/limitsReach.ts). */
  serviceAccount?: string;
}

type Profile = Pick<
  AppEntry,
  'name' | 'about' | 'website' | 'site' | 'redirects_to' | 'profile_source' | 'limits_enforced'
>;

/**
 * One build of the app directory: usage inside the window, each app's profile from its account,
 * each website checked. AppDirectory schedules builds and shares them between instances.
 * - An app whose account cannot be loaded keeps its previous profile, or null name/about.
 * - A website checked once per build, however many apps name it; a check that throws is "unreachable".
 * - Name, about and website are display fields (json_metadata's, core/apps/app.ts);
 *   `profile_source` says where the identity was read, as AppLoader reads it.
 * - `limits_enforced` says whether only this service can meet the app's posting authority, as the
 *   consent page says it (core/limits/limitsReach.ts); null for an account that is no app.
 */
export class DirectoryBuilder {
  private readonly accountBatch: number;
  private readonly probeConcurrency: number;

  constructor(
    private readonly usage: UsageStore,
    private readonly chain: ChainClient,
    private readonly prober: WebsiteProber,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: DirectoryBuildOptions,
  ) {
    this.accountBatch = options.accountBatch ?? 500;
    this.probeConcurrency = options.probeConcurrency ?? 8;
  }

  /**
   * The apps used inside the window plus the featured ones, ranked. `previous` (the last build's
   * apps) keeps the profile of an app whose account cannot be loaded this time.
   */
  async build(previous: readonly AppEntry[]): Promise<AppEntry[]> {
    const startedAt = Date.now(); // wall time for the log, not the injected clock
    try {
      const today = dayOf(this.clock.now());
      const from = windowStart(today, this.options.windowDays);
      const recorded = await this.usage.summarize(from, today);
      const usageOf = new Map(recorded.map((app) => [app.app, app]));
      const used = recorded.filter((app) => app.requests > 0).map((app) => app.app);
      const names = [...new Set([...used, ...this.options.featured])];
      const { accounts, failed } = await this.loadAccounts(names);
      const profiles = await this.profiles(names, accounts, failed, previous);
      const apps = names
        .map((name) => entry(name, usageOf.get(name), profiles.get(name)!, from))
        .sort(byRank);
      this.logger.info(
        { ms: Date.now() - startedAt, apps: apps.length, accountsFailed: failed.size },
        'app directory built',
      );
      return apps;
    } catch (error) {
      this.logger.error(
        { err: error, ms: Date.now() - startedAt },
        'app directory build failed; keeping the previous one',
      );
      throw error;
    }
  }

  /** Accounts in batches; a batch that fails leaves its names in `failed` and the build goes on. */
  private async loadAccounts(
    names: string[],
  ): Promise<{ accounts: Map<string, ChainAccount>; failed: Set<string> }> {
    const accounts = new Map<string, ChainAccount>();
    const failed = new Set<string>();
    for (let i = 0; i < names.length; i += this.accountBatch) {
      const batch = names.slice(i, i + this.accountBatch);
      try {
        for (const account of await this.chain.getAccounts(batch))
          accounts.set(account.name, account);
      } catch (error) {
        for (const name of batch) failed.add(name);
        this.logger.warn(
          { err: error, names: batch.length },
          'app directory: accounts could not be loaded',
        );
      }
    }
    return { accounts, failed };
  }

  private async profiles(
    names: string[],
    accounts: Map<string, ChainAccount>,
    failed: Set<string>,
    previousApps: readonly AppEntry[],
  ): Promise<Map<string, Profile>> {
    const previous = new Map(previousApps.map((app) => [app.username, app]));
    const profiles = new Map<string, Profile>();
    const checks = new Map<string, Promise<WebsiteCheck>>(); // one check per website per build
    const pending: { name: string; text: Omit<Profile, keyof WebsiteCheck>; website: string }[] =
      [];
    for (const name of names) {
      const account = accounts.get(name);
      const before = previous.get(name);
      if (!account && failed.has(name) && before) {
        profiles.set(name, {
          name: before.name,
          about: before.about,
          website: before.website,
          site: before.site,
          ...redirect(before),
          profile_source: before.profile_source ?? null,
          limits_enforced: before.limits_enforced ?? null,
        });
        continue;
      }
      const profileOptions = this.options.appProfiles ?? STRICT_APP_PROFILES;
      const source = (account && appProfileOf(account, profileOptions)?.source) ?? null;
      const profile = account
        ? displayProfileOf(account, profileOptions, source ?? undefined)
        : undefined;
      const text = {
        name: untrustedText(profile?.name, NAME_MAX),
        about: untrustedText(profile?.about, ABOUT_MAX),
        profile_source: source,
        limits_enforced:
          account && source !== null && this.options.serviceAccount !== undefined
            ? limitsEnforced(account.posting, this.options.serviceAccount)
            : null,
      };
      const website = profile?.website;
      if (website === undefined || website === null || website === '')
        profiles.set(name, { ...text, site: 'no_website', website: null });
      else if (typeof website !== 'string')
        profiles.set(name, { ...text, site: 'invalid', website: null });
      else pending.push({ name, text, website });
    }
    await eachLimited(pending, this.probeConcurrency, async ({ name, text, website }) => {
      let check = checks.get(website);
      if (!check) checks.set(website, (check = this.check(website)));
      const result = await check;
      profiles.set(name, {
        ...text,
        site: result.site,
        website: result.site === 'ok' ? result.website : null,
        ...redirect(result),
      });
    });
    return profiles;
  }

  /** The port promises never to reject; if an adapter does anyway, one app must not sink the build. */
  private check(website: string): Promise<WebsiteCheck> {
    return this.prober.check(website).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'app directory: website check failed');
      return { site: 'unreachable', website: null };
    });
  }
}

function entry(
  username: string,
  usage: AppUsage | undefined,
  profile: Profile,
  from: string,
): AppEntry {
  return {
    username,
    ...profile,
    users: usage?.users ?? 0,
    requests: usage?.requests ?? 0,
    first_seen: usage?.firstSeen ?? null,
    last_seen: usage?.lastSeen ?? null,
    new: usage !== undefined && usage.firstSeen >= from,
  };
}

function redirect(check: { site: string; redirects_to?: string }): { redirects_to?: string } {
  return check.site === 'redirected' && check.redirects_to !== undefined
    ? { redirects_to: check.redirects_to }
    : {};
}
