import { expect } from 'chai';
import { join } from 'node:path';
import { tokenThroughApi, type BrowserWorld } from '../browser/browserFixture';
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
