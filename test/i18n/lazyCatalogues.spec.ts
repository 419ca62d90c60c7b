import { expect } from 'chai';
import { fixtureReport } from '../support/fixtureReport';

/**
 * A language's catalogue is loaded when a page first speaks it (web/i18n/catalogues/index.ts):
 * the API, the discovery document that lists every language, and English pages load none but
 * English; a German page loads German's alone.
 */
describe('i18n: catalogues load on first use', function () {
  this.timeout(60_000);

  it('none but English after the API, the discovery and an English page; German alone after a German page', async () => {
    const report = await fixtureReport<{
      statuses: number[];
      english: string[];
      german: string[];
    }>('test/i18n/fixtures/cataloguesAfterServing.ts', {});
    expect(report.statuses).to.deep.equal([401, 200, 200, 200]);
    expect(report.english).to.deep.equal(['en', 'index']);
    expect(report.german).to.deep.equal(['de', 'en', 'index']);
  });
});
