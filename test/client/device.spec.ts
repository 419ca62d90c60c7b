import { expect } from 'chai';
import { Client, HivegateError, type DeviceAuthorization } from '../../client';
import { keyOf, signMessage } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

/** Issue 27 §1: hivegate/client runs the device flow for a Node program. */
describe('hivegate/client: deviceLogin (RFC 8628) for programs without a browser', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer();
  });
  after(() => t.close());

  async function approve(userCode: string): Promise<void> {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app', user_code: userCode, scope: 'vote' },
    });
    const approved = await call(t.url, 'POST', '/api/oauth2/device/approve', {
      json: {
        user_code: userCode,
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf('alice')),
      },
    });
    expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
  }

  it('shows the code, waits the interval, takes 5 s more after a slow_down, and keeps the tokens', async () => {
    const client = new Client({
      baseURL: t.url,
      app: 'demo-app',
      clientSecret: demoApp.secret,
      scope: ['vote'],
    });
    let shown: DeviceAuthorization | undefined;
    const waits: number[] = [];
    const tokens = await client.deviceLogin({
      show: (device) => (shown = device),
      // The service's clock stands still until the user answers, so the second poll comes too soon.
      sleep: async (ms) => {
        waits.push(ms);
        if (waits.length === 3) {
          await approve(shown!.user_code);
          t.clock.advance(60_000);
        }
      },
    });
    expect(shown!.verification_uri).to.equal(`${t.config.baseUrl}/device`);
    expect(waits).to.deep.equal([5000, 5000, 10_000]);
    expect(tokens.username).to.equal('alice');
    expect(client.accessToken).to.equal(tokens.access_token);
    expect((await client.me()).user).to.equal('alice');
  });

  it("rejects with the service's access_denied when the user refuses", async () => {
    const client = new Client({ baseURL: t.url, app: 'demo-app', clientSecret: demoApp.secret });
    const error = await client
      .deviceLogin({
        show: (device) =>
          void call(t.url, 'POST', '/device/deny', {
            form: new URLSearchParams({ user_code: device.user_code }).toString(),
          }),
        sleep: async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          t.clock.advance(60_000);
        },
      })
      .then(
        () => expect.fail('signed in after a refusal'),
        (e: unknown) => e,
      );
    expect(error).to.be.instanceOf(HivegateError);
    expect((error as HivegateError).error).to.equal('access_denied');
  });
});
