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
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HivegateError(
      'invalid_response',
      `The service answered ${response.status} without JSON`,
      { status: response.status },
    );
  }
  if (isErrorBody(json)) {
    const retryAfter = Number(response.headers?.get('Retry-After') ?? NaN);
    throw new HivegateError(json.error, json.error_description ?? '', {
      status: response.status,
      response: json.response,
      retryAfter: Number.isInteger(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    });
  }
  if (!response.ok)
    throw new HivegateError('invalid_response', `The service answered ${response.status}`, {
      status: response.status,
    });
  return json as T;
}
