import { isIP } from 'node:net';
import type { WebsiteCheck } from '../../core/ports/WebsiteProber';
import { isAllowedAddress, isLocalhostName } from './addressFilter';

export const MAX_URL_LENGTH = 2048;

/** A website that passed the rules and may be asked over the network. */
export interface CheckableWebsite {
  /** The profile's text, trimmed: what `website` shows when the check is `ok`. */
  text: string;
  url: URL;
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const DEFAULT_PORTS = new Set(['', '80', '443']);

/**
 * Decides what can be decided without I/O: `no_website`, `invalid`, or `blocked` for hosts that
 * are non-public by their spelling alone. Uses the WHATWG URL parser, which already rewrites
 * every IPv4 spelling (127.1, 2130706433, 0x7f000001, 0177.0.0.1) to dotted decimal and
 * compresses IPv6, so the address filter only ever sees canonical literals.
 * `allowLoopback` (tests only) also lets any port through for loopback hosts, since test servers
 * listen on port 0.
 */
export function classifyWebsite(
  website: string | undefined,
  allowLoopback = false,
): WebsiteCheck | CheckableWebsite {
  const text = website?.trim() ?? '';
  if (text === '') return { site: 'no_website', website: null };
  // Checked on the raw text: the URL parser silently drops tabs and newlines.
  if (text.length > MAX_URL_LENGTH || CONTROL.test(text) || !/^https?:\/\//i.test(text))
    return invalid();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return invalid();
  }
  const authority = text.slice(text.indexOf('//') + 2).split(/[/?#\\]/, 1)[0];
  if (authority.includes('@') || url.username !== '' || url.password !== '') return invalid();
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return invalid();
  if (url.hostname === '') return invalid();
  if (!DEFAULT_PORTS.has(url.port) && !(allowLoopback && isLoopbackHostname(url.hostname)))
    return invalid();
  if (isBlockedHostname(url.hostname, allowLoopback)) return { site: 'blocked', website: null };
  return { text, url };
}

/** True when the hostname alone shows a non-public destination (no DNS needed). */
function isBlockedHostname(hostname: string, allowLoopback = false): boolean {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (isIP(host) !== 0) return !isAllowedAddress(host, allowLoopback);
  return isLocalhostName(host) && !allowLoopback;
}

function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return (
    isLocalhostName(host) ||
    (isIP(host) !== 0 && isAllowedAddress(host, true) && !isAllowedAddress(host, false))
  );
}

export function isCheckable(result: WebsiteCheck | CheckableWebsite): result is CheckableWebsite {
  return 'url' in result;
}

/** Same site for redirects: the same host, or the host with or without a leading `www.`. */
export function sameSite(a: string, b: string): boolean {
  const bare = (host: string) =>
    host
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
  return bare(a) === bare(b);
}

function invalid(): WebsiteCheck {
  return { site: 'invalid', website: null };
}
