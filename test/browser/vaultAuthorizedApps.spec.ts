import 'reflect-metadata';
import { expect } from 'chai';
import { Client } from '@hiveio/dhive';
import type { Page } from 'playwright-core';
import { keyOf } from '../support/builders';
import { checkEveryVariant } from './axe';
import {
  accountOf,
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { addAuthenticator, recordingLogger, vaultRecords } from './virtualAuthenticator';

/*
 * /authorized-apps with keys kept on this device (issue 60; web/src/vault/onAuthorizedApps.ts):
 * a typed key that signed (the challenge, a removal) is offered to be kept; then, with the key
 * fields empty, the kept posting key signs the challenge after its PIN (typed in the field that
 * appears for it; a wrong one counted) and the kept active key removes an app after one passkey
 * touch. Reached as localhost: an IP address is no WebAuthn rp id.
 */

const logLines: string[] = [];
const PIN = 'correct-horse-45';
const NAMES = ['kate', 'liam', 'mona'];

describe('Browser: /authorized-apps with keys kept on this device (issue 60)', function () {
  const world = useBrowserWorld(this, {
    baseUrlIsUrl: true,
    hostName: 'localhost',
    overrides: { logger: recordingLogger(logLines) },
    accounts: NAMES.map((name) => ({ name, password: `${name}-password` })),
  });
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  /** `name` gives bob and carol its posting authority, as a wallet would. */
  async function authorize(name: string): Promise<void> {
    const chain = new Client(w.devnet.url, {
      chainId: w.devnet.chainId,
      addressPrefix: w.devnet.addressPrefix,
    });
    const account = await accountOf(w, name);
    await chain.broadcast.updateAccount(
      {
        account: name,
        posting: {
          ...account.posting,
          account_auths: [
            ['bob', 1],
            ['carol', 1],
          ],
        },
        memo_key: account.memo_key,
        json_metadata: account.json_metadata,
      },
      keyOf(name, 'active'),
    );
  }

  async function lookUp(page: Page, name: string, locale = 'en'): Promise<void> {
    await page.goto(`${w.serviceUrl}/authorized-apps?ui_locales=${locale}`);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.locator('#username').fill(name);
    await page.locator('#lookup button[type=submit]').click();
    await page.locator('#sign-ins-show').waitFor();
  }

  const signInsAnswer = (page: Page) =>
    page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/oauth2/sign-ins' && r.request().method() === 'POST',
    );

  /** Removes `app` from `name`'s posting authority with whatever the fields hold. */
  async function remove(page: Page, app: string): Promise<void> {
    await page.getByRole('button', { name: `Remove @${app} from your posting authority` }).click();
    await page.getByRole('button', { name: `Remove @${app}`, exact: true }).click();
  }

  it('offers to keep the typed keys once they signed; then the kept posting key signs after its PIN and the kept active key removes an app after one touch', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    await addAuthenticator(page);
    await authorize('kate');
    const posting = keyOf('kate', 'posting').toString();
    const active = keyOf('kate', 'active').toString();

    // The typed posting key signs the challenge; ticked, Remember offers it after the answer.
    await lookUp(page, 'kate');
    expect(await page.locator('#kept-keys').isHidden(), 'nothing kept yet').to.equal(true);
    await page.locator('#posting-key').fill(posting);
    await page.locator('#posting-remember').check();
    let answered = signInsAnswer(page);
    await page.getByRole('button', { name: 'Show my sign-ins' }).click();
    expect((await answered).status()).to.equal(200);
    await page.getByRole('heading', { name: 'Remember this key on this device?' }).waitFor();
    await page.locator('#vault-new-pin').fill(PIN);
    await page.getByRole('button', { name: 'Remember with this PIN' }).click();
    // Said where it lasts: the status line goes on to the sign-ins.
    await page
      .locator('#kept-keys')
      .getByText('Posting key kept on this device, locked by your PIN.')
      .waitFor();
    expect(await page.locator('#vault-offer').isHidden()).to.equal(true);

    // The typed active key removes bob; Remember offers it, under the active key's warning.
    await page.locator('#posting-key').fill('');
    await page.locator('#active-key').fill(active);
    await page.locator('#active-remember').check();
    await remove(page, 'bob');
    await page.getByRole('heading', { name: 'Remember this key on this device?' }).waitFor();
    expect((await accountOf(w, 'kate')).posting.account_auths).to.deep.equal([['carol', 1]]);
    expect(await page.locator('#vault-active').isVisible(), 'the warning').to.equal(true);
    await page.getByLabel('Keep my active key on this device').check();
    await page.getByRole('button', { name: 'Remember with a passkey' }).click();
    await page
      .locator('#kept-keys')
      .getByText('Active key kept on this device, locked by your passkey.')
      .waitFor();
    expect(
      (await vaultRecords(page)).map((r) => {
        const { role, lock } = JSON.parse(r) as Record<string, string>;
        return [role, lock];
      }),
    ).to.deep.equal([
      ['active', 'passkey'],
      ['posting', 'pin'],
    ]);

    // A fresh visit, no key typed: the page says what is kept, and asks the PIN where it locks.
    await lookUp(page, 'kate');
    await page.locator('#kept-keys p').nth(1).waitFor();
    expect(await page.locator('#kept-keys p').allTextContents()).to.deep.equal([
      'Posting key kept on this device, locked by your PIN.',
      'Active key kept on this device, locked by your passkey.',
    ]);
    const pin = page.getByLabel('PIN or password of the posting key kept for @kate');
    await pin.fill('wrong-pin-1');
    const before = requests.length;
    await page.getByRole('button', { name: 'Show my sign-ins' }).click();
    await page
      .getByText('Wrong PIN. Tries left before the key is erased from this device: 4.')
      .waitFor();
    expect(
      requests.slice(before).filter((r) => r.includes('"signature"')),
      'nothing signed',
    ).to.deep.equal([]);
    expect(await pin.inputValue(), 'a wrong PIN is not kept').to.equal('');
    await pin.fill(PIN);
    answered = signInsAnswer(page);
    await page.getByRole('button', { name: 'Show my sign-ins' }).click();
    expect((await answered).status(), 'the kept posting key signed').to.equal(200);
    const wrongTries = (await vaultRecords(page))
      .map((r) => JSON.parse(r) as Record<string, unknown>)
      .find((r) => r.role === 'posting')?.wrongTries;
    expect(wrongTries, 'a right PIN starts the count again').to.equal(0);

    await remove(page, 'carol');
    await page.getByText('@carol was removed from your posting authority.').waitFor();
    expect((await accountOf(w, 'kate')).posting.account_auths).to.deep.equal([]);
    expect(await page.locator('#active-key').inputValue(), 'no active key typed').to.equal('');

    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    const stored = [storage, ...(await vaultRecords(page))];
    for (const secret of [PIN, posting, active]) {
      expect(
        requests.filter((r) => r.includes(secret)),
        'requests',
      ).to.deep.equal([]);
      expect(
        logLines.filter((l) => l.includes(secret)),
        'service log lines',
      ).to.deep.equal([]);
      expect(
        stored.filter((s) => s.includes(secret)),
        'storage',
      ).to.deep.equal([]);
    }
    expect(logLines.length, 'the service logged').to.be.above(0);
    expect(errors, 'console errors (CSP included)').to.deep.equal([]);
    await page.context().close();
  });

  it('axe-core finds nothing on the offer and the kept keys’ PIN field, in English and Arabic (RTL)', async () => {
    const found = [];
    for (const [name, locale] of [
      ['liam', 'en'],
      ['mona', 'ar'],
    ] as const) {
      const page = await w.newPage();
      await lookUp(page, name, locale);
      await page.locator('#posting-key').fill(keyOf(name, 'posting').toString());
      await page.locator('#posting-remember').check();
      await page.locator('#sign-ins-show').click();
      await page.locator('#vault-offer').waitFor();
      found.push(...(await checkEveryVariant(w, page, `authorized-vault-offer-${locale}`)));
      await page.locator('#vault-new-pin').fill(PIN);
      await page.locator('#vault-keep-pin').click();
      await page.locator('#vault-offer').waitFor({ state: 'hidden' });
      await lookUp(page, name, locale);
      if (locale === 'ar') expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
      await page.locator('#kept-pin-posting').waitFor();
      found.push(...(await checkEveryVariant(w, page, `authorized-vault-pin-${locale}`)));
      await page.context().close();
    }
    expect(found).to.deep.equal([]);
  });
});
