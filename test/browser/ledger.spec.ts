import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import { checkEveryVariant, type Violation } from './axe';
import {
  accountOf,
  recordConsoleErrors,
  useBrowserWorld,
  type BrowserWorld,
  authorizeUrl,
} from './browserFixture';
import { installFakeLedger, ledgerPaths } from './fakeLedger';

describe('Browser: Ledger at the door (issue 42)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('grants and signs in on the device, each wait said; a refusal on the device said too', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const ledger = await installFakeLedger(page, ledgerPaths(w.keys('bob')), { hold: true });
    const violations: Violation[] = [];
    await page.goto(authorizeUrl(w, { scope: 'vote', account: 'bob', state: 'ledger' }));
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in with Ledger' }).click();
    const grant = page.getByRole('button', { name: 'Grant with Ledger' });
    await grant.click();
    // Each wait is said beside the button that started it (issue 57 §8).
    const status = page.locator('#wallet-wait-status');
    await status
      .getByText('Check the transaction on your Ledger and confirm it there (as @bob)…')
      .waitFor();
    violations.push(...(await checkEveryVariant(w, page, 'consent-ledger-confirm-on-device')));
    await ledger.decline();
    await page.getByRole('alert').filter({ hasText: 'You declined on your Ledger.' }).waitFor();
    violations.push(...(await checkEveryVariant(w, page, 'consent-ledger-declined')));

    await grant.click();
    await ledger.confirm(); // the grant
    await status
      .getByText('Check the sign-in on your Ledger and confirm it there (as @bob)…')
      .waitFor();
    await ledger.confirm(); // the sign-in
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('ledger');
    expect(landed.searchParams.get('username')).to.equal('bob');
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([['demo-app', 1]]);
    expect(ledger.calls).to.include('requestDevice {"filters":[{"vendorId":11415}]}');
    expect(ledger.calls.filter((c) => /^(signTransaction|signHash) /.test(c))).to.deep.equal([
      "signTransaction m/48'/13'/1'/0'/0' 7 fields",
      "signTransaction m/48'/13'/1'/0'/0' 7 fields",
      "signHash m/48'/13'/4'/0'/0'",
    ]);
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('a waiting attempt says its wait beside its button, and Cancel ends it and gives the form back (issue 57 §8)', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const ledger = await installFakeLedger(page, ledgerPaths(w.keys('alice')), { hold: true });
    await page.goto(authorizeUrl(w, { account: 'alice', state: 'cancelled' }));
    await page.locator('#username').fill('alice');
    await page.getByRole('button', { name: 'Sign in with Ledger' }).click();
    const wait = page.locator('#wallet-ledger + #wallet-wait');
    await wait
      .getByRole('status')
      .getByText('Check the sign-in on your Ledger and confirm it there (as @alice)…')
      .waitFor();
    expect(await page.locator('#signin-submit').isDisabled(), 'the form waits').to.equal(true);
    const cancel = wait.getByRole('button', { name: 'Cancel' });
    expect(await cancel.evaluate((b: HTMLElement) => b === document.activeElement)).to.equal(true);
    const violations = await checkEveryVariant(w, page, 'consent-ledger-waiting');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    await cancel.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You cancelled the Ledger attempt. Nothing was signed.' })
      .waitFor();
    expect(await page.locator('#wallet-wait').count(), 'the wait is over').to.equal(0);
    expect(await page.locator('#signin-submit').isDisabled()).to.equal(false);
    // The form is the user's again: the device's late answer is dropped; a typed key signs in.
    await ledger.confirm();
    const callback = w.app.next('/callback');
    await page.locator('#signin-key').fill(w.keys('alice').posting.private);
    await page.locator('#signin-submit').click();
    expect((await callback).searchParams.get('state')).to.equal('cancelled');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('the Hive app not open: said plainly; once open, the Ledger names the account and signs in', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const ledger = await installFakeLedger(page, ledgerPaths(w.keys('carol'), 0), {
      app: 'dashboard',
    });
    await page.goto(authorizeUrl(w, { state: 'closed' }));
    const button = page.getByRole('button', { name: 'Sign in with Ledger' });
    await button.click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Open the Hive app on your Ledger, then try again.' })
      .waitFor();
    const violations = await checkEveryVariant(w, page, 'consent-ledger-app-not-open');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    await ledger.openApp('hive');
    const callback = w.app.next('/callback');
    await button.click();
    expect((await callback).searchParams.get('username')).to.equal('carol');
    // No username was typed: the Ledger's posting keys named the account.
    expect(
      ledger.calls.filter((c) => c.startsWith("getPublicKey m/48'/13'/4'/")).length,
    ).to.be.above(1);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('a Ledger that holds no key of the account: said plainly, nothing signed', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const ledger = await installFakeLedger(page, ledgerPaths(w.keys('carol')));
    await page.goto(authorizeUrl(w, { account: 'alice', state: 'wrong' }));
    await page.getByRole('button', { name: 'Sign in with Ledger' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This Ledger holds no posting, active or owner key of @alice' })
      .waitFor();
    expect(ledger.calls.some((c) => /^(signHash|waiting)/.test(c))).to.equal(false);
    const violations = await checkEveryVariant(w, page, 'consent-ledger-wrong-account');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('signs a sign link on the device, the signer named by the device, and broadcasts it to the dev chain', async () => {
    const aliceBefore = await accountOf(w, 'alice');
    const link = encodeOp([
      'transfer',
      { from: '__signer', to: 'bob', amount: '0.375 HIVE', memo: 'via ledger' },
    ]).replace('hive://', `${w.serviceUrl}/`);
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const ledger = await installFakeLedger(page, ledgerPaths(w.keys('alice')));
    await page.goto(link);
    // "Sign as" left empty: the Ledger names the account it holds.
    await page.getByRole('button', { name: 'Sign with Ledger' }).click();
    await page.getByRole('heading', { name: 'Done: signed and broadcast' }).waitFor();
    expect(ledger.calls).to.include("signTransaction m/48'/13'/1'/0'/0' 7 fields");
    expect(await page.getByLabel('Sign as').inputValue()).to.equal('alice');
    expect(parseFloat((await accountOf(w, 'alice')).balance)).to.be.closeTo(
      parseFloat(aliceBefore.balance) - 0.375,
      1e-9,
    );
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('no Ledger chosen in the browser’s list: said plainly, with what to do', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await installFakeLedger(page, ledgerPaths(w.keys('alice')), { noDevice: true });
    await page.goto(authorizeUrl(w, { account: 'alice', state: 'none' }));
    await page.getByRole('button', { name: 'Sign in with Ledger' }).click();
    await page.getByRole('alert').filter({ hasText: 'No Ledger was chosen.' }).waitFor();
    const violations = await checkEveryVariant(w, page, 'consent-ledger-no-device');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
