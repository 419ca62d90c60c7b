import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'jose';
import { JoseDPoPVerifier } from '../adapters/signer/JoseDPoPVerifier';
import { JoseTokenSigner } from '../adapters/signer/JoseTokenSigner';
import { keyKeepMs, type KeyUse } from '../core/tokens/signingKeys';
import { tokenPolicy } from '../core/tokens/tokenPolicy';
import type { Clock } from '../core/ports/Clock';
import type { Logger } from '../core/ports/Logger';
import { DEFAULT_KEY_REFRESH_MS, SigningKeyRotation } from '../core/signIn/SigningKeyRotation';
import type { SigningKeyStore } from '../core/ports/SigningKeyStore';
import type { TokenSigner } from '../core/ports/TokenSigner';
import { ConfigError, type Config } from './config';

/** The keys a variable holds (one JWK, or a JWK Set's keys, the first signing) and its name, for errors. */
export interface ConfiguredKeys {
  jwks: JWK[];
  variable: string;
  /** When each key after the first that names its RETIRED_AT stopped signing, ms, by kid. */
  signedUntil: Map<string, number>;
  /** The kids of the keys after the first that name no RETIRED_AT: they may still sign elsewhere. */
  undated: string[];
}

/**
 * The member of a JWK in TOKEN_SIGNING_KEY's set saying when that key stopped signing, a
 * NumericDate (seconds since the epoch, as `iat`): its tokens issued later are refused (issue 54
 * §2). A key after the first without it is taken to be signing somewhere still — the next key of a
 * rotation, or the old one while instances restart one by one — so nothing of it is refused by
 * time; a start says so (undatedKeysWarning). This process cannot know when a key stopped
 * signing on the others, so it never guesses.
 */
export const RETIRED_AT = 'retired_at';

/** The one line a start logs when a configured key after the first names no retired_at, else undefined. */
export function undatedKeysWarning(keys: SigningKeys): string | undefined {
  const undated = keys.token?.undated ?? [];
  return undated.length === 0
    ? undefined
    : `TOKEN_SIGNING_KEY: ${undated.join(', ')} verif${undated.length === 1 ? 'ies' : 'y'} tokens whenever issued (no ${RETIRED_AT}); once a key no longer signs on any instance, give it "${RETIRED_AT}" (date +%s) so that a copy of it mints nothing accepted (docs/operations.md)`;
}

/**
 * The service's configured private keys: Ed25519 for tokens (and DPoP nonces) from
 * TOKEN_SIGNING_KEY, RSA for RS256 id_tokens from ID_TOKEN_SIGNING_KEY. A use left unconfigured
 * keeps its keys in storage, generated and rotated (SigningKeyRotation).
 */
export interface SigningKeys {
  token?: ConfiguredKeys;
  idToken?: ConfiguredKeys;
  /** MAC_CODES: codes and handoffs are minted with a MAC (JoseTokenSigner's `macCodes`). */
  macCodes?: boolean;
}

type KeyConfig = Pick<Config, 'tokenSigningKey' | 'idTokenSigningKey'> &
  Partial<Pick<Config, 'macCodes'>>;

/** The core's key rotation settings: the uses kept in storage, the overlap, automatic rotation. */
export function keyRotationOptions(
  config: KeyConfig & Pick<Config, 'keyRotationOverlapSeconds' | 'keyRotationDays'>,
): { uses: KeyUse[]; overlapMs: number; rotateEveryMs?: number } {
  return {
    uses: storedKeyUses(config),
    overlapMs: config.keyRotationOverlapSeconds * 1000,
    ...(config.keyRotationDays !== undefined && {
      rotateEveryMs: config.keyRotationDays * 24 * 3600_000,
    }),
  };
}

type RotationConfig = KeyConfig &
  Pick<
    Config,
    | 'keyRotationOverlapSeconds'
    | 'keyRotationDays'
    | 'dataDir'
    | 'codeTtlSeconds'
    | 'refreshTtlSeconds'
  >;

/**
 * Outside the service (the WORKERS primary, `hivegate keys`): the signer over the configured keys
 * and, when a use keeps its keys in storage, the rotation over `store` — key files of earlier
 * releases adopted, a first key made where none is, the signer given every key.
 */
export async function keysOutsideTheService(
  config: RotationConfig,
  store: SigningKeyStore,
  logger: Logger,
  clock: Clock = { now: () => Date.now() },
): Promise<{ signer: JoseTokenSigner; rotation?: SigningKeyRotation }> {
  const signer = await tokenSignerOf(configuredSigningKeys(config));
  const options = keyRotationOptions(config);
  if (options.uses.length === 0) return { signer };
  await adoptKeyFiles(config.dataDir, options.uses, store);
  const policy = tokenPolicy({ code: config.codeTtlSeconds, refresh: config.refreshTtlSeconds });
  const rotation = new SigningKeyRotation(store, signer, clock, logger, {
    ...options,
    keepMs: keyKeepMs(policy),
    refreshMs: DEFAULT_KEY_REFRESH_MS,
  });
  await rotation.refresh();
  return { signer, rotation };
}

/** The keys the variables hold; a value that is neither a JWK nor a JWK Set is a ConfigError naming its variable. */
export function configuredSigningKeys(config: KeyConfig): SigningKeys {
  return {
    ...(config.tokenSigningKey && {
      token: parseKeys(config.tokenSigningKey, 'TOKEN_SIGNING_KEY'),
    }),
    ...(config.idTokenSigningKey && {
      idToken: parseKeys(config.idTokenSigningKey, 'ID_TOKEN_SIGNING_KEY'),
    }),
    ...(config.macCodes && { macCodes: true }),
  };
}

