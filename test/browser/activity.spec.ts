import 'reflect-metadata';
import { Client } from '@hiveio/dhive';
import { expect } from 'chai';
import { keyOf, signMessage, aFollow } from '../support/builders';
import { readFileSync } from 'node:fs';
import { call } from '../support/http';
import { checkEveryVariant } from './axe';
import {
  recordConsoleErrors,
  tokenThroughApi,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';

const followOf = (following: string) => aFollow('alice', following);

/**
 * Issue 59 §1 on /authorized-apps: what each app broadcast for alice, under the app, newest first,
 * in the page's language (English, and Arabic right to left), phone and desktop, axe-core clean;
 * "Show older" pages; the whole list downloads as CSV and JSON.
 */
describe('Browser: what each app did with my account, on /authorized-apps (issue 59)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  /** Broadcasts `count` follows for alice through demo-app; their ids, newest first. */
  async function broadcasts(count: number): Promise<string[]> {
    const token = await tokenThroughApi(w, 'alice', 'vote,custom_json');
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const sent = await call(w.serviceUrl, 'POST', '/api/broadcast', {
        json: { operations: [followOf(['bob', 'carol', 'hivegate'][i % 3])] },
        headers: { Authorization: token },
      });
      expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
      ids.unshift(sent.body.result.id);
    }
    return ids;
  }

  async function openActivity(locale: string) {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/authorized-apps?ui_locales=${locale}`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('#username').fill('alice');
    await page.locator('#lookup button[type=submit]').click();
    await page.locator('#sign-ins-show').waitFor();
    await page.locator('#posting-key').fill(w.keys('alice').posting.private);
    await page.locator('#sign-ins-show').click();
    await page.locator('#activity').waitFor();
    return { page, errors };
  }

  for (const locale of ['en', 'ar']) {
    it(`${locale}: each broadcast under its app with its operations, status and explorer link; phone and desktop, axe-clean`, async () => {
      const [id] = await broadcasts(1);
      const { page, errors } = await openActivity(locale);
      const group = page.locator('section.activity-app', { hasText: '@demo-app' });
      await group.locator('li').first().waitFor();
      const text = (await group.textContent())!;
      if (locale === 'en') {
        expect(text).to.include('send app messages (follow, reblog, communities, games)');
        expect(text).to.match(/Transactions in the last 24 hours: 1; in the last 30 days: 1\./);
        expect(text).to.match(/Sent, not yet in a block|In block \d+|Final, in block \d+/);
        expect(await page.locator('#activity-title').textContent()).to.equal(
          'What each app did with your account',
        );
      } else {
        expect(await page.locator('html').getAttribute('dir')).to.equal('rtl');
        expect(await page.locator('#activity-title').textContent()).to.equal(
          'ما فعله كل تطبيق بحسابك',
        );
        expect(text).to.include('المعاملات في آخر 24 ساعة');
      }
      const link = group.locator(`a[href="https://hivehub.dev/tx/${id}"]`);
      expect(await link.count()).to.equal(1);
      expect(await link.getAttribute('title')).to.equal(id);
      const violations = await checkEveryVariant(w, page, `authorized-apps-activity-${locale}`);
      expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
      expect(errors).to.deep.equal([]);
    });
  }

  it("marks what demo-app's own key signed for alice on the chain as signed by the app itself", async () => {
    const chain = new Client(w.devnet.url, {
      chainId: w.devnet.chainId,
      addressPrefix: w.devnet.addressPrefix,
    });
    const { id } = await chain.broadcast.sendOperations(
      [followOf('demo-spa') as never],
      keyOf('demo-app'),
    );
    // Until the follower read its block (a second or two): a bounded wait through the API.
    for (let tries = 0; tries < 60; tries++) {
      const { body } = await call(w.serviceUrl, 'POST', '/api/oauth2/sign-ins/challenge', {
        json: { username: 'alice' },
        headers: { Origin: w.serviceUrl },
      });
      const answer = await call(w.serviceUrl, 'POST', '/api/oauth2/sign-ins', {
        json: { challenge: body.challenge, signature: signMessage(body.challenge, keyOf('alice')) },
        headers: { Origin: w.serviceUrl },
      });
      if (answer.body.activity?.some((a: { id: string }) => a.id === id)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const { page } = await openActivity('en');
    const item = page.locator('section.activity-app li', { has: page.locator(`[title="${id}"]`) });
    await item.waitFor();
    expect(await item.textContent()).to.include(
      'Signed by the app itself, not through this service.',
    );
  });

  it('pages with "Show older" and downloads the whole list as CSV and JSON', async () => {
    const ids = await broadcasts(53); // one page (50) and three more
    const { page } = await openActivity('en');
    const rows = page.locator('section.activity-app li');
    await rows.nth(49).waitFor();
    expect(await rows.count()).to.equal(50);
    // Earlier tests of this world broadcast for alice too: older than these, after them.
    await page.getByRole('button', { name: 'Show older' }).click();
    await rows.nth(52).waitFor();
    expect(await page.getByRole('button', { name: 'Show older' }).isHidden()).to.equal(true);
    const titles = await page
      .locator('section.activity-app li a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('title')));
    expect(titles.slice(0, ids.length)).to.deep.equal(ids);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).to.equal('hivegate-activity-alice.csv');
    const lines = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).to.equal('app,id,operations,at,status,block_num,why,source');
    expect(lines).to.have.length(titles.length + 1);
    expect(lines[1]).to.match(new RegExp(`^"demo-app","${ids[0]}","custom_json","[^"]+Z","`));

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    const entries = JSON.parse(readFileSync(await json.path(), 'utf8')) as { id: string }[];
    expect(entries.map((entry) => entry.id)).to.deep.equal(titles);
    expect(entries[0]).to.include({ app: 'demo-app', source: 'service' });
  });
});
