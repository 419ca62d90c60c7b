import 'reflect-metadata';
import { expect } from 'chai';
import { Client, type DeviceAuthorization } from '../../client';
import { DEMO_APP, DEMO_APP_SECRET } from '../../devnet/demoGenesis';
import { call } from '../support/http';
import { checkEveryVariant } from './axe';
import { recordConsoleErrors, useBrowserWorld, type BrowserWorld } from './browserFixture';

/**
 * Issue 27 §1: a Node "device" runs hivegate/client's deviceLogin (real polling, every 5 s) while
 * a phone-sized page types its code at /device and signs in with the posting key.
 */
describe('Browser: the device flow (RFC 8628) on a phone', function () {
  // The device is shown verification_uri under BASE_URL: it must be the service's real address.
  const world = useBrowserWorld(this, { baseUrlIsUrl: true });
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  it('the device polls while the phone enters the code, sees the app and signs; the device gets tokens', async () => {
    const client = new Client({
      baseURL: w.serviceUrl,
      app: DEMO_APP,
      clientSecret: DEMO_APP_SECRET,
      scope: ['vote'],
    });
    let shown!: (device: DeviceAuthorization) => void;
    const code = new Promise<DeviceAuthorization>((resolve) => (shown = resolve));
    const signedIn = client.deviceLogin({ show: shown });
    const device = await code;

    const page = await w.newPage();
    const errors = recordConsoleErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(device.verification_uri);
    const entry = await checkEveryVariant(w, page, 'device-entry');
    expect(entry, JSON.stringify(entry, null, 2)).to.deep.equal([]);
    await page.getByLabel('The code your device shows').fill('BCDF-GHJK');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That code is not valid or has expired').waitFor();
    errors.length = 0; // the wrong code's page is a 400 on purpose
    await page
      .getByLabel('The code your device shows')
      .fill(device.user_code.toLowerCase().replace('-', ' '));
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: /on your device/ }).waitFor();
    await page.getByText(device.user_code, { exact: true }).waitFor();
    await page.getByText(/go on by itself|goes on by itself/).waitFor();
    const consent = await checkEveryVariant(w, page, 'device-consent');
    expect(consent, JSON.stringify(consent, null, 2)).to.deep.equal([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Hive username').fill('alice');
    await page
      .getByLabel('Private posting key or master password')
      .fill(w.keys('alice').posting.private);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText(/Signed in as @alice\. Go back to your device/).waitFor();
    // Approved: the limits are fixed, no longer editable to no effect (issue 39 §1).
    expect(await page.locator('#limits').evaluate((f: HTMLFieldSetElement) => f.disabled)).to.equal(
      true,
    );
    await page.getByText('Your limits (fixed for this sign-in)').waitFor();
    await w.screenshot(page, 'device-approved-phone');

    const tokens = await signedIn;
    expect(tokens.username).to.equal('alice');
    const me = await call(w.serviceUrl, 'POST', '/api/me', {
      headers: { Authorization: tokens.access_token },
    });
    expect(me.body.user).to.equal('alice');
    expect(me.body.scope).to.include('vote');
    expect(errors).to.deep.equal([]);
    await page.context().close();
  });

  it('"Deny this device" works as a plain form and the device is refused', async () => {
    const client = new Client({
      baseURL: w.serviceUrl,
      app: DEMO_APP,
      clientSecret: DEMO_APP_SECRET,
    });
    let shown!: (device: DeviceAuthorization) => void;
    const code = new Promise<DeviceAuthorization>((resolve) => (shown = resolve));
    const refused = client.deviceLogin({ show: shown }).then(
      () => 'signed in',
      (error: { error?: string }) => error.error,
    );
    const device = await code;
    const page = await w.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(device.verification_uri_complete);
    await page.getByRole('button', { name: 'Deny this device' }).click();
    await page.getByRole('heading', { name: 'Device refused' }).waitFor();
    expect(await refused).to.equal('access_denied');
    await page.context().close();
  });
});
