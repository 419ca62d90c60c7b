import 'reflect-metadata';
import { Container } from 'inversify';
import { silentLogger } from '../core/ports/Logger';
import type { ChainClient } from '../core/ports/ChainClient';
import type { Clock } from '../core/ports/Clock';
import type { GrantStore } from '../core/ports/GrantStore';
import type { Logger } from '../core/ports/Logger';
import type { TokenSigner } from '../core/ports/TokenSigner';
import type { UsageStore } from '../core/ports/UsageStore';
import type { WebsiteProber } from '../core/ports/WebsiteProber';
import { AppDirectory } from '../core/usecases/AppDirectory';
import { AuthorizeUseCase } from '../core/usecases/AuthorizeUseCase';
import { BroadcastUseCase } from '../core/usecases/BroadcastUseCase';
import { ChallengeUseCase } from '../core/usecases/ChallengeUseCase';
import { MeUseCase } from '../core/usecases/MeUseCase';
import { RevokeUseCase } from '../core/usecases/RevokeUseCase';
import { TokenExchangeUseCase } from '../core/usecases/TokenExchangeUseCase';
import { UsageFlusher } from '../core/usecases/UsageFlusher';
import { coreModule, type CoreOptions } from './modules/coreModule';
import { TOKENS } from './tokens';

/** The ports, supplied by the embedding service. */
export interface HivegateAdapters {
  chain: ChainClient;
  signer: TokenSigner;
  grants: GrantStore;
  usage: UsageStore;
  prober: WebsiteProber;
  clock?: Clock;
  logger?: Logger;
}

export type HivegateOptions = CoreOptions;

/** The use cases, ready to call from any transport. */
export interface Hivegate {
  challenge: ChallengeUseCase;
  authorize: AuthorizeUseCase;
  exchange: TokenExchangeUseCase;
  me: MeUseCase;
  broadcast: BroadcastUseCase;
  revoke: RevokeUseCase;
  directory: AppDirectory;
  /** Start it to write usage in the background; stop it last on shutdown (it flushes). */
  usage: UsageFlusher;
}

/** Builds the core over the caller's adapters: embed hivegate in any Node service, without Koa. */
export function buildHivegate(adapters: HivegateAdapters, options: HivegateOptions): Hivegate {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.ChainClient).toConstantValue(adapters.chain);
  container.bind(TOKENS.TokenSigner).toConstantValue(adapters.signer);
  container.bind(TOKENS.GrantStore).toConstantValue(adapters.grants);
  container.bind(TOKENS.UsageStore).toConstantValue(adapters.usage);
  container.bind(TOKENS.WebsiteProber).toConstantValue(adapters.prober);
  container.bind(TOKENS.Clock).toConstantValue(adapters.clock ?? { now: () => Date.now() });
  container.bind(TOKENS.Logger).toConstantValue(adapters.logger ?? silentLogger);
  container.load(coreModule(options));
  return {
    challenge: container.get(ChallengeUseCase),
    authorize: container.get(AuthorizeUseCase),
    exchange: container.get(TokenExchangeUseCase),
    me: container.get(MeUseCase),
    broadcast: container.get(BroadcastUseCase),
    revoke: container.get(RevokeUseCase),
    directory: container.get(AppDirectory),
    usage: container.get(UsageFlusher),
  };
}
