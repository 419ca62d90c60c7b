import { Errors } from '../../core/errors';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/**
 * True when the error says the database cannot be reached (network, server shutting down or
 * starting, connection class 08, too many connections) or is not the primary (25006: a standby, or
 * a primary demoted, refused a write; a failover is under way), as opposed to a statement it refused.
 */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) ||
      code.startsWith('08') ||
      code.startsWith('57P0') ||
      code === '53300' ||
      code === '25006')
  )
    return true;
  return error instanceof Error && LOST_CONNECTION.test(error.message);
}

/** The core's Unavailable (503) for a connection error; any other error unchanged. */
export function unavailableOr(error: unknown): Error {
  if (!isConnectionError(error)) return error instanceof Error ? error : new Error(String(error));
  return Errors.storageUnreachable();
}

/** PostgreSQL could not be reached while starting up; the message names the cause, never the URL. */
export class DatabaseUnreachable extends Error {
  constructor(cause: unknown) {
    const code = (cause as { code?: unknown }).code;
    super(
      `cannot reach PostgreSQL (DATABASE_URL): ${typeof code === 'string' ? code : (cause as Error).message}`,
    );
    this.name = 'DatabaseUnreachable';
  }
}
