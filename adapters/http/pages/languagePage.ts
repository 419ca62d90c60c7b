import { words } from './i18n';
import { html, languageList, layout } from './html';

/** GET /locale without a language: every language on offer, each named in itself. */
export function renderLanguagePage(back: string): string {
  const t = words();
  return layout({
    title: t.t('layout.language'),
    back,
    body: html`<h1>${t.t('layout.language')}${t.locale === 'en' ? '' : html` <span lang="en">(Language)</span>`}</h1>
${languageList(back)}`,
  });
}
