import type { KeptKeyMethod } from '../../../core/tokens/openId';
import type { Sealed } from './crypto';

/*
 * Where sealed keys are kept: IndexedDB of this origin (never localStorage, which holds only the
 * remembered names: ../rememberedAccounts.ts). One record per account and role, so a kept active
 * key sits beside a kept posting key instead of replacing it. A browser that refuses IndexedDB
 * (some private modes) keeps nothing: `storedKeys` is empty and keeping one fails with the reason
 * shown to the person.
 * Version 1 kept one record per account (keyPath `account`); opening at version 2 moves each one,
 * as it was, to its account and role (every record always carried its role), so a key kept before
 * still unlocks (test/browser/vault.spec.ts, "an old-format record").
 */

export type KeptRole = 'posting' | 'active';

interface Common {
  account: string;
  role: KeptRole;
  /** The key's public half: checked against the account on chain before any unlock. */
  publicKey: string;
  sealed: Sealed;
}

/** How a record is locked: also the sign-in method its sign-ins report (KEPT_KEY_METHODS). */
export interface PasskeyLocked extends Common {
  lock: Extract<KeptKeyMethod, 'passkey'>;
  credentialId: ArrayBuffer;
  /** The PRF input this record asks the passkey to evaluate. */
  prfSalt: Uint8Array<ArrayBuffer>;
}

export interface PinLocked extends Common {
  lock: Extract<KeptKeyMethod, 'pin'>;
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  /** Wrong PINs so far; at MOST_WRONG_TRIES the record is erased. */
  wrongTries: number;
}

export type StoredKey = PasskeyLocked | PinLocked;

const DATABASE = 'hivegate-vault';
const VERSION = 2;
const STORE = 'keys';

/** Version 1's records, moved to a store keyed by account and role, in the upgrade's transaction. */
function upgrade(db: IDBDatabase, tx: IDBTransaction, oldVersion: number): void {
  const create = () => db.createObjectStore(STORE, { keyPath: ['account', 'role'] });
  if (oldVersion < 1 || !db.objectStoreNames.contains(STORE)) return void create();
  const old = tx.objectStore(STORE).getAll();
  old.onsuccess = () => {
    db.deleteObjectStore(STORE);
    const store = create();
    for (const record of old.result as StoredKey[]) store.put(record);
  };
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, VERSION);
    request.onupgradeneeded = (event) =>
      upgrade(request.result, request.transaction!, event.oldVersion);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result as T);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    db.close();
  }
}

/** Every kept key, posting before active for each account; none where IndexedDB is refused. */
export async function storedKeys(): Promise<StoredKey[]> {
  try {
    const all = await inStore<StoredKey[]>('readonly', (store) => store.getAll());
    return all.sort((a, b) => (a.role === b.role ? 0 : a.role === 'posting' ? -1 : 1));
  } catch {
    return []; // storage refused: nothing was kept
  }
}

/** The key kept for `account` in `role`; without a role, its posting key, else its active one. */
export async function storedKey(account: string, role?: KeptRole): Promise<StoredKey | undefined> {
  return (await storedKeys()).find((k) => k.account === account && (!role || k.role === role));
}

/** Keeps `record`, replacing the one of its account and role. */
export async function putKey(record: StoredKey): Promise<void> {
  await inStore('readwrite', (store) => store.put(record));
}

export async function deleteKey(account: string, role: KeptRole): Promise<void> {
  await inStore('readwrite', (store) => store.delete([account, role]));
}

export async function deleteAllKeys(): Promise<void> {
  await inStore('readwrite', (store) => store.clear());
}
