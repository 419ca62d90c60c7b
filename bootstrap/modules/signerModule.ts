import { ContainerModule } from 'inversify';
import { bindComposed } from '../bindComposed';
import type { Config } from '../config';
import { loadTokenSigner } from '../signingKey';

/** The jose token signer, its key from configuration or DATA_DIR. Resolves asynchronously. */
export function signerModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindComposed(bind, 'TokenSigner', {}, () => loadTokenSigner(config));
  });
}
