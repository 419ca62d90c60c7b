import type { Catalogue, MessageId } from '../catalogue';
import { LOCALES, PSEUDO, type Locale, type PageLocale } from '../locales';
import { pseudoMessage } from '../pseudo';
import { ar } from './ar';
import { bg } from './bg';
import { bn } from './bn';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { it as italian } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { nl } from './nl';
import { pl } from './pl';
import { pt } from './pt';
import { ru } from './ru';
import { sr } from './sr';
import { th } from './th';
import { tr } from './tr';
import { uk } from './uk';
import { uz } from './uz';
import { vi } from './vi';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

/*
 * Every catalogue, by locale. A language is offered (the switcher, `ui_locales_supported`,
 * Accept-Language) once its catalogue is listed here; test/i18n/catalogues.spec.ts holds each to
 * the English one. Adding a language: docs/translating.md.
 */
export const CATALOGUES: Record<Exclude<Locale, 'en'>, Catalogue> = {
  ar,
  bg,
  bn,
  de,
  es,
  fa,
  fr,
  hi,
  id,
  it: italian,
  ja,
  ko,
  nl,
  pl,
  pt,
  ru,
  sr,
  th,
  tr,
  uk,
  uz,
  vi,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

/** English first, then every locale with a catalogue, in the switcher's order. */
export const AVAILABLE_LOCALES: readonly Locale[] = LOCALES.filter(
  (locale) => locale === 'en' || CATALOGUES[locale] !== undefined,
);

let pseudo: Record<MessageId, string> | undefined;

/** The messages of `locale` (which must be available), the pseudo-locale's made from English. */
export function messagesOf(locale: PageLocale): Record<MessageId, string> {
  if (locale === PSEUDO)
    return (pseudo ??= Object.fromEntries(
      Object.entries(en).map(([id, text]) => [id, pseudoMessage(text)]),
    ) as Record<MessageId, string>);
  if (locale === 'en') return en;
  const catalogue = CATALOGUES[locale];
  if (!catalogue) throw new Error(`hivegate: no catalogue for ${locale}`);
  return catalogue.messages;
}
