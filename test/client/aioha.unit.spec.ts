import { expect } from 'chai';
import { KeyTypes, Providers } from '@aioha/aioha';
import { HivegateProvider, relayPopupCallback } from '../../client/aioha';
import { failureOf } from '../../client/aioha/aiohaErrors';
import { HivegateError, MemoryStorage, type FetchLike } from '../../client';

/**
 * hivegate/aioha's decisions without a browser: which way an operation goes (the API, or a sign
 * link when the key role or the grant asks for it), token refresh, the window's answers, what
 * Aioha keeps to switch accounts, and how service errors read as Aioha's. The real flow, with the
 * real Aioha in Chromium, is test/client/aioha.spec.ts.
 */

const BASE = 'https://auth.example';
const CALLBACK = 'https://app.example/callback';
const VOTE = ['vote', { voter: 'alice', author: 'bob', permlink: 'p', weight: 100 }] as const;
const TX_ID = 'ab'.repeat(20);

type Answer = { status: number; body: object };

/** A scripted service: answers each request by route, in order, and records what it was sent. */
function service(routes: Record<string, Answer[]>) {
  const sent: { route: string; authorization?: string; body: any }[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    const route = `${init.method} ${url.slice(BASE.length)}`;
    sent.push({
      route,
      authorization: init.headers.Authorization,
      body: init.body ? JSON.parse(init.body) : undefined,
    });
    const answer = routes[route]?.shift();
    if (!answer) throw new Error(`unexpected ${route}`);
    return {
      ok: answer.status < 400,
      status: answer.status,
      text: async () => JSON.stringify(answer.body),
    };
  };
  return { sent, fetchFn };
}

const tokens = (access: string, refresh: string) => ({
  status: 200,
  body: { access_token: access, refresh_token: refresh, expires_in: 3600, username: 'alice' },
});
const refused = (error: string) => ({ status: 401, body: { error, error_description: error } });

/** The browser's window and localStorage, as far as the provider uses them; `opened` records popups. */
function fakeBrowser(popup: { closed: boolean } | null = { closed: false }) {
  const opened: string[] = [];
  const g = globalThis as any;
  g.localStorage = new MemoryStorage();
  g.window = {
    open: (url: string) => {
      opened.push(url);
      return popup;
    },
    close: () => undefined,
  };
  return opened;
}

/** The demo SPA's provider over a fake service, keeping its login in `storage`. */
function providerOver(fetchFn: FetchLike, storage: MemoryStorage): HivegateProvider {
  return new HivegateProvider({
    baseURL: BASE,
    app: 'demo-spa',
    callbackURL: CALLBACK,
    storage,
    fetch: fetchFn,
  });
}

function signedIn(fetchFn: FetchLike, expiresAt = Date.now() + 3_600_000) {
  const storage = new MemoryStorage();
  const provider = providerOver(fetchFn, storage);
  const info = {
    provider: Providers.Custom,
    accessToken: 'A1',
    refreshToken: 'R1',
    expiresAt,
    exp: expiresAt,
  };
  expect(provider.loadLogin('alice', info)).to.equal(true);
  return { provider, storage };
}

/** The callback a sign link names (hive-uri's base64 of `cb`). */
function callbackOf(link: string): string {
  const cb = new URL(link).searchParams.get('cb')!;
  return Buffer.from(cb.replace(/\./g, '='), 'base64url').toString();
}

