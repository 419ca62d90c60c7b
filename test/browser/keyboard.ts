import { expect } from 'chai';
import type { Page } from 'playwright-core';

/** Presses Tab until `selector` has focus (at most `max` times): proof it is reachable by keyboard, in order. */
export async function tabTo(page: Page, selector: string, max = 30): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
      const outline = await page.evaluate(
        () => getComputedStyle(document.activeElement!).outlineStyle,
      );
      expect(outline, `${selector} shows where the focus is`).to.not.equal('none');
      return presses;
    }
  }
  return expect.fail(`${selector} was not reached with ${max} presses of Tab`);
}
