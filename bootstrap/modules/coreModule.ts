import { ContainerModule } from 'inversify';
import { composeCore, type CoreOptions } from '../composeCore';
import { resolvePorts } from '../ports';
import { TOKENS } from '../tokens';

/** The core, composed once (composeCore) over whatever adapters are bound to the port tokens. */
export function coreModule(options: CoreOptions): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Core)
      .toDynamicValue(async (context) => composeCore(await resolvePorts(context), options))
      .inSingletonScope();
  });
}
