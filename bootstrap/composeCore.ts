import { longestLifetime, tokenPolicy, type TokenPolicy } from '../core/tokens/tokenPolicy';
import { STRICT_APP_PROFILES, type AppProfileOptions } from '../core/apps/app';
import type { ChainClient } from '../core/ports/ChainClient';
import type { Clock } from '../core/ports/Clock';
import type { DirectoryShare } from '../core/ports/DirectoryShare';
import { silentLogger, type Logger } from '../core/ports/Logger';
import { STORES_BESIDE_SIGN_INS, STORES_WRITTEN_TOGETHER, type Stores } from '../core/ports/Stores';
import { MEMORY_STORES, newMemoryStorage } from '../adapters/storage/memoryStores';
import type { TokenSigner } from '../core/ports/TokenSigner';
import type { WebsiteProber } from '../core/ports/WebsiteProber';
import type { Tracer } from '../core/ports/Tracer';
import { traced } from './tracedPorts';
import { AppDirectory, type AppDirectoryOptions } from '../core/apps/AppDirectory';
import { AppLoader } from '../core/apps/AppLoader';
import { AuthorizeUseCase } from '../core/signIn/AuthorizeUseCase';
import { BroadcastUseCase, type SpreadOptions } from '../core/broadcast/BroadcastUseCase';
import {
  DEFAULT_IDEMPOTENCY,
  IdempotentBroadcasts,
  type IdempotencyOptions,
} from '../core/broadcast/IdempotentBroadcasts';
import { ChallengeUseCase } from '../core/signIn/ChallengeUseCase';
import { SignedChallenges } from '../core/signIn/SignedChallenges';
import { MAINNET_CHAIN_ID } from '../core/shared/chain';
import { ConsentUseCase } from '../core/signIn/ConsentUseCase';
import { MeUseCase } from '../core/signIn/MeUseCase';
import { OpenIdTokenUseCase } from '../core/signIn/OpenIdTokenUseCase';
import { ClientAuthenticator } from '../core/signIn/ClientAuthenticator';
import { EndSessionUseCase } from '../core/signIn/EndSessionUseCase';
import { TokenIntrospectionUseCase } from '../core/signIn/TokenIntrospectionUseCase';
import { TokenRevocationUseCase } from '../core/signIn/TokenRevocationUseCase';
import { UserInfoUseCase } from '../core/signIn/UserInfoUseCase';
import { RevokeUseCase } from '../core/signIn/RevokeUseCase';
import {
  DEFAULT_RECEIPTS,
  ReceiptUseCase,
  type ReceiptOptions,
} from '../core/broadcast/ReceiptUseCase';
import { ActivityUseCase } from '../core/broadcast/ActivityUseCase';
import { AppKeyActivity } from '../core/chainFollowing/AppKeyActivity';
import { DEFAULT_ACTIVITY_KEEP_DAYS, logKeepMs } from '../core/broadcast/activity';
import { SignLinkUseCase } from '../core/broadcast/SignLinkUseCase';
import { TokenExchangeUseCase } from '../core/signIn/TokenExchangeUseCase';
import { TokenHandoffUseCase } from '../core/signIn/TokenHandoffUseCase';
import { TokenChecks } from '../core/signIn/TokenChecks';
import { TokenIssuer } from '../core/signIn/TokenIssuer';
import { SignInLifeCycle } from '../core/signIn/SignInLifeCycle';
import { SignInEnds } from '../core/signIn/SignInEnds';
import { UsageFlusher } from '../core/apps/UsageFlusher';
import { UsageRecorder } from '../core/apps/UsageRecorder';
import { DailyBudget } from '../core/broadcast/DailyBudget';
import { LimitsUseCase } from '../core/signIn/LimitsUseCase';
import {
  BlockFollower,
  DEFAULT_FOLLOWER_OPTIONS,
  type BlockFollowerOptions,
} from '../core/chainFollowing/BlockFollower';
import { ChainEndings } from '../core/chainFollowing/ChainEndings';
import { authorityChangeOf } from '../core/chainFollowing/chainEndingRules';
import { SignInsUseCase } from '../core/signIn/SignInsUseCase';
import { DeviceFlowUseCase } from '../core/signIn/DeviceFlowUseCase';
import { DEVICE_PAGE_PATH } from '../core/signIn/deviceCode';
import type { LogoutSender } from '../core/ports/LogoutSender';
import type { DPoPVerifier } from '../core/ports/DPoPVerifier';
import { DPoPProofs, type DPoPOptions } from '../core/signIn/DPoPProofs';
import { JWKS_MAX_AGE_SECONDS, keyKeepMs, type KeyUse } from '../core/tokens/signingKeys';
import {
  DEFAULT_KEY_REFRESH_MS,
  SigningKeyRotation,
  type KeyRotationOptions,
} from '../core/signIn/SigningKeyRotation';
import {
  BackChannelLogout,
  DEFAULT_BACKCHANNEL,
  type BackChannelOptions,
} from '../core/signIn/BackChannelLogout';

