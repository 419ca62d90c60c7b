/**
 * The request path as it may be logged. A hive-uri sign link carries its whole transaction in the
 * path (`/sign/op/<base64url JSON>`: recipients, amounts, memos), which is the user's business,
 * not the log's: the payload segment is replaced. Every other path is logged as it is (query
 * strings, where tokens travel, are never logged at all).
 */
export function loggedPath(path: string): string {
  const sign = /^\/sign\/([^/]*)\/./.exec(path);
  return sign ? `/sign/${sign[1].slice(0, 8)}/[payload]` : path.slice(0, 512);
}
