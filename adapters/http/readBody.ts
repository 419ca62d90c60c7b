import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { parse as parseQuery } from 'qs';

// How the service reads a request body: Koa's body parser (createHttpApp) is configured from here,
// and the lanes before Koa (tokenFastLane, broadcastFastLane) read bodies here by the same steps.

/** Largest request body accepted, in bytes; bigger ones get 413. Broadcasts are capped at 64 KiB of operations. */
export const BODY_LIMIT = 96 * 1024;

/**
 * The body parser's failures as the error handler words them: too large (413), a prototype key,
 * else malformed (400) — a client's error, never our 500. readBody fails the same way.
 */
export function bodyRefusal(error: Error & { status?: number }): Error {
  if (error.status === 413) return Object.assign(new Error('body too large'), { status: 413 });
  if (/prototype/i.test(error.message))
    return Object.assign(new Error('prototype key'), { status: 400, proto: true });
  return Object.assign(new Error('malformed body'), { status: 400, type: 'entity.parse.failed' });
}

/** Turns a body's text into its value; throws when it does not parse. */
export type BodyParser = (text: string) => unknown;

/** Modules as koa-bodyparser's parser (co-body) loads them: a body read before Koa is read as Koa reads it. */
const fromCoBody = createRequire(
  createRequire(require.resolve('koa-bodyparser')).resolve('co-body'),
);
const qs = fromCoBody('qs') as { parse: typeof parseQuery };
const bourne = fromCoBody('@hapi/bourne') as {
  parse: (text: string, options: { protoAction: 'error' }) => unknown;
};

/** co-body's strict JSON (koa-bodyparser's `strict: true`): an object or an array, after RFC 7159 whitespace. */
const STRICT_JSON = /^[\x20\x09\x0a\x0d]*(\[|\{)/;

/**
 * The body types read before Koa (spaces removed, lower-cased): forms as OAuth libraries send
 * them, and JSON as HiveSigner's SDK and the spec's examples do. co-body's own steps: qs with
 * dots allowed; strict JSON with `__proto__` refused.
 */
const PARSERS: ReadonlyMap<string, BodyParser> = new Map(
  Object.entries({
    'application/x-www-form-urlencoded': parseForm,
    'application/x-www-form-urlencoded;charset=utf-8': parseForm,
    'application/json': parseJson,
    'application/json;charset=utf-8': parseJson,
  }),
);

function parseForm(text: string): unknown {
  return qs.parse(text, { allowDots: true });
}

function parseJson(text: string): unknown {
  if (text === '') return {};
  if (!STRICT_JSON.test(text))
    throw new SyntaxError('invalid JSON, only supports object and array');
  return bourne.parse(text, { protoAction: 'error' });
}

/**
 * The parser of a body a lane can read as Koa does — a type of PARSERS, a declared length within
 * BODY_LIMIT, no transfer or content encoding — or undefined: leave the request to Koa.
 */
export function bodyParserOf({ headers }: IncomingMessage): BodyParser | undefined {
  const type = headers['content-type'];
  const length = headers['content-length'];
  if (
    type === undefined ||
    length === undefined ||
    !/^\d{1,9}$/.test(length) ||
    Number(length) > BODY_LIMIT ||
    headers['transfer-encoding'] !== undefined ||
    headers['content-encoding'] !== undefined
  )
    return undefined;
  return PARSERS.get(type.replace(/\s+/g, '').toLowerCase());
}

/** The body, read as koa-bodyparser reads it: UTF-8 without a leading BOM (raw-body's decoder), then parsed. */
export function readBody(request: IncomingMessage, parse: BodyParser): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('error', (error) => reject(bodyRefusal(error)));
    request.on('close', () => {
      if (!ended) reject(bodyRefusal(new Error('request aborted')));
    });
    request.on('end', () => {
      ended = true;
      let text = Buffer.concat(chunks).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      try {
        resolve(parse(text));
      } catch (error) {
        reject(bodyRefusal(error as Error));
      }
    });
  });
}
