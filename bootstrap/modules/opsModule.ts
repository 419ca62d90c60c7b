import { ContainerModule } from 'inversify';
import { AuditTrail } from '../../adapters/ops/AuditTrail';
import { HivegateMetrics } from '../../adapters/ops/HivegateMetrics';
import { bindComposed, bindValue } from '../bindComposed';
import type { Config } from '../config';

/** The audit trail (to the log) and the metrics (every security event is also counted). */
export function opsModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(
      bind,
      'Metrics',
      new HivegateMetrics({ processMetrics: config.metricsPort !== undefined }),
    );
    bindComposed(bind, 'Audit', { needs: ['Logger', 'Metrics'] }, ({ Logger, Metrics }) => {
      const audit = new AuditTrail(Logger);
      audit.onEvent((event) => Metrics.securityEvent(event));
      return audit;
    });
  });
}