describe('hivegate/aioha: the provider without a browser', () => {
  afterEach(() => {
    delete (globalThis as any).window;
    delete (globalThis as any).localStorage;
  });

  it('a posting operation goes to /api/broadcast with the access token', async () => {
    const { sent, fetchFn } = service({
      'POST /api/broadcast': [{ status: 200, body: { result: { id: TX_ID } } }],
    });
    const { provider } = signedIn(fetchFn);
    const result = await provider.signAndBroadcastTx([VOTE], KeyTypes.Posting);
    expect(result).to.deep.equal({ success: true, result: TX_ID });
    expect(sent).to.have.length(1);
    expect(sent[0].authorization).to.equal('A1');
    expect(sent[0].body).to.deep.equal({ operations: [VOTE] });
  });

  it("refused by the grant (invalid_scope), it opens a sign link for the user's posting key; the callback page hands back the id", async () => {
    const opened = fakeBrowser();
    const { fetchFn } = service({ 'POST /api/broadcast': [refused('invalid_scope')] });
    const { provider } = signedIn(fetchFn);
    const pending = provider.signAndBroadcastTx([VOTE], KeyTypes.Posting);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened).to.have.length(1);
    const link = new URL(opened[0]);
    expect(link.pathname).to.match(/^\/sign\/ops\//);
    expect(link.searchParams.get('a')).to.equal('posting');
    expect(link.searchParams.get('s')).to.equal('alice');
    expect(
      link.searchParams.get('client_id'),
      'the registered callback: the page returns by itself',
    ).to.equal('demo-spa');
    const callback = callbackOf(opened[0]);
    expect(callback).to.match(/^https:\/\/app\.example\/callback\?state=[\w-]{22}&id=\{\{id\}\}$/);
    // The callback page, after the sign page filled in the id:
    expect(relayPopupCallback(callback.replace('{{id}}', TX_ID))).to.equal(true);
    expect(await pending).to.deep.equal({ success: true, result: TX_ID });
    expect(relayPopupCallback(callback.replace('{{id}}', TX_ID)), 'once').to.equal(false);
  });

  it('an active-key operation goes straight to a sign link with the active authority', async () => {
    const opened = fakeBrowser();
    const { sent, fetchFn } = service({});
    const { provider } = signedIn(fetchFn);
    const transfer = ['transfer', { from: 'alice', to: 'bob', amount: '1.000 HIVE', memo: '' }];
    const pending = provider.signAndBroadcastTx([transfer as never], KeyTypes.Active);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent, 'nothing sent to the API').to.deep.equal([]);
    expect(new URL(opened[0]).searchParams.get('a')).to.equal('active');
    relayPopupCallback(callbackOf(opened[0]).replace('{{id}}', TX_ID));
    expect(await pending).to.deep.equal({ success: true, result: TX_ID });
  });

  it('a window the user closes is a rejection (4001); a blocked one says how to fix it', async () => {
    const popup = { closed: false };
    fakeBrowser(popup);
    const { provider } = signedIn(service({}).fetchFn);
    const pending = provider.signAndBroadcastTx([], KeyTypes.Active);
    popup.closed = true;
    expect(await pending).to.deep.include({ success: false, errorCode: 4001 });

    fakeBrowser(null);
    const blocked = await provider.login('alice', {});
    expect(blocked).to.deep.include({ success: false, errorCode: 5000 });
    expect((blocked as { error: string }).error).to.contain(
      "allow popups for this site or use mode 'redirect'",
    );
  });

  it('a sign-in refused on the consent page is a rejection (4001); an exchange that fails keeps nothing', async () => {
    const opened = fakeBrowser();
    const { fetchFn } = service({ 'POST /api/oauth2/token': [] }); // the token endpoint answers nothing
    const storage = new MemoryStorage();
    const provider = providerOver(fetchFn, storage);
    const stateOf = (url: string) => new URL(url).searchParams.get('state')!;

    const refused = provider.login('alice', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    relayPopupCallback(
      `${CALLBACK}?error=access_denied&error_description=no&state=${stateOf(opened[0])}`,
    );
    expect(await refused).to.deep.include({
      success: false,
      errorCode: 4001,
      error: 'hivegate: no',
    });

    const failing = provider.login('alice', {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    relayPopupCallback(`${CALLBACK}?code=c&state=${stateOf(opened[1])}`);
    expect(await failing).to.include({ success: false, errorCode: 5000 });
    expect(provider.getUser()).to.equal(undefined);
    expect(storage.getItem('hivegate.aioha.session')).to.equal(null);
  });

  it('an access token about to expire is refreshed first; a refused one is refreshed and the call sent once more', async () => {
    const first = service({
      'POST /api/oauth2/token': [tokens('A2', 'R2')],
      'POST /api/broadcast': [{ status: 200, body: { result: { id: TX_ID } } }],
    });
    const expiring = signedIn(first.fetchFn, Date.now() + 1000);
    expect(await expiring.provider.signAndBroadcastTx([VOTE], KeyTypes.Posting)).to.include({
      success: true,
    });
    expect(first.sent.map((s) => s.route)).to.deep.equal([
      'POST /api/oauth2/token',
      'POST /api/broadcast',
    ]);
    expect(first.sent[0].body).to.deep.equal({
      grant_type: 'refresh_token',
      refresh_token: 'R1',
      client_id: 'demo-spa',
    });
    expect(first.sent[1].authorization).to.equal('A2');
    expect(JSON.parse(expiring.storage.getItem('hivegate.aioha.session')!)).to.include({
      accessToken: 'A2',
      refreshToken: 'R2',
    });

    const second = service({
      'POST /api/broadcast': [refused('invalid_token'), refused('invalid_token')],
      'POST /api/oauth2/token': [tokens('A3', 'R3')],
    });
    const { provider } = signedIn(second.fetchFn);
    const result = await provider.signAndBroadcastTx([VOTE], KeyTypes.Posting);
    expect(result).to.deep.equal({
      success: false,
      errorCode: 4100,
      error: 'hivegate: invalid_token',
    });
    expect(second.sent.map((s) => `${s.route} ${s.authorization ?? ''}`)).to.deep.equal([
      'POST /api/broadcast A1',
      'POST /api/oauth2/token ',
      'POST /api/broadcast A3',
    ]);
  });

  it("Aioha's kept login restores the session for that account only; logout forgets it even when the service cannot be reached", async () => {
    const { fetchFn } = service({});
    const { provider, storage } = signedIn(fetchFn);
    const info = provider.getLoginInfo()!;
    expect(info).to.include({ provider: Providers.Custom, accessToken: 'A1', refreshToken: 'R1' });
    expect(provider.loadAuth('bob')).to.equal(false);
    expect(provider.loadAuth('alice')).to.equal(true);
    expect(provider.loadLogin('carol', { ...info, provider: Providers.HiveSigner })).to.equal(
      false,
    );
    expect(
      provider.loadLogin('carol', {
        ...info,
        refreshToken: undefined,
        expiresAt: Date.now() - 1,
      } as never),
    ).to.equal(false);

    await provider.logout(); // the scripted service has no revoke route: the call fails
    expect(provider.getUser()).to.equal(undefined);
    expect(storage.getItem('hivegate.aioha.session')).to.equal(null);
    expect(provider.loadAuth('alice')).to.equal(false);
  });

  it('keeps DPoP-bound tokens as such: a session says DPoP, and its calls present the token under DPoP', async () => {
    const { sent, fetchFn } = service({
      'POST /api/oauth2/token': [
        { status: 200, body: { ...tokens('A2', 'R2').body, token_type: 'DPoP' } },
      ],
      'POST /api/broadcast': [{ status: 200, body: { result: { id: TX_ID } } }],
    });
    const storage = new MemoryStorage();
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    const provider = new HivegateProvider({
      baseURL: BASE,
      app: 'demo-spa',
      callbackURL: CALLBACK,
      storage,
      dpop: keys,
      fetch: fetchFn,
    });
    const expired = Date.now() - 1; // refreshed first: the new pair is DPoP-bound
    const info = {
      provider: Providers.Custom,
      accessToken: 'A1',
      refreshToken: 'R1',
      expiresAt: expired,
      exp: expired,
    };
    expect(provider.loadLogin('alice', info)).to.equal(true);
    expect(await provider.signAndBroadcastTx([VOTE], KeyTypes.Posting)).to.include({
      success: true,
    });
    expect(JSON.parse(storage.getItem('hivegate.aioha.session')!)).to.include({
      accessToken: 'A2',
      tokenType: 'DPoP',
    });
    expect(sent.map((s) => `${s.route} ${s.authorization}`)).to.deep.equal([
      'POST /api/oauth2/token undefined',
      'POST /api/broadcast DPoP A2',
    ]);
    expect(provider.getLoginInfo()).to.include({ tokenType: 'DPoP' });
    expect(
      provider.loadLogin('alice', { ...info, tokenType: 'Bearer' } as never),
      'not a token type',
    ).to.equal(false);
  });

  it('memos and message signing are clear unsupported errors (4200)', async () => {
    const { provider } = signedIn(service({}).fetchFn);
    for (const result of [
      await provider.decryptMemo(),
      await provider.encryptMemo(),
      await provider.signMessage(),
      await provider.loginAndDecryptMemo(),
    ])
      expect(result).to.include({ success: false, errorCode: 4200 });
  });

  it("service errors read as Aioha's codes", () => {
    const code = (error: unknown) => failureOf(error).errorCode;
    expect(code(new HivegateError('access_denied', 'no'))).to.equal(4001);
    expect(code(new HivegateError('invalid_grant', 'spent'))).to.equal(4100);
    expect(code(new HivegateError('server_error', 'node down'))).to.equal(-32603);
    expect(code(new HivegateError('too_many_requests', 'later'))).to.equal(5000);
    expect(code(new TypeError('boom'))).to.equal(5000);
    expect(failureOf(new HivegateError('invalid_scope', 'vote weight above 50%')).error).to.equal(
      'hivegate: vote weight above 50%',
    );
  });
});
