import { expect } from 'chai';
import {
  MalformedResponse,
  MAX_HEAD_BYTES,
  ResponseParser,
  type HttpResponse,
} from '../../adapters/chain/responseParser';

/** Feeds `raw` in pieces of `size` bytes; the response, and how many bytes it took to get it. */
function parse(raw: string, size = raw.length): { response?: HttpResponse; fedBytes: number } {
  const parser = new ResponseParser();
  const bytes = Buffer.from(raw, 'latin1');
  for (let at = 0; at < bytes.length; at += size) {
    const response = parser.push(bytes.subarray(at, at + size));
    if (response) return { response, fedBytes: Math.min(at + size, bytes.length) };
  }
  return { fedBytes: bytes.length };
}

const ANSWER = '{"jsonrpc":"2.0","id":1,"result":{"ok":true}}';
const withLength = (extra = '') =>
  `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n${extra}Content-Length: ${ANSWER.length}\r\n\r\n${ANSWER}`;
const chunked =
  'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n' +
  `5;name=value\r\n${ANSWER.slice(0, 5)}\r\n${(ANSWER.length - 5).toString(16)}\r\n${ANSWER.slice(5)}\r\n` +
  '0\r\nX-Trailer: yes\r\n\r\n';

describe('ResponseParser: one HTTP/1.1 response, bytes as they come', () => {
  for (const size of [1, 2, 7, 1000]) {
    it(`reads a Content-Length body fed ${size} byte(s) at a time, completing on its last byte`, () => {
      const raw = withLength();
      const { response, fedBytes } = parse(raw, size);
      expect(response?.status).to.equal(200);
      expect(response?.body.toString()).to.equal(ANSWER);
      expect(response?.keepAlive).to.equal(true);
      expect(fedBytes).to.equal(raw.length);
    });

    it(`reads a chunked body with extensions and trailers fed ${size} byte(s) at a time`, () => {
      const { response, fedBytes } = parse(chunked, size);
      expect(response?.body.toString()).to.equal(ANSWER);
      expect(response?.keepAlive).to.equal(true);
      expect(fedBytes).to.equal(chunked.length);
    });
  }

  it('skips informational responses before the final one', () => {
    const { response } = parse(`HTTP/1.1 100 Continue\r\n\r\n${withLength()}`, 3);
    expect(response?.status).to.equal(200);
    expect(response?.body.toString()).to.equal(ANSWER);
  });

  it('answers any status with its body: some nodes answer JSON-RPC errors with 500', () => {
    const { response } = parse(withLength().replace('200 OK', '500 Internal Server Error'));
    expect(response?.status).to.equal(500);
    expect(response?.body.toString()).to.equal(ANSWER);
  });

  it('frees no connection the node closes: Connection: close, or HTTP/1.0 without keep-alive', () => {
    expect(parse(withLength('Connection: close\r\n')).response?.keepAlive).to.equal(false);
    expect(parse(withLength().replace('HTTP/1.1', 'HTTP/1.0')).response?.keepAlive).to.equal(false);
    const kept = withLength('Connection: keep-alive\r\n').replace('HTTP/1.1', 'HTTP/1.0');
    expect(parse(kept).response?.keepAlive).to.equal(true);
  });

  it('frees no connection that carried bytes after the response: it is out of step', () => {
    const { response } = parse(`${withLength()}HTTP/1.1 200 OK\r\n`);
    expect(response?.body.toString()).to.equal(ANSWER);
    expect(response?.keepAlive).to.equal(false);
  });

  it('reads a body with no length until the connection closes, and never before', () => {
    const parser = new ResponseParser();
    expect(parser.push(Buffer.from(`HTTP/1.1 200 OK\r\n\r\n${ANSWER.slice(0, 9)}`))).to.equal(
      undefined,
    );
    expect(parser.push(Buffer.from(ANSWER.slice(9)))).to.equal(undefined);
    expect(parser.end()).to.deep.include({ status: 200, keepAlive: false });
    expect(parser.end()?.body.toString()).to.equal(ANSWER);
  });

  it('answers nothing for a response the close cut short, and says whether any byte came', () => {
    const parser = new ResponseParser();
    expect(parser.started).to.equal(false);
    parser.push(Buffer.from(withLength().slice(0, -3)));
    expect(parser.started).to.equal(true);
    expect(parser.end()).to.equal(undefined);
  });

  it('reads an empty body: 204, and Content-Length 0', () => {
    expect(parse('HTTP/1.1 204 No Content\r\n\r\n').response?.body.length).to.equal(0);
    expect(parse('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n').response?.body.length).to.equal(0);
  });

  const malformed: [string, string][] = [
    ['not HTTP', 'SSH-2.0-OpenSSH\r\n\r\n'],
    ['a protocol switch', 'HTTP/1.1 101 Switching Protocols\r\n\r\n'],
    ['two lengths', 'HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd'],
    ['a negative length', 'HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n'],
    ['a field without a name', 'HTTP/1.1 200 OK\r\n: x\r\n\r\n'],
    ['a bad chunk size', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    [
      'a chunk overrunning its size',
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n',
    ],
    ['a head over the limit', `HTTP/1.1 200 OK\r\nX: ${'a'.repeat(MAX_HEAD_BYTES)}`],
    ['a whole head over the limit', `HTTP/1.1 200 OK\r\nX: ${'a'.repeat(MAX_HEAD_BYTES)}\r\n\r\n`],
  ];
  for (const [what, raw] of malformed) {
    it(`refuses ${what}`, () => {
      expect(() => parse(raw)).to.throw(MalformedResponse);
    });
  }
});
