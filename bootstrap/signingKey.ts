import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JoseTokenSigner } from '../adapters/signer/JoseTokenSigner';
import { ConfigError, type Config } from './config';

/**
 * The token signer from TOKEN_SIGNING_KEY, or from the key file in DATA_DIR, generating and
 * persisting one (mode 0600) on first start so tokens survive restarts.
 */
export async function loadTokenSigner(config: Config): Promise<JoseTokenSigner> {
  if (config.tokenSigningKey) return fromText(config.tokenSigningKey, 'TOKEN_SIGNING_KEY');
  const file = join(config.dataDir, 'token-signing-key.json');
  if (existsSync(file)) return fromText(readFileSync(file, 'utf8'), 'DATA_DIR');
  mkdirSync(config.dataDir, { recursive: true });
  const jwk = await JoseTokenSigner.generatePrivateJwk();
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return JoseTokenSigner.fromPrivateJwk(jwk);
}

async function fromText(text: string, variable: string): Promise<JoseTokenSigner> {
  let jwk: unknown;
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new ConfigError(variable, variable === 'DATA_DIR' ? 'holds a token-signing-key.json that is not JSON' : 'must be a JSON Web Key');
  }
  try {
    return await JoseTokenSigner.fromPrivateJwk(jwk as Parameters<typeof JoseTokenSigner.fromPrivateJwk>[0]);
  } catch (error) {
    throw new ConfigError(variable, `is not usable: ${(error as Error).message}`);
  }
}
