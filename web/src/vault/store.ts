import type { Sealed } from './crypto';

/*
 * Where sealed keys are kept: IndexedDB of this origin (never localStorage, which holds only the
 * remembered names: ../rememberedAccounts.ts). One record per account. A browser that refuses
 * IndexedDB (some private modes) keeps nothing: `storedKeys` is empty and keeping one fails with
 * the reason shown to the person.
 */

export type KeptRole = 'posting' | 'active';

interface Common {
  account: string;
  role: KeptRole;
  /** The key's public half: checked against the account on chain before any unlock. */
  publicKey: string;
  sealed: Sealed;
}

export interface PasskeyLocked extends Common {
  lock: 'passkey';
  credentialId: ArrayBuffer;
  /** The PRF input this record asks the passkey to evaluate. */
  prfSalt: Uint8Array<ArrayBuffer>;
}

export interface PinLocked extends Common {
  lock: 'pin';
  salt: Uint8Array<ArrayBuffer>;
  iterations: number;
  /** Wrong PINs so far; at MOST_WRONG_TRIES the record is erased. */
  wrongTries: number;
}

export type StoredKey = PasskeyLocked | PinLocked;

const DATABASE = 'hivegate-vault';
const STORE = 'keys';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'account' });
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

/** Every kept key; none where IndexedDB is refused. */
export async function storedKeys(): Promise<StoredKey[]> {
  try {
    return await inStore<StoredKey[]>('readonly', (store) => store.getAll());
  } catch {
    return []; // storage refused: nothing was kept
  }
}

export async function storedKey(account: string): Promise<StoredKey | undefined> {
  return (await storedKeys()).find((k) => k.account === account);
}

export async function putKey(record: StoredKey): Promise<void> {
  await inStore('readwrite', (store) => store.put(record));
}

export async function deleteKey(account: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(account));
}

export async function deleteAllKeys(): Promise<void> {
  await inStore('readwrite', (store) => store.clear());
}
