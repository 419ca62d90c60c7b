import { expect } from 'chai';
import { translatorFor } from '../../adapters/http/pages/i18n';

/** Issue 40 §2: values are isolated in right-to-left text, and a select still sees its keyword. */
describe('i18n: the translator in a right-to-left language', () => {
  const ar = translatorFor('ar');

  it('isolates an account so it stays left to right inside Arabic', () => {
    expect(ar.t('sign.mustSigner', { user: '@alice' })).to.include('\u2068@alice\u2069');
  });

  it('gives a select its keyword as it is: the key asked for is the one the operation needs', () => {
    expect(ar.t('sign.key', { role: 'active' })).to.equal('المفتاح النشط');
    expect(ar.t('sign.key', { role: 'posting' })).to.equal('مفتاح النشر');
    expect(ar.t('sign.key', { role: 'owner' })).to.equal('مفتاح المالك');
  });
});
