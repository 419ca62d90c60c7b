import 'reflect-metadata';
import { expect } from 'chai';
import { encodeOps } from 'hive-uri';
import type { Page } from 'playwright-core';
import { keyOf } from '../support/builders';
import { hivesignerLoginUrl } from '../support/loginUrl';
import {
  accountOf,
  authorizeUrl,
  recordConsoleErrors,
  recordRequests,
  useBrowserWorld,
  type BrowserWorld,
} from './browserFixture';
import {
  addAuthenticator,
  recordingLogger,
  vaultRecords,
  writeVersion1Record,
} from './virtualAuthenticator';

/*
 * Keys kept on this device, one per account and role (issue 60, web/src/vault/store.ts): a kept
 * active key sits beside a kept posting key; the posting key signs in, the active one signs the
 * authority step and sign links that need it; each is forgotten alone; a record kept by the
 * vault's first version (one per account) still unlocks; the authority step offers to keep the
 * active key typed there. Reached as localhost: an IP address is no WebAuthn rp id.
 */

const logLines: string[] = [];
const PIN = 'correct-horse-44';

describe('Browser: kept keys per account and role; Remember in the authority step (issue 60)', function () {
  const world = useBrowserWorld(this, {
    baseUrlIsUrl: true,
    hostName: 'localhost',
    overrides: { logger: recordingLogger(logLines) },
    accounts: ['gina', 'hank', 'ivy', 'jack', 'nora'].map((name) => ({
      name,
      password: `${name}-password`,
    })),
  });
  let w: BrowserWorld;
  beforeEach(() => (w = world()));
  const sent: string[] = [];
  const stored: string[] = [];

  function nextReturn(page: Page): Promise<URL> {
    return w.app.next('/callback').then(async (url) => {
      await page.waitForURL((at) => at.pathname === '/callback');
      return url;
    });
  }

  async function ready(page: Page, url: string): Promise<void> {
    await page.goto(url);
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
  }

  /** A consent page that asks posting authority for demo-app, expecting `name`. */
  const postingConsent = (name: string, state: string) =>
    hivesignerLoginUrl(w, { scope: ['vote'], responseType: 'code', state, account: name });

  const records = async (page: Page) =>
    (await vaultRecords(page)).map((r) => JSON.parse(r) as Record<string, unknown>);

  async function keepStorage(page: Page): Promise<void> {
    stored.push(await page.evaluate(() => JSON.stringify({ ...localStorage })));
    stored.push(...(await vaultRecords(page)));
  }

  /** Types `secret` at sign-in (a login), ticks Remember, signs: the offer is shown. */
  async function typeAndSignIn(page: Page, name: string, secret: string): Promise<void> {
    await ready(page, authorizeUrl(w, { state: 'roles' }));
    await page.locator('#username').fill(name);
    await page.locator('#signin-key').fill(secret);
    await page.locator('#vault-remember').check();
    await page.locator('#signin-submit').click();
    await page.locator('#vault-offer').waitFor();
  }

  it('keeps a posting and an active key side by side: posting signs in, active signs the authority step and an active link; each is forgotten alone; the sign-in says a passkey signed', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    const errors = recordConsoleErrors(page);
    await addAuthenticator(page);

    await typeAndSignIn(page, 'gina', keyOf('gina', 'posting').toString());
    let landed = nextReturn(page);
    await page.getByRole('button', { name: 'Remember with a passkey' }).click();
    await landed;
    await typeAndSignIn(page, 'gina', keyOf('gina', 'active').toString());
    await page.getByLabel('Keep my active key on this device').check();
    await page.locator('#vault-new-pin').fill(PIN);
    landed = nextReturn(page);
    await page.getByRole('button', { name: 'Remember with this PIN' }).click();
    await landed;

    await ready(page, postingConsent('gina', 'both-kept'));
    const kept = await records(page);
    expect(kept.map((r) => [r.account, r.role, r.lock])).to.have.deep.members([
      ['gina', 'posting', 'passkey'],
      ['gina', 'active', 'pin'],
    ]);
    const lines = await page.locator('#accounts-list .kept-key').allTextContents();
    expect(lines.map((l) => l.replace(/\s*Forget this key$/, ''))).to.deep.equal([
      'Posting key kept on this device, locked by your passkey.',
      'Active key kept on this device, locked by your PIN.',
    ]);
    await keepStorage(page);

    // The posting key signs in (one touch); the authority step offers the kept active key.
    await page.getByRole('button', { name: 'Sign in as @gina with your passkey' }).click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    expect(await page.locator('#grant-typed').isHidden(), 'no key of the sign-in signs').to.equal(
      true,
    );
    await page.getByRole('button', { name: 'Sign with the key kept on this device' }).click();
    await page.getByLabel('PIN or password for @gina').fill('wrong-pin-1');
    await page.getByLabel('PIN or password for @gina').press('Enter');
    await page
      .getByText('Wrong PIN. Tries left before the key is erased from this device: 4.')
      .waitFor();
    expect((await accountOf(w, 'gina')).posting.account_auths).to.deep.equal([]);
    await page.getByLabel('PIN or password for @gina').fill(PIN);
    landed = nextReturn(page);
    await page.locator('#grant-pin-submit').click();
    expect((await landed).searchParams.get('state')).to.equal('both-kept');
    expect((await accountOf(w, 'gina')).posting.account_auths).to.deep.equal([['demo-app', 1]]);

    // A sign link that needs the active key (a custom_json of required_auths): the kept active key signs it, after its PIN.
    const transfer = encodeOps([
      [
        'custom_json',
        {
          required_auths: ['__signer'],
          required_posting_auths: [],
          id: 'vault-roles-test',
          json: '{}',
        },
      ],
    ] as never).replace('hive://', `${w.serviceUrl}/`);
    await ready(page, transfer);
    await page.locator('#username').fill('gina');
    await page.locator('#username').blur();
    await page.getByRole('button', { name: 'Sign with the key kept on this device' }).click();
    await page.getByLabel('PIN or password for @gina').fill(PIN);
    // Enter in the PIN box unlocks on /sign too, as on consent (its button is clicked there).
    await page.getByLabel('PIN or password for @gina').press('Enter');
    await page.locator('#done').waitFor();
    expect(await page.locator('#done-id').textContent()).to.match(/^[0-9a-f]{40}$/);

    // The sign-ins view says the kept key signed in, and that a passkey unlocked it (no key typed:
    // the kept posting key signs this challenge too, after one touch).
    await ready(page, `${w.serviceUrl}/authorized-apps`);
    await page.locator('#username').fill('gina');
    await page.locator('#lookup button[type=submit]').click();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/oauth2/sign-ins') && r.request().method() === 'POST',
    );
    await page.locator('#sign-ins-show').click();
    const answer = (await (await answered).json()) as { sign_ins: { wallet: string }[] };
    expect(answer.sign_ins.map((s) => s.wallet)).to.include('passkey');
    await page.locator('#sign-ins-list li').first().waitFor();
    const origins = await page.locator('#sign-ins-list li .sign-in-origin').allTextContents();
    expect(
      origins.filter((o) =>
        /^Signed with a key kept on this device, unlocked by a passkey; device: /.test(o),
      ),
      origins.join(' | '),
    ).to.have.length(1);

    // Forget the active key alone: the posting key stays, and still signs in.
    await ready(page, authorizeUrl(w, { state: 'forget-one' }));
    await page
      .getByRole('button', { name: 'Forget the active key kept for @gina on this device' })
      .click();
    await page.getByText('The key kept for @gina is erased from this device.').waitFor();
    expect((await records(page)).map((r) => r.role)).to.deep.equal(['posting']);
    landed = nextReturn(page);
    await page.getByRole('button', { name: 'Sign in as @gina with your passkey' }).click();
    expect((await landed).searchParams.get('username')).to.equal('gina');
    sent.push(...requests);
    // The sign-in right after the grant may be refused once (401) while the service's account
    // cache still reads the old authority; consent.ts waits a block and signs again.
    expect(
      errors.filter((e) => !/status of 401/.test(e)),
      'console errors (CSP included)',
    ).to.deep.equal([]);
    await page.context().close();
  });

  it('a key kept by the vault’s first version (one record per account) still unlocks, and a kept active key then sits beside it', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    await ready(page, authorizeUrl(w, { state: 'old' }));
    const posting = keyOf('hank', 'posting');
    await writeVersion1Record(page, {
      account: 'hank',
      role: 'posting',
      wif: posting.toString(),
      publicKey: posting.createPublic(w.devnet.addressPrefix).toString(),
      pin: PIN,
    });
    await ready(page, authorizeUrl(w, { state: 'old' }));
    await page.getByRole('button', { name: 'Sign in as @hank with your PIN' }).click();
    await page.getByLabel('PIN or password for @hank').fill(PIN);
    const landed = nextReturn(page);
    // Enter in the PIN unlocks (the box sits in the sign-in form: not its typed-key submit).
    await page.getByLabel('PIN or password for @hank').press('Enter');
    expect((await landed).searchParams.get('username')).to.equal('hank');

    await typeAndSignIn(page, 'hank', keyOf('hank', 'active').toString());
    await page.getByLabel('Keep my active key on this device').check();
    await page.locator('#vault-new-pin').fill(PIN);
    const again = nextReturn(page);
    await page.getByRole('button', { name: 'Remember with this PIN' }).click();
    await again;
    await ready(page, authorizeUrl(w, { state: 'old' }));
    expect((await records(page)).map((r) => [r.account, r.role])).to.deep.equal([
      ['hank', 'active'],
      ['hank', 'posting'],
    ]);
    const version = await page.evaluate(
      async () => (await indexedDB.databases()).find((d) => d.name === 'hivegate-vault')?.version,
    );
    expect(version, 'moved to version 2').to.equal(2);
    await keepStorage(page);
    sent.push(...requests);
    await page.context().close();
  });

  it('the authority step offers to keep the active key typed there, under its warning; an owner key is never offered', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    await ready(page, postingConsent('ivy', 'grant-typed'));
    await page.locator('#signin-key').fill(keyOf('ivy', 'posting').toString());
    await page.locator('#signin-submit').click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    await page.locator('#grant-key').fill(keyOf('ivy', 'active').toString());
    await page.locator('#grant-remember').check();
    await page.getByRole('button', { name: 'Grant and continue' }).first().click();
    await page.getByRole('heading', { name: 'Remember this key on this device?' }).waitFor();
    expect((await accountOf(w, 'ivy')).posting.account_auths, 'granted first').to.deep.equal([
      ['demo-app', 1],
    ]);
    expect(await page.locator('#vault-active').isVisible(), 'the warning').to.equal(true);
    await page.locator('#vault-new-pin').fill(PIN);
    await page.getByRole('button', { name: 'Remember with this PIN' }).click();
    await page.getByText('Tick the box to keep an active key, or choose Not now.').waitFor();
    await page.getByLabel('Keep my active key on this device').check();
    const landed = nextReturn(page);
    await page.getByRole('button', { name: 'Remember with this PIN' }).click();
    expect((await landed).searchParams.get('state')).to.equal('grant-typed');
    await ready(page, authorizeUrl(w, { state: 'x' }));
    expect((await records(page)).map((r) => [r.account, r.role])).to.deep.equal([
      ['ivy', 'active'],
    ]);

    await ready(page, postingConsent('jack', 'grant-owner'));
    await page.locator('#signin-key').fill(keyOf('jack', 'posting').toString());
    await page.locator('#signin-submit').click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    await page.locator('#grant-key').fill(keyOf('jack', 'owner').toString());
    await page.locator('#grant-remember').check();
    const owner = nextReturn(page);
    await page.getByRole('button', { name: 'Grant and continue' }).first().click();
    expect((await owner).searchParams.get('state'), 'no offer: straight back').to.equal(
      'grant-owner',
    );
    await ready(page, authorizeUrl(w, { state: 'x' }));
    expect((await records(page)).map((r) => r.account)).to.deep.equal(['ivy']);
    await keepStorage(page);
    sent.push(...requests);
    await page.context().close();
  });

  it('the authority step says which secret typed at sign-in signs the grant: a key, or a master password', async () => {
    const page = await w.newPage();
    const requests = recordRequests(page);
    await ready(page, postingConsent('nora', 'typed-key'));
    await page.locator('#signin-key').fill(keyOf('nora', 'active').toString());
    await page.locator('#signin-submit').click();
    await page.getByRole('heading', { name: 'Grant @demo-app posting authority' }).waitFor();
    expect(await page.locator('#grant-typed').textContent()).to.equal(
      "The key you typed to sign in also signs this change, kept in this page's memory for this sign-in only.",
    );
    expect(await page.locator('#grant-key-field').isHidden(), 'no key asked').to.equal(true);
    const landed = nextReturn(page);
    await page.getByRole('button', { name: 'Grant and continue' }).first().click();
    expect((await landed).searchParams.get('state')).to.equal('typed-key');
    expect((await accountOf(w, 'nora')).posting.account_auths).to.deep.equal([['demo-app', 1]]);
    sent.push(...requests);
    await page.context().close();
  });

  it('no request, service log line, localStorage entry or IndexedDB record held a key or a PIN', () => {
    expect(sent.length).to.be.above(20);
    expect(logLines.length).to.be.above(5);
    expect(stored.length).to.be.above(3);
    const secrets = [
      PIN,
      ...['gina', 'hank', 'ivy', 'jack', 'nora'].flatMap((name) =>
        (['posting', 'active', 'owner'] as const).map((role) => keyOf(name, role).toString()),
      ),
    ];
    for (const secret of secrets) {
      expect(sent.filter((r) => r.includes(secret)).length, 'requests').to.equal(0);
      expect(logLines.filter((l) => l.includes(secret)).length, 'log lines').to.equal(0);
      expect(stored.filter((s) => s.includes(secret)).length, 'storage').to.equal(0);
    }
  });
});
