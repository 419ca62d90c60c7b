// Bench child, plain JavaScript on the compiled service (dist/, as `npm start` runs it): the whole
// service with a usage store that drops its writes. Requests are still counted in memory by the
// core's UsageRecorder, but the periodic flush writes nothing; beside the real service, it shows
// what storing usage costs on the request path. Its reads are the seeded file's (a connection of
// its own), so its directory is the same 10k apps as the service's: the two differ in the writes
// only. PORT etc. from the environment, like npm start.
'use strict';

/** `seeded`'s reads, and writes that go nowhere. */
function writesDropped(seeded) {
  return {
    async record() {},
    summarize: (fromDay, toDay) => seeded.summarize(fromDay, toDay),
  };
}

async function main() {
  // Here, not above: a test loads writesDropped without a build.
  require('reflect-metadata');
  const { loadConfig } = require('../../dist/bootstrap/config.js');
  const { createServer } = require('../../dist/bootstrap/createServer.js');
  const { openDatabase } = require('../../dist/adapters/storage/openDatabase.js');
  const { SqliteUsageStore } = require('../../dist/adapters/storage/apps/SqliteUsageStore.js');
  const config = loadConfig();
  const seeded = new SqliteUsageStore(openDatabase(config.databaseFile));
  const server = await createServer(config, { usage: writesDropped(seeded) });
  const stop = () =>
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await server.listen();
}

exports.writesDropped = writesDropped;

if (require.main === module)
  main().catch((error) => {
    process.stderr.write(`bench usage-off service: ${(error && error.stack) || String(error)}\n`);
    process.exit(1);
  });
