import { expect } from 'chai';
import { errors, type Dispatcher } from 'undici';
import { Exchange } from '../../adapters/chain/nodeConnections';
import type { RpcTransportFailure } from '../../adapters/chain/rpcErrors';

/**
 * What each of undici's failures tells the broadcast (rpcErrors.ts), by how far the call got:
 * `connecting` (undici never began writing it), `sent` (written, no answer's head yet) or
 * `answering` (the head came). The specs beside this one meet most of them from real sockets;
 * this table holds every one, ConnectTimeoutError included (a real one takes 10 s).
 */

type Stage = 'connecting' | 'sent' | 'answering';

const controller = { abort: () => undefined } as unknown as Dispatcher.DispatchController;

/** The failure `error` makes of a call that reached `stage`. */
async function failureAt(stage: Stage, error: Error): Promise<RpcTransportFailure> {
  let failed: RpcTransportFailure | undefined;
  const exchange = new Exchange(
    1024,
    () => undefined,
    (failure) => (failed = failure),
  );
  if (stage !== 'connecting') exchange.onRequestStart(controller);
  if (stage === 'answering') exchange.onResponseStart(controller, 200, {});
  exchange.onResponseError(controller, error);
  return failed!;
}

const raw = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:1`), { code });
const reused = () => new errors.SocketError('other side closed', { bytesRead: 181 } as never);
const fresh = () => new errors.SocketError('other side closed', { bytesRead: 0 } as never);

const table: [
  Stage,
  string,
  () => Error,
  { maybeDelivered: boolean; staleConnection: boolean; message: string },
][] = [
  [
    'connecting',
    'ECONNREFUSED',
    () => raw('ECONNREFUSED'),
    { maybeDelivered: false, staleConnection: false, message: 'ECONNREFUSED' },
  ],
  [
    'connecting',
    'ENOTFOUND (DNS)',
    () => raw('ENOTFOUND'),
    { maybeDelivered: false, staleConnection: false, message: 'ENOTFOUND' },
  ],
  [
    'connecting',
    'a TLS refusal',
    () => raw('ERR_TLS_CERT_ALTNAME_INVALID'),
    { maybeDelivered: false, staleConnection: false, message: 'ERR_TLS_CERT_ALTNAME_INVALID' },
  ],
  [
    'connecting',
    'ConnectTimeoutError',
    () => new errors.ConnectTimeoutError(),
    { maybeDelivered: false, staleConnection: false, message: 'UND_ERR_CONNECT_TIMEOUT' },
  ],
  [
    'connecting',
    'a SocketError',
    reused,
    { maybeDelivered: false, staleConnection: false, message: 'SocketError: other side closed' },
  ],
  [
    'sent',
    'a SocketError on a connection that had read an answer',
    reused,
    {
      maybeDelivered: true,
      staleConnection: true,
      message: 'SocketError: other side closed on a reused connection',
    },
  ],
  [
    'sent',
    'a SocketError on a fresh connection',
    fresh,
    { maybeDelivered: true, staleConnection: false, message: 'SocketError: other side closed' },
  ],
  [
    'sent',
    'ECONNRESET',
    () => raw('ECONNRESET'),
    { maybeDelivered: true, staleConnection: false, message: 'ECONNRESET' },
  ],
  [
    'sent',
    'HeadersTimeoutError',
    () => new errors.HeadersTimeoutError(),
    { maybeDelivered: true, staleConnection: false, message: 'UND_ERR_HEADERS_TIMEOUT' },
  ],
  [
    'sent',
    'HTTPParserError',
    () => new errors.HTTPParserError('Invalid status'),
    { maybeDelivered: true, staleConnection: false, message: 'HTTPParserError: Invalid status' },
  ],
  [
    'sent',
    'HeadersOverflowError',
    () => new errors.HeadersOverflowError(),
    { maybeDelivered: true, staleConnection: false, message: 'UND_ERR_HEADERS_OVERFLOW' },
  ],
  [
    'answering',
    'a SocketError mid-answer',
    reused,
    { maybeDelivered: true, staleConnection: false, message: 'SocketError: other side closed' },
  ],
  [
    'answering',
    'ResponseExceededMaxSizeError',
    () => new errors.ResponseExceededMaxSizeError(),
    { maybeDelivered: true, staleConnection: false, message: 'answer over 1024 bytes' },
  ],
  [
    'answering',
    'ResponseContentLengthMismatchError',
    () => new errors.ResponseContentLengthMismatchError(),
    {
      maybeDelivered: true,
      staleConnection: false,
      message: 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
    },
  ],
  [
    'answering',
    'BodyTimeoutError',
    () => new errors.BodyTimeoutError(),
    { maybeDelivered: true, staleConnection: false, message: 'UND_ERR_BODY_TIMEOUT' },
  ],
];

describe("nodeConnections: what each of undici's failures tells the broadcast", () => {
  for (const [stage, what, error, expected] of table) {
    it(`${what} while ${stage}: ${expected.maybeDelivered ? 'maybe delivered' : 'not delivered'}${expected.staleConnection ? ', stale' : ''}`, async () => {
      const failure = await failureAt(stage, error());
      expect(failure).to.include({ name: 'RpcTransportFailure', ...expected });
    });
  }

  it('a 5xx answer fails the call as maybe delivered, stopping it', () => {
    let stopped: Error | undefined;
    const exchange = new Exchange(
      1024,
      () => undefined,
      () => undefined,
    );
    const stopping = {
      abort: (reason: Error) => (stopped = reason),
    } as unknown as Dispatcher.DispatchController;
    exchange.onRequestStart(stopping);
    exchange.onResponseStart(stopping, 503, {});
    expect(stopped).to.include({
      name: 'RpcTransportFailure',
      message: 'HTTP 503',
      maybeDelivered: true,
    });
  });
});
