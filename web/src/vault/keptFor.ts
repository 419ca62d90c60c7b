import type { Role } from '../chain';
import { storedKeys, type StoredKey } from './onConsent';

/*
 * Which kept key may meet an authority (issue 60): a sign link's page (web/src/sign.ts), the
 * authority step (consent.ts) and /authorized-apps (onAuthorizedApps.ts) ask it.
 */

/**
 * The kept key of `name` that may sign an operation needing `authority`: for posting, the kept
 * posting key, else an active one the person chose to keep; for active only a kept active key;
 * for owner never (no owner key is kept).
 */
export async function keptFor(name: string, authority: Role): Promise<StoredKey | undefined> {
  if (!name || authority === 'owner' || typeof indexedDB === 'undefined') return undefined;
  const kept = (await storedKeys()).filter((k) => k.account === name);
  return kept.find((k) => k.role === authority) ?? kept.find((k) => k.role === 'active');
}
