/**
 * Reads one HTTP/1.1 response off a connection, bytes as they come (RFC 9112): the status line and
 * fields, then a body framed by Content-Length, by chunked transfer coding, or by the connection's
 * close. Informational (1xx) responses are skipped. Only what a JSON-RPC answer needs is kept:
 * the status, the body, and whether the connection may carry another request.
 */

export interface HttpResponse {
  status: number;
  body: Buffer;
  /** The connection may carry the next request: HTTP/1.1 without `Connection: close`, framed, nothing after it. */
  keepAlive: boolean;
}

/** The bytes are not an HTTP/1.x response this parser can frame. */
export class MalformedResponse extends Error {
  constructor(message: string) {
    super(`malformed HTTP response: ${message}`);
    this.name = 'MalformedResponse';
  }
}

/** Largest status line and fields taken, as Node's own parser's default (16 KiB). */
export const MAX_HEAD_BYTES = 16 * 1024;
/** Largest chunk-size line or trailer field taken. */
const MAX_LINE_BYTES = 4096;
const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

type State = 'head' | 'length' | 'chunkSize' | 'chunkData' | 'chunkEnd' | 'trailers' | 'close';

export class ResponseParser {
  private state: State = 'head';
  /** Bytes not yet parsed: a partial head or line. */
  private pending: Buffer = Buffer.alloc(0);
  private readonly body: Buffer[] = [];
  private remaining = 0;
  private status = 0;
  private keepAlive = false;
  /** Any byte of a response arrived. */
  started = false;

  /** Feeds the bytes the connection read; the response once complete, else undefined. */
  push(chunk: Buffer): HttpResponse | undefined {
    if (chunk.length > 0) this.started = true;
    let input = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (true) {
      switch (this.state) {
        case 'head': {
          const end = input.indexOf(HEAD_END);
          if ((end < 0 ? input.length : end) > MAX_HEAD_BYTES)
            throw new MalformedResponse('head too large');
          if (end < 0) {
            this.pending = input;
            return undefined;
          }
          this.readHead(input.toString('latin1', 0, end));
          input = input.subarray(end + HEAD_END.length);
          break;
        }
        case 'length':
          input = this.take(input);
          return this.remaining > 0 ? undefined : this.done(input);
        case 'chunkSize': {
          const line = this.line(input);
          if (line === undefined) return undefined;
          input = input.subarray(line.next);
          const size = line.text.split(';', 1)[0].trim();
          if (!/^[0-9a-fA-F]{1,8}$/.test(size)) throw new MalformedResponse('bad chunk size');
          this.remaining = parseInt(size, 16);
          this.state = this.remaining === 0 ? 'trailers' : 'chunkData';
          break;
        }
        case 'chunkData':
          input = this.take(input);
          if (this.remaining > 0) return undefined;
          this.state = 'chunkEnd';
          break;
        case 'chunkEnd': {
          if (input.length < CRLF.length) {
            this.pending = input;
            return undefined;
          }
          if (!input.subarray(0, CRLF.length).equals(CRLF))
            throw new MalformedResponse('chunk not followed by CRLF');
          input = input.subarray(CRLF.length);
          this.state = 'chunkSize';
          break;
        }
        case 'trailers': {
          const line = this.line(input);
          if (line === undefined) return undefined;
          input = input.subarray(line.next);
          if (line.text === '') return this.done(input);
          break; // a trailer field: not needed
        }
        case 'close':
          if (input.length > 0) this.body.push(input);
          return undefined;
      }
    }
  }

  /** The connection closed: the response when its body ran to the close, else undefined (cut short). */
  end(): HttpResponse | undefined {
    if (this.state !== 'close') return undefined;
    return { status: this.status, body: Buffer.concat(this.body), keepAlive: false };
  }

  private readHead(head: string): void {
    const [statusLine, ...lines] = head.split('\r\n');
    const match = /^HTTP\/1\.([01]) (\d{3})(?: |$)/.exec(statusLine);
    if (!match)
      throw new MalformedResponse(`status line ${JSON.stringify(statusLine.slice(0, 40))}`);
    const status = Number(match[2]);
    if (status >= 100 && status < 200) {
      if (status === 101) throw new MalformedResponse('unexpected protocol switch');
      return; // informational: the final response follows
    }
    const fields = new Map<string, string>();
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new MalformedResponse('field without a name');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      fields.set(name, fields.has(name) ? `${fields.get(name)}, ${value}` : value);
    }
    const connection = (fields.get('connection') ?? '').toLowerCase();
    this.status = status;
    this.keepAlive =
      match[1] === '1' ? !/\bclose\b/.test(connection) : /\bkeep-alive\b/.test(connection);
    const coding = fields.get('transfer-encoding');
    const length = fields.get('content-length');
    if (coding !== undefined) {
      if (!/(^|,)\s*chunked\s*$/i.test(coding)) return this.toClose();
      this.state = 'chunkSize';
    } else if (length !== undefined) {
      const values = new Set(length.split(',').map((value) => value.trim()));
      const [only] = values;
      if (values.size !== 1 || !/^\d{1,15}$/.test(only))
        throw new MalformedResponse('bad Content-Length');
      this.remaining = Number(only);
      this.state = 'length';
    } else if (status === 204 || status === 304) {
      this.remaining = 0;
      this.state = 'length';
    } else {
      this.toClose();
    }
  }

  /** A body that runs until the connection closes: the connection cannot carry another request. */
  private toClose(): void {
    this.keepAlive = false;
    this.state = 'close';
  }

  /** Takes up to `remaining` body bytes off `input`; answers the bytes after them. */
  private take(input: Buffer): Buffer {
    const taken = Math.min(this.remaining, input.length);
    if (taken > 0) this.body.push(input.subarray(0, taken));
    this.remaining -= taken;
    return input.subarray(taken);
  }

  /** The next CRLF-ended line of `input`, or undefined after keeping `input` for the next bytes. */
  private line(input: Buffer): { text: string; next: number } | undefined {
    const end = input.indexOf(CRLF);
    if (end < 0) {
      if (input.length > MAX_LINE_BYTES) throw new MalformedResponse('line too long');
      this.pending = input;
      return undefined;
    }
    return { text: input.toString('latin1', 0, end), next: end + CRLF.length };
  }

  /** The response is complete; bytes after it mean the connection is out of step: not reused. */
  private done(rest: Buffer): HttpResponse {
    return {
      status: this.status,
      body: this.body.length === 1 ? this.body[0] : Buffer.concat(this.body),
      keepAlive: this.keepAlive && rest.length === 0,
    };
  }
}
