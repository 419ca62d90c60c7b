import { ContainerModule } from 'inversify';
import type { AuditTrail } from '../../adapters/ops/AuditTrail';
import type { HivegateMetrics } from '../../adapters/ops/HivegateMetrics';
import { composeCore, type CoreOptions } from '../composeCore';
import { observePorts } from '../observePorts';
import { resolvePorts } from '../ports';
import { TOKENS } from '../tokens';

/** The core, composed once (composeCore) over whatever adapters are bound to the port tokens, audited and measured. */
export function coreModule(options: CoreOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Core)
      .toDynamicValue(async (context) => {
        const metrics = context.get<HivegateMetrics>(TOKENS.Metrics);
        const ports = observePorts(
          await resolvePorts(context),
          context.get<AuditTrail>(TOKENS.Audit),
          metrics,
        );
        const core = composeCore(ports, options);
        metrics.usageFlushLagSeconds = () => core.usage.lagMs() / 1000;
        return core;
      })
      .inSingletonScope();
  });
}
