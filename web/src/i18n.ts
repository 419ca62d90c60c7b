import type { MessageId } from '../i18n/catalogue';
import { DEFAULT_LOCALE, type PageLocale } from '../i18n/locales';
import { makeTranslator, type PageTranslator } from '../i18n/translator';

/*
 * The page's words in its locale (issue 40 §3): the layout loads that locale's compiled messages
 * (web/dist/messages-<locale>.<hash>.js, made by web/build.ts) before this page's script; they set
 * `self.hivegateMessages`. Message ids are the catalogue's (`MessageId`), so a misspelled one fails
 * the type check.
 */

type Compiled = Record<string, ((values: Record<string, unknown>) => string) | string>;

declare global {
  var hivegateMessages: { locale: PageLocale; messages: Compiled } | undefined;
}

const loaded = globalThis.hivegateMessages ?? { locale: DEFAULT_LOCALE, messages: {} };

/** Formats with the compiled message; an id missing from the file (never, once built) shows as itself. */
function format(id: MessageId, values: Record<string, unknown>): string {
  const message = loaded.messages[id];
  if (typeof message === 'function') return message(values);
  return typeof message === 'string' ? message : id;
}

export const words: PageTranslator = makeTranslator(loaded.locale, format);

/** A message of this page's locale. */
export const t = words.t;
