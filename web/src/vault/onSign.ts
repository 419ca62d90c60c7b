import type { Role } from '../chain';
import { storedKeys, type StoredKey } from './onConsent';

/*
 * The vault on a sign link's page (issue 60; web/src/sign.ts uses it with onConsent.ts's unlock
 * and offer). One record per account (store.ts), so what is kept decides what it may sign.
 */

/**
 * The kept key of `name` that may sign an operation needing `authority`: a posting link takes the
 * kept posting key or an active one the person chose to keep; an active link only a kept active
 * key; an owner link never (no owner key is kept).
 */
export async function keptFor(name: string, authority: Role): Promise<StoredKey | undefined> {
  if (!name || authority === 'owner' || typeof indexedDB === 'undefined') return undefined;
  const record = (await storedKeys()).find((k) => k.account === name);
  if (!record || (authority === 'active' && record.role !== 'active')) return undefined;
  return record;
}
