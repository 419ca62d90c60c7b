import { t } from './i18n';

/* The service's own API, called with challenges and signatures only, never a key. */

export interface JsonAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown> & { error?: string; error_description?: string };
}

export async function postJson(
  path: string,
  body: unknown,
  /** `same-origin` where the answer sets a cookie this browser must keep (the token flow's handoff). */
  credentials: RequestCredentials = 'omit',
): Promise<JsonAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    credentials,
  });
  let answer: JsonAnswer['body'];
  try {
    answer = (await response.json()) as JsonAnswer['body'];
  } catch {
    answer = {
      error: 'server_error',
      error_description: t('common.serviceAnswered', { status: String(response.status) }),
    };
  }
  return { ok: response.ok, status: response.status, body: answer };
}
