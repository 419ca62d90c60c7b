import 'reflect-metadata';
import { expect } from 'chai';
import { call } from '../support/http';
import { checkEveryVariant } from './axe';
import {
  recordConsoleErrors,
  tokenThroughApi,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { aFollow } from '../support/builders';

const follow = aFollow('alice');

/**
 * Issue 57 §8 on /authorized-apps: each sign-in says when it was made, to the minute, and the
 * operations an app may take can be narrowed there (unticking one forbids it at /api/broadcast;
 * none left is refused beside the boxes).
 */
describe('Browser: sign-in rows told apart, operations narrowed at /authorized-apps (issue 57 §8)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  const broadcast = (token: string, operation: unknown) =>
    call(w.serviceUrl, 'POST', '/api/broadcast', {
      json: { operations: [operation] },
      headers: { Authorization: token },
    });

  it('each row says when it was made; an action left unticked is forbidden, and none left is refused', async () => {
    const token = await tokenThroughApi(w, 'alice', 'vote,custom_json');
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('alice');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Show my sign-ins' }).click();
    const row = page.locator('#sign-ins-list li', { hasText: 'may act for you' }).first();
    await row.waitFor();
    // "since December 1, 2026, 21:22 UTC": the time of day, not the day alone.
    expect(await row.textContent()).to.match(/since [^,]+, \d{4}, \d{1,2}:\d{2} UTC, last used/);

    await page.getByRole('button', { name: 'Set limits on @demo-app' }).click();
    await page.getByRole('group', { name: 'Actions it may take' }).waitFor();
    const voteBox = page.getByLabel('vote on posts and comments');
    expect(await voteBox.isChecked()).to.equal(true);
    const violations = await checkEveryVariant(w, page, 'authorized-apps-narrow');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    // None left: refused beside the boxes, nothing saved.
    for (const box of await page.locator('[name="edit-operation"]').all()) await box.uncheck();
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText('Leave at least one action allowed, or end its access instead.').waitFor();
    expect((await broadcast(token, follow)).status).to.equal(200);

    await voteBox.check();
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByText(/^Limits on @demo-app saved\./).waitFor();
    const refused = await broadcast(token, follow);
    expect(refused.status, JSON.stringify(refused.body)).to.equal(401);
    expect(refused.body.error).to.equal('invalid_scope');
    expect(refused.body.error_description).to.include('custom_json');
    expect(errors).to.deep.equal([]);
  });
});
