import { profileObject } from '../domain/app';
import type { ChainAccount } from '../domain/account';
import {
  ABOUT_MAX,
  byRank,
  dayOf,
  NAME_MAX,
  untrustedText,
  windowStart,
  type AppEntry,
  type DirectoryAnswer,
} from '../domain/directory';
import { Errors } from '../errors';
import type { ChainClient } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { DirectoryShare, PublishedDirectory } from '../ports/DirectoryShare';
import type { Logger } from '../ports/Logger';
import type { AppUsage, UsageStore } from '../ports/UsageStore';
import type { WebsiteCheck, WebsiteProber } from '../ports/WebsiteProber';

export interface AppDirectoryOptions {
  /** Days the ranking covers, today (UTC) included. */
  windowDays: number;
  /** App usernames shown first, in order. They are listed even when unused. */
  featured: readonly string[];
  /** Seconds between background builds. */
  rebuildSeconds: number;
  /** Names per ChainClient.getAccounts call. */
  accountBatch?: number;
  /** Website checks running at once during a build. */
  probeConcurrency?: number;
}

type Profile = Pick<AppEntry, 'name' | 'about' | 'website' | 'site' | 'redirects_to'>;

/**
 * The public directory of apps. Built in the background (start, then every rebuildSeconds),
 * never on the request path: `current()` only reads the last snapshot.
 * - Until a build has produced at least one app, `current()` throws Unavailable.
 * - A failed build keeps the previous snapshot (and is logged).
 * - An app whose account cannot be loaded keeps its previous profile, or null name/about.
 * - Apps are those used inside the window, plus the featured ones; ranked with byRank.
 * - With a DirectoryShare (instances sharing storage), one instance builds at a time: an answer
 *   published less than rebuildSeconds ago is served as is, and while another instance holds the
 *   lock the last published answer is served; the share is looked at ten times per refresh.
 * test/usecases/AppDirectory.spec.ts and test/usecases/SharedAppDirectory.spec.ts hold each of these.
 */
export class AppDirectory {
  private readonly featured: string[];
  private readonly accountBatch: number;
  private readonly probeConcurrency: number;
  private snapshot: DirectoryAnswer;
  private hasData = false;
  private running?: Promise<DirectoryAnswer>;
  private timer?: ReturnType<typeof setTimeout>;
  private started = false;

  constructor(
    private readonly usage: UsageStore,
    private readonly chain: ChainClient,
    private readonly prober: WebsiteProber,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: AppDirectoryOptions,
    private readonly share?: DirectoryShare,
  ) {
    if (!Number.isInteger(options.windowDays) || options.windowDays < 1)
      throw new RangeError('windowDays must be a positive integer');
    if (!(options.rebuildSeconds > 0)) throw new RangeError('rebuildSeconds must be positive');
    this.featured = [
      ...new Set(options.featured.map((name) => name.trim().toLowerCase()).filter(Boolean)),
    ];
    this.accountBatch = options.accountBatch ?? 500;
    this.probeConcurrency = options.probeConcurrency ?? 8;
    this.snapshot = this.answer([], true);
  }

  /** The directory answer. Throws Unavailable until a build has data. */
  current(): DirectoryAnswer {
    if (!this.hasData) throw Errors.directoryBuilding();
    return this.snapshot;
  }

  /** The last snapshot, `building: true` with no apps before the first build with data. */
  state(): DirectoryAnswer {
    return this.snapshot;
  }

  /** Builds now (or joins the build under way). Rejects when the build fails; the old snapshot stays. */
  build(): Promise<DirectoryAnswer> {
    this.running ??= this.rebuild().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Builds at once, then every rebuildSeconds after each build ends. Idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.cycle();
  }

  /** Stops the schedule and waits for a build under way. */
  async stop(): Promise<void> {
    this.started = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  private cycle(): void {
    this.build()
      .catch(() => {}) // already logged by rebuild
      .finally(() => {
        if (!this.started) return;
        // Sharing, an instance looks for a newer published answer ten times per refresh (one row
        // read), so every instance serves a new build soon after it is published; it builds only
        // when the published one is older than rebuildSeconds.
        const every = this.options.rebuildSeconds * 1000;
        this.timer = setTimeout(() => this.cycle(), this.share ? every / 10 : every);
        this.timer.unref?.();
      });
  }

  private async rebuild(): Promise<DirectoryAnswer> {
    const share = this.share;
    if (!share) return this.buildHere();
    let buildFailed = false; // buildHere logs its own failures
    try {
      const fresh = await this.freshIn(share);
      if (fresh) return this.adopt(fresh);
      let built: DirectoryAnswer | undefined;
      await share.buildAlone(async () => {
        // Someone may have published between our look and taking the lock.
        const justPublished = await this.freshIn(share);
        if (justPublished) return void this.adopt(justPublished);
        built = await this.buildHere().catch((error: unknown) => {
          buildFailed = true;
          throw error;
        });
        return { answer: built, builtAt: this.clock.now() };
      });
      if (built) return built;
      const latest = await share.latest(); // another instance is building: serve the last one published
      return latest ? this.adopt(latest) : this.snapshot;
    } catch (error) {
      if (!buildFailed)
        this.logger.error(
          { err: error },
          'app directory: the shared directory could not be read or published; keeping the previous one',
        );
      throw error;
    }
  }

  private async freshIn(share: DirectoryShare): Promise<PublishedDirectory | undefined> {
    const latest = await share.latest();
    return latest && this.clock.now() - latest.builtAt < this.options.rebuildSeconds * 1000
      ? latest
      : undefined;
  }

  private adopt(published: PublishedDirectory): DirectoryAnswer {
    if (!published.answer.building) this.hasData = true;
    this.snapshot = published.answer;
    return this.snapshot;
  }

  private async buildHere(): Promise<DirectoryAnswer> {
    const startedAt = Date.now(); // wall time for the log, not the injected clock
    try {
      const today = dayOf(this.clock.now());
      const from = windowStart(today, this.options.windowDays);
      const recorded = await this.usage.summarize(from, today);
      const usageOf = new Map(recorded.map((app) => [app.app, app]));
      const used = recorded.filter((app) => app.requests > 0).map((app) => app.app);
      const names = [...new Set([...used, ...this.featured])];
      const { accounts, failed } = await this.loadAccounts(names);
      const profiles = await this.profiles(names, accounts, failed);
      const apps = names
        .map((name) => entry(name, usageOf.get(name), profiles.get(name)!, from))
        .sort(byRank);
      if (apps.length > 0) this.hasData = true;
      this.snapshot = this.answer(apps, !this.hasData);
      this.logger.info(
        { ms: Date.now() - startedAt, apps: apps.length, accountsFailed: failed.size },
        'app directory built',
      );
      return this.snapshot;
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
  ): Promise<Map<string, Profile>> {
    const previous = new Map(this.snapshot.apps.map((app) => [app.username, app]));
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
        });
        continue;
      }
      const profile = account
        ? (profileObject(account.posting_json_metadata) ?? profileObject(account.json_metadata))
        : undefined;
      const text = {
        name: untrustedText(profile?.name, NAME_MAX),
        about: untrustedText(profile?.about, ABOUT_MAX),
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

  private answer(apps: AppEntry[], building: boolean): DirectoryAnswer {
    return {
      updated_at: new Date(this.clock.now()).toISOString(),
      building,
      window_days: this.options.windowDays,
      featured: [...this.featured],
      apps: building ? [] : apps,
    };
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

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
