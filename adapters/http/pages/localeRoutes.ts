import Router from '@koa/router';
import { localeOf } from '../../../web/i18n/locales';
import { renderLanguagePage } from './languagePage';
import { staticPageHeaders } from './staticPageHeaders';
import { inPageLanguage, LOCALE_COOKIE, LOCALE_PATH, offered, type LocaleOptions } from './i18n';

/*
 * GET /locale?lang=…&back=…: the language switcher's links (issue 40 §2; no script needed).
 * Behaviours (held by test/http/i18n.spec.ts):
 * - a language with a catalogue is remembered in the `hivegate_locale` cookie for a year
 *   (HttpOnly, SameSite=Lax, Secure on https); anything else is ignored;
 * - without a language it is a page listing every language on offer, each a link back here;
 * - the answer is a 303 to `back` only when the path it sends, once normalised, is a path on
 *   this origin ("/x", never "//host", "/\\host", "/.//host" or a URL), else to "/": no open
 *   redirect. `ui_locales` is taken out of it, since
 *   the user's choice is newer than the app's.
 */

const YEAR_MS = 365 * 24 * 3600_000;

/**
 * `back` as a same-origin path with its query, or "/" for anything else. The path judged is the
 * one sent, after URL normalisation: "/.//evil", "/a/..//evil" and "/%2e//evil" all normalise
 * to "//evil", which a browser reads as another host.
 */
export function sameOriginPath(back: unknown): string {
  if (typeof back !== 'string' || !back.startsWith('/')) return '/';
  if (/[\u0000-\u001f\\]/.test(back)) return '/';
  const base = 'http://hivegate.invalid';
  let url: URL;
  try {
    url = new URL(back, base);
  } catch {
    return '/';
  }
  url.searchParams.delete('ui_locales');
  const path = `${url.pathname}${url.search}`;
  if (url.origin !== base || !isPathOnly(path, base)) return '/';
  return path;
}

/** A path a browser resolves on this origin: one slash, and read back as itself. */
function isPathOnly(path: string, base: string): boolean {
  if (!path.startsWith('/') || /^\/[/\\]/.test(path)) return false;
  const again = new URL(path, base);
  return again.origin === base && `${again.pathname}${again.search}` === path;
}

export function localeRoutes(options: LocaleOptions = {}): Router {
  const router = new Router();
  const offer = offered(options);
  router.get(LOCALE_PATH, staticPageHeaders(), (ctx) => {
    if (ctx.query.lang === undefined) {
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/html; charset=utf-8';
      return void (ctx.body = inPageLanguage(ctx, () =>
        renderLanguagePage(sameOriginPath(ctx.query.back)),
      ));
    }
    const lang = typeof ctx.query.lang === 'string' ? localeOf(ctx.query.lang, offer) : undefined;
    if (lang)
      ctx.cookies.set(LOCALE_COOKIE, lang, {
        maxAge: YEAR_MS,
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.protocol === 'https',
        overwrite: true,
      });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    ctx.redirect(sameOriginPath(ctx.query.back));
  });
  return router;
}
