import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import type { Page } from 'playwright-core';
import { recordConsoleErrors, useBrowserWorld, type BrowserWorld } from './browserFixture';
import { tabTo } from './keyboard';
import { hivesignerLoginUrl } from '../support/loginUrl';

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Inside the viewport, entirely. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);
}

/** WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('Browser: keyboard, errors by their fields, focus and the console (issue 15, items 6, 7, 9)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('signs in with the keyboard alone, through the authority step, which opens in view on a phone', async () => {
    const page = await w.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      hivesignerLoginUrl(w, { scope: ['vote'], responseType: 'code', state: 'keys-only' }),
    );
    await tabTo(page, '#username');
    await page.keyboard.type('bob');
    await tabTo(page, '#signin-key', 3);
    await page.keyboard.type(w.passwordOf('bob'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    expect(await focusedId(page)).to.equal('grant-title');
    expect(await inView(page, '#grant-title'), 'the authority step is scrolled into view').to.equal(
      true,
    );
    // The master password typed to sign in signs the grant too (issue 57 §8): no key field.
    await tabTo(page, '#grant-submit', 4);
    expect(await inView(page, '#grant-submit'), 'its button too').to.equal(true);
    await w.screenshot(page, 'keyboard-consent-authority-step-phone');
    const callback = w.app.next('/callback');
    await page.keyboard.press('Enter');
    expect((await callback).searchParams.get('state')).to.equal('keys-only');
    await page.context().close();
  });

  it('signs a sign link with the keyboard alone, and then reaches the way back', async () => {
    const page = await w.newPage();
    const link = encodeOp(
      ['transfer', { from: '__signer', to: 'bob', amount: '0.010 HIVE', memo: '' }],
      { callback: `${w.app.url}/signed?id={{id}}` },
    );
    await page.goto(link.replace('hive://', `${w.serviceUrl}/`));
    await tabTo(page, '#username', 40);
    await page.keyboard.type('alice');
    await tabTo(page, '#sign-key', 3);
    await page.keyboard.type(w.keys('alice').active.private);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    expect(await focusedId(page)).to.equal('done-title');
    await tabTo(page, '#done-link', 3);
    const href = await page.locator('#done-link').getAttribute('href');
    expect(href).to.match(new RegExp(`^${w.app.url}/signed\\?id=[0-9a-f]{40}$`));
    await w.screenshot(page, 'keyboard-sign-done');
    await page.context().close();
  });

  it('6. shows a wrong key next to its field on a phone: aria-invalid, aria-describedby, focus, in view', async () => {
    const page = await w.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      `${w.serviceUrl}/sign/transfer?to=bob&amount=${encodeURIComponent('0.001 HIVE')}`,
    );
    await page.getByLabel('Sign as').fill('alice');
    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    const note = page.locator('#sign-key-error');
    await note.waitFor();
    expect(await note.textContent()).to.equal('This is not an active key of @alice.');
    const key = page.locator('#sign-key');
    expect(await key.getAttribute('aria-invalid')).to.equal('true');
    expect((await key.getAttribute('aria-describedby'))!.split(' ')).to.include('sign-key-error');
    expect(await focusedId(page)).to.equal('sign-key');
    const [field, error] = [await key.boundingBox(), await note.boundingBox()];
    expect(
      error!.y - (field!.y + field!.height),
      'the error is right below its field',
    ).to.be.within(0, 16);
    expect(await inView(page, '#sign-key-error')).to.equal(true);
    await w.screenshot(page, 'sign-wrong-key-phone');

    // A typo in the username is that field's error, and fixing it clears both.
    await page.getByLabel('Sign as').fill('no such user!');
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.locator('#username-error').waitFor();
    expect(await page.locator('#sign-key-error').count()).to.equal(0);
    expect(await key.getAttribute('aria-invalid')).to.equal(null);
    expect(await focusedId(page)).to.equal('username');
    await page.context().close();
  });

  it('7. /authorized-apps: the key comes before Remove in layout and tab order; the working text goes when done', async () => {
    const page = await w.newPage();
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('alice');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    const remove = page.getByRole('button', {
      name: 'Remove @demo-app from your posting authority',
    });
    await remove.waitFor();
    const keyFirst = await page.evaluate(() => {
      const key = document.getElementById('active-key')!;
      const button = document.querySelector('#authorities button')!;
      return Boolean(key.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(keyFirst, 'the key field precedes the first Remove').to.equal(true);
    expect((await page.locator('#active-key').boundingBox())!.y).to.be.lessThan(
      (await remove.boundingBox())!.y,
    );
    await page.locator('#list-title').focus();
    await tabTo(page, '#active-key', 2);
    await page.keyboard.type(w.passwordOf('alice'));
    // "Remember this key on this device", shown once a key is typed (issue 60), then Limits,
    // then Remove, at the row's end (issue 57 §8).
    await tabTo(page, '#authorities button.danger', 4);
    await page.keyboard.press('Enter');
    expect(await page.locator('#confirm-title').textContent()).to.equal(
      'Remove @demo-app from your posting authority?',
    );
    expect(await focusedId(page)).to.equal('confirm-title');
    await tabTo(page, '#confirm-remove', 2);
    await page.keyboard.press('Enter');
    await page.getByText('@demo-app was removed from your posting authority.').waitFor();
    expect(await page.locator('#confirm').isHidden()).to.equal(true);
    expect(await page.locator('#status').textContent()).to.not.match(/Removing|Confirm/);
    await page.context().close();
  });

  it('9. a focus ring of 3:1 at least, in both schemes; typing mistakes stay out of the console; a chain error is logged with its message', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(
      `${w.serviceUrl}/sign/transfer?to=bob&amount=${encodeURIComponent('99999.000 HIVE')}`,
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await tabTo(page, '#username', 40);
      const [ring, background] = await page.evaluate(() => [
        getComputedStyle(document.activeElement!).outlineColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
      expect(
        contrast(ring, background),
        `${scheme}: focus ring ${ring} on ${background}`,
      ).to.be.at.least(3);
    }
    await page.getByLabel('Sign as').fill('x');
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.locator('#username-error').waitFor();
    await page.getByLabel('Sign as').fill('alice');
    await page.getByLabel('Private active key or master password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.locator('#sign-key-error').waitFor();
    expect(errors, 'typing mistakes').to.deep.equal([]);

    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('alice').active.private);
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.getByRole('alert').filter({ hasText: 'sufficient funds' }).waitFor();
    expect(errors).to.have.length(1);
    expect(errors[0])
      .to.include('sufficient funds')
      .and.not.match(/^VError$/);
    await page.context().close();
  });
});
