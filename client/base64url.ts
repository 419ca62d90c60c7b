/** Base64 with browser globals only (btoa, TextEncoder): no Buffer, so it bundles as is. */

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** RFC 4648 §5 without padding, as PKCE wants it (RFC 7636 Appendix A). */
export function base64url(bytes: Uint8Array): string {
  return base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * hive-uri's own URL-safe base64 of a string's UTF-8: `+ / =` become `- _ .` (padding is kept, as
 * a dot), which is what hive-uri's decode — and so our /sign pages — read back.
 */
export function hiveUriBase64(text: string): string {
  return base64(new TextEncoder().encode(text)).replace(/[+/=]/g, (c) =>
    c === '+' ? '-' : c === '/' ? '_' : '.',
  );
}
