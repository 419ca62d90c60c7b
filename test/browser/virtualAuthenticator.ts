import type { CDPSession, Page } from 'playwright-core';
import type { Logger } from '../../core/ports/Logger';

/*
 * What the vault specs (issue 60) share: Chromium's virtual authenticator standing for Touch ID or
 * Windows Hello, and a logger whose lines the no-secret checks read.
 */

export interface Authenticator {
  cdp: CDPSession;
  authenticatorId: string;
  setVerified(verified: boolean): Promise<unknown>;
}

/** A platform authenticator with PRF and user verification, for this page (it outlives reloads). */
export async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    setVerified: (isUserVerified) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
}

/** A logger keeping every line as JSON in `lines`: what the service logged, for the leak checks. */
export function recordingLogger(lines: string[]): Logger {
  const record = (fields: unknown, message?: string) =>
    lines.push(JSON.stringify({ fields, message }));
  return { info: record, warn: record, error: record };
}

/**
 * The vault's records as this origin's IndexedDB holds them, serialized (the sealed bytes in hex):
 * what the specs check and what the leak checks read. Opened at whatever version the page made.
 */
export function vaultRecords(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('hivegate-vault');
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('keys')) return (db.close(), resolve([]));
          const all = db.transaction('keys').objectStore('keys').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(
              all.result.map((record: Record<string, unknown>) =>
                JSON.stringify(record, (_k, v: unknown) =>
                  v instanceof ArrayBuffer || ArrayBuffer.isView(v)
                    ? Array.from(new Uint8Array(v as ArrayBuffer), (b) =>
                        b.toString(16).padStart(2, '0'),
                      ).join('')
                    : v,
                ),
              ),
            );
          };
        };
      }),
  );
}

export interface OldRecord {
  account: string;
  role: 'posting' | 'active';
  wif: string;
  publicKey: string;
  pin: string;
}

/**
 * Writes `key` the way the vault's first version did (issue 60 before vault4): database version 1,
 * one record per account (keyPath `account`), sealed by AES-GCM under a PBKDF2-SHA-256 key of the
 * PIN, bound to "account/role/publicKey". Any vault this origin kept is deleted first.
 */
export async function writeVersion1Record(page: Page, key: OldRecord): Promise<void> {
  await page.evaluate(async ({ account, role, wif, publicKey, pin }) => {
    await new Promise<void>((resolve, reject) => {
      const gone = indexedDB.deleteDatabase('hivegate-vault');
      gone.onsuccess = () => resolve();
      gone.onerror = () => reject(gone.error ?? new Error('not deleted'));
    });
    const text = new TextEncoder();
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const iterations = 600_000;
    const base = await crypto.subtle.importKey('raw', text.encode(pin), 'PBKDF2', false, [
      'deriveKey',
    ]);
    const aes = await crypto.subtle.deriveKey(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt'],
    );
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: text.encode(`${account}/${role}/${publicKey}`) },
      aes,
      text.encode(wif),
    );
    const record = {
      account,
      role,
      publicKey,
      sealed: { iv, data },
      lock: 'pin',
      salt,
      iterations,
      wrongTries: 0,
    };
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('hivegate-vault', 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore('keys', { keyPath: 'account' });
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      request.onsuccess = () => {
        const db = request.result;
        const tx = db.transaction('keys', 'readwrite');
        tx.objectStore('keys').put(record);
        tx.oncomplete = () => (db.close(), resolve());
        tx.onerror = () => reject(tx.error ?? new Error('not written'));
      };
    });
  }, key);
}
