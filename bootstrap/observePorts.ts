import { auditedSignInStore, auditedSigner } from '../adapters/ops/auditedPorts';
import type { AuditTrail } from '../adapters/ops/AuditTrail';
import type { HivegateMetrics } from '../adapters/ops/HivegateMetrics';
import { metricsLogger } from '../adapters/ops/metricsLogger';
import { silentLogger } from '../core/ports/Logger';
import type { LogoutSender } from '../core/ports/LogoutSender';
import type { CorePorts } from './composeCore';

/**
 * The ports as the core gets them in the service: revocations and rejected forged tokens go to
 * the audit trail, the core's build lines and back-channel logout requests to the metrics. The
 * core itself knows of neither.
 */
export function observePorts<P extends CorePorts>(
  ports: P,
  audit: AuditTrail,
  metrics: HivegateMetrics,
): P {
  return {
    ...ports,
    signIns: auditedSignInStore(ports.signIns, audit),
    signer: auditedSigner(ports.signer, audit),
    logger: metricsLogger(ports.logger ?? silentLogger, metrics),
    ...(ports.logoutSender && {
      logoutSender: {
        async send(uri, token) {
          const outcome = await ports.logoutSender!.send(uri, token);
          metrics.backChannelLogouts.inc({ outcome });
          return outcome;
        },
      } satisfies LogoutSender,
    }),
  };
}
