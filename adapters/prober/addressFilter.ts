import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * Which IP addresses a website check may connect to. Only ipaddr.js's `unicast` range is public:
 * everything it names otherwise (private, loopback, link-local incl. 169.254.169.254, CGNAT,
 * unique-local, multicast, unspecified, reserved, IPv4-mapped IPv6, NAT64 rfc6052/rfc6145, 6to4,
 * Teredo...) is refused, and so are the IPv6 spellings ipaddr.js leaves in unicast that still carry
 * an IPv4 address (embedsIpv4). We never "unwrap" an IPv4-mapped address: the whole range is refused.
 */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address) || isIP(address) === 0) return false; // only canonical literals
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (allowLoopback && range === 'loopback') return true;
  return range === 'unicast' && !(parsed.kind() === 'ipv6' && embedsIpv4(parsed as ipaddr.IPv6));
}

/**
 * IPv6 spellings that carry an IPv4 address ipaddr.js calls unicast (issue 36 §5), refused whole
 * like the mapped range: IPv4-compatible `::a.b.c.d` (`::7f00:1` is 127.0.0.1; RFC 4291 §2.5.5.1
 * deprecates the range, nothing public lives there) and ISATAP interface identifiers
 * (`…:0:5efe:a.b.c.d`, `…:200:5efe:a.b.c.d`, RFC 5214) whose IPv4 address is not public.
 */
function embedsIpv4(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  if (parts.slice(0, 6).every((part) => part === 0)) return true;
  const isatap = (parts[4] === 0 || parts[4] === 0x200) && parts[5] === 0x5efe;
  if (!isatap) return false;
  const embedded = ipaddr.fromByteArray(address.toByteArray().slice(12));
  return embedded.range() !== 'unicast';
}

/** RFC 6761: `localhost` and every `*.localhost` name mean loopback without asking DNS. */
export function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The address list given to request-filtering-agent, which re-checks at connect time. */
export function agentFilterOptions(allowLoopback: boolean): { allowIPAddressList: string[] } {
  return { allowIPAddressList: allowLoopback ? ['127.0.0.0/8', '::1/128'] : [] };
}
