import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { BrowserWorld } from './browserFixture';

/** The part of axe.run's answer the checks read. */
interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    nodes: { target: string[]; failureSummary?: string }[];
  }[];
}

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The four ways a page is looked at: desktop and a 390-px phone, each light and dark. */
export const VARIANTS = [
  { name: 'desktop-light', viewport: { width: 1280, height: 800 }, colorScheme: 'light' },
  { name: 'desktop-dark', viewport: { width: 1280, height: 800 }, colorScheme: 'dark' },
  { name: 'phone-light', viewport: { width: 390, height: 844 }, colorScheme: 'light' },
  { name: 'phone-dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' },
] as const;

export interface Violation {
  state: string;
  variant: string;
  rule: string;
  impact: string | null;
  targets: string[];
  summary: string;
}

/**
 * axe-core's wcag2a and wcag2aa rules on the page as it is now, in every variant, with a full-page
 * screenshot of each under test/artifacts/ (`<state>-<variant>.png`). axe is injected through the
 * DevTools protocol (page.evaluate), which the page's CSP does not govern: the page itself is
 * tested under its real policy.
 */
export async function checkEveryVariant(
  w: BrowserWorld,
  page: Page,
  state: string,
): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const variant of VARIANTS) {
    await page.setViewportSize(variant.viewport);
    await page.emulateMedia({ colorScheme: variant.colorScheme });
    await page.waitForTimeout(50); // one frame for layout and the media query
    if (!(await page.evaluate('typeof window.axe'))?.toString().includes('object'))
      await page.evaluate(AXE_SOURCE);
    const result = await page.evaluate<AxeResult>(
      "axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] })",
    );
    for (const violation of result.violations) {
      found.push({
        state,
        variant: variant.name,
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary ?? '',
      });
    }
    await w.screenshot(page, `${state}-${variant.name}`);
  }
  return found;
}
