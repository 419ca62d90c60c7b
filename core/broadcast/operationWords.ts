/**
 * Words the operation registry's descriptions are made of (core/broadcast/operationRegistry.ts).
 * Descriptions are plain text (the page escapes them); `__signer` reads "you".
 */

/** hive-uri's placeholder for the account that signs; the sign page fills it. */
export const SIGNER = '__signer';

/** An operation in plain words: a title plus labelled rows. */
export interface Described {
  title: string;
  rows: [label: string, value: string][];
  /** Shown prominently: something the signer may not expect (an unencrypted "#" memo). */
  warning?: string;
  /** Shown in red: the operation changes keys, authorities or recovery; names the consequence. */
  danger?: string;
}

export type Fields = Record<string, unknown>;

/** A field as the pages show it: a string as it is, anything else as its JSON. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

export const who = (value: unknown) =>
  value === SIGNER ? 'you (the account that signs)' : `@${text(value)}`;

export function memo(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value : '(no memo)';
}

export function encryptedMemo(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('#')
    ? 'The memo starts with "#", which asks for encryption, but this page does not encrypt memos: it would be published as written.'
    : undefined;
}

/** A weight in basis points as a percentage: 2000 → "20%". */
export const percent = (weight: unknown) => `${Number(weight) / 100}%`;
