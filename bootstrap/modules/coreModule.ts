import { ContainerModule } from 'inversify';
import { DEFAULT_LIFETIMES } from '../../core/domain/tokens';
import type { ChainClient } from '../../core/ports/ChainClient';
import type { Clock } from '../../core/ports/Clock';
import type { DirectoryShare } from '../../core/ports/DirectoryShare';
import type { GrantStore } from '../../core/ports/GrantStore';
import type { Logger } from '../../core/ports/Logger';
import type { TokenSigner } from '../../core/ports/TokenSigner';
import type { UsageStore } from '../../core/ports/UsageStore';
import type { WebsiteProber } from '../../core/ports/WebsiteProber';
import { AppDirectory } from '../../core/usecases/AppDirectory';
import { AppLoader } from '../../core/usecases/AppLoader';
import { Authenticator } from '../../core/usecases/Authenticator';
import { AuthorizeUseCase } from '../../core/usecases/AuthorizeUseCase';
import { BroadcastUseCase } from '../../core/usecases/BroadcastUseCase';
import { ChallengeUseCase } from '../../core/usecases/ChallengeUseCase';
import { MeUseCase } from '../../core/usecases/MeUseCase';
import { RevokeUseCase } from '../../core/usecases/RevokeUseCase';
import { TokenExchangeUseCase } from '../../core/usecases/TokenExchangeUseCase';
import { TokenIssuer } from '../../core/usecases/TokenIssuer';
import { UsageFlusher } from '../../core/usecases/UsageFlusher';
import { UsageRecorder } from '../../core/usecases/UsageRecorder';
import { TOKENS } from '../tokens';

/** What the core needs to know that is not a port. */
export interface CoreOptions {
  serviceAccount: string;
  /** Shown in sign-in challenges, e.g. the service's host. */
  serviceName: string;
  codeSeconds?: number;
  refreshSeconds?: number;
  directory: { windowDays: number; featured: readonly string[]; refreshSeconds: number };
  /** How often buffered usage counts are written, ms. */
  usageFlushMs?: number;
}

/**
 * Binds the core's use cases, built from whatever adapters are bound to the port tokens. The
 * core has no decorators, so each is built here with `toResolvedValue(factory, [deps])`.
 */
export function coreModule(options: CoreOptions): ContainerModule {
  const lifetimes = {
    ...DEFAULT_LIFETIMES,
    ...(options.codeSeconds ? { code: options.codeSeconds } : {}),
    ...(options.refreshSeconds ? { refresh: options.refreshSeconds } : {}),
  };
  return new ContainerModule(({ bind }) => {
    bind(TokenIssuer)
      .toResolvedValue((signer: TokenSigner, clock: Clock) => new TokenIssuer(signer, clock, lifetimes), [TOKENS.TokenSigner, TOKENS.Clock])
      .inSingletonScope();
    bind(AppLoader)
      .toResolvedValue((chain: ChainClient) => new AppLoader(chain), [TOKENS.ChainClient])
      .inSingletonScope();
    bind(Authenticator)
      .toResolvedValue(
        (signer: TokenSigner, grants: GrantStore, clock: Clock) => new Authenticator(signer, grants, clock),
        [TOKENS.TokenSigner, TOKENS.GrantStore, TOKENS.Clock],
      )
      .inSingletonScope();
    bind(UsageRecorder)
      .toResolvedValue(
        (store: UsageStore, clock: Clock, logger: Logger) => new UsageRecorder(store, clock, logger),
        [TOKENS.UsageStore, TOKENS.Clock, TOKENS.Logger],
      )
      .inSingletonScope();
    bind(UsageFlusher)
      .toResolvedValue(
        (recorder: UsageRecorder, logger: Logger) => new UsageFlusher(recorder, logger, options.usageFlushMs),
        [UsageRecorder, TOKENS.Logger],
      )
      .inSingletonScope();
    bind(AppDirectory)
      .toResolvedValue(
        (usage: UsageStore, chain: ChainClient, prober: WebsiteProber, clock: Clock, logger: Logger, share: DirectoryShare | undefined) =>
          new AppDirectory(usage, chain, prober, clock, logger, options.directory, share),
        // The share is bound only when instances share storage (PostgreSQL).
        [TOKENS.UsageStore, TOKENS.ChainClient, TOKENS.WebsiteProber, TOKENS.Clock, TOKENS.Logger, { serviceIdentifier: TOKENS.DirectoryShare, optional: true }],
      )
      .inSingletonScope();
    bind(BroadcastUseCase)
      .toResolvedValue(
        (auth: Authenticator, apps: AppLoader, chain: ChainClient, usage: UsageRecorder) =>
          new BroadcastUseCase(auth, apps, chain, usage, options.serviceAccount),
        [Authenticator, AppLoader, TOKENS.ChainClient, UsageRecorder],
      )
      .inSingletonScope();
    bind(ChallengeUseCase)
      .toResolvedValue(
        (apps: AppLoader, grants: GrantStore, clock: Clock) => new ChallengeUseCase(apps, grants, clock, options.serviceName),
        [AppLoader, TOKENS.GrantStore, TOKENS.Clock],
      )
      .inSingletonScope();
    bind(AuthorizeUseCase)
      .toResolvedValue(
        (apps: AppLoader, chain: ChainClient, grants: GrantStore, issuer: TokenIssuer, clock: Clock) =>
          new AuthorizeUseCase(apps, chain, grants, issuer, clock),
        [AppLoader, TOKENS.ChainClient, TOKENS.GrantStore, TokenIssuer, TOKENS.Clock],
      )
      .inSingletonScope();
    bind(TokenExchangeUseCase)
      .toResolvedValue(
        (signer: TokenSigner, apps: AppLoader, grants: GrantStore, issuer: TokenIssuer, clock: Clock) =>
          new TokenExchangeUseCase(signer, apps, grants, issuer, clock),
        [TOKENS.TokenSigner, AppLoader, TOKENS.GrantStore, TokenIssuer, TOKENS.Clock],
      )
      .inSingletonScope();
    bind(MeUseCase)
      .toResolvedValue(
        (auth: Authenticator, apps: AppLoader, usage: UsageRecorder) => new MeUseCase(auth, apps, usage),
        [Authenticator, AppLoader, UsageRecorder],
      )
      .inSingletonScope();
    bind(RevokeUseCase)
      .toResolvedValue(
        (auth: Authenticator, grants: GrantStore, clock: Clock) => new RevokeUseCase(auth, grants, clock),
        [Authenticator, TOKENS.GrantStore, TOKENS.Clock],
      )
      .inSingletonScope();
  });
}
