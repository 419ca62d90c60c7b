import { keyFromPin, keyFromPrf, PIN_ITERATIONS, randomBytes, seal, unseal } from './crypto';
import { createPasskey, prfOutput } from './passkey';
import { deleteKey, putKey, storedKey, type KeptRole, type StoredKey } from './store';

/*
 * The vault (issue 60): a Hive key kept in this browser, sealed by a passkey's PRF or by a PIN.
 * What it holds each time: a WIF, the role it is for, its public key, and how it is locked; the
 * unsealed WIF is handed to the caller, which signs with it and drops it (held in no variable
 * that outlives the sign-in; JavaScript cannot wipe a string, so this is as far as a page can go).
 * Behaviours held by test/browser/vault.spec.ts:
 * - a refused or unverified passkey decrypts nothing;
 * - MOST_WRONG_TRIES wrong PINs erase the record (the count is kept with it, across reloads);
 * - nothing here writes to localStorage, the console, or the network.
 */

export const MOST_WRONG_TRIES = 5;

/** A wrong PIN: `left` more tries before the key is erased. */
export class WrongPin extends Error {
  override name = 'WrongPin';
  constructor(readonly left: number) {
    super(`wrong PIN, ${left} tries left`);
  }
}

/** The last wrong PIN: the kept key is gone. */
export class KeyErased extends Error {
  override name = 'KeyErased';
}

export interface KeyToKeep {
  account: string;
  role: KeptRole;
  wif: string;
  publicKey: string;
}

const boundTo = (k: { account: string; role: string; publicKey: string }) =>
  `${k.account}/${k.role}/${k.publicKey}`;

/** Makes a passkey for the account and keeps `key` sealed by it. */
export async function keepWithPasskey(rpId: string, key: KeyToKeep): Promise<void> {
  const passkey = await createPasskey(rpId, key.account);
  const sealed = await seal(await keyFromPrf(passkey.prf), key.wif, boundTo(key));
  await putKey({
    account: key.account,
    role: key.role,
    publicKey: key.publicKey,
    sealed,
    lock: 'passkey',
    credentialId: passkey.credentialId,
    prfSalt: passkey.prfSalt,
  });
}

/** Keeps `key` sealed by `pin` (PBKDF2, a fresh salt). */
export async function keepWithPin(key: KeyToKeep, pin: string): Promise<void> {
  const salt = randomBytes(16);
  const sealed = await seal(await keyFromPin(pin, salt, PIN_ITERATIONS), key.wif, boundTo(key));
  await putKey({
    account: key.account,
    role: key.role,
    publicKey: key.publicKey,
    sealed,
    lock: 'pin',
    salt,
    iterations: PIN_ITERATIONS,
    wrongTries: 0,
  });
}

/** The kept WIF, after the person's verification on the passkey (which throws when refused). */
export async function unlockWithPasskey(rpId: string, record: StoredKey): Promise<string> {
  if (record.lock !== 'passkey') throw new Error('hivegate: this key is locked by a PIN');
  const prf = await prfOutput(rpId, record.credentialId, record.prfSalt);
  return unseal(await keyFromPrf(prf), record.sealed, boundTo(record));
}

/**
 * The WIF kept for `account` in `role`, for `pin`. A wrong PIN is counted in the record (read
 * afresh, so two tabs cannot each get five tries); the last one erases it. A right PIN starts the
 * count again.
 */
export async function unlockWithPin(account: string, role: KeptRole, pin: string): Promise<string> {
  const record = await storedKey(account, role);
  if (record?.lock !== 'pin') throw new KeyErased(`${account}: no ${role} key kept`);
  const key = await keyFromPin(pin, record.salt, record.iterations);
  let wif: string;
  try {
    wif = await unseal(key, record.sealed, boundTo(record));
  } catch {
    const wrongTries = record.wrongTries + 1;
    if (wrongTries >= MOST_WRONG_TRIES) {
      await deleteKey(record.account, record.role);
      throw new KeyErased(`${record.account}: too many wrong PINs`);
    }
    await putKey({ ...record, wrongTries });
    throw new WrongPin(MOST_WRONG_TRIES - wrongTries);
  }
  if (record.wrongTries) await putKey({ ...record, wrongTries: 0 });
  return wif;
}
