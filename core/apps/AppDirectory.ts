import type { AppEntry, DirectoryAnswer } from '../ports/DirectoryShare';
import { Errors } from '../errors';
import type { ChainClient } from '../ports/ChainClient';
import type { Clock } from '../ports/Clock';
import type { DirectoryShare, PublishedDirectory } from '../ports/DirectoryShare';
import type { Logger } from '../ports/Logger';
import type { UsageStore } from '../ports/UsageStore';
import type { WebsiteProber } from '../ports/WebsiteProber';
import { DirectoryBuilder, type DirectoryBuildOptions } from './DirectoryBuilder';

export interface AppDirectoryOptions extends DirectoryBuildOptions {
  /** App usernames shown first, in order. They are listed even when unused. */
  featured: readonly string[];
  /** Seconds between background builds. */
  rebuildSeconds: number;
}

/**
 * The public directory of apps: when to build it and whose build to serve. Built in the
 * background (start, then every rebuildSeconds; one build is DirectoryBuilder's job), never on
 * the request path: `current()` only reads the last snapshot.
 * - Until a build has produced at least one app, `current()` throws Unavailable.
 * - A failed build keeps the previous snapshot (and is logged).
 * - With a DirectoryShare (instances sharing storage), one instance builds at a time: an answer
 *   published less than rebuildSeconds ago is served as is, and while another instance holds the
 *   lock the last published answer is served; the share is looked at ten times per refresh.
 * test/usecases/AppDirectory.spec.ts and test/usecases/SharedAppDirectory.spec.ts hold each of these.
 */
export class AppDirectory {
  private readonly featured: string[];
  private readonly builder: DirectoryBuilder;
  private snapshot: DirectoryAnswer;
  private hasData = false;
  private running?: Promise<DirectoryAnswer>;
  private timer?: ReturnType<typeof setTimeout>;
  private started = false;

  constructor(
    usage: UsageStore,
    chain: ChainClient,
    prober: WebsiteProber,
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
    this.builder = new DirectoryBuilder(usage, chain, prober, clock, logger, {
      ...options,
      featured: this.featured,
    });
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
    const apps = await this.builder.build(this.snapshot.apps);
    if (apps.length > 0) this.hasData = true;
    this.snapshot = this.answer(apps, !this.hasData);
    return this.snapshot;
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
