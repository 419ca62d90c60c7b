import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import { call } from '../support/http';
import {
  accountOf,
  tokenThroughApi,
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { aFollow } from '../support/builders';

/** A posting token for `name`, through the sign-in API (signing in node, as a test shortcut). */
const postingToken = (w: BrowserWorld, name: string) =>
  tokenThroughApi(w, name, 'vote,comment,custom_json');

const follow = (follower: string) => aFollow(follower, 'alice');

describe('Browser: authorized apps and sign links on the dev chain', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('removes an app on /authorized-apps, after which /api/broadcast is refused', async () => {
    const token = await postingToken(w, 'carol');
    const before = await call(w.serviceUrl, 'POST', '/api/broadcast', {
      headers: { Authorization: token },
      json: { operations: [follow('carol')] },
    });
    expect(before.status, JSON.stringify(before.body)).to.equal(200);

    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByLabel('Your Hive username').fill('carol');
    await page.getByRole('button', { name: 'Show authorized apps' }).click();
    const remove = page.getByRole('button', {
      name: 'Remove @demo-app from your posting authority',
    });
    await remove.waitFor();
    await w.screenshot(page, 'authorized-apps');

    const activeKey = w.keys('carol').active.private;
    await page.getByLabel('Private active key or master password').fill(activeKey);
    await remove.click();
    await page
      .getByText(
        '@demo-app will no longer be able to publish, vote, follow or update your profile as you',
      )
      .waitFor();
    await w.screenshot(page, 'authorized-apps-confirm');
    await page.getByRole('button', { name: 'Remove @demo-app', exact: true }).click();
    await page.getByText('@demo-app was removed from your posting authority.').waitFor();
    expect(await remove.count()).to.equal(0);
    await w.screenshot(page, 'authorized-apps-removed');
    expect((await accountOf(w, 'carol')).posting.account_auths).to.deep.equal([]);

    // The block follower sees the removal and ends the sign-in (issue 25): the token is revoked.
    // Until it has (a bounded wait, not a timing claim), the chain's authority already refuses:
    // the service's own check once its account cache (a block) is fresh, the chain's before.
    const broadcast = () =>
      call(w.serviceUrl, 'POST', '/api/broadcast', {
        headers: { Authorization: token },
        json: { operations: [follow('carol')] },
      });
    let after = await broadcast();
    for (let waited = 0; after.body.error !== 'invalid_grant' && waited < 15_000; waited += 250) {
      const refused =
        after.body.error === 'unauthorized_client' ||
        /Missing Posting Authority carol/.test(String(after.body.error_description));
      expect(refused, JSON.stringify(after.body)).to.equal(true);
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await broadcast();
    }
    expect(after.status, JSON.stringify(after.body)).to.equal(401);
    expect(after.body.error_description).to.equal('The token has been revoked');
    expect(requests.filter((r) => r.includes(activeKey))).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('executes a transfer sign link built by the hivesigner SDK (hive-uri) and follows its callback', async () => {
    const aliceBefore = await accountOf(w, 'alice');
    const bobBefore = await accountOf(w, 'bob');
    // What hivesigner's sendOperation() builds, with our host instead of hivesigner.com.
    // Named by its app (client_id) and registered by it (the query aside): the page returns by itself.
    const link = `${encodeOp(
      [
        'transfer',
        { from: '__signer', to: 'bob', amount: '1.500 HIVE', memo: 'Lunch <b>thanks</b>' },
      ],
      { callback: `${w.app.url}/callback?id={{id}}&block={{block}}` },
    ).replace('hive://', `${w.serviceUrl}/`)}&client_id=demo-app`;

    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    const response = await page.goto(link);
    expect(response!.headers()['content-security-policy']).to.include("frame-ancestors 'none'");
    expect(await page.locator('h1').textContent()).to.equal('Send 1.500 HIVE to @bob');
    expect(
      await page.locator('td', { hasText: 'Lunch <b>thanks</b>' }).count(),
      'the memo shown as text',
    ).to.equal(1);
    await w.screenshot(page, 'sign-transfer');

    const activeKey = w.keys('alice').active.private;
    await page.getByLabel('Sign as').fill('alice');
    await page.getByLabel('Private active key or master password').fill(activeKey);
    const signed = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    const landed = await signed;
    expect(landed.searchParams.get('id')).to.match(/^[0-9a-f]{40}$/);
    expect(Number(landed.searchParams.get('block'))).to.be.greaterThan(0);

    const aliceAfter = await accountOf(w, 'alice');
    const bobAfter = await accountOf(w, 'bob');
    expect(parseFloat(aliceAfter.balance)).to.be.closeTo(
      parseFloat(aliceBefore.balance) - 1.5,
      1e-9,
    );
    expect(parseFloat(bobAfter.balance)).to.be.closeTo(parseFloat(bobBefore.balance) + 1.5, 1e-9);
    const tx = await call(w.devnet.url, 'POST', '/', {
      json: {
        jsonrpc: '2.0',
        id: 1,
        method: 'condenser_api.get_transaction',
        params: [landed.searchParams.get('id')],
      },
    });
    expect(tx.body.result.operations).to.deep.equal([
      ['transfer', { from: 'alice', to: 'bob', amount: '1.500 HIVE', memo: 'Lunch <b>thanks</b>' }],
    ]);
    expect(requests.filter((r) => r.includes(activeKey))).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('executes a legacy /sign/transfer link (hivesigner sign()) and shows the transaction id', async () => {
    const page = await w.newPage();
    await page.goto(
      `${w.serviceUrl}/sign/transfer?to=alice&amount=${encodeURIComponent('2.000 HBD')}&memo=back`,
    );
    expect(await page.locator('h1').textContent()).to.equal('Send 2.000 HBD to @alice');
    await page.getByLabel('Sign as').fill('bob');
    await page.getByLabel('Private active key or master password').fill(w.passwordOf('bob'));
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    const id = await page.locator('#done-id').textContent();
    expect(id).to.match(/^[0-9a-f]{40}$/);
    await w.screenshot(page, 'sign-legacy-done');
    const tx = await call(w.devnet.url, 'POST', '/', {
      json: { jsonrpc: '2.0', id: 1, method: 'condenser_api.get_transaction', params: [id] },
    });
    expect(tx.body.result.operations[0]).to.deep.equal([
      'transfer',
      { from: 'bob', to: 'alice', amount: '2.000 HBD', memo: 'back' },
    ]);
    await page.context().close();
  });

  it('a legacy link returns to the redirect_uri its app registered, as given: the visit carries no result (as HiveSigner)', async () => {
    const page = await w.newPage();
    const back = `${w.app.url}/callback?from=legacy`; // registered by demo-app (the query aside)
    await page.goto(
      `${w.serviceUrl}/sign/transfer?to=alice&amount=${encodeURIComponent('0.500 HBD')}&client_id=demo-app&redirect_uri=${encodeURIComponent(back)}`,
    );
    await page.getByLabel('Sign as').fill('bob');
    await page.getByLabel('Private active key or master password').fill(w.passwordOf('bob'));
    const returned = w.app.next('/callback');
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    expect((await returned).search, 'nothing added to it').to.equal('?from=legacy');
    await page.context().close();
  });

  it('links the app directory from every page', async () => {
    const page = await w.newPage();
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    await page.getByRole('link', { name: 'Apps', exact: true }).click();
    await page.waitForURL(`${w.serviceUrl}/apps`);
    await w.screenshot(page, 'apps');
    await page.context().close();
  });
});
