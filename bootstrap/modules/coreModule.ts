import { ContainerModule } from 'inversify';
import { bindComposed } from '../bindComposed';
import { composeCore, type CoreOptions } from '../composeCore';
import { observePorts } from '../observePorts';
import { PORT_MAYBE, PORT_NEEDS, portsOf } from '../ports';

/** The core, composed once (composeCore) over whatever adapters are bound to the ports, audited and measured. */
export function coreModule(options: CoreOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindComposed(
      bind,
      'Core',
      { needs: [...PORT_NEEDS, 'Audit', 'Metrics'], maybe: PORT_MAYBE },
      (deps) => {
        const core = composeCore(observePorts(portsOf(deps), deps.Audit, deps.Metrics), options);
        deps.Metrics.usageFlushLagSeconds = () => core.usage.lagMs() / 1000;
        deps.Metrics.followerState = () => core.follower.state();
        deps.Metrics.signingKeyAges = () => core.keys?.signingKeys() ?? [];
        return core;
      },
    );
  });
}
