import type { MessageId } from './catalogues/en';
import type { SecurityId } from './security';

/*
 * What a catalogue of another language holds (issue 40 §3-4): every message of the English one,
 * its review state, and for each security sentence (./security.ts) an English back-translation
 * with a hash of the English source it was made from, so a change of that source in English
 * fails test/i18n/catalogues.spec.ts until the translation is looked at again.
 */

export type { MessageId };

/**
 * Messages only the server formats start with one of these: the pages it renders whole (home, the
 * app directory, errors, the layout, /device's form, sign-out, the consent page's markup) and each
 * operation's words on the sign page. web/build.ts leaves them out of the page scripts' messages,
 * which stay within their budget (test/http/assets.spec.ts); a script that names one fails the
 * type check (its translator takes a `PageMessageId`).
 */
export const SERVER_ONLY_PREFIXES = [
  'op.',
  'home.',
  'apps.',
  'error.',
  'layout.',
  'device.',
  'signOut.',
  'consent.',
] as const;

/** An id a page script may name: its compiled messages hold every id but the server-only ones. */
export type PageMessageId = Exclude<MessageId, `${(typeof SERVER_ONLY_PREFIXES)[number]}${string}`>;

export const isPageMessage = (id: string): id is PageMessageId =>
  !SERVER_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix));

export interface Catalogue {
  /** Who wrote it and who checked it, in plain words: "drafted, needs a native speaker's review". */
  review: string;
  messages: Record<MessageId, string>;
  /** For each security sentence: the SHA-256 (first 16 hex) of the English source and the back-translation. */
  security: Record<SecurityId, { source: string; back: string }>;
}

/** Values a message is given: text (an account with its "@") or numbers (plurals, `{n, number}`). */
export type MessageValues = Record<string, string | number>;
