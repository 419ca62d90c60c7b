import 'reflect-metadata';
import { Client } from '@hiveio/dhive';
import { expect } from 'chai';
import { encodeOp } from 'hive-uri';
import { checkEveryVariant } from './axe';
import { recordConsoleErrors, useBrowserWorld, type BrowserWorld } from './browserFixture';

/**
 * Issue 39 §3 in Chromium on the dev chain: a sign link's signer comes from its operation, it asks
 * for the least key the operation needs, a refusal of the network is said plainly with the node's
 * text behind "Details", and Cancel returns to an app that registered the callback.
 */
describe('Browser: sign links that speak plainly (issue 39 §3)', function () {
  const world = useBrowserWorld(this);
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('/sign/vote?voter=alice: signs as @alice, fixed, with her posting key', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.goto(`${w.serviceUrl}/sign/vote?voter=alice&author=bob&permlink=nope&weight=10000`);
    const signer = page.getByLabel('Sign as');
    expect(await signer.inputValue()).to.equal('alice');
    expect(await signer.getAttribute('readonly')).to.equal('');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    // The post does not exist: said plainly, the node's words behind Details.
    const box = page.locator('#error');
    await box.getByText('The post @bob/nope does not exist (or no longer does).').waitFor();
    await box.getByText('Details').click();
    expect(await box.locator('pre').textContent()).to.match(/comment/i);
    const violations = await checkEveryVariant(w, page, 'sign-refused-plainly');
    expect(violations, JSON.stringify(violations, null, 2)).to.deep.equal([]);
    // Logged with the node's words, for whoever debugs (issue 15 §9); nothing else failed.
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).to.satisfy(
      (logged: string[]) => logged.length === 1 && /comment/i.test(logged[0]),
    );
    await page.context().close();
  });

  it('a link signed by another account than the one it acts for: "@bob cannot sign this as @alice", details kept', async () => {
    const page = await w.newPage();
    await page.goto(
      `${w.serviceUrl}/sign/vote?voter=alice&author=alice&permlink=p&weight=100&s=bob`,
    );
    expect(await page.getByLabel('Sign as').inputValue()).to.equal('bob');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('bob').posting.private);
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    const box = page.locator('#error');
    await box.getByText('@bob cannot sign this as @alice').waitFor();
    expect(await box.textContent()).not.to.match(/^missing required/);
    await box.getByText('Details').click();
    expect(await box.locator('pre').textContent()).to.include('missing required posting authority');
    await page.context().close();
  });

  it("a custom_json whose __signer lands beside itself is signed over the chain's set: the node takes it", async () => {
    // ['alice', '__signer'] signed as alice is ['alice', 'alice'] once filled; a node reads the set
    // ['alice'], so a signature over the pair would be over another transaction (inChainOrder).
    const follow = ['follow', { follower: 'alice', following: 'bob', what: ['blog'] }];
    const link = encodeOp([
      'custom_json',
      {
        required_auths: [],
        required_posting_auths: ['alice', '__signer'],
        id: 'follow',
        json: JSON.stringify(follow),
      },
    ]).replace('hive://', `${w.serviceUrl}/`);
    const page = await w.newPage();
    await page.goto(link);
    expect(await page.getByLabel('Sign as').inputValue()).to.equal('alice');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign and broadcast' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    const id = await page.locator('#done-id').textContent();
    const chain = new Client(w.devnet.url, {
      chainId: w.devnet.chainId,
      addressPrefix: w.devnet.addressPrefix,
    });
    const { operations } = (await chain.call('condenser_api', 'get_transaction', [id])) as {
      operations: [string, Record<string, unknown>][];
    };
    expect(operations[0][1].required_posting_auths).to.deep.equal(['alice']);
    await page.context().close();
  });

  it('Cancel returns to the app that registered the callback, with access_denied', async () => {
    const link = `${encodeOp(
      ['transfer', { from: '__signer', to: 'bob', amount: '0.001 HIVE', memo: '' }],
      { callback: `${w.app.url}/callback?id={{id}}&block={{block}}&keep=1` },
    ).replace('hive://', `${w.serviceUrl}/`)}&client_id=demo-app`;
    const page = await w.newPage();
    await page.goto(link);
    const back = w.app.next('/callback');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const landed = await back;
    expect(Object.fromEntries(landed.searchParams)).to.deep.equal({
      keep: '1',
      error: 'access_denied',
    });
    await page.context().close();
  });
});
