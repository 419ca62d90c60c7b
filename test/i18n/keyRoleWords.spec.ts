import { expect } from 'chai';
import { CATALOGUES } from '../../web/i18n/catalogues';

/**
 * Issue 57 §8: one word per key role in each language. Russian said both "active-ключ" and
 * "активный ключ", "posting-ключ" and "ключ публикации"; a user reading two names looks for two keys.
 */
describe('the catalogues name each key role one way (issue 57 §8)', () => {
  const MIXED: Record<string, RegExp[]> = {
    // Russian: «активный ключ», «ключ публикации», «ключ владельца».
    ru: [/active-ключ/i, /posting-ключ/i, /owner-ключ/i],
  };
  for (const [locale, forbidden] of Object.entries(MIXED)) {
    it(`${locale}: no second name for a key role`, () => {
      const messages = CATALOGUES[locale as keyof typeof CATALOGUES].messages;
      const found = Object.entries(messages).filter(([, text]) =>
        forbidden.some((word) => word.test(text)),
      );
      expect(found.map(([id]) => id)).to.deep.equal([]);
    });
  }
});
