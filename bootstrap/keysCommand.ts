import { RETIRED_KEY_SKEW_SECONDS } from '../core/tokens/signingKeys';
import {
  DEFAULT_KEY_REFRESH_MS,
  RotationUnderWay,
  UnknownKey,
  type KeyListing,
  type RevokedKey,
  type SigningKeyRotation,
} from '../core/signIn/SigningKeyRotation';
import type { SignInStore } from '../core/ports/SignInStore';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { openStorage } from './openStorage';
import { JoseTokenSigner } from '../adapters/signer/JoseTokenSigner';
import { configuredSigningKeys, keysOutsideTheService } from './signingKey';

type Env = Record<string, string | undefined>;

/**
 * `hivegate keys list` and `hivegate keys rotate` (issue 41 §1), with the service's environment:
 * the keys hivegate generated into storage (DATA_DIR's SQLite file or DATABASE_URL), each with its
 * state. `rotate` adds a new key of each kind kept in storage: published at once, signing
 * KEY_ROTATION_OVERLAP_SECONDS later; every instance picks it up within seconds.
 * `revoke KID` (issue 54 §2) deletes one key at once and says what that ends (revokeKey).
 * Answers the exit code: 0, 1 when a rotation is already under way, 2 for a kid it cannot revoke.
 */
export async function keysCommand(
  command: 'list' | 'rotate' | 'revoke',
  env: Env,
  kid?: string,
): Promise<number> {
  const config = loadConfig(env, { operations: true });
  const logger = createLogger('warn');
  const storage = await openStorage(config, logger);
  try {
    const { rotation } = await keysOutsideTheService(config, storage.signingKeys, logger);
    if (!rotation) {
      throw new ConfigError(
        'TOKEN_SIGNING_KEY and ID_TOKEN_SIGNING_KEY',
        'are both set: hivegate keeps no keys of its own; rotate by adding a key to each set (docs/operations.md)',
      );
    }
    if (command === 'list') {
      process.stdout.write(keyTable(await rotation.list()));
      return 0;
    }
    if (command === 'revoke') return await revokeKey(rotation, storage.signIns, kid!, env);
    try {
      const listed = await rotation.rotate();
      const added = listed.filter((key) => key.state === 'next');
      for (const key of added)
        process.stdout.write(
          `hivegate: new ${key.use} key ${key.kid} published; it signs from ${iso(key.activeFrom)}\n`,
        );
      process.stdout.write(keyTable(listed));
      return 0;
    } catch (error) {
      if (!(error instanceof RotationUnderWay)) throw error;
      process.stderr.write(`hivegate: not rotated: ${error.message}\n`);
      return 1;
    }
  } finally {
    await storage.close();
  }
}

/**
 * `keys revoke KID`: the key goes (SigningKeyRotation.revoke), then what it ends, honestly:
 * - the live sign-ins whose newest token (code, access or refresh token) was issued while the key
 *   signed: every token they hold now is the key's, so they end, and their users sign in again;
 *   they are revoked too (`key_revoked`), which every instance sees within a second (SignInStore),
 *   before it reads the keys again;
 * - older tokens it signed of sign-ins that refreshed since stop working too, but those sign-ins
 *   go on (their refresh tokens are a later key's): they are not counted as ended;
 * - an id_token key ends no sign-in: relying parties refuse its id_tokens once they fetch the JWKS.
 * A kid that TOKEN_SIGNING_KEY or ID_TOKEN_SIGNING_KEY sets, or that no key has: one line, exit 2.
 */
async function revokeKey(
  rotation: SigningKeyRotation,
  signIns: SignInStore,
  kid: string,
  env: Env,
): Promise<number> {
  let revoked: RevokedKey;
  try {
    revoked = await rotation.revoke(kid);
  } catch (error) {
    if (!(error instanceof UnknownKey)) throw error;
    const { token, idToken } = configuredSigningKeys(loadConfig(env, { operations: true }));
    const configured = [token, idToken].find((keys) =>
      keys?.jwks.some((jwk) => JoseTokenSigner.kidOf(jwk) === kid),
    );
    process.stderr.write(
      configured
        ? `hivegate: not revoked: ${kid} is set in ${configured.variable}: remove it from the variable and restart every instance\n`
        : `hivegate: not revoked: ${error.message}\n`,
    );
    return 2;
  }
  const lines = [`revoked ${revoked.use} key ${kid}: its private key is deleted from storage`];
  if (!revoked.signed) lines.push('it had signed nothing yet');
  else if (revoked.use === 'id_token')
    lines.push(
      `it signed id_tokens from ${iso(revoked.signed.from)} to ${iso(revoked.signed.until)}; relying parties refuse them once they fetch the JWKS again (it is no longer in it); no sign-in ends`,
    );
  else {
    const now = Date.now();
    const ended = await signIns.signInsOf(
      {
        usedFrom: revoked.signed.from,
        usedUntil: revoked.signed.until + RETIRED_KEY_SKEW_SECONDS * 1000,
      },
      now,
    );
    for (const signIn of ended)
      await signIns.revokeSignIn({
        sid: signIn.sid,
        reason: 'key_revoked',
        username: signIn.username,
        app: signIn.app,
        at: now,
        until: signIn.expiresAt,
      });
    lines.push(
      `it signed from ${iso(revoked.signed.from)} to ${iso(revoked.signed.until)}: ${ended.length} sign-in${ended.length === 1 ? '' : 's'} end${ended.length === 1 ? 's' : ''} (every token they hold is its; their users sign in again); older tokens it signed of sign-ins that refreshed since stop working too, and those sign-ins go on`,
    );
  }
  lines.push(
    `every instance stops accepting the key within ${DEFAULT_KEY_REFRESH_MS / 1000} s (the sign-ins that end, within a second)${revoked.signingNow ? `; ${revoked.signingNow} signs ${revoked.use === 'token' ? 'tokens' : 'id_tokens'} now` : ''}`,
  );
  process.stdout.write(lines.map((line) => `hivegate: ${line}\n`).join(''));
  return 0;
}

/** The keys as a table: one line each, its use, kid, state and times (UTC). */
export function keyTable(keys: readonly KeyListing[]): string {
  const rows = [
    ['use', 'kid', 'state', 'created', 'signs from', 'deleted after'],
    ...keys.map((key) => [
      key.use,
      key.kid,
      key.state,
      iso(key.createdAt),
      iso(key.activeFrom),
      key.deleteAt === undefined ? '' : iso(key.deleteAt),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
