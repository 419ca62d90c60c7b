// Bench child, plain JavaScript on the compiled service (dist/, as `npm start` runs it): the whole
// service with a usage store that drops its writes. Requests are still counted in memory by the
// core's UsageRecorder, but the periodic flush writes nothing; beside the real service, it shows
// what storing usage costs on the request path. PORT etc. from the environment, like npm start.
'use strict';
require('reflect-metadata');
const { loadConfig } = require('../../dist/bootstrap/config.js');
const { createServer } = require('../../dist/bootstrap/createServer.js');

const nullUsageStore = {
  async record() {},
  async summarize() {
    return [];
  },
};

async function main() {
  const server = await createServer(loadConfig(), { usage: nullUsageStore });
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
  process.stderr.write(`bench usage-off service: ${(error && error.stack) || String(error)}\n`);
  process.exit(1);
});
