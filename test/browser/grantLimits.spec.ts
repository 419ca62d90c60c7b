import 'reflect-metadata';
import { expect } from 'chai';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';
import { english } from '../support/words';
import { checkEveryVariant } from './axe';
import type { Page } from 'playwright-core';
import { recordConsoleErrors, useBrowserWorld, type BrowserWorld } from './browserFixture';
import { tabTo } from './keyboard';
import { loginUrl } from '../support/loginUrl';

const DAY_MS = 24 * 3600_000;

/** The limits the token answer for the code `landed` carries (what the app was granted). */
async function grantedAt(w: BrowserWorld, landed: URL): Promise<any> {
  const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
    json: { code: landed.searchParams.get('code'), client_secret: 'demo-app-secret' },
  });
  expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
  return tokens.body.authorization_details[0];
}

/** Signs `name` in to demo-app with `limits` (the code flow, through the API): its access token. */
async function signInWithLimits(
  w: BrowserWorld,
  name: string,
  limits: Record<string, unknown>,
): Promise<string> {
  const asked = {
    client_id: 'demo-app',
    redirect_uri: `${w.app.url}/callback`,
    scope: 'vote',
    authorization_details: [{ type: 'hive_posting', ...limits }],
  };
  const { body: c } = await call(w.serviceUrl, 'POST', '/api/oauth2/challenge', {
    json: { username: name, ...asked },
  });
  const authorized = await call(w.serviceUrl, 'POST', '/api/oauth2/authorize', {
    json: {
      ...asked,
      challenge: c.challenge,
      signature: signMessage(c.challenge, keyOf(name)),
      response_type: 'code',
    },
  });
  expect(authorized.status, JSON.stringify(authorized.body)).to.equal(200);
  const code = new URL(authorized.body.redirect_to).searchParams.get('code');
  const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
    json: { code, client_secret: 'demo-app-secret' },
  });
  return tokens.body.access_token;
}

/** A vote of `weight` by `voter` through /api/broadcast with `token`. */
function broadcastVote(w: BrowserWorld, token: string, voter: string, weight: number) {
  return call(w.serviceUrl, 'POST', '/api/broadcast', {
    headers: { Authorization: token },
    json: { operations: [['vote', { voter, author: 'alice', permlink: 'hello', weight }]] },
  });
}

