import type { Role } from '../chain';
import { storedKeys, type StoredKey } from './onConsent';

/*
 * The vault on a sign link's page (issue 60; web/src/sign.ts uses it with onConsent.ts's unlock
 * and offer), and wherever a kept key must meet an authority (the authority step, /authorized-apps).
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
