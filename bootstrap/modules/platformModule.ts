import { ContainerModule } from 'inversify';
import { SystemClock } from '../../adapters/clock/SystemClock';
import { bindValue } from '../bindComposed';
import type { Config } from '../config';
import { createLogger } from '../logger';

/** The system clock and the pino logger. */
export function platformModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(bind, 'Clock', new SystemClock());
    bindValue(bind, 'Logger', createLogger(config.logLevel));
  });
}
