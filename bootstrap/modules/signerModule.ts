import { ContainerModule } from 'inversify';
import type { Config } from '../config';
import { loadTokenSigner } from '../signingKey';
import { TOKENS } from '../tokens';

/** The jose token signer, its key from configuration or DATA_DIR. Resolves asynchronously. */
export function signerModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.TokenSigner)
      .toResolvedValue(() => loadTokenSigner(config))
      .inSingletonScope();
  });
}
