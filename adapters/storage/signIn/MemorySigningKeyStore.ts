import type { StoredSigningKey } from '../../../core/tokens/signingKeys';
import type { SigningKeyStore } from '../../../core/ports/SigningKeyStore';

/** SigningKeyStore in this process's memory: keys made here last as long as the process. */
export class MemorySigningKeyStore implements SigningKeyStore {
  private readonly keys = new Map<string, StoredSigningKey>();

  async list(): Promise<StoredSigningKey[]> {
    return [...this.keys.values()].map((key) => ({ ...key, jwk: { ...key.jwk } }));
  }

  async add(key: StoredSigningKey): Promise<boolean> {
    const taken = [...this.keys.values()].some(
      (kept) =>
        kept.kid === key.kid || (kept.use === key.use && kept.generation === key.generation),
    );
    if (taken) return false;
    this.keys.set(key.kid, { ...key, jwk: { ...key.jwk } });
    return true;
  }

  async remove(kid: string): Promise<void> {
    this.keys.delete(kid);
  }

  async rewrite(kid: string, jwk: Record<string, unknown>): Promise<void> {
    const key = this.keys.get(kid);
    if (key) this.keys.set(kid, { ...key, jwk: { ...jwk } });
  }
}
