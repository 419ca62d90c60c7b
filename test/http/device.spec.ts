import { expect } from 'chai';
import { DEVICE_CODE_GRANT_TYPE } from '../../core/signIn/deviceCode';
import { TransactionBytes } from '../../adapters/chain/transactionBytes';
import { MAINNET_CHAIN_ID } from '../../core/shared/chain';
import { signInTransaction } from '../../core/signIn/signInTransaction';
import { keyOf, signMessage } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

const client = { client_id: 'demo-app', client_secret: demoApp.secret };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Issue 27 §1 over HTTP: the device authorization endpoint, the token endpoint's device grant, /device. */
describe('device authorization grant over HTTP (RFC 8628)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    t = await startTestServer(
      {},
      { RATE_LIMIT_DEVICE_IP: '3/600', RATE_LIMIT_DEVICE_CODE: '30/600', TRUST_PROXY: '1' },
    );
  });
  after(() => t.close());
  const clock = () => t.clock;

  const start = async (scope = 'posting') => {
    const answer = await call(t.url, 'POST', '/api/oauth2/device_authorization', {
      form: form({ ...client, scope }),
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.headers.get('cache-control')).to.equal('no-store');
    return answer.body as { device_code: string; user_code: string };
  };
  const poll = (deviceCode: string) =>
    call(t.url, 'POST', '/api/oauth2/token', {
      form: form({ ...client, grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode }),
    });
  async function approve(userCode: string, username = 'alice') {
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: { username, client_id: 'demo-app', user_code: userCode, scope: 'posting' },
    });
    return call(t.url, 'POST', '/api/oauth2/device/approve', {
      json: {
        user_code: userCode,
        challenge: challenge.body.challenge,
        signature: signMessage(challenge.body.challenge, keyOf(username)),
      },
    });
  }

  it('runs start → /device → approve → tokens, with RFC 8628 error codes on the way', async () => {
    const started = await start('posting openid');
    const pending = await poll(started.device_code);
    expect(pending.status).to.equal(400);
    expect(pending.body.error).to.equal('authorization_pending');
    const early = await poll(started.device_code);
    expect([early.status, early.body.error]).to.deep.equal([400, 'slow_down']);

    const page = await call(t.url, 'GET', `/device?user_code=${started.user_code.toLowerCase()}`);
    expect(page.status).to.equal(200);
    expect(page.body).to.include(started.user_code).and.to.include('demo-app');
    expect(page.body, 'the deny form works without script').to.include('action="/device/deny"');

    const approved = await approve(started.user_code);
    expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
    expect(approved.body).to.deep.equal({ username: 'alice', app: 'demo-app' });
    clock().advance(60_000);
    const tokens = await poll(started.device_code);
    expect(tokens.status, JSON.stringify(tokens.body)).to.equal(200);
    expect(tokens.body).to.include({ token_type: 'Bearer', username: 'alice' });
    expect(tokens.body.id_token).to.be.a('string');
    const me = await call(t.url, 'GET', '/api/me', {
      headers: { Authorization: `Bearer ${tokens.body.access_token}` },
    });
    expect(me.body.user).to.equal('alice');
    clock().advance(60_000);
    const again = await poll(started.device_code);
    expect([again.status, again.body.error]).to.deep.equal([401, 'invalid_grant']);
  });

  it('a wallet that signs only transactions approves with signed_as "transaction" (issue 42)', async () => {
    const started = await start();
    const challenge = await call(t.url, 'POST', '/api/oauth2/challenge', {
      json: {
        username: 'alice',
        client_id: 'demo-app',
        user_code: started.user_code,
        scope: 'posting',
      },
    });
    const text = String(challenge.body.challenge);
    const signature = new TransactionBytes(signInTransaction(text, 'alice') as never).sign(
      keyOf('alice'),
      Buffer.from(MAINNET_CHAIN_ID, 'hex'),
    ).signatures[0];
    const approve = (signedAs?: string) =>
      call(t.url, 'POST', '/api/oauth2/device/approve', {
        json: { user_code: started.user_code, challenge: text, signature, signed_as: signedAs },
      });
    const unknownForm = await approve('memo');
    expect([unknownForm.status, unknownForm.body.error]).to.deep.equal([400, 'invalid_request']);
    const approved = await approve('transaction');
    expect(approved.status, JSON.stringify(approved.body)).to.equal(200);
    expect(approved.body).to.deep.equal({ username: 'alice', app: 'demo-app' });
  });

  it('denying through the plain form is access_denied for the device', async () => {
    const started = await start();
    const denied = await call(t.url, 'POST', '/device/deny', {
      form: form({ user_code: started.user_code }),
    });
    expect(denied.status).to.equal(200);
    expect(denied.body).to.include('Device refused');
    const answer = await poll(started.device_code);
    expect([answer.status, answer.body.error]).to.deep.equal([400, 'access_denied']);
  });

  it('refuses a start by a wrong secret or for a scope no sign-in grants', async () => {
    const wrong = await call(t.url, 'POST', '/api/oauth2/device_authorization', {
      form: form({ client_id: 'demo-app', client_secret: 'nope', scope: 'posting' }),
    });
    expect([wrong.status, wrong.body.error]).to.deep.equal([401, 'invalid_client']);
    const transfer = await call(t.url, 'POST', '/api/oauth2/device_authorization', {
      form: form({ ...client, scope: 'transfer' }),
    });
    expect([transfer.status, transfer.body.error]).to.deep.equal([401, 'invalid_scope']);
  });

  it('shows the code form, again with why after a wrong code; past its wrong codes an address gets 429 for every code, the right one too (issue 36 §4)', async () => {
    const entry = await call(t.url, 'GET', '/device');
    expect(entry.status).to.equal(200);
    expect(entry.body).to.include('name="user_code"');
    const started = await start();
    const from = (address: string, code: string) =>
      call(t.url, 'GET', `/device?user_code=${code}`, { headers: { 'X-Forwarded-For': address } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = await from('192.0.2.1', `BCDF-GHJ${'KLMN'[i]}`);
      statuses.push(wrong.status);
      if (i === 0) expect(wrong.body).to.include('That code is not valid');
    }
    expect(statuses).to.deep.equal([400, 400, 400, 429]);
    const right = await from('192.0.2.1', started.user_code);
    expect(right.status, 'the guesser learns nothing: the right code is refused too').to.equal(429);
    expect(right.headers.get('retry-after')).to.match(/^\d+$/);
    expect((await from('192.0.2.2', started.user_code)).status, 'another address').to.equal(200);
  });

  it('past the wrong codes of every address together, /device refuses everyone until the window ends', async () => {
    const spread = await startTestServer(
      {},
      { RATE_LIMIT_DEVICE_IP: '100/600', RATE_LIMIT_DEVICE_ALL: '5/600', TRUST_PROXY: '1' },
    );
    try {
      const started = await (async () => {
        const answer = await call(spread.url, 'POST', '/api/oauth2/device_authorization', {
          form: form({ ...client, scope: 'posting' }),
        });
        return answer.body as { user_code: string };
      })();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await call(spread.url, 'GET', `/device?user_code=BCDF-GHJ${'KLMNPQ'[i]}`, {
              headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` },
            })
          ).status,
        );
      expect(statuses).to.deep.equal([400, 400, 400, 400, 400, 429]);
      const right = await call(spread.url, 'GET', `/device?user_code=${started.user_code}`, {
        headers: { 'X-Forwarded-For': '203.0.113.9' },
      });
      expect(right.status).to.equal(429);
    } finally {
      await spread.close();
    }
  });

  it("refuses a /device/deny form posted from another site's page (CSRF), and takes one from its own", async () => {
    const started = await start();
    const deny = (origin: string) =>
      call(t.url, 'POST', '/device/deny', {
        form: form({ user_code: started.user_code }),
        headers: { Origin: origin, 'X-Forwarded-For': '192.0.2.50' },
      });
    expect((await deny('https://evil.example')).status).to.equal(400);
    expect((await poll(started.device_code)).body.error, 'not denied').to.equal(
      'authorization_pending',
    );
    expect((await deny(new URL(t.url).origin)).status).to.equal(200);
    clock().advance(60_000);
    expect((await poll(started.device_code)).body.error).to.equal('access_denied');
  });

  it('discovery names the device endpoint and grant', async () => {
    const discovery = await call(t.url, 'GET', '/.well-known/openid-configuration');
    expect(discovery.body.device_authorization_endpoint).to.equal(
      `${t.config.baseUrl}/api/oauth2/device_authorization`,
    );
    expect(discovery.body.grant_types_supported).to.include(DEVICE_CODE_GRANT_TYPE);
  });
});

describe('device authorization grant: malformed input', () => {
  let bare: Awaited<ReturnType<typeof startTestServer>>;
  before(async () => {
    bare = await startTestServer(); // limits off: each case is judged alone
  });
  after(() => bare.close());

  it('answers malformed input with a 400 naming the field, never a 500', async () => {
    const noCode = await call(bare.url, 'POST', '/api/oauth2/token', {
      form: form({ ...client, grant_type: DEVICE_CODE_GRANT_TYPE }),
    });
    expect([noCode.status, noCode.body.error]).to.deep.equal([400, 'invalid_request']);
    expect(noCode.body.error_description).to.include('device_code');
    const badSignature = await call(bare.url, 'POST', '/api/oauth2/device/approve', {
      json: { user_code: 'BCDF-GHJK', challenge: 'x', signature: 'not-hex' },
    });
    expect([badSignature.status, badSignature.body.error]).to.deep.equal([400, 'invalid_request']);
    expect(badSignature.body.error_description).to.include('signature');
    const longCode = await call(bare.url, 'POST', '/device/deny', {
      form: form({ user_code: 'B'.repeat(500) }),
    });
    expect(longCode.status).to.equal(400);
    expect(longCode.headers.get('content-type')).to.match(/^text\/html/);
    const notJson = await call(bare.url, 'POST', '/api/oauth2/device_authorization', {
      raw: '{"client_id":',
      contentType: 'application/json',
    });
    expect([notJson.status, notJson.body.error]).to.deep.equal([400, 'invalid_request']);
  });
});
