import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOps } from 'hive-uri';
import type { Page } from 'playwright-core';
import { checkEveryVariant } from './axe';
import { addAuthenticator, recordingLogger } from './virtualAuthenticator';
import {
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';

/*
 * A key kept on this device, on a sign link's page (issue 60; web/src/vault/keptFor.ts, sign.ts):
 * remembered after a typed key signed, then one passkey touch signs the next link, no key typed.
 * Chromium's virtual authenticator stands for Touch ID (as in vault.spec.ts); the service is
 * reached as localhost, since an IP address is no WebAuthn rp id.
 */

/** Every line the service logs, as JSON: the leak checks read them. */
const logLines: string[] = [];

const PIN = 'correct-horse-43';

describe('Browser: sign links with a key kept on this device (issue 60)', function () {
  const world = useBrowserWorld(this, {
    baseUrlIsUrl: true,
    hostName: 'localhost',
    overrides: { logger: recordingLogger(logLines) },
  });
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  /** A posting-authority sign link; `n` makes each one a different transaction. */
  const postingLink = (n: number, query = '') =>
    encodeOps([
      [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: ['__signer'],
          id: 'vault-sign-test',
          json: JSON.stringify({ n }),
        },
      ],
    ] as never).replace('hive://', `${w.serviceUrl}/`) + query;
  const activeLink = () =>
    encodeOps([
      ['transfer', { from: '__signer', to: 'bob', amount: '0.001 HIVE', memo: 'vault' }],
    ] as never).replace('hive://', `${w.serviceUrl}/`);

  async function open(page: Page, url: string): Promise<void> {
    await page.goto(url);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  }

  /** Signs `url` as alice with her typed posting key, ticking Remember: the offer is shown. */
  async function typeAndSign(page: Page, url: string): Promise<void> {
    await open(page, url);
    await page.locator('#username').fill('alice');
    await page.locator('#sign-key').fill(w.keys('alice').posting.private);
    await page.locator('#vault-remember').check();
    await page.locator('#sign-submit').click();
    await page.locator('#vault-offer').waitFor();
  }

  it('remembers the typed key after it signed; after a reload one passkey touch signs, no key typed; an active link is not offered it', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    const key = w.keys('alice').posting.private;
    await addAuthenticator(page);

    await typeAndSign(page, postingLink(1));
    await page.getByRole('heading', { name: 'Remember this key on this device?' }).waitFor();
    await page.getByRole('button', { name: 'Remember with a passkey' }).click();
    await page.locator('#done').waitFor();
    expect(await page.locator('#done-id').textContent()).to.match(/^[0-9a-f]{40}$/);
    expect(await page.locator('#done-kept').textContent()).to.equal(
      'The key for @alice is kept on this device, locked by your passkey.',
    );

    await open(page, postingLink(2));
    await page.reload();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    const kept = page.getByRole('button', { name: 'Sign with the key kept on this device' });
    expect(await kept.isVisible(), 'no name typed yet').to.equal(false);
    await page.locator('#username').fill('alice');
    await page.locator('#username').blur();
    await kept.waitFor();
    const before = requests.length;
    await kept.click();
    await page.locator('#done').waitFor();
    expect(await page.locator('#done-id').textContent()).to.match(/^[0-9a-f]{40}$/);
    expect(await page.locator('#sign-key').inputValue(), 'no key typed').to.equal('');
    expect(
      requests.slice(before).some((r) => r.includes('broadcast_transaction')),
      'the kept key signed a transaction the page sent',
    ).to.equal(true);

    // A kept posting key cannot sign a transfer: the active link does not offer it.
    await open(page, activeLink());
    await page.locator('#username').fill('alice');
    await page.locator('#username').blur();
    await page.locator('#sign-key').focus();
    expect(await page.locator('#vault-sign').isVisible()).to.equal(false);

    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const secret of [key]) {
      expect(
        requests.filter((r) => r.includes(secret)),
        'requests',
      ).to.deep.equal([]);
      expect(
        logLines.filter((l) => l.includes(secret)),
        'service log lines',
      ).to.deep.equal([]);
      expect(storage.includes(secret), 'localStorage').to.equal(false);
    }
    expect(logLines.length, 'the service logged').to.be.above(0);
    expect(errors, 'console errors (CSP included)').to.deep.equal([]);
    await page.context().close();
  });

  it('/authorized-apps: with the key field empty, a passkey-kept key signs the challenge after the one touch', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    await addAuthenticator(page);
    await typeAndSign(page, postingLink(5));
    await page.getByRole('button', { name: 'Remember with a passkey' }).click();
    await page.locator('#done').waitFor();

    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('alice');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    await page.getByRole('heading', { name: 'Your sign-ins here' }).waitFor();
    expect(
      await page.getByLabel('Private posting key or master password').inputValue(),
      'no key typed',
    ).to.equal('');
    const answered = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/oauth2/sign-ins' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Show my sign-ins' }).click();
    const answer = await answered;
    expect(answer.status(), 'the service took the kept key’s signature').to.equal(200);
    expect(JSON.parse(answer.request().postData() ?? '{}').signature).to.be.a('string');
    const key = w.keys('alice').posting.private;
    expect(
      requests.filter((r) => r.includes(key)),
      'requests',
    ).to.deep.equal([]);
    expect(errors, 'console errors (CSP included)').to.deep.equal([]);
    await page.context().close();
  });

  it('a PIN-kept key signs after the PIN; no request, log line or localStorage entry holds the PIN', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    await typeAndSign(page, postingLink(3));
    await page.locator('#vault-new-pin').fill(PIN);
    await page.locator('#vault-keep-pin').click();
    await page.locator('#done').waitFor();

    await open(page, postingLink(4));
    await page.locator('#username').fill('alice');
    await page.locator('#username').blur();
    await page.locator('#vault-sign').click();
    await page.getByLabel('PIN or password for @alice').fill(PIN);
    await page.locator('#vault-pin-submit').click();
    await page.locator('#done').waitFor();
    expect(await page.locator('#done-id').textContent()).to.match(/^[0-9a-f]{40}$/);
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const secret of [PIN, w.keys('alice').posting.private]) {
      expect(
        requests.filter((r) => r.includes(secret)),
        'requests',
      ).to.deep.equal([]);
      expect(
        logLines.filter((l) => l.includes(secret)),
        'service log lines',
      ).to.deep.equal([]);
      expect(storage.includes(secret), 'localStorage').to.equal(false);
    }
    await page.context().close();
  });

  it('axe-core finds nothing on the offer and the kept key’s PIN on /sign, in English and Arabic (RTL)', async () => {
    const found = [];
    for (const [n, locale] of [
      [10, 'en'],
      [12, 'ar'],
    ] as const) {
      const page = await w.newPage();
      await typeAndSign(page, postingLink(n, `?ui_locales=${locale}`));
      found.push(...(await checkEveryVariant(w, page, `sign-vault-offer-${locale}`)));
      await page.locator('#vault-new-pin').fill(PIN);
      await page.locator('#vault-keep-pin').click();
      await page.locator('#done').waitFor();
      await open(page, postingLink(n + 1, `?ui_locales=${locale}`));
      if (locale === 'ar') expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      await page.locator('#username').fill('alice');
      await page.locator('#username').blur();
      await page.locator('#vault-sign').click();
      await page.locator('#vault-pin-input').waitFor();
      found.push(...(await checkEveryVariant(w, page, `sign-vault-pin-${locale}`)));
      await page.context().close();
    }
    expect(found).to.deep.equal([]);
  });
});
