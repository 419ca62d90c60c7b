import { expect } from 'chai';
import { deviceSummary } from '../../adapters/http/signIn/deviceSummary';

/** Issue 57 §8: a sign-in's device, as /authorized-apps shows it, from the User-Agent by bowser. */
describe('deviceSummary', () => {
  it('names the browser and the system, and nothing else of the User-Agent', () => {
    expect(
      deviceSummary('Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0'),
    ).to.equal('Firefox on Android');
    expect(
      deviceSummary(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).to.equal('Chrome on Windows');
  });

  it('says nothing for a User-Agent that names neither (a script) or none', () => {
    expect(deviceSummary('curl/8.1.2')).to.equal(undefined);
    expect(deviceSummary(undefined)).to.equal(undefined);
    expect(deviceSummary('')).to.equal(undefined);
  });
});