/**
 * The ports the core runs on: the grant and usage stores always, every other store when kept
 * elsewhere than this process's memory (see `Stores`). Clock and logger default to the system
 * clock and silence.
 */
export interface CorePorts
  extends Pick<Stores, 'signIns' | 'usage'>, Partial<Omit<Stores, 'signIns' | 'usage'>> {
  chain: ChainClient;
  signer: TokenSigner;
  prober: WebsiteProber;
  clock?: Clock;
  logger?: Logger;
  /** Instances sharing storage (PostgreSQL) share one app directory build; absent: each builds its own. */
  directoryShare?: DirectoryShare;
  /** Sends back-channel logout notices; absent: over HTTP(S) by the outbound rules, public addresses only. */
  logoutSender?: LogoutSender;
  /** Checks DPoP proofs and makes nonces (RFC 9449, issue 36 §6); absent: no DPoP. */
  dpop?: DPoPVerifier;
  /**
   * Traces (issue 58): every use case, store, chain and signer call in a span, and the
   * broadcast's waits; absent: nothing is wrapped.
   */
  tracer?: Tracer;
}

/** What the core needs to know that is not a port. */
export interface CoreOptions {
  /** The account whose posting key signs broadcasts. */
  serviceAccount: string;
  /** Named in sign-in challenges: the service's host. */
  serviceName: string;
  /** The chain signed-in users are on, named in the messages they sign; absent: Hive's main network. */
  chainId?: string;
  /** The OpenID Connect issuer: BASE_URL (`https://` + serviceName when absent). */
  issuer?: string;
  /** Lifetimes that differ from the defaults (DEFAULT_TOKEN_POLICY). */
  tokens?: Partial<TokenPolicy>;
  directory: AppDirectoryOptions;
  /** How often buffered usage counts are written, ms. */
  usageFlushMs?: number;
  /** How often spent challenges and codes (and expired idempotency keys) are forgotten, ms. */
  purgeMs?: number;
  /** Idempotency-Key timings that differ from DEFAULT_IDEMPOTENCY (keepMs: IDEMPOTENCY_KEY_HOURS). */
  idempotency?: Partial<IdempotencyOptions>;
  /** How per-block refusals are waited out (tests move a fake clock). */
  spread?: Partial<SpreadOptions>;
  /** Receipt timings that differ from DEFAULT_RECEIPTS. */
  receipts?: Partial<ReceiptOptions>;
  /** How long what each app did with an account is kept, days (ACTIVITY_KEEP_DAYS; issue 59 §4). */
  activityKeepDays?: number;
  /**
   * `false`: the block follower does not look for what apps' own keys signed for users who signed
   * in here (ACTIVITY_FROM_CHAIN=off; issue 59 §3). Default on.
   */
  activityFromChain?: boolean;
  /**
   * The block follower's settings that differ from DEFAULT_FOLLOWER_OPTIONS; `false` leaves it
   * stopped, for embedders that follow the chain themselves and hand blocks to `follower.publish`.
   */
  follower?: Partial<BlockFollowerOptions> | false;
  /** Back-channel logout timings that differ from DEFAULT_BACKCHANNEL. */
  backChannel?: Partial<BackChannelOptions>;
  /**
   * How app profiles are read (APP_PROFILE_POSTING_FALLBACK); absent: identities from
   * json_metadata only (STRICT_APP_PROFILES).
   */
  appProfiles?: AppProfileOptions;
  /** DPoP settings (with the `dpop` port): nonces off unless `requireNonce`. */
  dpop?: Partial<DPoPOptions>;
  /**
   * Signing keys kept in storage (`signingKeys`) for `uses`, generated and rotated (issue 41 §1);
   * the signer must make and take keys (`newKey`, `useKeys`). Absent: the signer's keys are fixed.
   * `keepMs` defaults to the longest token lifetime and an hour.
   */
  keys?: { uses: readonly KeyUse[] } & Partial<KeyRotationOptions>;
}

