import 'reflect-metadata';
import { expect } from 'chai';
import { call } from '../support/http';
import { checkEveryVariant } from './axe';
import {
  recordConsoleErrors,
  tokenThroughApi,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';

/** Issue 25 §5: /authorized-apps lists every sign-in made here, login-only ones too, and ends any. */
describe('Browser: every sign-in on /authorized-apps', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('shows a login-only sign-in and a posting one, names authority held without a sign-in, and ends one', async () => {
    const login = await tokenThroughApi(w, 'alice', 'login');
    await tokenThroughApi(w, 'alice', 'vote');
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('alice');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    await page.getByRole('heading', { name: 'Your sign-ins here' }).waitFor();
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Show my sign-ins' }).click();
    const rows = page.locator('#sign-ins-list li');
    await rows.nth(1).waitFor();
    expect(await rows.allTextContents()).to.satisfy(
      (texts: string[]) =>
        texts.some((t) => /@demo-app.*sign-in only/.test(t)) &&
        texts.some((t) => /@demo-app.*may act for you/.test(t)),
    );
    await page
      .getByText(
        '@demo-spa holds your posting authority but has no sign-in here: it can post for you on Hive, and nothing on this page limits it.',
      )
      .waitFor();
    expect(await rows.allTextContents()).to.satisfy((texts: string[]) =>
      texts.every((t) => /No end date: its current tokens last until/.test(t)),
    );
    const violations = await checkEveryVariant(w, page, 'authorized-apps-sign-ins');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    const endLogin = page.getByRole('button', { name: /^End the sign-in at @demo-app/ }).first();
    const loginRow = (await rows.allTextContents()).findIndex((t) => /sign-in only/.test(t));
    await rows
      .nth(loginRow)
      .getByRole('button', { name: /^End the sign-in/ })
      .click();
    // It asks first, saying what stops working; keeping it ends nothing.
    await page.getByRole('heading', { name: 'End the sign-in at @demo-app?' }).waitFor();
    expect(await page.locator('#end-confirm-loses').textContent()).to.include(
      'its tokens stop working',
    );
    await page.getByRole('button', { name: 'Keep it' }).click();
    expect(await rows.count()).to.equal(2);
    await rows
      .nth(loginRow)
      .getByRole('button', { name: /^End the sign-in/ })
      .click();
    await page.getByRole('button', { name: 'End the sign-in', exact: true }).click();
    await page.getByText('The sign-in at @demo-app was ended.').waitFor();
    expect(await rows.count()).to.equal(1);
    expect(await rows.first().textContent()).to.match(/may act for you/);
    expect(await endLogin.count()).to.equal(1);
    const me = await call(w.serviceUrl, 'POST', '/api/me', { headers: { Authorization: login } });
    expect(me.status).to.equal(401);
    expect(me.body.error_description).to.equal('The token has been revoked');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
