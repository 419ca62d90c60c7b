/*
 * OIDC `ui_locales` (Core §3.1.2.1): space-separated BCP 47 tags. Kept only when it is short and
 * made of tags, so it can be carried on in an address (the device's verification URI) as it is;
 * which of them the pages speak is web/i18n/locales.ts fromUiLocales's choice.
 */
const TAGS = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*( [A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*)*$/;

export function parseUiLocales(body: Record<string, unknown>): string | undefined {
  const value = body.ui_locales;
  return typeof value === 'string' && value.length <= 200 && TAGS.test(value.trim())
    ? value.trim()
    : undefined;
}
