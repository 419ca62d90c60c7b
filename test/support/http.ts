/** A small fetch wrapper for HTTP tests: JSON or form bodies, JSON answers, headers kept. */
export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: {
    json?: unknown;
    form?: string;
    raw?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = options.form;
  } else if (options.raw !== undefined) {
    headers['Content-Type'] = options.contentType ?? 'text/plain';
    body = options.raw;
  }
  const response = await fetch(base + path, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text so a test can show it
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
