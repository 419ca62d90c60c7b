/*
 * The languages the pages speak (issue 40 §1) and how one is chosen for a request (§2). Pure data
 * and functions: the server (adapters/http/pages/i18n.ts) and the page scripts (web/src/i18n.ts) both
 * read them. Held by test/i18n/locales.spec.ts.
 */

/**
 * The languages of the Hive community the pages are to speak, in the switcher's order. Those with
 * a catalogue in web/i18n/catalogues/ (catalogues/index.ts AVAILABLE_LOCALES) are offered.
 */
export const LOCALES = [
  'en',
  'ar',
  'bg',
  'bn',
  'de',
  'es',
  'fa',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'sr',
  'th',
  'tr',
  'uk',
  'uz',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export type Locale = (typeof LOCALES)[number];

/**
 * The pseudo-locale: English accented, about 40 % longer and bracketed, so a string that escaped
 * the catalogue shows without brackets and a layout too tight for longer words shows in tests.
 * Served only where `pseudoLocale` is on (tests and `npm run dev`), never in the switcher.
 */
export const PSEUDO = 'en-XA';

export type PageLocale = Locale | typeof PSEUDO;

export const DEFAULT_LOCALE: Locale = 'en';

const RTL: ReadonlySet<string> = new Set(['ar', 'fa']);

/** The writing direction of a locale's pages. */
export function directionOf(locale: PageLocale): 'ltr' | 'rtl' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/** Each language by its own name, as the switcher offers it. */
export const AUTONYMS: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  bg: 'Български',
  bn: 'বাংলা',
  de: 'Deutsch',
  es: 'Español',
  fa: 'فارسی',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português (Brasil)',
  ru: 'Русский',
  sr: 'Српски',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  uz: 'Oʻzbekcha',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** Which locales a request may get: those with a catalogue, and the pseudo-locale where it is on. */
export interface Offered {
  available: readonly Locale[];
  pseudo?: boolean;
}

/**
 * The locale a language tag names, or undefined: exact (case-insensitive) first, then by its
 * language alone (`es-MX` → `es`, `pt-PT` → `pt`); Chinese by script or region (`zh-Hant`,
 * `zh-HK`, `zh-TW` → `zh-TW`; other `zh` → `zh-CN`). `en-XA` only when `pseudo` is allowed.
 */
export function localeOf(tag: string, offered: Offered): PageLocale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(lower)) return undefined;
  if (lower === PSEUDO.toLowerCase()) return offered.pseudo ? PSEUDO : undefined;
  const found = (locale: string) => offered.available.find((one) => one === locale);
  const exact = offered.available.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh')
    return found(
      rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN',
    );
  return found(language);
}

/** OIDC `ui_locales`: space-separated tags in order of preference; the first we speak. */
export function fromUiLocales(value: string | undefined, offered: Offered): PageLocale | undefined {
  for (const tag of (value ?? '').split(' ').filter(Boolean)) {
    const locale = localeOf(tag, offered);
    if (locale) return locale;
  }
  return undefined;
}

/** `Accept-Language` (RFC 9110 §12.5.4): the tag of highest weight we speak, `*` ignored. */
export function fromAcceptLanguage(
  header: string | undefined,
  offered: Offered,
): PageLocale | undefined {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((range) => range.tag && range.tag !== '*' && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    const locale = localeOf(range.tag, offered);
    if (locale) return locale;
  }
  return undefined;
}

/** What a page speaks, in order (issue 40 §2): `ui_locales`, the user's choice, Accept-Language, English. */
export function chooseLocale(
  from: { uiLocales?: string; chosen?: string; acceptLanguage?: string },
  offered: Offered,
): PageLocale {
  return (
    fromUiLocales(from.uiLocales, offered) ??
    (from.chosen ? localeOf(from.chosen, offered) : undefined) ??
    fromAcceptLanguage(from.acceptLanguage, offered) ??
    DEFAULT_LOCALE
  );
}
