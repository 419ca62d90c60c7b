import { expect } from 'chai';
import { StaticWebsiteProber } from '../../adapters/prober/StaticWebsiteProber';
import { websiteProberContract } from '../contracts/WebsiteProber.contract';

websiteProberContract('StaticWebsiteProber', () => ({
  prober: new StaticWebsiteProber({
    'https://app.example/': { site: 'ok', website: null },
    'https://old.example/': {
      site: 'redirected',
      website: null,
      redirects_to: 'https://new.example/',
    },
  }),
  ok: 'https://app.example/',
  redirect: { website: 'https://old.example/', to: 'https://new.example/' },
  unreachable: 'https://not-in-the-table.example/',
}));

describe('StaticWebsiteProber', () => {
  it('applies the URL rules before the table: a table entry cannot make a blocked address ok', async () => {
    const prober = new StaticWebsiteProber({ 'http://127.0.0.1/': { site: 'ok', website: null } });
    expect(await prober.check('http://127.0.0.1/')).to.deep.equal({
      site: 'blocked',
      website: null,
    });
  });

  it('answers the outcome set later, and counts calls', async () => {
    const prober = new StaticWebsiteProber();
    prober.set('https://late.example/', { site: 'ok' });
    expect(await prober.check('https://late.example/')).to.deep.equal({
      site: 'ok',
      website: 'https://late.example/',
    });
    expect(prober.calls).to.equal(1);
  });
});
