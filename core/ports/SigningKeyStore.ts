import type { StoredSigningKey } from '../tokens/signingKeys';

/**
 * The signing keys hivegate generated (issue 41 §1), kept in storage every instance shares, so all
 * of them sign and verify with the same keys and a rotation reaches each. Keys are private: the
 * storage holding them must be guarded as the keys themselves.
 */
export interface SigningKeyStore {
  /** Every key kept, of every use, in no particular order. */
  list(): Promise<StoredSigningKey[]>;

  /**
   * Keeps `key` unless a key with its `kid`, or with its use and generation, is kept already:
   * true when it was added. Of instances racing to add a use's next generation, one adds it.
   */
  add(key: StoredSigningKey): Promise<boolean>;

  /** Forgets the key `kid`; nothing happens when there is none. Idempotent. */
  remove(kid: string): Promise<void>;

  /**
   * Replaces the JWK of the key `kid`, everything else kept, in one write: a key stored sealed
   * (KEY_ENCRYPTION_SECRET), or a revoked key's row. Nothing happens when there is none. Idempotent.
   */
  rewrite(kid: string, jwk: Record<string, unknown>): Promise<void>;
}
