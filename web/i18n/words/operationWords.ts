import { SIGNER } from '../../../core/operations/operations';
import type { Translator } from '../translator';

/**
 * Words the operations' descriptions are made of (operationDescriptions.ts), in the page's
 * language (`t`): the registry says which facts, the catalogue (`op.*`) gives the words.
 * Descriptions are plain text (the page escapes them); `__signer` reads "you".
 */

/**
 * What a row shows: the catalogue's words ("(no memo)"), or a value as it is — an account, an
 * amount, a memo, a field's own name — which the page isolates and never translates.
 */
export type Shown = { words: string } | { value: string };

/** An operation in plain words: a title plus labelled rows. */
export interface Described {
  title: string;
  rows: [label: Shown, value: Shown][];
  /** Shown prominently: something the signer may not expect (an unencrypted "#" memo). */
  warning?: string;
  /** Shown in red: the operation changes keys, authorities or recovery; names the consequence. */
  danger?: string;
}

export type Fields = Record<string, unknown>;

/** A field as the pages show it: a string as it is, anything else as its JSON. */
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

export const words = (shown: string): Shown => ({ words: shown });
export const value = (shown: unknown): Shown => ({ value: text(shown) });

/** An account as a row shows it: "you (the account that signs)" for `__signer`, else `@name`. */
export const who = (account: unknown, t: Translator): Shown =>
  account === SIGNER ? words(t.t('op.you')) : value(`@${text(account)}`);

/** The same account as a message's value. */
export const whoText = (account: unknown, t: Translator): string => {
  const shown = who(account, t);
  return 'words' in shown ? shown.words : shown.value;
};

export const memo = (written: unknown, t: Translator): Shown =>
  typeof written === 'string' && written !== '' ? value(written) : words(t.t('op.noMemo'));

export function encryptedMemo(written: unknown, t: Translator): string | undefined {
  return typeof written === 'string' && written.startsWith('#')
    ? t.t('op.memoUnencrypted')
    : undefined;
}

/** A weight in basis points as the locale writes the number of a percentage: 2000 → "20". */
export const percent = (weight: unknown, t: Translator) => t.number(Number(weight) / 100);

/** A row whose label is the catalogue's words. */
export const row = (label: string, shown: Shown): [Shown, Shown] => [words(label), shown];
