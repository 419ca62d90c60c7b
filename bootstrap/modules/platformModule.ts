import { ContainerModule } from 'inversify';
import { SystemClock } from '../../adapters/clock/SystemClock';
import { bindValue } from '../bindComposed';
import type { Tracing } from '../../adapters/ops/Tracing';
import type { Config } from '../config';
import { createLogger } from '../logger';

/** The system clock, the pino logger, and traces when configured (bootstrap/tracing.ts). */
export function platformModule(config: Config, tracing?: Tracing): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(bind, 'Clock', new SystemClock());
    bindValue(bind, 'Logger', createLogger(config.logLevel, tracing));
    if (tracing) bindValue(bind, 'Tracing', tracing);
  });
}
