import 'reflect-metadata';
import { expect } from 'chai';
import { checkEveryVariant } from './axe';
import {
  accountOf,
  recordConsoleErrors,
  tokenThroughApi,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { installFakeLedger, ledgerPaths } from './fakeLedger';

describe('Browser: /authorized-apps with the other wallets (issue 42)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('with Ledger pressed and the key fields empty: the sign-ins shown and an app removed, signed on the device', async () => {
    await tokenThroughApi(w, 'carol', 'login');
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const ledger = await installFakeLedger(page, ledgerPaths(w.keys('carol')));
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('carol');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    const toggle = page.getByRole('button', { name: 'Sign with Ledger' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).to.equal('true');
    const violations = await checkEveryVariant(w, page, 'authorized-apps-ledger-chosen');

    await page.getByRole('button', { name: 'Show my sign-ins' }).click();
    await page.locator('#sign-ins-list li').first().waitFor();
    expect(ledger.calls).to.include("signHash m/48'/13'/4'/0'/0'");

    await page
      .getByRole('button', { name: 'Remove @demo-app from your posting authority' })
      .click();
    await page.getByRole('button', { name: 'Remove @demo-app', exact: true }).click();
    await page.getByText('@demo-app was removed from your posting authority.').waitFor();
    expect(ledger.calls).to.include("signTransaction m/48'/13'/1'/0'/0' 7 fields");
    expect((await accountOf(w, 'carol')).posting.account_auths).to.deep.equal([]);
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