/** The uses whose keys are kept in storage: those no variable configures. */
export function storedKeyUses(config: KeyConfig): KeyUse[] {
  return [
    ...(config.tokenSigningKey ? [] : ['token' as const]),
    ...(config.idTokenSigningKey ? [] : ['id_token' as const]),
  ];
}

/**
 * The token signer over the configured keys (the uses kept in storage get theirs when the core's
 * SigningKeyRotation first refreshes); a key it cannot use is a ConfigError naming its variable.
 */
export async function tokenSignerOf(keys: SigningKeys): Promise<JoseTokenSigner> {
  try {
    return await JoseTokenSigner.fromKeys(
      { token: keys.token?.jwks ?? [], idToken: keys.idToken?.jwks ?? [] },
      { macCodes: keys.macCodes, signedUntil: keys.token?.signedUntil },
    );
  } catch (error) {
    // Name the variable of the key that failed: the Ed25519 keys are checked first.
    const variable = /RSA|id_token/.test((error as Error).message)
      ? keys.idToken?.variable
      : keys.token?.variable;
    throw new ConfigError(variable ?? 'DATA_DIR', `is not usable: ${(error as Error).message}`);
  }
}

/**
 * DPoP proofs' verifier, its nonces keyed by the token key that signs now (shared by every
 * instance, and moving with a rotation). A signer that is not ours (an override) keys them with
 * a key of this process.
 */
export function dpopVerifierOf(signer: TokenSigner): JoseDPoPVerifier {
  let own: JWK | undefined;
  const ours = signer instanceof JoseTokenSigner ? signer : undefined;
  return JoseDPoPVerifier.following(() => {
    const current = ours?.signingTokenKey();
    if (current) return current;
    own ??= { d: randomBytes(32).toString('base64url') };
    return own;
  });
}

/** The key files releases before 41 generated into DATA_DIR, by use. */
export const KEY_FILES: Record<KeyUse, string> = {
  token: 'token-signing-key.json',
  id_token: 'id-token-signing-key.json',
};

/**
 * Keys an earlier release generated into DATA_DIR move into storage as each use's first key
 * (signing since the file was written), so the tokens they signed keep working. Only for a use
 * kept in storage that holds no key yet; the files are left as they were.
 */
export async function adoptKeyFiles(
  dataDir: string,
  uses: readonly KeyUse[],
  store: SigningKeyStore,
): Promise<void> {
  const files = uses.filter((use) => existsSync(join(dataDir, KEY_FILES[use])));
  if (files.length === 0) return; // the store is not read (nor its sealed keys opened) for nothing
  const kept = new Set((await store.list()).map((key) => key.use));
  for (const use of files) {
    const file = join(dataDir, KEY_FILES[use]);
    if (kept.has(use)) continue;
    const jwk = parse(
      readFileSync(file, 'utf8'),
      'DATA_DIR',
      `holds a ${KEY_FILES[use]} that is not JSON`,
    );
    const kid = JoseTokenSigner.kidOf(jwk);
    const written = Math.floor(statSync(file).mtimeMs);
    await store.add({
      kid,
      use,
      generation: 1,
      jwk: { ...jwk, kid },
      createdAt: written,
      activeFrom: written,
    });
  }
}

function parseKeys(text: string, variable: string): ConfiguredKeys {
  const problem = 'must be a JSON Web Key, or a JWK Set ({"keys": [...]}) whose first key signs';
  const value = parse(text, variable, problem) as JWK & { keys?: unknown };
  const jwks = value.keys === undefined ? [value] : value.keys;
  if (
    !Array.isArray(jwks) ||
    jwks.length === 0 ||
    jwks.some((key) => typeof key !== 'object' || key === null || Array.isArray(key))
  )
    throw new ConfigError(variable, problem);
  const signedUntil = retirementsOf(jwks as JWK[], variable);
  const undated = (jwks as JWK[])
    .slice(1)
    .map((jwk) => JoseTokenSigner.kidOf(jwk))
    .filter((kid) => !signedUntil.has(kid));
  return { jwks: jwks as JWK[], variable, signedUntil, undated };
}

/** When each key after the first that names its RETIRED_AT stopped signing, ms, by kid. */
function retirementsOf(jwks: JWK[], variable: string): Map<string, number> {
  const at = (jwk: JWK) => (jwk as Record<string, unknown>)[RETIRED_AT];
  if (at(jwks[0]) !== undefined)
    throw new ConfigError(
      variable,
      `holds a ${RETIRED_AT} on its first key, which signs: move the key that signs first`,
    );
  const dated = jwks.slice(1).filter((jwk) => at(jwk) !== undefined);
  return new Map(
    dated.map((jwk) => {
      const value = at(jwk);
      if (!Number.isInteger(value) || (value as number) <= 0)
        throw new ConfigError(
          variable,
          `has a ${RETIRED_AT} that is not a NumericDate (whole seconds since 1970, as \`date +%s\` prints)`,
        );
      return [JoseTokenSigner.kidOf(jwk), (value as number) * 1000];
    }),
  );
}

function parse(text: string, variable: string, problem: string): JWK {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error();
    return value;
  } catch {
    throw new ConfigError(variable, problem);
  }
}
