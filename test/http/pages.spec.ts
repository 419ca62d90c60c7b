import 'reflect-metadata';
import { expect } from 'chai';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { jsonForScript } from '../../adapters/http/pages/html';
import { anApp, aUser } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';
import { pageData } from '../support/pageData';

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';

describe('HTTP: pages (sign-in, authorized apps, assets)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  const hostileApp = anApp('evil-app')
    .withRedirect(`https://evil.example/cb?x=${encodeURIComponent(HOSTILE)}`)
    .withProfile({
      name: HOSTILE,
      about: HOSTILE,
      website: 'javascript:alert(3)',
      profile_image: 'http://plain.example/a.png',
    });

  before(async () => {
    const chain = new MemoryChainClient([
      aUser('alice').grantedTo('demo-app').build(),
      aUser('bob').build(),
      demoApp.build(),
      hostileApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await startTestServer(
      { chain },
      { HIVE_NODES: 'https://node-a.example/rpc,https://node-b.example:8443' },
    );
  });
  after(() => t.close());

  const authorizePath = (query: Record<string, string>) =>
    `/oauth2/authorize?${new URLSearchParams(query)}`;

  it('renders the consent page with the security headers and the page data the script needs', async () => {
    const answer = await call(
      t.url,
      'GET',
      authorizePath({
        client_id: 'demo-app',
        redirect_uri: 'https://demo.example/callback',
        response_type: 'code',
        scope: 'vote,comment',
        state: 'xyz',
        account: 'bob',
      }),
    );
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.match(/^text\/html/);
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp)
      .to.include("frame-ancestors 'none'")
      .and.include("script-src 'self'")
      .and.include("base-uri 'none'");
    expect(csp).to.include("connect-src 'self' https://node-a.example https://node-b.example:8443");
    expect(csp).to.not.include('unsafe-inline');
    expect(answer.headers.get('x-frame-options')).to.equal('DENY');
    expect(answer.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(answer.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(answer.body).to.include('Unverified').and.include('value="bob"');
    expect(pageData(answer.body)).to.deep.include({
      clientId: 'demo-app',
      redirectUri: 'https://demo.example/callback',
      responseType: 'code',
      scope: ['vote', 'comment'],
      state: 'xyz',
      needsPosting: true,
      nodes: ['https://node-a.example/rpc', 'https://node-b.example:8443'],
    });
    // No inline executable script: every <script> either loads a file or is the JSON data block.
    const scripts = answer.body.match(/<script[^>]*>/g) as string[];
    for (const tag of scripts)
      expect(tag).to.match(/src="\/assets\/[a-z-]+\.[A-Z0-9]+\.js"|type="application\/json"/);
  });

  it('escapes every on-chain string, including inside the page data', async () => {
    const answer = await call(
      t.url,
      'GET',
      authorizePath({
        client_id: 'evil-app',
        redirect_uri: `https://evil.example/cb?x=${encodeURIComponent(HOSTILE)}`,
        state: HOSTILE,
      }),
    );
    expect(answer.status).to.equal(200);
    expect(answer.body).to.not.include('<script>alert').and.not.include('<img src=x');
    expect(answer.body).to.include('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(answer.body, 'a javascript: website is not a link').to.not.include('href="javascript:');
    expect(answer.body, 'a non-https avatar is not loaded').to.not.include('plain.example');
    expect(pageData(answer.body).state).to.equal(HOSTILE);
  });

  it('answers an unregistered redirect_uri with a 400 error page: no form, no script, no redirect', async () => {
    const answer = await call(
      t.url,
      'GET',
      authorizePath({
        client_id: 'demo-app',
        redirect_uri: 'https://attacker.example/steal',
        scope: 'vote',
      }),
    );
    expect(answer.status).to.equal(400);
    expect(answer.headers.get('location')).to.equal(null);
    expect(answer.headers.get('content-security-policy')).to.include("frame-ancestors 'none'");
    expect(answer.body).to.include('redirect_uri is not registered');
    expect(answer.body)
      .to.not.include('<form')
      .and.not.include('<script')
      .and.not.include('attacker.example');
  });

  it('answers an unknown app and a malformed query with error pages', async () => {
    const unknown = await call(
      t.url,
      'GET',
      authorizePath({ client_id: 'bob', redirect_uri: 'https://demo.example/callback' }),
    );
    expect(unknown.status).to.equal(400);
    expect(unknown.body).to.include('not a registered app');
    const malformed = await call(t.url, 'GET', '/oauth2/authorize?client_id=NOT%20A%20NAME');
    expect(malformed.status).to.equal(400);
    expect(malformed.body).to.include('client_id');
  });

  it('serves /authorized-apps with the same headers', async () => {
    const answer = await call(t.url, 'GET', '/authorized-apps');
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-security-policy')).to.include("frame-ancestors 'none'");
    expect(answer.body).to.include('href="/apps"');
    expect(pageData(answer.body).chainId).to.equal(t.config.chainId);
  });

  it('serves /apps/register with the same headers; its key and secret fields have no name, so nothing is sent natively (issue 37 §2)', async () => {
    const answer = await call(t.url, 'GET', '/apps/register');
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-security-policy')).to.include("frame-ancestors 'none'");
    expect(answer.headers.get('cache-control')).to.equal('no-store');
    const body = answer.body as string;
    expect(pageData(body)).to.include({ chainId: t.config.chainId, secretBytes: 32 });
    expect(body).to.include('<h1>Register an app</h1>').and.include('128 random bits');
    expect(body).to.match(/<input id="active-key" type="password"/);
    expect(body).not.to.match(/<(input|textarea|select)[^>]* name=/);
    expect(body).not.to.match(/<script(?! (src="\/assets\/|type="application\/json"))/);
  });

  it('serves only the allow-listed assets, with their content types', async () => {
    const script = /<script src="\/assets\/([^"]+)" defer>/.exec(
      (await call(t.url, 'GET', '/authorized-apps')).body as string,
    )![1];
    for (const [name, type] of [
      ['style.css', 'text/css'],
      [script, 'text/javascript'],
    ]) {
      const response = await fetch(`${t.url}/assets/${name}`);
      expect(response.status, name).to.equal(200);
      expect(response.headers.get('content-type')).to.include(type);
      expect(response.headers.get('x-content-type-options')).to.equal('nosniff');
    }
    for (const path of [
      '/assets/..%2Fpackage.json',
      '/assets/%2e%2e%2fpackage.json',
      '/assets/../package.json',
      '/assets/dhive.js',
      '/assets/qrcode.js',
      '/assets/manifest.json',
      `/assets/${script}.map`,
      `/assets/${script}.gz`,
      '/assets/',
    ]) {
      const answer = await call(t.url, 'GET', path);
      expect(answer.status, path).to.equal(404);
      expect(JSON.stringify(answer.body)).to.not.include('"name": "hivegate"');
    }
  });

  it('keeps the page data inside its script block whatever it holds', () => {
    const text = jsonForScript({ s: '</script><!-- \u2028 &' });
    expect(text).to.not.match(/[<>&\u2028]/);
    expect(JSON.parse(text)).to.deep.equal({ s: '</script><!-- \u2028 &' });
  });
});
