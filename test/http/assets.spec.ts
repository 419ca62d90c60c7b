import 'reflect-metadata';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { MESSAGE_LOCALES } from '../../web/build';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { OUT, type Manifest } from '../../web/build';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { aUser } from '../support/builders';
import { demoApp } from '../support/coreFixture';
import { call } from '../support/http';
import { startTestServer } from '../support/httpFixture';

/** A raw GET (fetch would decode the body): status, headers and the bytes as sent. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('HTTP: the pages’ scripts (built bundles, compressed, immutable)', () => {
  let t: Awaited<ReturnType<typeof startTestServer>>;
  let scripts: Record<string, string>;

  before(async () => {
    const chain = new MemoryChainClient([
      aUser('alice').build(),
      demoApp.build(),
      aUser('hivegate').build(),
    ]);
    t = await startTestServer({ chain });
    const scriptOf = async (path: string) => {
      const answer = await call(t.url, 'GET', path);
      const found = /<script src="(\/assets\/(?!messages-)[^"]+)" defer>/.exec(String(answer.body));
      expect(found, `${path}: ${answer.status} ${String(answer.body).slice(0, 200)}`).to.not.equal(
        null,
      );
      return found![1];
    };
    scripts = {
      consent: await scriptOf(
        `/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: 'https://demo.example/callback', scope: 'login' })}`,
      ),
      sign: await scriptOf('/sign/vote?voter=alice&author=alice&permlink=p&weight=10000'),
      'authorized-apps': await scriptOf('/authorized-apps'),
      'register-app': await scriptOf('/apps/register'),
    };
  });
  after(() => t.close());

  it('each page loads its own bundle, named by its content hash', () => {
    for (const [page, url] of Object.entries(scripts))
      expect(url, page).to.match(new RegExp(`^/assets/${page}\\.[A-Z0-9]{8}\\.js$`));
    expect(new Set(Object.values(scripts)).size).to.equal(4);
  });

  it('sends brotli when accepted, else gzip, else plain; the same script each way; cached as immutable', async () => {
    const url = `${t.url}${scripts.consent}`;
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    const plain = await rawGet(url, { 'Accept-Encoding': 'identity' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(brotliDecompressSync(br.body).equals(plain.body)).to.equal(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).to.equal(true);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).to.equal(200);
      expect(answer.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(answer.headers.vary).to.include('Accept-Encoding');
      expect(answer.headers['content-type']).to.equal('text/javascript; charset=utf-8');
      expect(answer.headers['x-content-type-options']).to.equal('nosniff');
    }
  });

  it('ships no dhive: each page sends under 60 KB compressed (dhive alone was 948 KB, 215 KB gzipped)', async () => {
    for (const [page, url] of Object.entries(scripts)) {
      const answer = await rawGet(`${t.url}${url}`, { 'Accept-Encoding': 'br' });
      expect(answer.body.length, page).to.be.below(60_000);
      expect(brotliDecompressSync(answer.body).toString(), page).to.not.include('dhive');
    }
  });

  it('a page loads its own locale’s messages and no other’s; the consent page stays within its budget plus one locale (issue 40 §3)', async () => {
    const messages = (answer: string) =>
      [...answer.matchAll(/<script src="(\/assets\/messages-[^"]+)" defer>/g)].map((m) => m[1]);
    for (const locale of MESSAGE_LOCALES) {
      const page = await fetch(`${t.url}/apps/register?ui_locales=${locale}`);
      const urls = messages(await page.text());
      expect(urls, locale).to.have.length(1);
      expect(urls[0], locale).to.match(
        new RegExp(`^/assets/messages-${locale}\\.[A-Z0-9]{8}\\.js$`),
      );
      const answer = await rawGet(`${t.url}${urls[0]}`, { 'Accept-Encoding': 'br' });
      expect(answer.status, locale).to.equal(200);
      // One locale's messages, compiled (no parser): well under the 12 KB a locale may add.
      expect(answer.body.length, locale).to.be.below(12_000);
      const text = brotliDecompressSync(answer.body).toString();
      expect(text, locale).to.include(`locale:${JSON.stringify(locale)}`);
      expect(text, locale).not.to.include('ParseError');
      // The sign page's operation words are the server's only (web/build.ts pageMessagesOf).
      expect(text, locale).to.include('"sign.signature"').and.not.include('"op.you"');
    }
    const consent = await rawGet(`${t.url}${scripts.consent}`, { 'Accept-Encoding': 'br' });
    expect(consent.body.length).to.be.below(60_000);
  });

  it('sends the stylesheet compressed too, briefly cached (its name carries no version)', async () => {
    const br = await rawGet(`${t.url}/assets/style.css`, { 'Accept-Encoding': 'br' });
    const plain = await rawGet(`${t.url}/assets/style.css`, {});
    expect(br.headers['content-encoding']).to.equal('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).to.equal(true);
    expect(plain.headers['cache-control']).to.equal('public, max-age=300');
  });

  it('sends HTML pages compressed like the scripts, error pages too; a small page as it is (issue 39 §4)', async () => {
    for (const path of [
      `/oauth2/authorize?${new URLSearchParams({ client_id: 'demo-app', redirect_uri: 'https://demo.example/callback', scope: 'login' })}`,
      '/authorized-apps',
      '/oauth2/authorize?client_id=nobody-at-all&redirect_uri=x', // an error page
    ]) {
      const br = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      const gzip = await rawGet(`${t.url}${path}`, { 'Accept-Encoding': 'gzip' });
      const plain = await rawGet(`${t.url}${path}`, {});
      expect(br.headers['content-encoding'], path).to.equal('br');
      expect(gzip.headers['content-encoding'], path).to.equal('gzip');
      expect(plain.headers['content-encoding'], path).to.equal(undefined);
      expect(br.headers.vary, path).to.include('Accept-Encoding');
      expect(plain.body.toString(), path).to.match(/^<!doctype html>/);
      expect(brotliDecompressSync(br.body).equals(plain.body), path).to.equal(true);
      expect(gunzipSync(gzip.body).equals(plain.body), path).to.equal(true);
      expect(br.body.length, path).to.be.below(plain.body.length / 2);
    }
    const small = await rawGet(`${t.url}/no-such-page`, { 'Accept-Encoding': 'br' });
    expect(small.body.length).to.be.below(1024);
    expect(small.headers['content-encoding']).to.equal(undefined);
  });

  it('serves each wallet’s module on its own; no page carries one in its first load (issue 42)', async () => {
    const manifest = JSON.parse(readFileSync(join(OUT, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.inputs, 'a manifest that records its inputs can tell when it is stale').to.be.a(
      'string',
    );
    expect(Object.keys(manifest.wallets)).to.deep.equal(['peakvault', 'metamask', 'ledger']);
    const consent = brotliDecompressSync(
      (await rawGet(`${t.url}${scripts.consent}`, { 'Accept-Encoding': 'br' })).body,
    ).toString();
    for (const [wallet, file] of Object.entries(manifest.wallets)) {
      expect(file, wallet).to.match(new RegExp(`^wallet-${wallet}\\.[A-Z0-9]{8}\\.js$`));
      expect(consent, wallet).to.include(`/assets/${file}`);
      const answer = await rawGet(`${t.url}/assets/${file}`, { 'Accept-Encoding': 'identity' });
      expect(answer.status, wallet).to.equal(200);
      expect(answer.headers['content-type']).to.equal('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    }
    // The wallets' own calls are in their modules only.
    for (const call of ['requestSignTx', 'wallet_invokeSnap', 'signHash'])
      expect(consent, call).to.not.include(call);
  });

  it('answers 404 for a script name that no page has', async () => {
    const stale = scripts.consent.replace(/\.[A-Z0-9]{8}\.js$/, '.AAAAAAAA.js');
    expect((await call(t.url, 'GET', stale)).status).to.equal(404);
  });
});
