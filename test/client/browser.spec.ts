import { expect } from 'chai';
import { DEMO_APP_SECRET } from '../../devnet';
import {
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from '../browser/browserFixture';
import { appPage, pageDPoPKey, seedPost, testApp } from './browserApp';
import { claimsOf } from '../support/dpopKeys';
import { call } from '../support/http';

/**
 * hivegate/client in headless Chromium: a page served by a test app signs in through the consent
 * page (code flow with PKCE and state) and votes with the client; the vote is read from the chain.
 * DPoP is on by default in a browser (issue 36 §6): the tokens are bound to a key the page keeps
 * in IndexedDB and cannot read out, so the token alone, taken elsewhere, is refused.
 */
describe('Browser: hivegate/client from a web app', function () {
  let serviceUrl = '';
  const app = testApp('app.ts', () =>
    appPage(
      'Client test app',
      `<button id="sign-in" type="button">Sign in with Hive</button>
<p>Signed in as <output id="user" hidden></output></p>
<p>Voted in <output id="result" hidden></output></p>`,
      {
        serviceUrl,
        clientSecret: DEMO_APP_SECRET,
        vote: { author: 'carol', permlink: 'client-browser-post', weight: 7500 },
      },
    ),
  );
  // BASE_URL is where the service listens: a DPoP proof names the URL the page calls (its htu).
  const world = useBrowserWorld(this, { pages: app.pages, baseUrlIsUrl: true });
  let w: BrowserWorld;

  before(async function () {
    this.timeout(120_000);
    w = world();
    serviceUrl = w.serviceUrl;
    await app.build();
    await seedPost(w, 'carol', 'client-browser-post');
  });

  it('signs in through the consent page (PKCE, state) and votes; the vote is on chain', async () => {
    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    const requests = recordRequests(page);
    const key = w.keys('alice').posting.private;

    await page.goto(`${w.app.url}/`);
    await page.getByRole('button', { name: 'Sign in with Hive' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${w.serviceUrl}/oauth2/authorize?`));
    const login = new URL(page.url()).searchParams;
    expect(login.get('code_challenge')).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(login.get('code_challenge_method')).to.equal('S256');
    expect(login.get('state')).to.match(/^[A-Za-z0-9_-]{22}$/);
    expect(await page.getByLabel('Username').inputValue()).to.equal('alice');

    await page.getByLabel('Private posting key or master password').fill(key);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.href.startsWith(`${w.app.url}/callback?`));
    const result = page.locator('#result');
    await Promise.race([
      result.waitFor(),
      page
        .locator('#error')
        .waitFor()
        .then(async () =>
          expect.fail((await page.locator('#error').textContent()) ?? 'the page showed an error'),
        ),
    ]);
    expect(await page.locator('#user').textContent()).to.equal('alice');
    const txId = await result.textContent();
    expect(txId).to.match(/^[0-9a-f]{40}$/);
    await w.screenshot(page, 'client-signed-in-and-voted');

    const included = w.devnet.chain.blocks.transaction(txId!);
    expect(included?.transaction.operations).to.deep.equal([
      ['vote', { voter: 'alice', author: 'carol', permlink: 'client-browser-post', weight: 7500 }],
    ]);
    const exchange = requests.find((r) => r.startsWith(`${w.serviceUrl}/api/oauth2/token\n`));
    expect(exchange, 'the page exchanged the code').to.be.a('string');
    expect(exchange).to.contain(`"code_verifier":"`);

    // DPoP: the exchange and the vote carried proofs of the page's key, which no script can export.
    expect(JSON.parse(exchange!.split('\n')[1])).to.have.property('dpop');
    const vote = requests.find((r) => r.startsWith(`${w.serviceUrl}/api/broadcast\n`))!;
    const voteHeaders = JSON.parse(vote.split('\n')[1]) as Record<string, string>;
    expect(voteHeaders.authorization).to.match(/^DPoP /);
    expect(voteHeaders).to.have.property('dpop');
    const dpopKey = await pageDPoPKey(page);
    expect(dpopKey.extractable, 'the private key').to.equal(false);
    const held = await page.evaluate(() => {
      const client = (
        window as unknown as { hivegate: { accessToken?: string; tokenType?: string } }
      ).hivegate;
      return { token: client.accessToken!, type: client.tokenType };
    });
    expect(held.type).to.equal('DPoP');
    expect(claimsOf(held.token).cnf).to.deep.equal({ jkt: dpopKey.jkt });
    const stolen = await call(w.serviceUrl, 'GET', '/api/me', {
      headers: { Authorization: held.token },
    });
    expect(stolen.status, 'the token without the key').to.equal(401);
    expect(stolen.body.error_description).to.match(/bound to a DPoP key/);
    expect(
      requests.filter((r) => r.includes(key)),
      'requests carrying the key',
    ).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });
});