/** True when `first` comes before `second` in document order. */
function precedes(page: Page, first: string, second: string): Promise<boolean> {
  return page.evaluate(
    ([a, b]) =>
      Boolean(
        document.querySelector(a)!.compareDocumentPosition(document.querySelector(b)!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    [first, second],
  );
}

/** What these sign-ins ask for: votes and app messages, the operations limits bind. */
const POSTING = 'vote,custom_json';

/**
 * Issue 24 §3 in Chromium on the dev chain: the consent page shows the app's limits in plain words,
 * lets the user lower them with labelled controls (phone viewport, keyboard), refuses a raise next
 * to its field, and the tokens carry what the user chose. axe-clean on desktop and phone.
 */
describe('Browser: lowering grant limits on the consent page', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('says what the app may do from the grant, before the sign-in step; each choice is said again and granted (issue 39 §1)', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const ends = new Date(Date.now() + 40 * DAY_MS).toISOString();
    await page.goto(
      loginUrl(w, {
        scope: POSTING,
        limits: {
          operations: ['vote', 'custom_json'],
          max_vote_weight: 2000,
          custom_json_ids: ['follow', 'community'],
          max_operations_per_day: 50,
          expires_at: ends,
        },
        state: 'limits-1',
        account: 'alice',
      }),
    );
    const words = page.locator('#grant-words');
    await words.getByText('Votes of at most 20 %.').waitFor();
    expect(await words.textContent()).to.include(
      'Act for you on Hive: vote on posts and comments and send app messages',
    );
    expect(await words.textContent()).not.to.match(/publish/i);
    await page
      .getByText('These limits bind only what @demo-app does through this service')
      .waitFor();
    // Before the sign-in step, in document order and on the screen.
    expect(await precedes(page, '#grant-words', '#limits-adjust')).to.equal(true);
    expect(await precedes(page, '#limits-adjust', '#signin')).to.equal(true);
    const top = async (selector: string) => (await page.locator(selector).boundingBox())!.y;
    expect(await top('#limits-adjust summary')).to.be.lessThan(await top('#signin-submit'));

    await page.getByText('Adjust limits').click();
    const violations = await checkEveryVariant(w, page, 'consent-limits');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    // A raise is refused next to its field, before anything is signed.
    await page.getByLabel('Largest vote, in % (at most 20)').fill('50');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.locator('#limit-vote-weight-error').waitFor();
    expect(await page.locator('#limit-vote-weight').getAttribute('aria-invalid')).to.equal('true');

    // Each choice lowers what the page says the app may do, as it will be granted.
    await page.getByLabel('Largest vote, in % (at most 20)').fill('10');
    await page.getByLabel('Allow downvotes').uncheck();
    await page.getByLabel('community', { exact: true }).uncheck();
    await page.getByLabel('Most actions a day (at most 50)').fill('5');
    await page.getByLabel('Access ends').selectOption({ label: 'In 7 days' });
    expect(await page.locator('#limit-expiry option').allTextContents()).not.to.include(
      'In 90 days',
    );
    await words.getByText('Votes of at most 10 %, no downvotes.').waitFor();
    await words.getByText('App messages (custom_json) only of the kinds: follow.').waitFor();
    await words.getByText('At most 5 actions a day.').waitFor();
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const granted = await grantedAt(w, await callback);
    expect(granted).to.deep.include({
      type: 'hive_posting',
      operations: ['vote', 'custom_json'],
      max_vote_weight: 1000,
      allow_downvote: false,
      custom_json_ids: ['follow'],
      max_operations_per_day: 5,
    });
    expect(Date.parse(granted.expires_at) - Date.now()).to.be.within(
      7 * DAY_MS - 60_000,
      7 * DAY_MS,
    );
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('an operation unticked takes its limits with it: its group is disabled, unsaid and not granted (issue 39 §1)', async () => {
    const page = await w.newPage();
    await page.goto(
      loginUrl(w, {
        scope: POSTING,
        limits: {
          operations: ['vote', 'custom_json'],
          custom_json_ids: ['follow'],
          max_vote_weight: 2000,
        },
        state: 'limits-3',
        account: 'alice',
      }),
    );
    await page.getByText('Adjust limits').click();
    await page.getByLabel(/send app messages/).uncheck();
    expect(await page.getByLabel('follow', { exact: true }).isDisabled()).to.equal(true);
    const words = page.locator('#grant-words');
    await words.getByText('Act for you on Hive: vote on posts and comments.').waitFor();
    expect(await words.textContent()).not.to.include('follow');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await grantedAt(w, await callback)).operations).to.deep.equal(['vote']);
    await page.context().close();
  });

  it('the keyboard alone adjusts the limits and signs in; once signed, the authority step finds them fixed (issue 39 §1)', async () => {
    const page = await w.newPage();
    await page.goto(
      loginUrl(w, {
        scope: POSTING,
        limits: { max_vote_weight: 2000 },
        state: 'limits-keys',
        account: 'bob',
      }),
    );
    await tabTo(page, '#limits-adjust summary');
    await page.keyboard.press('Enter');
    await tabTo(page, '#limit-vote-weight');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    await page.locator('#grant-words').getByText('Votes of at most 5 %.').waitFor();
    await tabTo(page, '#username');
    await page.keyboard.type('bob');
    await tabTo(page, '#signin-key', 3);
    await page.keyboard.type(w.passwordOf('bob'));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    // Signed: the limits are folded and fixed, not editable and silently ignored.
    expect(await page.locator('#limits').evaluate((f: HTMLFieldSetElement) => f.disabled)).to.equal(
      true,
    );
    expect(await page.locator('#limits-adjust').getAttribute('open')).to.equal(null);
    await page.getByText('Your limits (fixed for this sign-in)').waitFor();
    await page.getByText('@demo-app holds keys or accounts that can use it directly').waitFor();
    // The master password typed to sign in signs the grant too (issue 57 §8).
    await tabTo(page, '#grant-submit', 4);
    const callback = w.app.next('/callback');
    await page.keyboard.press('Enter');
    expect(await grantedAt(w, await callback)).to.deep.include({ max_vote_weight: 500 });
    await page.context().close();
  });

  it('/authorized-apps shows the limits granted at consent, refuses a loosening naming what is in force, keeps the key, and asks before ending (issue 39 §2)', async () => {
    // carol signed in at consent with 25 %, no downvotes, 3 actions a day, 7 days.
    const ends = new Date(Date.now() + 7 * DAY_MS).toISOString();
    const token = await signInWithLimits(w, 'carol', {
      max_vote_weight: 2500,
      allow_downvote: false,
      max_operations_per_day: 3,
      expires_at: ends,
    });
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('carol');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('carol').posting.private);
    await page.getByRole('button', { name: 'Set limits on @demo-app' }).click();
    await page.getByRole('heading', { name: 'Limits on @demo-app' }).waitFor();
    const until = `Until ${english.date(ends)}.`;
    await page
      .locator('#limits-current')
      .getByText(
        `In force now: Votes of at most 25 %, no downvotes. At most 3 actions a day. ${until}`,
      )
      .waitFor();
    // The sign-ins list, read to know it, shows the same, with the end.
    const row = page.locator('#sign-ins-list li', { hasText: '@demo-app' });
    expect(await row.textContent()).to.include(
      `Limits: Votes of at most 25 %, no downvotes. At most 3 actions a day. ${until}`,
    );
    expect((await row.textContent())!.split('Until').length, 'its end, said once').to.equal(2);
    const violations = await checkEveryVariant(w, page, 'authorized-apps-limits');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    // A looser value is refused beside its field, naming what is in force; nothing is "saved".
    await page.getByLabel('Largest vote, in % (now at most 25; empty: unchanged)').fill('50');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page
      .locator('#edit-vote-weight-error')
      .getByText('Already in force: Votes of at most 25 %.')
      .waitFor();
    expect(await page.locator('#status').textContent()).not.to.include('saved');

    await page.getByLabel('Largest vote, in % (now at most 25; empty: unchanged)').fill('10');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page
      .getByText(
        `Limits on @demo-app saved. In force now: Votes of at most 10 %, no downvotes. At most 3 actions a day. ${until}`,
      )
      .waitFor();
    expect(await row.textContent()).to.include('Limits: Votes of at most 10 %');
    // What the page says is in force is what /api/broadcast enforces.
    const vote = await broadcastVote(w, token, 'carol', 1500);
    expect(vote.status).to.equal(401);
    expect(vote.body.error_description).to.include("exceeds this grant's limit of 1000");

    // A second save, keyboard alone, with the key still there.
    expect(await page.getByLabel('Private posting key or master password').inputValue()).to.equal(
      w.keys('carol').posting.private,
    );
    await page.getByRole('button', { name: 'Set limits on @demo-app' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Limits on @demo-app' }).waitFor();
    await tabTo(page, '#edit-per-day', 6);
    await page.keyboard.type('2');
    // Past the end box and the operations' boxes (issue 57 §8), one per operation it may take.
    await tabTo(page, '#limits-save', 4 + 7);
    await page.keyboard.press('Enter');
    await page.getByText(/^Limits on @demo-app saved\..*At most 2 actions a day\./).waitFor();

    // Ending asks first, saying what stops working; keeping it changes nothing.
    await page.getByRole('button', { name: 'Set limits on @demo-app' }).click();
    await page.getByLabel('End its access now').check();
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByRole('heading', { name: "End @demo-app's access now?" }).waitFor();
    expect(await page.locator('#end-access-loses').textContent()).to.include(
      'its tokens stop working',
    );
    await page.getByRole('button', { name: 'Keep its access' }).click();
    expect(
      (await call(w.serviceUrl, 'POST', '/api/me', { headers: { Authorization: token } })).status,
    ).to.equal(200);
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page.getByRole('button', { name: "End @demo-app's access" }).click();
    await page.getByText("@demo-app's access here ended").waitFor();
    expect(
      (await call(w.serviceUrl, 'POST', '/api/me', { headers: { Authorization: token } })).status,
    ).to.equal(401);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('offers exactly the operations the scope names, and the statement follows the boxes to none (issue 57 §1)', async () => {
    const page = await w.newPage();
    const query = new URLSearchParams({
      client_id: 'demo-app',
      redirect_uri: `${w.app.url}/callback`,
      response_type: 'code',
      scope: 'vote,comment',
      state: 'asked-only',
      account: 'alice',
    });
    await page.goto(`${w.serviceUrl}/oauth2/authorize?${query}`);
    const words = page.locator('#grant-words');
    expect(await words.textContent()).to.include(
      'Act for you on Hive: vote on posts and comments and publish and edit posts and comments.',
    );
    await page.getByText('Adjust limits').click();
    const boxes = page.locator('input[name="limit-operation"]');
    expect(
      await boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).value)),
    ).to.deep.equal(['vote', 'comment']);
    await page.getByLabel('vote on posts and comments').uncheck();
    await words.getByText('Act for you on Hive: publish and edit posts and comments.').waitFor();
    await page.getByLabel('publish and edit posts and comments').uncheck();
    await words.getByText('Leave at least one action allowed, or cancel the sign-in.').waitFor();
    expect(await words.textContent()).not.to.include('publish');
    await page.context().close();
  });

  it('an app that asked for no limits: the offer changes nothing unless the user picks it', async () => {
    const page = await w.newPage();
    const query = new URLSearchParams({
      client_id: 'demo-app',
      redirect_uri: `${w.app.url}/callback`,
      response_type: 'code',
      scope: 'vote',
      state: 'limits-2',
      account: 'alice',
    });
    await page.goto(`${w.serviceUrl}/oauth2/authorize?${query}`);
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      json: { code: (await callback).searchParams.get('code'), client_secret: 'demo-app-secret' },
    });
    expect(tokens.body).not.to.have.property('authorization_details');
    await page.context().close();
  });
});
