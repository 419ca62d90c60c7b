import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import { demoRoutes } from '../../bootstrap/demoRoutes';
import { DEMO_APP_SECRET } from '../../devnet/demoGenesis';
import { checkEveryVariant } from './axe';
import {
  authorizeUrl,
  recordConsoleErrors,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';

/**
 * Issue 57 §5 and §6, as a newcomer meets them: the home page points an app developer to
 * hivegate/client (the hivesigner SDK's links go to hivesigner.com), and the demo app of
 * `npm run dev` shows every answer the docs' examples produce — a sign link's `?tx={{id}}` and a
 * `response_mode=fragment` sign-in.
 */
describe('Browser: what a newcomer reads and gets back (issue 57 §5, §6)', function () {
  const world = useBrowserWorld(this, {
    // A loopback redirect URI matches any port: the demo callback on this very service.
    redirectUris: ['http://127.0.0.1/demo/callback'],
    extraRouters: (core) => [demoRoutes(core, DEMO_APP_SECRET)],
  });
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

  it('§6 the demo app shows a response_mode=fragment sign-in: read after #, sent to its server in a form, never in an address', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(
      authorizeUrl(w, {
        redirect_uri: `${w.serviceUrl}/demo/callback`,
        response_mode: 'fragment',
        scope: 'vote',
      }),
    );
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByLabel('Hive username').fill('alice');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Signed in as @alice' }).waitFor();
    expect(await page.locator('main').textContent()).to.include('vote on posts and comments');
    expect(page.url()).to.match(/\/demo\/callback\?shown=/);
    // The code came after '#': no request to the service carried it in its address.
    const callbacks = requests.filter((url) => url.includes('/demo/callback'));
    expect(callbacks.some((url) => /[?&]code=/.test(url))).to.equal(false);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('§6 the demo app shows a sign link’s ?tx={{id}} return (docs/client.md’s example): signed and broadcast, with its id', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const follow = JSON.stringify([
      'follow',
      { follower: 'alice', following: 'bob', what: ['blog'] },
    ]);
    const link = encodeOp(
      [
        'custom_json',
        { required_auths: [], required_posting_auths: ['__signer'], id: 'follow', json: follow },
      ] as never,
      { callback: `${w.serviceUrl}/demo/callback?tx={{id}}` },
    ).replace('hive://', `${w.serviceUrl}/`);
    await page.goto(link);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('#username').fill('alice');
    await page.locator('#sign-key').fill(w.keys('alice').posting.private);
    await page.locator('#sign-submit').click();
    await page.locator('#done-link').click(); // the link's app registered no callback: a link to follow
    await page.waitForURL(/\/demo\/callback\?tx=/);
    await page.getByRole('heading', { level: 1, name: 'Signed and broadcast' }).waitFor();
    const id = new URL(page.url()).searchParams.get('tx');
    expect(id).to.match(/^[0-9a-f]{40}$/);
    expect(await page.locator('dl').textContent()).to.include(id!);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
  for (const locale of ['en', 'ar']) {
    it(`§8 /authorized-apps, ${locale}: Limits and Remove side by side at the row's end, phone and desktop`, async () => {
      const page = await w.newPage();
      await page.goto(`${w.serviceUrl}/authorized-apps?ui_locales=${locale}`);
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await page.locator('#username').fill('alice');
      await page.locator('#lookup button[type=submit]').click();
      await page.locator('#limits-demo-app').waitFor();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        // A string, not a closure: the test runner's transpiler adds helpers a page does not have.
        const [limits, remove, name] = await page.evaluate<DOMRect[]>(`(() => {
          const row = document.getElementById('limits-demo-app').closest('.authority-row');
          return ['#limits-demo-app', 'button.danger', 'strong'].map((s) =>
            row.querySelector(s).getBoundingClientRect().toJSON());
        })()`);
        const where = `${locale} at ${width} px`;
        expect(Math.abs(limits.top - remove.top), `${where}: one line`).to.be.below(2);
        // Adjacent: the gap between them is the row's own (0.5rem), whichever side each is on.
        const gap = Math.max(remove.left - limits.right, limits.left - remove.right);
        expect(gap, `${where}: side by side`).to.be.within(0, 12);
        // Limits first in reading order: left of Remove in English, right of it in Arabic.
        if (locale === 'ar') expect(limits.left, where).to.be.greaterThan(remove.left);
        else expect(limits.left, where).to.be.lessThan(remove.left);
        // On a desktop, the name and its actions share one line.
        if (width === 1280) expect(name.top, where).to.be.below(limits.bottom);
      }
      const violations = await checkEveryVariant(w, page, `authorized-apps-row-${locale}`);
      expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
      await page.context().close();
    });
  }
});
