/**
 * How hived prints a 64-bit integer in JSON (fc's `stringify_large_ints_and_doubles`, the JSON-RPC
 * default): as a number up to 0xffffffff and as a string of digits above, so a client never meets
 * an integer JavaScript cannot hold exactly. 128-bit integers (hbd_seconds, recent_claims) are
 * always strings.
 */
export function fcInteger(value: number): number | string {
  return Math.abs(value) > 0xffffffff ? String(value) : value;
}
