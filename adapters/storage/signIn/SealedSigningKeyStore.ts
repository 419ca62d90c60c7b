import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import type { StoredSigningKey } from '../../../core/tokens/signingKeys';
import type { SigningKeyStore } from '../../../core/ports/SigningKeyStore';

/** How a sealed JWK says so: the rest of it is `kid`, `iv`, `data` and `tag` (base64url). */
const SEALED = 'A256GCM';
/**
 * scrypt's salt: fixed, since every instance must derive the same key from the secret alone. The
 * secret is asked to be random (KEY_ENCRYPTION_SECRET, 32 characters at least), so a per-store salt
 * would buy little; scrypt still makes a guessed secret cost ~0.16 s of CPU a try (once per start).
 */
const SALT = 'hivegate signing_keys sealing v1';
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** The secret is set and opens no sealed row, or is unset and rows are sealed: one line at start (exit 2). */
export class SealedKeyUnreadable extends Error {
  readonly code = 'HIVEGATE_KEY_SECRET';
}

/**
 * A SigningKeyStore that keeps private keys sealed (issue 54 §1): with KEY_ENCRYPTION_SECRET set,
 * each JWK holding a private part (`d`) is stored AES-256-GCM-encrypted under a key derived from
 * the secret (scrypt), its kid bound as additional data so a row's seal cannot be moved to another
 * row. A copy of the database (a dump, a backup, a stolen file) then forges nothing without the
 * secret, which lives in the environment only. Around it:
 * - rows stored in plain (before the secret was set) keep working, and are sealed in place the
 *   first time they are read with the secret set (`rewrite`);
 * - a sealed row read without the secret, or with another secret, is SealedKeyUnreadable;
 * - rows without a private part (a revoked key's) are stored as they are.
 * test/storage/SealedSigningKeyStore.spec.ts holds each.
 */
export class SealedSigningKeyStore implements SigningKeyStore {
  private readonly key?: Buffer;

  constructor(
    private readonly inner: SigningKeyStore,
    secret?: string,
  ) {
    if (secret !== undefined) this.key = scryptSync(secret, SALT, 32, SCRYPT);
  }

  async list(): Promise<StoredSigningKey[]> {
    const keys = await this.inner.list();
    const opened: StoredSigningKey[] = [];
    for (const key of keys) {
      if (isSealed(key.jwk)) {
        opened.push({ ...key, jwk: this.open(key.kid, key.jwk) });
        continue;
      }
      if (this.key && typeof key.jwk.d === 'string')
        await this.inner.rewrite(key.kid, this.seal(key.kid, key.jwk));
      opened.push(key);
    }
    return opened;
  }

  add(key: StoredSigningKey): Promise<boolean> {
    return this.inner.add({ ...key, jwk: this.sealed(key.kid, key.jwk) });
  }

  remove(kid: string): Promise<void> {
    return this.inner.remove(kid);
  }

  rewrite(kid: string, jwk: Record<string, unknown>): Promise<void> {
    return this.inner.rewrite(kid, this.sealed(kid, jwk));
  }

  private sealed(kid: string, jwk: Record<string, unknown>): Record<string, unknown> {
    return this.key && typeof jwk.d === 'string' ? this.seal(kid, jwk) : jwk;
  }

  private seal(kid: string, jwk: Record<string, unknown>): Record<string, unknown> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key!, iv).setAAD(Buffer.from(kid));
    const data = Buffer.concat([cipher.update(JSON.stringify(jwk)), cipher.final()]);
    return {
      kid,
      sealed: SEALED,
      iv: iv.toString('base64url'),
      data: data.toString('base64url'),
      tag: cipher.getAuthTag().toString('base64url'),
    };
  }

  private open(kid: string, jwk: Record<string, unknown>): Record<string, unknown> {
    if (!this.key)
      throw new SealedKeyUnreadable(
        `the signing key ${kid} is stored sealed and KEY_ENCRYPTION_SECRET is not set: set the secret it was sealed with`,
      );
    try {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        this.key,
        Buffer.from(String(jwk.iv), 'base64url'),
        { authTagLength: 16 }, // a shorter tag is refused, not checked on fewer bits
      )
        .setAAD(Buffer.from(kid))
        .setAuthTag(Buffer.from(String(jwk.tag), 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(String(jwk.data), 'base64url')),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new SealedKeyUnreadable(
        `KEY_ENCRYPTION_SECRET does not open the signing key ${kid} stored in the database: set the secret it was sealed with`,
      );
    }
  }
}

const isSealed = (jwk: Record<string, unknown>) => jwk.sealed === SEALED;
