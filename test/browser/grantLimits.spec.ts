import 'reflect-metadata';
import { expect } from 'chai';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';
import { checkEveryVariant } from './axe';
import { recordConsoleErrors, useBrowserWorld, type BrowserWorld } from './browserFixture';

const DAY_MS = 24 * 3600_000;

/** A login URL of demo-app asking for `limits` (RFC 9396 hive_posting), code flow. */
function loginUrl(w: BrowserWorld, limits: Record<string, unknown>, state: string): string {
  const query = new URLSearchParams({
    client_id: 'demo-app',
    redirect_uri: `${w.app.url}/callback`,
    response_type: 'code',
    scope: 'vote,custom_json',
    state,
    account: 'alice',
    authorization_details: JSON.stringify([{ type: 'hive_posting', ...limits }]),
  });
  return `${w.serviceUrl}/oauth2/authorize?${query}`;
}

/**
 * Issue 24 §3 in Chromium on the dev chain: the consent page shows the app's limits in plain words,
 * lets the user lower them with labelled controls (phone viewport, keyboard), refuses a raise next
 * to its field, and the tokens carry what the user chose. axe-clean on desktop and phone.
 */
describe('Browser: lowering grant limits on the consent page', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('shows the limits, is accessible, and grants what the user lowered them to', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(loginUrl(w, { max_vote_weight: 2000, max_operations_per_day: 50 }, 'limits-1'));
    await page.getByText('Votes of at most 20 %.').waitFor();
    await page.getByText('At most 50 actions a day.').waitFor();
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

    // Lowered with the keyboard and labelled controls.
    await page.getByLabel('Largest vote, in % (at most 20)').fill('10');
    await page.getByLabel('Allow downvotes').uncheck();
    await page.getByLabel('Most actions a day (at most 50)').fill('5');
    await page.getByLabel('Access ends').selectOption({ label: 'In 7 days' });
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const landed = await callback;
    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      json: { code: landed.searchParams.get('code'), client_secret: 'demo-app-secret' },
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    const [granted] = tokens.body.authorization_details;
    expect(granted).to.include({
      type: 'hive_posting',
      max_vote_weight: 1000,
      allow_downvote: false,
      max_operations_per_day: 5,
    });
    expect(Date.parse(granted.expires_at) - Date.now()).to.be.within(
      7 * DAY_MS - 60_000,
      7 * DAY_MS,
    );
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('/authorized-apps: the user tightens an app with posting authority, signing with a key, and it holds', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('alice');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    await page.getByRole('button', { name: 'Set limits on @demo-app' }).click();
    await page.getByRole('heading', { name: 'Limits on @demo-app' }).waitFor();
    await page.getByText('What you set before stays: limits only get stricter.').waitFor();
    const violations = await checkEveryVariant(w, page, 'authorized-apps-limits');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);

    await page.getByLabel('Largest vote, in % (empty: unchanged)').fill('10');
    await page.getByLabel('No downvotes').check();
    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Save limits' }).click();
    await page
      .getByText('Limits on @demo-app saved. You set: votes of at most 10 %, no downvotes.')
      .waitFor();
    // What alice set is hers to read: with a signature of hers (the signed sign-ins list).
    const { body: asked } = await call(w.serviceUrl, 'POST', '/api/oauth2/sign-ins/challenge', {
      json: { username: 'alice' },
    });
    const listed = await call(w.serviceUrl, 'POST', '/api/oauth2/sign-ins', {
      json: { challenge: asked.challenge, signature: signMessage(asked.challenge, keyOf('alice')) },
    });
    const stored = { body: { limits: listed.body.limits['demo-app'] } };
    const unsigned = await call(
      w.serviceUrl,
      'GET',
      '/api/oauth2/limits?username=alice&client_id=demo-app',
    );
    expect(unsigned.status, 'nobody reads them without her token').to.equal(401);
    expect(stored.body.limits).to.deep.equal({ max_vote_weight: 1000, allow_downvote: false });
    expect(errors).to.deep.equal([]);
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
