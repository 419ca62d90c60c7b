/**
 * Errors as hived reports them. hived throws fc exceptions; its JSON-RPC layer answers with
 * `error.message` = "<what>:<detail>" and `error.data` = `{ code, name, message: what, stack }`.
 * dhive turns `error.message` into its RPCError message (when `stack` is empty), so callers match
 * on the same text they would see from a public node, e.g. "Missing Posting Authority alice".
 */

interface ExceptionKind {
  /** fc exception code, as in hived's exceptions.hpp. */
  code: number;
  /** fc exception name. */
  name: string;
  /** fc exception "what" text. */
  what: string;
  /** JSON-RPC error code: hived answers asserts with -32003 and other chain exceptions with -32000. */
  rpcCode: number;
}

const EXCEPTIONS = {
  assert: { code: 10, name: 'assert_exception', what: 'Assert Exception', rpcCode: -32003 },
  missingActive: {
    code: 3010000,
    name: 'tx_missing_active_auth',
    what: 'missing required active authority',
    rpcCode: -32000,
  },
  missingOwner: {
    code: 3020000,
    name: 'tx_missing_owner_auth',
    what: 'missing required owner authority',
    rpcCode: -32000,
  },
  missingPosting: {
    code: 3030000,
    name: 'tx_missing_posting_auth',
    what: 'missing required posting authority',
    rpcCode: -32000,
  },
  irrelevantSignature: {
    code: 3050000,
    name: 'tx_irrelevant_sig',
    what: 'irrelevant signature included',
    rpcCode: -32000,
  },
  duplicateSignature: {
    code: 3060000,
    name: 'tx_duplicate_sig',
    what: 'duplicate signature included',
    rpcCode: -32000,
  },
  expiration: {
    code: 4030100,
    name: 'transaction_expiration_exception',
    what: 'transaction expiration exception',
    rpcCode: -32000,
  },
  tapos: {
    code: 4030200,
    name: 'transaction_tapos_exception',
    what: 'transaction tapos exception',
    rpcCode: -32000,
  },
} as const satisfies Record<string, ExceptionKind>;

export type ExceptionKindName = keyof typeof EXCEPTIONS;

/** The JSON-RPC `error` member. */
export interface RpcErrorBody {
  code: number;
  message: string;
  data?: { code: number; name: string; message: string; stack: unknown[] };
}

/** A rule of the chain refused a transaction or a call. Nothing was changed. */
export class ChainException extends Error {
  readonly kind: ExceptionKind;

  constructor(
    kindName: ExceptionKindName,
    readonly detail: string,
  ) {
    const kind = EXCEPTIONS[kindName];
    super(`${kind.what}:${detail}`);
    this.name = 'ChainException';
    this.kind = kind;
  }

  toRpcError(): RpcErrorBody {
    const { code, name, what, rpcCode } = this.kind;
    return { code: rpcCode, message: this.message, data: { code, name, message: what, stack: [] } };
  }
}

/**
 * hived's FC_ASSERT: the message reads "Assert Exception:<condition>: <detail>".
 * `condition` is the C++ condition text hived would print; kept short.
 */
export function chainAssert(ok: unknown, condition: string, detail: string): asserts ok {
  if (!ok) throw new ChainException('assert', `${condition}: ${detail}`);
}

/** A JSON-RPC level error (bad method, bad params), not a chain rule. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  static methodNotFound(method: string): RpcError {
    return new RpcError(
      -32601,
      `Assert Exception:method_itr != api_itr->second.end(): Could not find method ${method}`,
    );
  }

  static invalidParams(detail: string): RpcError {
    return new RpcError(-32602, `Invalid parameters: ${detail}`);
  }

  toRpcError(): RpcErrorBody {
    return { code: this.code, message: this.message };
  }
}
