import { HivegateError, isErrorBody } from './errors';

export type FetchLike = (
  input: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{
  ok: boolean;
  status: number;
  text(): Promise<string>;
  headers?: { get(name: string): string | null };
}>;

export interface JsonRequest {
  method: 'GET' | 'POST';
  /** Sent as it is in the Authorization header (the service takes a raw token, `Bearer …` or `DPoP …`). */
  token?: string;
  body?: unknown;
  /** More request headers (Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * One JSON call to the service. Rejects with a HivegateError: the service's own error body when
 * it sent one; `network_error` when no answer arrived; `invalid_response` for an answer that is
 * not JSON (a proxy's error page, say). The token never goes into the URL.
 */
export async function requestJson<T>(
  fetchFn: FetchLike,
  url: string,
  request: JsonRequest,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = request.token;
  let response: Awaited<ReturnType<FetchLike>>;
  let text: string;
  try {
    response = await fetchFn(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    text = await response.text();
  } catch (error) {
    throw new HivegateError(
      'network_error',
      `The service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // Whatever the status (a chain rule's 500, a proxy's 502 page, a 429): the caller decides.
  const retryAfter = retryAfterOf(response.headers?.get('Retry-After'));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HivegateError(
      'invalid_response',
      `The service answered ${response.status} without JSON`,
      { status: response.status, retryAfter },
    );
  }
  if (isErrorBody(json)) {
    throw new HivegateError(json.error, json.error_description ?? '', {
      status: response.status,
      response: json.response,
      retryAfter,
    });
  }
  if (!response.ok)
    throw new HivegateError('invalid_response', `The service answered ${response.status}`, {
      status: response.status,
      retryAfter,
    });
  return json as T;
}

/** `Retry-After` in seconds (RFC 9110 §10.2.3's delay form), or undefined when absent or a date. */
function retryAfterOf(header: string | null | undefined): number | undefined {
  const seconds = Number(header ?? NaN);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : undefined;
}
