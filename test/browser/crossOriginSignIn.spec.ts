import 'reflect-metadata';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { keyOf, signMessage } from '../support/builders';
import { call } from '../support/http';
import { useBrowserWorld, type BrowserWorld } from './browserFixture';

/** Another site: the test app's server under a name Chromium resolves to it (not 127.0.0.1's site). */
const EVIL_HOST = 'evil.test';

/**
 * The page's script, as another site would serve it (plain JavaScript: a function passed to
 * page.evaluate would be compiled by tsx, whose esbuild wraps named inner functions in a `__name`
 * helper the page does not have). It tries every read it can and reports what it got.
 */
const EVIL_SCRIPT = String.raw`
window.attack = async (service, redirect) => {
  const out = {};
  const attempt = async (name, run) => {
    try {
      out[name] = await run();
    } catch (error) {
      out[name] = 'refused: ' + error.name;
    }
  };
  const post = (path, fields, mode) =>
    fetch(service + path, {
      method: 'POST',
      mode,
      credentials: 'include',
      headers: { 'Content-Type': mode === 'cors' ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: mode === 'cors' ? JSON.stringify(fields) : new URLSearchParams(fields),
    }).then(async (r) => r.type + ' ' + r.status + ' ' + (await r.text()));
  const asked = { username: 'alice', client_id: 'demo-app', redirect_uri: redirect };
  await attempt('challenge', () => post('/api/oauth2/challenge', asked, 'cors'));
  await attempt('challenge, no-cors', () => post('/api/oauth2/challenge', asked, 'no-cors'));
  const signed = await window.walletSignsForAlice();
  await attempt('authorize', () => post('/api/oauth2/authorize', signed, 'cors'));
  await attempt('authorize, no-cors', () => post('/api/oauth2/authorize', signed, 'no-cors'));
  return out;
};`;

interface EvilPage {
  attack(service: string, redirect: string): Promise<Record<string, string>>;
}

/**
 * Issue 37 §1's proof: a page on another site, whose script tries challenge → a signature of the
 * user's (made here with alice's key, through a test hook standing for a wallet that signs what a
 * page asks) → authorize → a token, gets nothing usable: CORS keeps every answer from it, the
 * Origin check refuses its requests, and a handoff it replays without the signing browser's cookie
 * delivers no token (adapters/http/pages/ownPagesOnly.ts, core/signIn/tokenHandoff.ts).
 */
