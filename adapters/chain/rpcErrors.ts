/**
 * How a JSON-RPC call to one node fails, in two kinds, because for a broadcast the difference matters:
 * - RpcRefusal: the node answered with a JSON-RPC error (it read the request and said no);
 * - RpcTransportFailure: no usable answer. `maybeDelivered` is false only when the connection
 *   was never made (refused, unknown host), so the node cannot have run the request.
 */

export interface RpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

export class RpcRefusal extends Error {
  constructor(readonly error: RpcErrorBody) {
    super(error.message);
    this.name = 'RpcRefusal';
  }
}

export class RpcTransportFailure extends Error {
  constructor(
    message: string,
    readonly maybeDelivered: boolean,
    /** A pooled keep-alive connection broke before any answer: most likely closed idle by the server. */
    readonly staleConnection = false,
  ) {
    super(message);
    this.name = 'RpcTransportFailure';
  }
}
