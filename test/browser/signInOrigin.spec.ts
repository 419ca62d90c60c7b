import 'reflect-metadata';
import { expect } from 'chai';
import { checkEveryVariant } from './axe';
import {
  recordConsoleErrors,
  tokenThroughApi,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Issue 57 §8: two sign-ins at one app no longer read alike on /authorized-apps: each row says
 * the wallet that signed and the device, in the page's language; the signed answer carries them
 * with the operations each grants.
 */
describe('Browser: /authorized-apps tells sign-ins apart by wallet and device', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  async function openSignIns(locale: string) {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/authorized-apps?ui_locales=${locale}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('#username').fill('alice');
    await page.locator('#lookup button[type=submit]').click();
    await page.locator('#sign-ins-show').waitFor();
    await page.locator('#posting-key').fill(w.keys('alice').posting.private);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/oauth2/sign-ins') && r.request().method() === 'POST',
    );
    await page.locator('#sign-ins-show').click();
    const rows = page.locator('#sign-ins-list li');
    await rows.nth(1).waitFor();
    return { page, errors, rows, answer: await (await answer).json() };
  }

  // The world lives through the file: both sign-ins are made once.
  let made = false;
  beforeEach(async () => {
    if (made) return;
    made = true;
    await tokenThroughApi(w, 'alice', 'vote', { method: 'keychain', userAgent: FIREFOX_ANDROID });
    await tokenThroughApi(w, 'alice', 'vote,comment', {
      method: 'ledger',
      userAgent: SAFARI_IPHONE,
    });
  });

  it('en: each row names its wallet and device; the answer carries them and the scope', async () => {
    const { page, errors, rows, answer } = await openSignIns('en');
    expect(
      answer.sign_ins.map((s: Record<string, unknown>) => [s.wallet, s.device, s.scope]),
    ).to.deep.equal([
      ['keychain', 'Firefox on Android', ['vote']],
      ['ledger', 'Safari on iOS', ['vote', 'comment']],
    ]);
    const origins = await rows.locator('.sign-in-origin').allTextContents();
    expect(origins).to.deep.equal([
      'Signed with Hive Keychain; device: Firefox on Android',
      'Signed with Ledger; device: Safari on iOS',
    ]);
    const violations = await checkEveryVariant(w, page, 'authorized-apps-sign-in-origin');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('ar: the same rows in Arabic, right to left', async () => {
    const { page, errors, rows } = await openSignIns('ar');
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    // Product names and devices are isolated (U+2068…U+2069) so that they read left to right.
    const origins = await rows.locator('.sign-in-origin').allTextContents();
    expect(origins.map((t) => t.replace(/[\u2068\u2069]/g, ''))).to.deep.equal([
      'وُقّع باستخدام Hive Keychain؛ الجهاز: Firefox on Android',
      'وُقّع باستخدام Ledger؛ الجهاز: Safari on iOS',
    ]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
