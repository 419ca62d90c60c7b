import { expect } from 'chai';
import { calculateJwkThumbprint } from 'jose';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { tokenThroughApi, type AppPages, type BrowserWorld } from '../browser/browserFixture';
import { call } from '../support/http';

/** A test app's script (test/client/browser/<file>) bundled for the browser as an app's build would (esbuild, platform browser: a Node built-in would fail it). */
export async function bundleForBrowser(file: string): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  const result = await esbuild.build({
    entryPoints: [join(__dirname, 'browser', file)],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * A test app for useBrowserWorld: `file` (test/client/browser/) bundled by `build()` — call it in a
 * `before` hook — and served at /app.js, and the page `page()` writes at / and at /callback, where
 * the consent page returns.
 */
export function testApp(
  file: string,
  page: () => string,
): { pages: AppPages; build(): Promise<void> } {
  let bundle = '';
  return {
    pages: (url, res) => {
      if (url.pathname === '/app.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(bundle);
        return true;
      }
      if (url.pathname === '/' || url.pathname === '/callback') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page());
        return true;
      }
      return false;
    },
    async build() {
      bundle = await bundleForBrowser(file);
    },
  };
}

/** A test app's page: its controls, an error line, its settings as JSON for the script, the script. */
export function appPage(title: string, controls: string, config: object): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>
<h1>${title}</h1>
${controls}
<p id="error" role="alert" hidden></p>
<script type="application/json" id="config">${json}</script>
<script type="module" src="/app.js"></script>
</body></html>`;
}

/** A post by `author` to vote on, broadcast through the API (signing in from node: a test shortcut). */
export async function seedPost(w: BrowserWorld, author: string, permlink: string): Promise<void> {
  const token = await tokenThroughApi(w, author, 'comment');
  const post = await call(w.serviceUrl, 'POST', '/api/broadcast', {
    headers: { Authorization: token },
    json: {
      operations: [
        [
          'comment',
          {
            parent_author: '',
            parent_permlink: 'hive',
            author,
            permlink,
            title: 'T',
            body: 'B',
            json_metadata: '',
          },
        ],
      ],
    },
  });
  expect(post.status, JSON.stringify(post.body)).to.equal(200);
}

/**
 * The DPoP key hivegate/client keeps in the page's IndexedDB (client/dpop.ts): whether its private
 * half is extractable, and the thumbprint (RFC 7638) of its public half — a bound token's cnf.jkt.
 */
export async function pageDPoPKey(page: Page): Promise<{ extractable: boolean; jkt: string }> {
  const kept = await page.evaluate(
    () =>
      new Promise<{ extractable: boolean; jwk: JsonWebKey }>((resolve, reject) => {
        const opened = indexedDB.open('hivegate');
        opened.onerror = () => reject(new Error('no IndexedDB database "hivegate"'));
        opened.onsuccess = () => {
          const read = opened.result.transaction('dpop-keys').objectStore('dpop-keys').get('dpop');
          read.onerror = () => reject(new Error('no DPoP key'));
          read.onsuccess = () => {
            const pair = read.result as CryptoKeyPair | undefined;
            if (!pair) return reject(new Error('no DPoP key'));
            void crypto.subtle
              .exportKey('jwk', pair.publicKey)
              .then((jwk) => resolve({ extractable: pair.privateKey.extractable, jwk }));
          };
        };
      }),
  );
  return { extractable: kept.extractable, jkt: await calculateJwkThumbprint(kept.jwk) };
}
