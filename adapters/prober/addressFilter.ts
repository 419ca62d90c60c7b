import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * Which IP addresses a website check may connect to. Only ipaddr.js's `unicast` range is public:
 * everything it names otherwise (private, loopback, link-local incl. 169.254.169.254, CGNAT,
 * unique-local, multicast, unspecified, reserved, IPv4-mapped IPv6, NAT64 rfc6052/rfc6145, 6to4,
 * Teredo...) is refused. We never "unwrap" an IPv4-mapped address: the whole range is refused.
 */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address) || isIP(address) === 0) return false; // only canonical literals
  const range = ipaddr.parse(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
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