/** The core, ready to call from any transport. */
export interface Hivegate {
  /** Mints tokens under the policy; `issuer` and `policy` are what discovery and the pages say. */
  tokenIssuer: TokenIssuer;
  /** Which presented token is good, and for what. */
  tokenChecks: TokenChecks;
  /** A sign-in from its first token to its end. */
  signInLife: SignInLifeCycle;
  /** DPoP proofs (RFC 9449), when the `dpop` port is given: the nonce to send, what discovery says. */
  dpop?: DPoPProofs;
  apps: AppLoader;
  challenge: ChallengeUseCase;
  consent: ConsentUseCase;
  authorize: AuthorizeUseCase;
  /** The token flow's handoff page: the access token, by redirect, to the browser that signed. */
  tokenHandoff: TokenHandoffUseCase;
  exchange: TokenExchangeUseCase;
  /** The token endpoint's standard (grant_type) form, and OpenID Connect userinfo. */
  openIdToken: OpenIdTokenUseCase;
  /** OpenID Connect RP-Initiated Logout (the end_session_endpoint). */
  endSession: EndSessionUseCase;
  /** RFC 7009 revocation (POST /api/oauth2/revoke). */
  tokenRevocation: TokenRevocationUseCase;
  /** RFC 7662 introspection (POST /api/oauth2/introspect). */
  tokenIntrospection: TokenIntrospectionUseCase;
  userinfo: UserInfoUseCase;
  me: MeUseCase;
  broadcast: BroadcastUseCase;
  /** The limits users set later on their grants (issue 24 §3), and those a broadcast is held to. */
  limits: LimitsUseCase;
  /** GET /api/broadcast/{id}. */
  receipts: ReceiptUseCase;
  revoke: RevokeUseCase;
  /** Judges sign links before their page asks for a key. */
  signLink: SignLinkUseCase;
  directory: AppDirectory;
  /** Writes usage counts in the background; `stop()` flushes what is left. */
  usage: UsageFlusher;
  /** Reads every block and hands it to its subscribers: ChainEndings first (issue 25). */
  follower: BlockFollower;
  /** Ends the sign-ins a block's authority changes take away. */
  chainEndings: ChainEndings;
  /** Tells apps that ask (backchannel_logout_uri) of every sign-in that ends. */
  backChannel: BackChannelLogout;
  /** Every sign-in of a user, shown and ended at /authorized-apps (issue 25 §5). */
  signIns: SignInsUseCase;
  activity: ActivityUseCase;
  /** The device authorization grant (RFC 8628, issue 27 §1): /api/oauth2/device_authorization and /device. */
  device: DeviceFlowUseCase;
  /** The signing keys kept in storage, rotated (issue 41 §1), when `keys` names uses. */
  keys?: SigningKeyRotation;
  /** Starts the background work: usage writes, directory builds, purging spent challenges and codes. */
  start(): void;
  /** Stops it: waits for a directory build, writes the last usage counts (rejects if that fails). */
  stop(): Promise<void>;
}

