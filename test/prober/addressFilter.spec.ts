import { expect } from 'chai';
import { isAllowedAddress } from '../../adapters/prober/addressFilter';

/** Issue 36 §5: every IPv6 spelling that carries a private or loopback IPv4 address is refused. */
describe('addressFilter: IPv6 spellings that carry an IPv4 address', () => {
  const carrying = [
    '::7f00:1', // IPv4-compatible 127.0.0.1, as hex
    '::127.0.0.1', // the same, dotted
    '::a00:1', // 10.0.0.1
    '::c0a8:101', // 192.168.1.1
    '::a9fe:a9fe', // 169.254.169.254
    '::808:808', // IPv4-compatible is refused whole, even for a public address
    '::ffff:7f00:1', // IPv4-mapped
    '::ffff:0:a00:1', // IPv4-translated (RFC 6145)
    '64:ff9b::a00:1', // NAT64 (RFC 6052)
    '64:ff9b:1::7f00:1', // local-use NAT64 (RFC 8215)
    '2002:a00:1::1', // 6to4 of 10.0.0.1
    '2001:0:a00:1::1', // Teredo
    '2607:f8b0::5efe:7f00:1', // ISATAP of 127.0.0.1
    '2607:f8b0::200:5efe:c0a8:1', // ISATAP of 192.168.0.1
  ];

  it('refuses each, on both the website prober and the back-channel sender (one filter)', () => {
    for (const address of carrying) {
      expect(isAllowedAddress(address), address).to.equal(false);
      expect(isAllowedAddress(address, true), `${address} with loopback allowed`).to.equal(false);
    }
  });

  it('still allows public IPv6 and IPv4 addresses, and ISATAP of a public IPv4 one', () => {
    for (const address of ['2001:4860:4860::8888', '2607:f8b0::5efe:808:808', '93.184.216.34'])
      expect(isAllowedAddress(address), address).to.equal(true);
    expect(isAllowedAddress('::1', true), 'loopback when allowed').to.equal(true);
  });
});
