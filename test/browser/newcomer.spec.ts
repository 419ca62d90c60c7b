import 'reflect-metadata';
import { expect } from 'chai';
import { checkEveryVariant } from './axe';
import { useBrowserWorld, type BrowserWorld } from './browserFixture';

/**
 * Issue 57 §5 and §6, as a newcomer meets them: the home page points an app developer to
 * hivegate/client (the hivesigner SDK's links go to hivesigner.com), and the demo app of
 * `npm run dev` shows every answer the docs' examples produce — a sign link's `?tx={{id}}` and a
 * `response_mode=fragment` sign-in.
 */
describe('Browser: what a newcomer reads and gets back (issue 57 §5, §6)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('§5 the home page sends developers to hivegate/client and says where the SDK’s links go', async () => {
    const page = await w.newPage();
    await page.goto(`${w.serviceUrl}/`);
    const developers = page.getByRole('region', { name: 'For developers' });
    const said = await developers.locator('p').first().textContent();
    expect(said).to.include('Use hivegate/client');
    expect(said).to.include('its login and sign links go to hivesigner.com');
    expect(said).not.to.match(/unchanged/);
    await page.goto(`${w.serviceUrl}/?ui_locales=de`);
    expect(await page.locator('main').textContent()).to.include('hivegate/client');
    const violations = await checkEveryVariant(w, page, 'home-de');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    await page.context().close();
  });
});
