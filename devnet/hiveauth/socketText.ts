import type { RawData } from 'ws';

/** A WebSocket message's text, whichever form ws delivered it in (a Buffer, fragments or an ArrayBuffer). */
export function socketText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}
