import 'reflect-metadata';
import { join } from 'node:path';
import { expect } from 'chai';
import { Client, PrivateKey } from '@hiveio/dhive';
import type { Page } from 'playwright-core';
import qrcode from 'qrcode-generator';
import {
  accountKeysFromNode,
  readAuthLink,
  startHeadlessWallet,
  startHiveAuthRelay,
  type AccountKeys,
  type HeadlessWallet,
  type HeadlessWalletOptions,
  type HiveAuthRelay,
} from '../../devnet/hiveauth';
import { call } from '../support/http';
import {
  ARTIFACTS,
  requireChromium,
  accountOf,
  recordConsoleErrors,
  recordRequests,
  startBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import { loginUrl } from '../support/loginUrl';

/**
 * HiveAuth on the consent page, offline: headless Chromium, the dev chain, the service configured
 * with a local relay (HIVEAUTH_RELAY_URL), and the headless wallet "scanning" the page's link.
 */
describe('Browser: sign in with HiveAuth through the local relay and the headless wallet', function () {
  this.timeout(240_000);
  let w: BrowserWorld;
  let relay: HiveAuthRelay;
  let lookup: AccountKeys | undefined;
  const wallets: HeadlessWallet[] = [];

  before(async function () {
    requireChromium(this, 'the HiveAuth browser suite');
    // The relay checks wallets against the chain, which starts with the world: look it up lazily.
    relay = await startHiveAuthRelay({ accountKeys: (name) => lookup!(name) });
    w = await startBrowserWorld({ env: { HIVEAUTH_RELAY_URL: relay.url } });
    lookup = accountKeysFromNode(w.devnet.url);
  });
  after(async () => {
    await w?.close();
    await relay?.close();
  });
  afterEach(async () => {
    await Promise.all(wallets.splice(0).map((x) => x.close()));
    relay?.setAccepting(true);
  });

  async function walletFor(
    name: string,
    options: Partial<HeadlessWalletOptions> = {},
  ): Promise<HeadlessWallet> {
    const keys = w.keys(name);
    const wallet = startHeadlessWallet({
      relay: relay.url,
      accounts: [{ name, keys: { posting: keys.posting.private } }],
      addressPrefix: w.devnet.addressPrefix,
      ...options,
    });
    wallets.push(wallet);
    await wallet.ready;
    return wallet;
  }

  /** Opens the consent page for `account`, starts HiveAuth and returns the deep link the page shows. */
  async function startHiveAuth(
    page: Page,
    account: string,
    scope = 'login',
    state = 'ha',
  ): Promise<string> {
    await page.goto(loginUrl(w, { scope, state, account }));
    const start = page.getByRole('button', { name: 'Sign in with HiveAuth (mobile wallet)' });
    // As a thumb reaches it: at the bottom of the screen, where what opens below starts unseen.
    await start.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await start.click();
    const link = page.getByRole('link', { name: 'Open in the wallet app' });
    await link.waitFor();
    await page.waitForFunction(() =>
      (document.getElementById('hiveauth-link') as HTMLAnchorElement).href.startsWith('has://'),
    );
    return (await link.getAttribute('href'))!;
  }

  /** The has://auth_req/ link once the page shows it. */
  async function linkShown(page: Page): Promise<string> {
    await page.waitForFunction(() =>
      (document.getElementById('hiveauth-link') as HTMLAnchorElement).href.startsWith('has://'),
    );
    return (await page.locator('#hiveauth-link').getAttribute('href'))!;
  }

  /**
   * Issue 22 §3: the QR code is shown in place of the form, large, dark on light even in the dark
   * scheme, with a 4-module quiet zone; a screenshot of it, as a phone shows it, decodes (jsQR,
   * not told to try inverted colours) to exactly the link.
   */
  async function expectQrScans(page: Page, link: string): Promise<void> {
    expect(await page.locator('#signin').isHidden()).to.equal(true);
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme });
      const qr = page.locator('#hiveauth-qr');
      const box = (await qr.boundingBox())!;
      expect(box.width, 'QR width on a phone').to.be.at.least(280);
      const shot = await qr.screenshot();
      await page.screenshot({ path: join(ARTIFACTS, `hiveauth-qr-phone-${colorScheme}.png`) });
      const decoder = await w.browser.newPage();
      try {
        await decoder.addScriptTag({ path: require.resolve('jsqr') });
        const found = (await decoder.evaluate(async (png: string) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          const pixels = context.getImageData(0, 0, image.width, image.height);
          const code = (window as any).jsQR(pixels.data, image.width, image.height, {
            inversionAttempts: 'dontInvert',
          });
          // The quiet zone: light pixels from each edge to the first dark one.
          let left = image.width;
          let top = image.height;
          let right = image.width;
          for (let y = 0; y < image.height; y++)
            for (let x = 0; x < image.width; x++) {
              const i = (y * image.width + x) * 4;
              if (pixels.data[i] + pixels.data[i + 1] + pixels.data[i + 2] < 384) {
                left = Math.min(left, x);
                top = Math.min(top, y);
                right = Math.min(right, image.width - 1 - x);
              }
            }
          return { text: code?.data, version: code?.version, width: image.width, left, top, right };
        }, shot.toString('base64'))) as {
          text?: string;
          version: number;
          width: number;
          left: number;
          top: number;
          right: number;
        };
        expect(found.text, `decoded in the ${colorScheme} scheme`).to.equal(link);
        const modulePx = found.width / (17 + 4 * found.version + 8);
        for (const side of ['left', 'top', 'right'] as const)
          expect(found[side] / modulePx, `quiet zone (${side}) in modules`).to.be.at.least(3.5);
      } finally {
        await decoder.close();
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  /** Adds or removes demo-app in the user's posting authority, straight on the dev chain (active key). */
  async function setPostingGrant(name: string, granted: boolean): Promise<void> {
    const client = new Client(w.devnet.url, {
      chainId: w.devnet.chainId,
      addressPrefix: w.devnet.addressPrefix,
      failoverThreshold: 0,
    });
    const [account] = await client.database.getAccounts([name]);
    const others = account.posting.account_auths.filter(([n]) => n !== 'demo-app');
    const posting = {
      ...account.posting,
      account_auths: granted ? [...others, ['demo-app', 1]] : others,
    };
    await client.broadcast.updateAccount(
      {
        account: name,
        posting,
        memo_key: account.memo_key,
        json_metadata: account.json_metadata,
      } as never,
      PrivateKey.fromString(w.keys(name).active.private),
    );
  }

  it('approves in the wallet: code, token and /api/me, and the QR code is the documented has://auth_req/ payload', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    const wallet = await walletFor('alice');

    const link = await startHiveAuth(page, 'alice', 'vote,comment', 'ha-ok');
    // On a phone, the QR code and the link come into view when the wait starts (issue 39 §4).
    for (const selector of ['#hiveauth-qr', '#hiveauth-link'])
      expect(
        await page.evaluate((s) => {
          const box = document.querySelector(s)!.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }, selector),
        `${selector} in view on a phone`,
      ).to.equal(true);
    const payload = readAuthLink(link);
    expect(Object.keys(payload)).to.deep.equal(['account', 'uuid', 'key', 'host']);
    expect(payload).to.include({ account: 'alice', host: relay.url });
    expect(payload.uuid).to.match(/^[0-9a-f-]{36}$/);
    expect(payload.key).to.match(/^[0-9a-f-]{36}$/);
    // The QR image encodes exactly this link: qrcode-generator renders the same text to the same image.
    const expected = qrcode(0, 'M');
    expected.addData(link);
    expected.make();
    expect(await page.locator('#hiveauth-qr').getAttribute('src')).to.equal(
      expected.createDataURL(8, 32),
    );
    expect(await page.locator('#hiveauth-time').textContent()).to.match(
      /^Time left: (59|60|5\d) s$/,
    );
    await w.screenshot(page, 'hiveauth-qr');
    await expectQrScans(page, link);

    const callback = w.app.next('/callback');
    wallet.scan(link);
    const landed = await callback;
    expect(landed.searchParams.get('state')).to.equal('ha-ok');
    expect(landed.searchParams.get('username')).to.equal('alice');
    const tokens = await call(w.serviceUrl, 'POST', '/api/oauth2/token', {
      json: { code: landed.searchParams.get('code'), client_secret: 'demo-app-secret' },
    });
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    const me = await call(w.serviceUrl, 'GET', '/api/me', {
      headers: { Authorization: tokens.body.access_token },
    });
    expect(me.body.user).to.equal('alice');
    expect(me.body.scope).to.include('vote');

    expect(
      wallet.events.filter((e) => e.type === 'answered').map((e) => (e as { cmd: string }).cmd),
    ).to.deep.equal(['auth_ack']);
    expect(
      requests.filter((r) => r.includes(payload.key)),
      'requests carrying the auth_key',
    ).to.deep.equal([]);
    expect(errors, 'console errors (CSP included)').to.deep.equal([]);
    await page.context().close();
  });

  it('the wallet rejects: the page says so and nothing reaches the app', async () => {
    const page = await w.newPage();
    const wallet = await walletFor('carol', { decision: 'reject' });
    wallet.scan(await startHiveAuth(page, 'carol'));
    await page.getByRole('alert').filter({ hasText: 'You declined in your wallet.' }).waitFor();
    expect(await page.locator('#hiveauth').isHidden()).to.equal(true);
    await w.screenshot(page, 'hiveauth-rejected');
    expect(w.app.callbacks).to.deep.equal([]);
    await page.context().close();
  });

  it('the wallet signs with a key that is not the account’s: the service refuses it', async () => {
    const page = await w.newPage();
    const wallet = await walletFor('alice', { signChallengesWith: w.keys('bob').posting.private });
    wallet.scan(await startHiveAuth(page, 'alice'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'The signature is not from a key of @alice' })
      .waitFor();
    await w.screenshot(page, 'hiveauth-foreign-key');
    expect(
      wallet.events.some((e) => e.type === 'answered' && e.cmd === 'auth_ack'),
      'the wallet did answer',
    ).to.equal(true);
    expect(w.app.callbacks).to.deep.equal([]);
    await page.context().close();
  });

  it('the relay drops the connection: the page reconnects and the sign-in completes', async () => {
    const page = await w.newPage();
    const wallet = await walletFor('alice');
    const link = await startHiveAuth(page, 'alice', 'login', 'ha-drop');
    relay.dropConnections();
    await page.getByText('The connection to the HiveAuth relay dropped; reconnecting…').waitFor();
    await wallet.waitFor(
      (e) =>
        e.type === 'registered' &&
        wallet.events.filter((x) => x.type === 'registered').length === 2,
    );
    const callback = w.app.next('/callback');
    wallet.scan(link);
    expect((await callback).searchParams.get('state')).to.equal('ha-drop');
    await page.context().close();
  });

  it('the relay goes down: the page says the connection was lost', async () => {
    const page = await w.newPage();
    await walletFor('alice');
    await startHiveAuth(page, 'alice');
    relay.setAccepting(false);
    relay.dropConnections();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The connection to the HiveAuth relay was lost' })
      .waitFor();
    await w.screenshot(page, 'hiveauth-relay-lost');
    await page.context().close();
  });

  it('cancel stops waiting and says so', async () => {
    const page = await w.newPage();
    await startHiveAuth(page, 'alice');
    await page.getByRole('button', { name: 'Cancel HiveAuth sign-in' }).click();
    await page.getByRole('alert').filter({ hasText: 'HiveAuth sign-in cancelled.' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Sign in with HiveAuth (mobile wallet)' }).isEnabled(),
    ).to.equal(true);
    await page.context().close();
  });

  it('a user who has not granted the app, and a wallet without the active key: the page says so, and the active key typed here grants', async () => {
    const page = await w.newPage();
    const wallet = await walletFor('bob');
    await page.goto(loginUrl(w, { scope: 'vote', state: 'ha-grant', account: 'bob' }));
    await page.getByRole('button', { name: 'Sign in with HiveAuth (mobile wallet)' }).click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    expect(await page.locator('#grant-hiveauth-choice').textContent()).to.match(
      /If it cannot, grant with\s+Hive Keychain or your active key below/,
    );
    await w.screenshot(page, 'hiveauth-authority-step');
    await page.getByRole('button', { name: 'Grant with HiveAuth' }).click();
    wallet.scan(await linkShown(page));
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Your wallet could not sign the request. (The wallet holds no active key of @bob)',
      })
      .waitFor();
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([]);

    await page
      .getByLabel('Private active key or master password')
      .fill(w.keys('bob').active.private);
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Grant and continue' }).click();
    expect((await callback).searchParams.get('state')).to.equal('ha-grant');
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([['demo-app', 1]]);
    // One scan served the whole sign-in: the challenge went as challenge_req under the same auth_key.
    expect(
      wallet.events.filter((e) => e.type === 'answered').map((e) => (e as { cmd: string }).cmd),
    ).to.deep.equal(['auth_ack', 'sign_err', 'challenge_ack']);
    await page.context().close();
  });

  it('a wallet with the active key grants through HiveAuth (sign_req), then signs in, from one scan', async () => {
    await setPostingGrant('bob', false);
    const page = await w.newPage();
    const keys = w.keys('bob');
    const wallet = await walletFor('bob', {
      accounts: [
        { name: 'bob', keys: { posting: keys.posting.private, active: keys.active.private } },
      ],
      node: { url: w.devnet.url, chainId: w.devnet.chainId, addressPrefix: w.devnet.addressPrefix },
    });
    await page.goto(loginUrl(w, { scope: 'vote', state: 'ha-grant-has', account: 'bob' }));
    await page.getByRole('button', { name: 'Sign in with HiveAuth (mobile wallet)' }).click();
    const callback = w.app.next('/callback');
    await page.getByRole('button', { name: 'Grant with HiveAuth' }).click();
    wallet.scan(await linkShown(page));
    expect((await callback).searchParams.get('state')).to.equal('ha-grant-has');
    expect((await accountOf(w, 'bob')).posting.account_auths).to.deep.equal([['demo-app', 1]]);
    expect(
      wallet.events.filter((e) => e.type === 'answered').map((e) => (e as { cmd: string }).cmd),
    ).to.deep.equal(['auth_ack', 'sign_ack', 'challenge_ack']);
    await page.context().close();
  });
});
