/**
 * `express4` is express 4 under another name (package.json: `npm:express@^4`), the major
 * HiveSigner's API runs on, beside the express 5 the tests use. Its API as the bench's model of
 * HiveSigner uses it is express 5's (@types/express): the same calls.
 */
declare module 'express4' {
  import express from 'express';
  export = express;
}
