import 'reflect-metadata';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { call } from '../support/http';
import { keyOf, signMessage } from '../support/builders';
import { loginUrl } from '../support/loginUrl';
import { checkEveryVariant } from './axe';
import { recordConsoleErrors, useBrowserWorld, type BrowserWorld } from './browserFixture';

/** What alice sets on demo-app at /authorized-apps, through its API (a signed challenge). */
async function aliceSets(w: BrowserWorld, limits: Record<string, unknown>): Promise<void> {
  const challenge = await call(w.serviceUrl, 'POST', '/api/oauth2/challenge', {
    json: { username: 'alice', client_id: 'demo-app', purpose: 'limits' },
  });
  const set = await call(w.serviceUrl, 'POST', '/api/oauth2/limits', {
    json: {
      challenge: challenge.body.challenge,
      signature: signMessage(challenge.body.challenge, keyOf('alice')),
      client_id: 'demo-app',
      limits,
    },
  });
  expect(set.status, JSON.stringify(set.body)).to.equal(200);
}

/**
 * Issue 57 §7: limits the user set on an app at /authorized-apps bind a new sign-in, so the
 * consent page says them once the signature proved who signed (never before: the challenge
 * answers anyone), with one Continue that goes on to the app; with none set, it goes straight on.
 * On a phone, in English and in Arabic (right to left).
 */
describe('Browser: limits the user set are said at consent, after the signature', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  /** Opens the consent page as alice, in `locale`, and signs with her posting key. */
  async function signAsAlice(locale: string, state: string): Promise<Page> {
    const page = await w.newPage();
    await page.goto(
      `${loginUrl(w, { scope: 'vote', state, account: 'alice' })}&ui_locales=${locale}`,
    );
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('#username').fill('alice');
    await page.locator('#signin-key').fill(w.keys('alice').posting.private);
    await page.locator('#signin-submit').click();
    return page;
  }

  it('en: none set, it goes straight on; once set, they are said and Continue goes on', async () => {
    const straight = w.app.next('/callback');
    const first = await signAsAlice('en', 'none-set');
    expect((await straight).searchParams.get('state')).to.equal('none-set');
    expect(await first.locator('#limits-still-apply').count()).to.equal(0);
    await first.context().close();

    await aliceSets(w, { max_vote_weight: 2500 });
    const page = await signAsAlice('en', 'set');
    const errors = recordConsoleErrors(page);
    const notice = page.locator('#limits-still-apply');
    await notice.waitFor();
    expect(await notice.locator('p').textContent()).to.equal(
      'Limits you set for this app still apply: Votes of at most 25 %.',
    );
    expect(new URL(page.url()).origin, 'it waits for the Continue').to.equal(w.serviceUrl);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(
      await continueButton.evaluate((b: HTMLElement) => b === document.activeElement),
    ).to.equal(true);
    const box = (await continueButton.boundingBox())!;
    expect(box.y + box.height, 'on the phone’s first screen').to.be.at.most(915);
    const violations = await checkEveryVariant(w, page, 'consent-limits-still-apply');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    const landed = w.app.next('/callback');
    await continueButton.click();
    expect((await landed).searchParams.get('state')).to.equal('set');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('ar: said in Arabic, right to left, with its Continue', async () => {
    await aliceSets(w, { max_vote_weight: 2500 });
    const page = await signAsAlice('ar', 'set-ar');
    await page.locator('#limits-still-apply').waitFor();
    expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
    expect(await page.locator('#limits-still-apply p').textContent()).to.match(
      /^الحدود التي وضعتها لهذا التطبيق ما زالت سارية: /,
    );
    const landed = w.app.next('/callback');
    await page.getByRole('button', { name: 'متابعة' }).click();
    expect((await landed).searchParams.get('state')).to.equal('set-ar');
    await page.context().close();
  });
});
