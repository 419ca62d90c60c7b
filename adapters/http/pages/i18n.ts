import MessageFormat from '@messageformat/core';
import type { Context, Middleware } from 'koa';
import type { MessageId, MessageValues } from '../../../web/i18n/catalogue';
import { AVAILABLE_LOCALES, messagesOf } from '../../../web/i18n/catalogues';
import {
  chooseLocale,
  DEFAULT_LOCALE,
  type Offered,
  type PageLocale,
} from '../../../web/i18n/locales';
import { intlLocale, makeTranslator, type Translator } from '../../../web/i18n/translator';
import { escapeHtml } from './escapeHtml';
import { Html } from './markup';

/*
 * The pages' language (issue 40 §2). Behaviours (held by test/http/i18n.spec.ts):
 * - a page speaks, in order: `ui_locales` in its query (OIDC; the consent page, the device page
 *   and sign links carry it), the user's choice (the `hivegate_locale` cookie the switcher sets
 *   through GET /locale), Accept-Language, English;
 * - every answer of a page names its language (Content-Language) and varies by what chose it;
 * - messages are compiled once per locale and id (@messageformat/core), then formatted per request;
 * - the API's JSON does not read any of this: it stays English.
 */

export const LOCALE_COOKIE = 'hivegate_locale';

/** The switcher's endpoint (routes/localeRoutes.ts). */
export const LOCALE_PATH = '/locale';

const translators = new Map<PageLocale, ServerTranslator>();

export interface ServerTranslator extends Translator {
  /** The message as markup: its own text escaped, each value escaped unless it is Html. */
  html(id: MessageId, values?: Record<string, string | number | Html>): Html;
}

const SENTINEL = /\uE000(\d+)\uE001/g;

/** The translator of `locale`, made once. */
export function translatorFor(locale: PageLocale): ServerTranslator {
  let found = translators.get(locale);
  if (found) return found;
  const messages = messagesOf(locale);
  const mf = new MessageFormat(intlLocale(locale) === 'en' ? 'en' : locale);
  const compiled = new Map<MessageId, (values: MessageValues) => string>();
  const format = (id: MessageId, values: MessageValues) => {
    let fn = compiled.get(id);
    if (!fn) compiled.set(id, (fn = mf.compile(messages[id])));
    return fn(values);
  };
  const base = makeTranslator(locale, format);
  const rtl = base.dir === 'rtl';
  found = {
    ...base,
    html(id, values = {}) {
      // Text values go through as markers, so the message's own text is escaped once and the
      // values after it, each in a <bdi> in a right-to-left page (an @account stays LTR).
      const parts: string[] = [];
      const marked: MessageValues = Object.fromEntries(
        Object.entries(values).map(([key, value]): [string, string | number] => {
          if (typeof value === 'number') return [key, value];
          const text = typeof value === 'string' ? escapeHtml(value) : value.text;
          parts.push(rtl && typeof value === 'string' ? `<bdi>${text}</bdi>` : text);
          return [key, `\uE000${parts.length - 1}\uE001`];
        }),
      );
      const text = escapeHtml(format(id, marked)).replace(
        SENTINEL,
        (_, i: string) => parts[Number(i)],
      );
      return new Html(text);
    },
  };
  translators.set(locale, found);
  return found;
}

interface PageRequest {
  words: ServerTranslator;
  /** The page's path and query, where the switcher returns to. */
  path: string;
  offered: Offered;
  /** The request's own `ui_locales`, when it chose the language: carried on by the page's forms. */
  uiLocales?: string;
}

interface PageState {
  page?: PageRequest;
}

/** What pageLocale chose for the request: undefined on the API's paths. */
export function pageOf(ctx: Context): PageRequest | undefined {
  return (ctx.state as PageState).page;
}

/** The page being rendered, while inPageLanguage runs its render. */
let rendering: PageRequest | undefined;

/**
 * Renders a page in its request's language: `render`, synchronous as every page's render is,
 * reads the language through `words()` and `pageRequest()`. A slot set for the call rather than
 * AsyncLocalStorage, whose hooks would run on every promise of the process, the API's too
 * (bench/README.md: 9 % of /api/me's CPU).
 */
export function inPageLanguage(ctx: Context, render: () => string): string {
  const outer = rendering;
  rendering = pageOf(ctx);
  try {
    return render();
  } finally {
    rendering = outer;
  }
}

/** The words of the page being rendered (inPageLanguage): its request's locale, else English. */
export function words(): ServerTranslator {
  return rendering?.words ?? translatorFor(DEFAULT_LOCALE);
}

/** The page's own path (for the switcher's way back) and the locales it may offer. */
export function pageRequest(): { path: string; offered: Offered; uiLocales?: string } {
  return rendering ?? { path: '/', offered: { available: AVAILABLE_LOCALES } };
}

export interface LocaleOptions {
  /** Offer the pseudo-locale `en-XA` (tests and `npm run dev` only; never in production). */
  pseudoLocale?: boolean;
}

export function offered(options: LocaleOptions): Offered {
  return { available: AVAILABLE_LOCALES, pseudo: options.pseudoLocale === true };
}

/** Paths that answer only JSON, in English: no locale is chosen for them (they are the hot ones). */
const API_PATHS = '/api/';

/**
 * Chooses the request's locale for the rest of the chain (pageOf; its pages render in it through
 * inPageLanguage); the API's paths skip it.
 */
export function pageLocale(options: LocaleOptions = {}): Middleware {
  const offer = offered(options);
  return async (ctx, next) => {
    if (ctx.path.startsWith(API_PATHS)) return void (await next());
    const uiLocales = ctx.query.ui_locales;
    const locale = chooseLocale(
      {
        uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
        chosen: ctx.cookies.get(LOCALE_COOKIE),
        acceptLanguage: ctx.get('Accept-Language') || undefined,
      },
      offer,
    );
    const page: PageRequest = {
      words: translatorFor(locale),
      path: ctx.originalUrl,
      offered: offer,
      uiLocales: typeof uiLocales === 'string' && uiLocales.length <= 200 ? uiLocales : undefined,
    };
    (ctx.state as PageState).page = page;
    await next();
    if (ctx.type === 'text/html') {
      ctx.set('Content-Language', locale);
      ctx.vary('Accept-Language');
      ctx.vary('Cookie');
    }
  };
}
