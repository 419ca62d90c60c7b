/**
 * Errors as hived reports them. hived throws fc exceptions; its JSON-RPC layer answers with
 * `error.message` = fc's to_string ("<what>:<expression>: <detail>" for an assert) and
 * `error.data` = fc's to_variant of the exception (libraries/fc src/exception.cpp): `code`,
 * `name`, `message` (what), `stack` (log messages: `context`, `format`, `data`), `extension`
 * (`assertion_expression`, the asserted C++ expression) and `assert_hash` (its CityHash64).
 * Client libraries read the reason from `stack` (dhive formats `stack[0]`), and wax decodes the
 * exception from `data`, recognising an assert by its expression.
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
  notEnoughRc: {
    code: 4100100,
    name: 'not_enough_rc_exception',
    what: 'payer has not enough RC mana for transaction',
    rpcCode: -32000,
  },
} as const satisfies Record<string, ExceptionKind>;

export type ExceptionKindName = keyof typeof EXCEPTIONS;

/** hived's transaction_auth_exception family: signatures that do not satisfy the authorities. */
const AUTHORITY_FAILURES: readonly string[] = [
  EXCEPTIONS.missingActive.name,
  EXCEPTIONS.missingOwner.name,
  EXCEPTIONS.missingPosting.name,
  EXCEPTIONS.irrelevantSignature.name,
  EXCEPTIONS.duplicateSignature.name,
];

export function isAuthorityFailure(error: unknown): boolean {
  return error instanceof ChainException && AUTHORITY_FAILURES.includes(error.kind.name);
}

/** The JSON-RPC `error` member. */
export interface RpcErrorBody {
  code: number;
  message: string;
  data?: {
    code: number;
    name: string;
    message: string;
    stack: LogMessage[];
    extension: { assertion_expression?: string };
  };
}

/** An fc log message, as the stack of a serialized exception holds it. */
interface LogMessage {
  context: {
    level: 'error';
    file: string;
    line: number;
    method: string;
    hostname: string;
    thread_name: string;
    timestamp: string;
  };
  format: string;
  data: Record<string, unknown>;
}

/** A rule of the chain refused a transaction or a call. Nothing was changed. */
export class ChainException extends Error {
  readonly kind: ExceptionKind;

  constructor(
    kindName: ExceptionKindName,
    readonly detail: string,
    /** The asserted expression (FC_ASSERT's condition), when hived's check is an assert. */
    readonly expression?: string,
    /** The values hived's assert captures (its log message's `data`), e.g. the times compared. */
    readonly data: Record<string, unknown> = {},
  ) {
    const kind = EXCEPTIONS[kindName];
    super(`${kind.what}:${expression === undefined ? '' : `${expression}: `}${detail}`);
    this.name = 'ChainException';
    this.kind = kind;
  }

  toRpcError(): RpcErrorBody {
    const { code, name, what, rpcCode } = this.kind;
    const stack: LogMessage[] = [
      {
        context: {
          level: 'error',
          file: 'devnet',
          line: 0,
          method: name,
          hostname: '',
          thread_name: 'th_a',
          timestamp: new Date().toISOString().slice(0, 19),
        },
        // Text with no ${…} placeholders left: a reader that formats it prints it as it is.
        format: this.detail.replace(/\$\{/g, '$ {'),
        data: this.data,
      },
    ];
    const extension =
      this.expression === undefined ? {} : { assertion_expression: this.expression };
    return {
      code: rpcCode,
      message: this.message,
      data: { code, name, message: what, stack, extension },
    };
  }
}

/**
 * hived's FC_ASSERT: the message reads "Assert Exception:<condition>: <detail>".
 * `condition` is the C++ condition text hived would print; kept short.
 */
export function chainAssert(
  ok: unknown,
  condition: string,
  detail: string,
  data?: Record<string, unknown>,
): asserts ok {
  if (!ok) throw new ChainException('assert', detail, condition, data);
}

/**
 * An assert in hived's JSON-RPC layer while it finds the method (json_rpc_plugin.cpp's
 * process_params, find_api_method): answered with -32002 (JSON_RPC_PARSE_PARAMS_ERROR), the fc
 * exception in `data` as for any assert. hived's unit test plugin_tests/json_rpc.cpp pins the texts.
 */
export class RequestAssert extends ChainException {
  override toRpcError(): RpcErrorBody {
    return { ...super.toRpcError(), code: -32002 };
  }

  /** "api.method" names no API hived (here: the dev chain) serves. */
  static apiNotFound(api: string): RequestAssert {
    return new RequestAssert(
      'assert',
      `Could not find API ${api}`,
      'api_itr != data._registered_apis.end()',
      { api },
    );
  }

  /** The API exists, the method does not; hived names the method without its API. */
  static methodNotFound(method: string): RequestAssert {
    return new RequestAssert(
      'assert',
      `Could not find method ${method}`,
      'method_itr != api_itr->second.end()',
      { method },
    );
  }

  /** A method name with more or fewer than one dot ("a.b.c"). */
  static badMethodName(): RequestAssert {
    return new RequestAssert(
      'assert',
      'method specification invalid. Should be api.method',
      'v.size() == 2',
    );
  }
}

/** A JSON-RPC level error (bad request, bad params), not a chain rule. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  static invalidParams(detail: string): RpcError {
    return new RpcError(-32602, `Invalid parameters: ${detail}`);
  }

  toRpcError(): RpcErrorBody {
    return { code: this.code, message: this.message };
  }
}
