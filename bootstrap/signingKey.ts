import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { JoseDPoPVerifier } from '../adapters/signer/JoseDPoPVerifier';
import { JoseTokenSigner } from '../adapters/signer/JoseTokenSigner';
import { ConfigError, type Config } from './config';

/** A private key as loaded, and the variable (or DATA_DIR) it came from, to name in errors. */
interface LoadedKey {
  jwk: JWK;
  variable: string;
}

/** The service's private keys: Ed25519 for tokens (and DPoP nonces), RSA for RS256 id_tokens. */
export interface SigningKeys {
  token: LoadedKey;
  idToken: LoadedKey;
}

/**
 * The signing keys: the Ed25519 key from TOKEN_SIGNING_KEY and the RSA key (RS256 id_tokens) from
 * ID_TOKEN_SIGNING_KEY, or each from its key file in DATA_DIR, generated and persisted (mode 0600)
 * on first start so tokens survive restarts.
 */
export async function loadSigningKeys(config: Config): Promise<SigningKeys> {
  // One after the other: a bad Ed25519 key fails before an RSA key is generated and written.
  const token = await loadKey(
    config,
    config.tokenSigningKey,
    'TOKEN_SIGNING_KEY',
    'token-signing-key.json',
    () => JoseTokenSigner.generatePrivateJwk(),
  );
  const idToken = await loadKey(
    config,
    config.idTokenSigningKey,
    'ID_TOKEN_SIGNING_KEY',
    'id-token-signing-key.json',
    () => JoseTokenSigner.generateRsaPrivateJwk(),
  );
  return { token, idToken };
}

/** The token signer over the keys; a key it cannot use is a ConfigError naming its variable. */
export async function tokenSignerOf(keys: SigningKeys): Promise<JoseTokenSigner> {
  try {
    return await JoseTokenSigner.fromPrivateJwk(keys.token.jwk, keys.idToken.jwk);
  } catch (error) {
    // Name the variable of the key that failed: the Ed25519 key is checked first.
    const variable = /RSA/.test((error as Error).message)
      ? keys.idToken.variable
      : keys.token.variable;
    throw new ConfigError(variable, `is not usable: ${(error as Error).message}`);
  }
}

/** The token signer, its keys loaded (loadSigningKeys). */
export async function loadTokenSigner(config: Config): Promise<JoseTokenSigner> {
  return tokenSignerOf(await loadSigningKeys(config));
}

/** DPoP proofs' verifier, its nonces keyed by the token signing key (shared by every instance). */
export function dpopVerifierOf(keys: SigningKeys): JoseDPoPVerifier {
  return JoseDPoPVerifier.fromSigningKey(keys.token.jwk);
}

async function loadKey(
  config: Config,
  text: string | undefined,
  variable: string,
  fileName: string,
  generate: () => Promise<JWK>,
): Promise<LoadedKey> {
  if (text) return { jwk: parse(text, variable, 'must be a JSON Web Key'), variable };
  const file = join(config.dataDir, fileName);
  if (existsSync(file))
    return {
      jwk: parse(readFileSync(file, 'utf8'), 'DATA_DIR', `holds a ${fileName} that is not JSON`),
      variable: 'DATA_DIR',
    };
  mkdirSync(config.dataDir, { recursive: true });
  const jwk = await generate();
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return { jwk, variable: 'DATA_DIR' };
}

function parse(text: string, variable: string, problem: string): JWK {
  try {
    return JSON.parse(text) as JWK;
  } catch {
    throw new ConfigError(variable, problem);
  }
}