describe('Browser: a page on another site gets no token out of a sign-in', function () {
  const world = useBrowserWorld(this, {
    pages: (url, res) => {
      if (url.pathname !== '/evil') return false;
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><title>Free Hive</title><h1>Claim your prize</h1><script>${EVIL_SCRIPT}</script>`,
        );
      return true;
    },
    chromiumArgs: [`--host-resolver-rules=MAP ${EVIL_HOST} 127.0.0.1`],
  });
  let w: BrowserWorld;
  beforeEach(() => (w = world()));

  const evilUrl = () => `http://${EVIL_HOST}:${new URL(w.app.url).port}/evil`;
  const callback = () => `${w.app.url}/callback`;

  /** A challenge alice signed for a posting sign-in at demo-app (what a wallet would hand a page). */
  async function aliceSigned(): Promise<Record<string, string>> {
    const challenge = await call(w.serviceUrl, 'POST', '/api/oauth2/challenge', {
      json: { username: 'alice', client_id: 'demo-app', redirect_uri: callback(), scope: 'vote' },
    });
    expect(challenge.status, JSON.stringify(challenge.body)).to.equal(200);
    const text = challenge.body.challenge as string;
    return {
      challenge: text,
      signature: signMessage(text, keyOf('alice')),
      client_id: 'demo-app',
      redirect_uri: callback(),
      response_type: 'token',
      scope: 'vote',
    };
  }

  /** What the service answered this page, as the browser's network layer saw it (the page cannot). */
  function serviceAnswers(page: Page): string[] {
    const seen: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(w.serviceUrl))
        seen.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
    });
    return seen;
  }
  const callbacksSoFar = () => w.app.callbacks.filter((c) => c.pathname === '/callback');

  it('challenge → signature → authorize from another site: CORS hides every answer, the Origin check refuses', async () => {
    const page = await w.newPage();
    const answers = serviceAnswers(page);
    await page.exposeFunction('walletSignsForAlice', aliceSigned);
    await page.goto(evilUrl());
    const seen = await page.evaluate(
      ([service, redirect]) =>
        (window as unknown as EvilPage).attack(service, redirect) as Promise<object>,
      [w.serviceUrl, callback()],
    );
    expect(seen).to.deep.equal({
      challenge: 'refused: TypeError',
      'challenge, no-cors': 'opaque 0 ',
      authorize: 'refused: TypeError',
      'authorize, no-cors': 'opaque 0 ',
    });
    expect(answers).to.include('POST /api/oauth2/challenge 400');
    expect(answers).to.include('POST /api/oauth2/authorize 400');
    expect(answers.filter((a) => a.startsWith('POST') && !a.endsWith(' 400'))).to.deep.equal([]);

    // A form it submits (a navigation: no CORS to stop it) is refused by its Origin alone.
    const fields = await aliceSigned();
    await page.evaluate(
      ({ action, values }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = action;
        for (const [name, value] of Object.entries(values)) {
          const input = document.createElement('input');
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { action: `${w.serviceUrl}/api/oauth2/authorize`, values: fields },
    );
    await page.waitForURL(`${w.serviceUrl}/api/oauth2/authorize`);
    const refusal = await page.locator('body').innerText();
    expect(refusal).to.include("this service's own pages only").and.not.include('access_token');
    expect(callbacksSoFar(), 'nothing reached the app').to.deep.equal([]);
    await page.context().close();
  });

  it('a handoff replayed without the signing browser’s cookie yields no token; its own navigation does', async () => {
    const page = await w.newPage();
    // The user signs on this service's own page: its script's answer names the handoff page and
    // sets the cookie, which no script reads.
    await page.goto(`${w.serviceUrl}/authorized-apps`);
    const answer = await page.evaluate(
      async (fields) => {
        const r = await fetch('/api/oauth2/authorize', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(fields),
        });
        return { status: r.status, text: await r.text(), cookies: document.cookie };
      },
      await aliceSigned(),
    );
    expect(answer.status, answer.text).to.equal(200);
    expect(answer.text).to.not.include('access_token');
    expect(answer.cookies, 'HttpOnly: no script sees the verifier').to.equal('');
    const handoff = new URL(JSON.parse(answer.text).redirect_to as string, w.serviceUrl).href;

    // A page on another site that learned the URL: its fetch is refused and unreadable, and
    // opening it carries no cookie (SameSite=Strict): an error page, no token.
    await page.goto(evilUrl());
    const fetched = await page.evaluate(async (url) => {
      try {
        const r = await fetch(url, { credentials: 'include' });
        return `${r.type} ${r.status}`;
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    }, handoff);
    expect(fetched).to.equal('refused: TypeError');
    await page.evaluate((url) => void (location.href = url), handoff);
    await page.waitForURL(handoff);
    expect(await page.locator('h1').innerText()).to.not.equal('Back at the test app');
    expect(await page.locator('[role="alert"]').innerText()).to.include(
      'only by the browser where you signed',
    );
    expect(callbacksSoFar(), 'nothing reached the app').to.deep.equal([]);

    // The user's own navigation (typed, or started by the consent page) carries the cookie: the
    // handoff was never spent, and the token reaches the app's registered redirect URI.
    const landed = w.app.next('/callback');
    await page.goto(handoff);
    const url = await landed;
    expect(url.searchParams.get('username')).to.equal('alice');
    const me = await call(w.serviceUrl, 'GET', '/api/me', {
      headers: { Authorization: url.searchParams.get('access_token')! },
    });
    expect(me.body.user).to.equal('alice');
    await page.context().close();
  });
});
