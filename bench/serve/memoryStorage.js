// Bench child, plain JavaScript on the compiled service (dist/, as `npm start` runs it): the whole
// service over its in-memory stores (hivegate/adapters/memory, as a single-process embedder would
// use them): sign-ins and usage given, and with the sign-ins given, every store kept beside them
// (idempotency keys, the broadcast log, budgets, …) in memory too (bootstrap/ports.ts,
// applyOverrides). No database is opened. The memory side of the token-exchange rows against
// node-oidc-provider's in-memory adapter. PORT etc. from the environment, like npm start.
'use strict';
require('reflect-metadata');
const { loadConfig } = require('../../dist/bootstrap/config.js');
const { createServer } = require('../../dist/bootstrap/createServer.js');
const { MemorySignInStore, MemoryUsageStore } = require('../../dist/adapters/storage/memory.js');

async function main() {
  const server = await createServer(loadConfig(), {
    signIns: new MemorySignInStore(),
    usage: new MemoryUsageStore(),
  });
  const stop = () =>
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await server.listen();
}

main().catch((error) => {
  process.stderr.write(
    `bench memory-storage service: ${(error && error.stack) || String(error)}\n`,
  );
  process.exit(1);
});
