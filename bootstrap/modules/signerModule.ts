import { ContainerModule } from 'inversify';
import { bindComposed } from '../bindComposed';
import type { Config } from '../config';
import { dpopVerifierOf, loadSigningKeys, tokenSignerOf } from '../signingKey';

/**
 * The signing keys, from configuration or DATA_DIR, and what is made of them: the jose token
 * signer, and the DPoP proof verifier (its nonces keyed by the token key). Resolve asynchronously.
 */
export function signerModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindComposed(bind, 'SigningKeys', {}, () => loadSigningKeys(config));
    const keys = { needs: ['SigningKeys'] } as const;
    bindComposed(bind, 'TokenSigner', keys, ({ SigningKeys }) => tokenSignerOf(SigningKeys));
    bindComposed(bind, 'DPoPVerifier', keys, ({ SigningKeys }) => dpopVerifierOf(SigningKeys));
  });
}
