import { expect } from 'chai';
import { FetchWebsiteProber } from '../../adapters/prober/FetchWebsiteProber';
import { BLOCKED_NON_LOOPBACK } from '../contracts/WebsiteProber.contract';
import { countingConnects } from './noNetwork';
import { tableResolver } from './localSites';

const LOOPBACK_SPELLINGS = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.1/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0x7f.0x0.0x0.0x1/',
  'http://0177.0.0.1/',
  'http://0177.1/',
  'http://127.255.255.254/',
  'https://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[64:ff9b::127.0.0.1]/',
  // IPv4 carried in IPv6 spellings ipaddr.js calls unicast (issue 36 §5)
  'http://[::7f00:1]/',
  'http://[::127.0.0.1]/',
  'http://[0:0:0:0:0:0:7f00:1]/',
  'http://[2607:f8b0::5efe:7f00:1]/',
  'http://[2607:f8b0::200:5efe:127.0.0.1]/',
  'http://[64:ff9b:1::7f00:1]/',
  'http://localhost/',
  'http://LOCALHOST./',
  'http://api.localhost/',
];

describe('FetchWebsiteProber: blocked addresses', () => {
  it('blocks every spelling of loopback and other non-public addresses without any network I/O', async () => {
    const resolve = tableResolver({});
    const prober = new FetchWebsiteProber({ resolve });
    for (const website of [...LOOPBACK_SPELLINGS, ...BLOCKED_NON_LOOPBACK]) {
      const { result, connects } = await countingConnects(() => prober.check(website));
      expect(result, website).to.deep.equal({ site: 'blocked', website: null });
      expect(connects, website).to.equal(0);
    }
    expect(resolve.calls, 'DNS asked').to.deep.equal([]);
  });

  it('blocks a name that resolves to a private, link-local, CGNAT, mapped or NAT64 address, before connecting', async () => {
    const table = {
      'intranet.example': ['10.1.2.3'],
      'metadata.example': ['169.254.169.254'],
      'cgnat.example': ['100.100.0.1'],
      'ula.example': ['fd12:3456::1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'nat64.example': ['64:ff9b::a00:1'],
      'loop.example': ['127.0.0.1'],
      'multicast.example': ['239.1.1.1'],
    };
    const prober = new FetchWebsiteProber({ resolve: tableResolver(table) });
    for (const name of Object.keys(table)) {
      const { result, connects } = await countingConnects(() => prober.check(`https://${name}/`));
      expect(result, name).to.deep.equal({ site: 'blocked', website: null });
      expect(connects, name).to.equal(1); // the socket asked for an address and was refused it
    }
  });

  it('blocks a name when ANY of its addresses is non-public', async () => {
    const prober = new FetchWebsiteProber({
      resolve: tableResolver({ 'mixed.example': ['93.184.216.34', '192.168.0.10'] }),
    });
    expect(await prober.check('https://mixed.example/')).to.deep.equal({
      site: 'blocked',
      website: null,
    });
  });

  it('keeps loopback blocked unless the test-only switch is on, and other ranges blocked even then', async () => {
    const strict = new FetchWebsiteProber({ resolve: tableResolver({}) });
    const lax = new FetchWebsiteProber({
      allowLoopback: true,
      resolve: tableResolver({}),
      timeoutMs: 500,
    });
    expect((await strict.check('http://127.0.0.1:1/')).site).to.equal('invalid'); // odd port
    expect((await strict.check('http://127.0.0.1/')).site).to.equal('blocked');
    expect((await lax.check('http://[::ffff:127.0.0.1]/')).site).to.equal('blocked');
    expect((await lax.check('http://10.0.0.1/')).site).to.equal('blocked');
  });
});
