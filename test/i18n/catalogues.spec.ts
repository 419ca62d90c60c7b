import { expect } from 'chai';
import { parse } from '@messageformat/parser';
import { AVAILABLE_LOCALES, CATALOGUES, messagesOf } from '../../web/i18n/catalogues';
import { en, type MessageId } from '../../web/i18n/catalogues/en';
import { LOCALES, PSEUDO } from '../../web/i18n/locales';
import { SECURITY_IDS } from '../../web/i18n/security';
import {
  checkCatalogue,
  checkEnglish,
  checkMessage,
  placeholdersOf,
  pluralCategories,
  sourceHash,
} from '../../web/i18nCheck';

/**
 * Issue 40 §3–4: every catalogue says every message of the English one, with the same
 * placeholders, in valid ICU MessageFormat, with exactly its locale's CLDR plural categories;
 * each security sentence has a back-translation made from the English as it is now.
 */
describe('i18n: the catalogues', () => {
  it('says which languages have a catalogue, and which do not yet (none is faked)', () => {
    const missing = LOCALES.filter((locale) => !AVAILABLE_LOCALES.includes(locale));
    // The 25 languages; the ones without a catalogue are named in docs/translating.md.
    expect(LOCALES).to.have.length(25);
    expect(AVAILABLE_LOCALES[0]).to.equal('en');
    for (const locale of missing) expect(CATALOGUES, locale).not.to.have.property(locale);
    console.log(
      `      offered: ${AVAILABLE_LOCALES.join(', ')}; no catalogue yet: ${missing.join(', ') || 'none'}`,
    );
  });

  it('the English catalogue is valid ICU with complete English plurals', () => {
    expect(checkEnglish()).to.deep.equal([]);
  });

  for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
    it(`${locale}: every id, same placeholders, valid ICU, ${pluralCategories(locale).join('/')} plurals, security back-translations current`, () => {
      expect(checkCatalogue(locale as never, catalogue)).to.deep.equal([]);
      expect(catalogue.review).to.match(/review|reviewed/);
    });
  }

  it('the checker catches what it is for: a missing placeholder, bad syntax, a wrong plural, a changed English source', () => {
    expect(checkMessage('es', 'consent.heading', 'Iniciar sesión en {aplicacion}')).to.have.length(
      1,
    );
    expect(checkMessage('es', 'consent.heading', 'Iniciar sesión en {app')[0]).to.include(
      'not valid',
    );
    expect(
      checkMessage('ru', 'limit.perDay', '{count, plural, one {# действие} other {# действий}}')[0],
    ).to.include('few, many, one, other');
    const es = CATALOGUES.es;
    const stale = {
      ...es,
      security: { ...es.security, 'grant.neverFunds': { source: '0000', back: 'x' } },
    };
    expect(checkCatalogue('es', stale).join()).to.include('grant.neverFunds: the English changed');
  });

  it('a security sentence is hashed from its English source, so an English edit is noticed', () => {
    for (const id of SECURITY_IDS) expect(sourceHash(id)).to.match(/^[0-9a-f]{16}$/);
    expect(sourceHash('grant.neverFunds')).not.to.equal(sourceHash('grant.loginOnly'));
  });

  it('the pseudo-locale brackets every message and keeps its placeholders', () => {
    const pseudo = messagesOf(PSEUDO);
    for (const id of Object.keys(en) as MessageId[]) {
      expect(pseudo[id], id).to.match(/^\[[\s\S]*\]$/);
      expect(placeholdersOf(parse(pseudo[id])), id).to.deep.equal(placeholdersOf(parse(en[id])));
      // About 40 % more letters, so a layout too tight for longer languages shows in the tests.
      const letters = (text: string) =>
        (text.replace(/\{[^{}]*\}/g, '').match(/\p{L}/gu) ?? []).length;
      if (!/, (plural|select),/.test(en[id]))
        expect(letters(pseudo[id]), id).to.be.at.least(Math.floor(letters(en[id]) * 1.3));
    }
  });
});