const PURGE_MS = 10 * 60_000;

/**
 * The default LogoutSender, FetchLogoutSender (the outbound rules, public addresses only), loaded
 * at the first notice: hivegate/core then loads no HTTP client package until an app asks to be told.
 */
function lazyFetchLogoutSender(): LogoutSender {
  let sender: Promise<LogoutSender> | undefined;
  return {
    async send(uri, logoutToken) {
      sender ??= import('../adapters/prober/FetchLogoutSender.js').then(
        (loaded) => new loaded.FetchLogoutSender(),
      );
      return (await sender).send(uri, logoutToken);
    },
  };
}

/** The stores the caller supplied, and every other in this process's memory. */
function storesOf(ports: CorePorts): Stores {
  const supplied = STORES_WRITTEN_TOGETHER.filter((name) => ports[name] !== undefined);
  if (supplied.length > 0 && supplied.length < STORES_WRITTEN_TOGETHER.length) {
    throw new Error(
      `${STORES_WRITTEN_TOGETHER.join(' and ')} are written together: supply both, over one storage, or neither (got ${supplied.join()} alone)`,
    );
  }
  const memory = newMemoryStorage();
  const stores: Record<string, unknown> = { signIns: ports.signIns, usage: ports.usage };
  for (const name of STORES_BESIDE_SIGN_INS)
    stores[name] = ports[name] ?? MEMORY_STORES[name](memory);
  return stores as unknown as Stores;
}

