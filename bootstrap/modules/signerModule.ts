import { ContainerModule } from 'inversify';
import { bindComposed } from '../bindComposed';
import type { Config } from '../config';
import {
  configuredSigningKeys,
  dpopVerifierOf,
  tokenSignerOf,
  undatedKeysWarning,
} from '../signingKey';

/**
 * The configured signing keys (TOKEN_SIGNING_KEY, ID_TOKEN_SIGNING_KEY) and what is made of them:
 * the jose token signer — the uses left unconfigured get their keys from storage when the core's
 * key rotation first refreshes — and the DPoP proof verifier, its nonces keyed by the signing
 * token key. Resolve asynchronously.
 */
export function signerModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindComposed(bind, 'SigningKeys', { needs: ['Logger'] }, ({ Logger }) => {
      const keys = configuredSigningKeys(config);
      const undated = undatedKeysWarning(keys);
      if (undated) Logger.warn({}, undated);
      return keys;
    });
    bindComposed(bind, 'TokenSigner', { needs: ['SigningKeys'] }, ({ SigningKeys }) =>
      tokenSignerOf(SigningKeys),
    );
    bindComposed(bind, 'DPoPVerifier', { needs: ['TokenSigner'] }, ({ TokenSigner }) =>
      dpopVerifierOf(TokenSigner),
    );
  });
}
