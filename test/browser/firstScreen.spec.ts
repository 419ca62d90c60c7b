import 'reflect-metadata';
import { expect } from 'chai';
import { deviceCodeUrl as deviceUrlOf } from './deviceCode';
import type { Page } from 'playwright-core';
import { checkEveryVariant } from './axe';
import { authorizeUrl, useBrowserWorld, type BrowserWorld } from './browserFixture';

/**
 * Issue 57 §3: a phone signs in from its first screen. At 390 × 844 the username field and the
 * Sign in button of the consent page and of /device's code page end within the first screen, in
 * English, German, French (the longest catalogue on these pages, by characters) and the
 * pseudo-locale (longer still), while what the grant says stays above the button.
 */
describe('Browser: a phone signs in from the first screen (issue 57 §3)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  /** Where the element ends, in CSS pixels from the top of the page, and the screen's height. */
  const bottomOf = (page: Page, selector: string) =>
    page.evaluate((s) => {
      const box = document.querySelector(s)!.getBoundingClientRect();
      return { bottom: Math.ceil(box.bottom + window.scrollY), screen: window.innerHeight };
    }, selector);

  const deviceCodeUrl = (locale: string) => deviceUrlOf(w.serviceUrl, locale);

  for (const locale of ['en', 'de', 'fr', 'en-XA']) {
    for (const flow of ['consent', 'device'] as const) {
      it(`${flow} page, ${locale}: the username and Sign in end within 390 × 844, the grant's words above them`, async () => {
        const page = await w.newPage();
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(
          flow === 'consent'
            ? authorizeUrl(w, { scope: 'vote', ui_locales: locale })
            : await deviceCodeUrl(locale),
        );
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await w.screenshot(page, `first-screen-${flow}-${locale}`);
        const found: Record<string, number> = {};
        for (const selector of ['#username', '#signin-submit']) {
          const { bottom, screen } = await bottomOf(page, selector);
          found[selector] = bottom;
          expect(bottom, `${selector} ends at ${bottom} px`).to.be.at.most(screen);
        }
        console.log(`      ${flow} ${locale}: ${JSON.stringify(found)}`);
        await page.locator('#grant-words').waitFor(); // what the grant says, visible
        const statement = await bottomOf(page, '#grant-words');
        expect(statement.bottom).to.be.lessThan(found['#signin-submit']);
        // How far the limits reach is still said, after the sign-in step.
        expect(await page.locator('#limits-reach').isVisible()).to.equal(true);
        if (locale === 'de') {
          const violations = await checkEveryVariant(w, page, `first-screen-${flow}-${locale}`);
          expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
        }
        await page.context().close();
      });
    }
  }
});
