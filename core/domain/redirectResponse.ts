/**
 * An answer sent back to a client's redirect URI: `params` in its query (kept after the query it
 * already has, before its fragment) or in its fragment (response_mode=fragment).
 */
export function withParams(
  uri: string,
  params: Record<string, string>,
  mode: 'query' | 'fragment',
): string {
  const encoded = new URLSearchParams(params).toString();
  if (mode === 'fragment') return `${uri.split('#')[0]}#${encoded}`;
  const [head, fragment] = splitOnce(uri, '#');
  const joiner = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?';
  return `${head}${joiner}${encoded}${fragment === undefined ? '' : `#${fragment}`}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
