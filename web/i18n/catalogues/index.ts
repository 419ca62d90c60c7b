import type { Catalogue, MessageId } from '../catalogue';
import { LOCALES, PSEUDO, type Locale, type PageLocale } from '../locales';
import { pseudoMessage } from '../pseudo';
import { en } from './en';

/*
 * Every catalogue, by locale. A language is offered (the switcher, `ui_locales_supported`,
 * Accept-Language) once its catalogue is listed here; test/i18n/catalogues.spec.ts holds each to
 * the English one. Adding a language: docs/translating.md.
 *
 * Each is required the first time it is read, so a service loads only the languages its pages
 * speak: the 24 are about 2 MB of heap after a full GC (their sources, ~1.8 MB of mostly
 * non-Latin text, and their objects) that an API-only or English-only service never uses, and
 * many more MB of garbage compiling them at start (test/i18n/lazyCatalogues.spec.ts).
 */
/* eslint-disable @typescript-eslint/no-require-imports -- required on first use (above) */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Catalogue> = {
  ar: () => (require('./ar') as typeof import('./ar')).ar,
  bg: () => (require('./bg') as typeof import('./bg')).bg,
  bn: () => (require('./bn') as typeof import('./bn')).bn,
  de: () => (require('./de') as typeof import('./de')).de,
  es: () => (require('./es') as typeof import('./es')).es,
  fa: () => (require('./fa') as typeof import('./fa')).fa,
  fr: () => (require('./fr') as typeof import('./fr')).fr,
  hi: () => (require('./hi') as typeof import('./hi')).hi,
  id: () => (require('./id') as typeof import('./id')).id,
  it: () => (require('./it') as typeof import('./it')).it,
  ja: () => (require('./ja') as typeof import('./ja')).ja,
  ko: () => (require('./ko') as typeof import('./ko')).ko,
  nl: () => (require('./nl') as typeof import('./nl')).nl,
  pl: () => (require('./pl') as typeof import('./pl')).pl,
  pt: () => (require('./pt') as typeof import('./pt')).pt,
  ru: () => (require('./ru') as typeof import('./ru')).ru,
  sr: () => (require('./sr') as typeof import('./sr')).sr,
  th: () => (require('./th') as typeof import('./th')).th,
  tr: () => (require('./tr') as typeof import('./tr')).tr,
  uk: () => (require('./uk') as typeof import('./uk')).uk,
  uz: () => (require('./uz') as typeof import('./uz')).uz,
  vi: () => (require('./vi') as typeof import('./vi')).vi,
  'zh-CN': () => (require('./zh-CN') as typeof import('./zh-CN')).zhCN,
  'zh-TW': () => (require('./zh-TW') as typeof import('./zh-TW')).zhTW,
};
/* eslint-enable @typescript-eslint/no-require-imports */

export const CATALOGUES: Record<Exclude<Locale, 'en'>, Catalogue> = loadedOnFirstRead(LOADERS);

/** An object whose every key is `load`ed on its first read, then kept as a plain property. */
function loadedOnFirstRead<K extends string, V>(loaders: Record<K, () => V>): Record<K, V> {
  const values = {} as Record<K, V>;
  for (const [key, load] of Object.entries(loaders) as [K, () => V][])
    Object.defineProperty(values, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = load();
        Object.defineProperty(values, key, { value, enumerable: true });
        return value;
      },
    });
  return values;
}

/** English first, then every locale with a catalogue, in the switcher's order (none is loaded to say so). */
export const AVAILABLE_LOCALES: readonly Locale[] = LOCALES.filter(
  (locale) => locale === 'en' || locale in LOADERS,
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