/** Builds every use case from the ports and the options: the one place the core is wired. */
export function composeCore(given: CorePorts, options: CoreOptions): Hivegate {
  const tracer = given.tracer;
  const ports = tracer ? tracedPorts(given, tracer) : given;
  const stores = tracer ? tracedStores(storesOf(ports), tracer) : storesOf(ports);
  const clock = ports.clock ?? { now: () => Date.now() };
  const logger = ports.logger ?? silentLogger;
  const policy = tokenPolicy(options.tokens);

  const issuer = options.issuer ?? `https://${options.serviceName}`;
  const dpop =
    ports.dpop &&
    new DPoPProofs(ports.dpop, stores.dpopReplays, clock, issuer, {
      requireNonce: false,
      ...options.dpop,
    });
  const ends = new SignInEnds(
    stores.signIns,
    stores.limitChoices,
    clock,
    longestLifetime(policy) * 1000,
  );
  const tokenIssuer = new TokenIssuer(ports.signer, clock, policy, issuer);
  const tokenChecks = new TokenChecks(ports.signer, ends, clock, policy, dpop);
  const signInLife = new SignInLifeCycle(
    tokenIssuer,
    tokenChecks,
    stores.signIns,
    ends,
    clock,
    stores.limitChoices,
  );
  const appProfiles = options.appProfiles ?? STRICT_APP_PROFILES;
  const apps = new AppLoader(ports.chain, appProfiles);
  const clients = new ClientAuthenticator(tokenChecks, apps);
  const recorder = new UsageRecorder(stores.usage, clock, logger);
  const usage = new UsageFlusher(recorder, logger, options.usageFlushMs);
  const directory = new AppDirectory(
    stores.usage,
    ports.chain,
    ports.prober,
    clock,
    logger,
    { ...options.directory, appProfiles, serviceAccount: options.serviceAccount },
    ports.directoryShare,
  );
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  /** A broadcast's wait, a span of its own when traced: where a slow broadcast's time went. */
  const waitNamed = (name: string) =>
    tracer ? (ms: number) => tracer.inSpan(name, { 'wait.ms': ms }, () => sleep(ms)) : sleep;
  const logKept = logKeepMs(options.activityKeepDays ?? DEFAULT_ACTIVITY_KEEP_DAYS);
  const idempotent = new IdempotentBroadcasts(stores.idempotency, clock, {
    ...DEFAULT_IDEMPOTENCY,
    logKeepMs: logKept,
    sleep: waitNamed('broadcast.idempotency_wait'),
    ...options.idempotency,
  });
  const receipts = new ReceiptUseCase(
    tokenChecks,
    stores.broadcastLog,
    ports.chain,
    clock,
    logger,
    {
      ...DEFAULT_RECEIPTS,
      keepMs: logKept,
      sleep,
      ...options.receipts,
    },
  );
  const budget = new DailyBudget(stores.operationBudget, clock);
  const challenges = new SignedChallenges(stores.signIns, apps, ports.chain, clock, {
    domain: options.serviceName,
    uri: issuer,
    chainId: options.chainId ?? MAINNET_CHAIN_ID,
    lifetime: policy.challenge,
  });
  const limits = new LimitsUseCase(stores.limitChoices, challenges, ends, tokenChecks, clock);
  const follower = new BlockFollower(ports.chain, stores.chainCursor, logger, {
    ...DEFAULT_FOLLOWER_OPTIONS,
    ...(options.follower || {}),
  });
  // A block that changes an account's authorities makes the next read of it fresh (the service
  // account's: the key that signs follows within a block; issue 41 §2).
  const accountChanged = ports.chain.accountChanged?.bind(ports.chain);
  if (accountChanged)
    follower.subscribe(async (block) => {
      for (const operation of block.operations) {
        const change = authorityChangeOf(operation);
        if (change) accountChanged(change.account);
      }
    });
  const chainEndings = new ChainEndings(stores.signIns, ends, clock, options.serviceAccount);
  follower.subscribe((block) => chainEndings.handle(block));
  if (options.activityFromChain !== false) {
    // Best effort: a block whose app keys could not be read is not read again (issue 59 §3).
    const appKeys = new AppKeyActivity(
      stores.signIns,
      stores.broadcastLog,
      apps,
      ports.chain,
      clock,
      {
        chainId: options.chainId ?? MAINNET_CHAIN_ID,
        keepMs: logKept,
      },
    );
    follower.subscribe((block) =>
      appKeys.handle(block).then(
        () => undefined,
        (error: unknown) =>
          logger.warn({ err: error, block: block.num }, 'reading what app keys signed failed'),
      ),
    );
  }
  const backChannel = new BackChannelLogout(
    apps,
    stores.logoutQueue,
    ports.logoutSender ?? lazyFetchLogoutSender(),
    ports.signer,
    clock,
    logger,
    issuer,
    { ...DEFAULT_BACKCHANNEL, ...options.backChannel },
  );
  ends.onSignInEnded((ended) =>
    backChannel
      .signInEnded(ended)
      .catch((error: unknown) =>
        logger.warn({ err: error, app: ended.app }, 'back-channel logout: notice not queued'),
      ),
  );
  const authorize = new AuthorizeUseCase(apps, challenges, signInLife, clock, issuer);
  const keys =
    options.keys && options.keys.uses.length > 0
      ? new SigningKeyRotation(stores.signingKeys, ports.signer, clock, logger, {
          overlapMs: JWKS_MAX_AGE_SECONDS * 1000,
          keepMs: keyKeepMs(policy),
          refreshMs: DEFAULT_KEY_REFRESH_MS,
          ...options.keys,
        })
      : undefined;
  const consent = new ConsentUseCase(apps, options.serviceAccount);
  let purge: ReturnType<typeof setInterval> | undefined;

  const core: Hivegate = {
    tokenIssuer,
    tokenChecks,
    signInLife,
    ...(dpop ? { dpop } : {}),
    apps,
    challenge: new ChallengeUseCase(apps, challenges),
    consent,
    authorize,
    tokenHandoff: new TokenHandoffUseCase(signInLife, issuer),
    exchange: new TokenExchangeUseCase(tokenChecks, signInLife, apps),
    openIdToken: new OpenIdTokenUseCase(tokenChecks, signInLife, apps, clients),
    tokenRevocation: new TokenRevocationUseCase(tokenChecks, signInLife, clients),
    endSession: new EndSessionUseCase(ports.signer, ends, issuer, apps, clock),
    tokenIntrospection: new TokenIntrospectionUseCase(tokenChecks, issuer, clients),
    userinfo: new UserInfoUseCase(tokenChecks, apps),
    me: new MeUseCase(tokenChecks, apps, recorder),
    broadcast: new BroadcastUseCase(
      tokenChecks,
      apps,
      ports.chain,
      recorder,
      options.serviceAccount,
      idempotent,
      receipts,
      { maxBlocks: 10, sleep: waitNamed('broadcast.block_wait'), ...options.spread },
      budget,
      limits,
    ),
    limits,
    receipts,
    revoke: new RevokeUseCase(tokenChecks, signInLife),
    signLink: new SignLinkUseCase(apps, clock),
    directory,
    usage,
    follower,
    chainEndings,
    backChannel,
    signIns: new SignInsUseCase(stores.signIns, ends, apps, challenges, stores.limitChoices, clock),
    activity: new ActivityUseCase(stores.broadcastLog, receipts, clock, logger),
    device: new DeviceFlowUseCase(
      apps,
      stores.deviceRequests,
      authorize,
      tokenChecks,
      signInLife,
      clients,
      clock,
      `${issuer}${DEVICE_PAGE_PATH}`,
      consent,
    ),
    ...(keys ? { keys } : {}),
    start() {
      usage.start();
      directory.start();
      if (options.follower !== false) follower.start();
      backChannel.start();
      keys?.start();
      purge ??= setInterval(() => {
        signInLife
          .purge()
          .catch((error: unknown) => logger.warn({ err: error }, 'purging spent grants failed'));
        stores.idempotency
          .purgeExpired(clock.now())
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'purging expired idempotency keys failed'),
          );
        budget
          .purge()
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'purging counted operations failed'),
          );
        receipts
          .purge()
          .catch((error: unknown) => logger.warn({ err: error }, 'purging old receipts failed'));
        dpop
          ?.purge()
          .catch((error: unknown) =>
            logger.warn({ err: error }, 'purging used DPoP proofs failed'),
          );
      }, options.purgeMs ?? PURGE_MS);
      purge.unref?.();
    },
    async stop() {
      clearInterval(purge);
      purge = undefined;
      keys?.stop();
      await follower.stop();
      await backChannel.stop();
      await directory.stop();
      await usage.stop();
    },
  };
  return tracer ? tracedUseCases(core, tracer) : core;
}

