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
 * Messages only the server formats — each operation's words on the sign page — start with this:
 * web/build.ts leaves them out of the page scripts' messages, which stay within their budget
 * (test/http/assets.spec.ts).
 */
export const SERVER_ONLY_PREFIX = 'op.';

/** An id a page script may name: its compiled messages hold every id but the server-only ones. */
export type PageMessageId = Exclude<MessageId, `${typeof SERVER_ONLY_PREFIX}${string}`>;

export const isPageMessage = (id: string): id is PageMessageId =>
  !id.startsWith(SERVER_ONLY_PREFIX);

export interface Catalogue {
  /** Who wrote it and who checked it, in plain words: "drafted, needs a native speaker's review". */
  review: string;
  messages: Record<MessageId, string>;
  /** For each security sentence: the SHA-256 (first 16 hex) of the English source and the back-translation. */
  security: Record<SecurityId, { source: string; back: string }>;
}

/** Values a message is given: text (an account with its "@") or numbers (plurals, `{n, number}`). */
export type MessageValues = Record<string, string | number>;
