// The whole HTTP service from the installed package's root entry (Koa, inversify through
// require(esm)), storage swapped for memory (better-sqlite3 is not installed), answering the
// pages' assets from the compiled layout and the built scripts. Prints status, type and size of each.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { dirname, join } = require('node:path');
const { createServer, loadConfig } = require('hivegate');
const { MemorySignInStore, MemoryUsageStore } = require('hivegate/adapters/memory');

async function main() {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hivegate-packaged-')),
    HIVE_NODES: process.env.DEVNET_URL,
    HIVE_CHAIN_ID: process.env.CHAIN_ID,
    HIVE_ADDRESS_PREFIX: process.env.ADDRESS_PREFIX,
    SERVICE_ACCOUNT: 'hivegate',
    SERVICE_POSTING_KEY: process.env.SERVICE_POSTING_KEY,
  });
  const server = await createServer(config, {
    signIns: new MemorySignInStore(),
    usage: new MemoryUsageStore(),
  });
  const url = await server.listen();
  const answers = {};
  // The consent page's script, named by its content's hash in the package's web/dist.
  const manifest = require(
    join(dirname(require.resolve('hivegate/package.json')), 'web/dist/manifest.json'),
  );
  const script = `/assets/${manifest.scripts.consent}`;
  for (const path of ['/assets/style.css', script, '/api/me']) {
    const response = await fetch(url + path, { headers: { 'Accept-Encoding': 'br' } });
    answers[path === script ? 'consent script' : path] = {
      status: response.status,
      type: response.headers.get('content-type'),
      encoding: response.headers.get('content-encoding'),
      bytes: (await response.arrayBuffer()).byteLength,
    };
  }
  await server.close();
  console.log(JSON.stringify(answers));
}
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
