import { ContainerModule } from 'inversify';
import { AuditTrail } from '../../adapters/ops/AuditTrail';
import { HivegateMetrics } from '../../adapters/ops/HivegateMetrics';
import type { Logger } from '../../core/ports/Logger';
import type { Config } from '../config';
import { TOKENS } from '../tokens';

/** The audit trail (to the log) and the metrics (every security event is also counted). */
export function opsModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Metrics).toConstantValue(
      new HivegateMetrics({ processMetrics: config.metricsPort !== undefined }),
    );
    bind(TOKENS.Audit)
      .toResolvedValue(
        (logger: Logger, metrics: HivegateMetrics) => {
          const audit = new AuditTrail(logger);
          audit.onEvent((event) => metrics.securityEvent(event));
          return audit;
        },
        [TOKENS.Logger, TOKENS.Metrics],
      )
      .inSingletonScope();
  });
}
