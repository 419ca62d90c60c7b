import { ContainerModule } from 'inversify';
import { SystemClock } from '../../adapters/clock/SystemClock';
import type { Config } from '../config';
import { createLogger } from '../logger';
import { TOKENS } from '../tokens';

/** The system clock and the pino logger. */
export function platformModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Clock).toConstantValue(new SystemClock());
    bind(TOKENS.Logger).toConstantValue(createLogger(config.logLevel));
  });
}
