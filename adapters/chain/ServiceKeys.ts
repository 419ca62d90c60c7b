import { PrivateKey } from '@hiveio/dhive';
import type { Authority } from '../../core/shared/account';

/** One of the service account's posting keys, with its public key as the chain writes it. */
export interface ServiceKey {
  key: PrivateKey;
  publicKey: string;
}

/**
 * The service account's posting keys (SERVICE_POSTING_KEY: one WIF, or several separated by
 * commas; issue 41 §2). The one the account's current posting authority lists signs, so an
 * operator adds the new key here, changes the authority on chain, then removes the old key.
 */
export class ServiceKeys {
  readonly keys: readonly ServiceKey[];

  constructor(wifs: string | readonly string[], serviceAccount: string, addressPrefix: string) {
    const list = (typeof wifs === 'string' ? wifs.split(',') : wifs)
      .map((wif) => wif.trim())
      .filter(Boolean);
    if (list.length === 0) throw new Error(`No posting key of @${serviceAccount} is given`);
    this.keys = list.map((wif, i) => {
      try {
        const key = PrivateKey.fromString(wif);
        return { key, publicKey: key.createPublic(addressPrefix).toString() };
      } catch {
        throw new Error(
          list.length === 1
            ? `The posting key of @${serviceAccount} is not a valid WIF private key`
            : `Posting key ${i + 1} of @${serviceAccount} is not a valid WIF private key`,
        );
      }
    });
  }

  /** True when there is one key only: nothing to choose, no authority to read. */
  get single(): boolean {
    return this.keys.length === 1;
  }

  /**
   * The first key `authority` lists with a weight that meets its threshold alone, and its position
   * (1-based), or undefined when it lists none of them.
   */
  listedIn(authority: Authority): { key: ServiceKey; position: number } | undefined {
    for (const [i, key] of this.keys.entries()) {
      const weight = authority.key_auths.find(([k]) => k === key.publicKey)?.[1] ?? 0;
      if (weight > 0 && weight >= authority.weight_threshold) return { key, position: i + 1 };
    }
    return undefined;
  }
}