/** The use cases the transports call, each traced as `usecase.<name>.<method>`. */
const USE_CASES = [
  'challenge',
  'consent',
  'authorize',
  'tokenHandoff',
  'exchange',
  'openIdToken',
  'endSession',
  'tokenRevocation',
  'tokenIntrospection',
  'userinfo',
  'me',
  'broadcast',
  'limits',
  'receipts',
  'revoke',
  'signLink',
  'signIns',
  'device',
] as const satisfies readonly (keyof Hivegate)[];

function tracedUseCases(core: Hivegate, tracer: Tracer): Hivegate {
  const wrapped: Record<string, unknown> = { ...core };
  for (const name of USE_CASES) wrapped[name] = traced(core[name], `usecase.${name}`, tracer);
  return wrapped as unknown as Hivegate;
}

/** The chain (`chain.<method>`) and the token signer (`signer.<method>`) in spans. */
function tracedPorts(ports: CorePorts, tracer: Tracer): CorePorts {
  return {
    ...ports,
    chain: traced(ports.chain, 'chain', tracer),
    signer: traced(ports.signer, 'signer', tracer),
  };
}

/** Every store's calls as `storage.<store>.<method>` spans. */
function tracedStores(stores: Stores, tracer: Tracer): Stores {
  const wrapped: Record<string, unknown> = {};
  for (const [name, store] of Object.entries(stores))
    wrapped[name] = traced(store as object, `storage.${name}`, tracer);
  return wrapped as unknown as Stores;
}
