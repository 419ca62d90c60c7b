import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FetchWebsiteProber } from '../../adapters/prober/FetchWebsiteProber';
import { websiteProberContract } from '../contracts/WebsiteProber.contract';
import { closedPort, localSite, tableResolver, type LocalSite } from './localSites';

websiteProberContract('FetchWebsiteProber (local servers, allowLoopback)', async () => {
  const ok = await localSite((_req, res) => res.end('hello'));
  const elsewhere = await localSite((_req, res) => {
    res.writeHead(301, { location: `http://localhost:${ok.port}/landing` }).end();
  });
  const refused = await closedPort();
  return {
    prober: new FetchWebsiteProber({
      allowLoopback: true,
      timeoutMs: 5000,
      resolve: tableResolver({ localhost: ['127.0.0.1'] }),
    }),
    ok: `${ok.origin}/`,
    redirect: { website: `${elsewhere.origin}/`, to: `http://localhost:${ok.port}/landing` },
    unreachable: `http://127.0.0.1:${refused}/`,
    close: async () => {
      await ok.close();
      await elsewhere.close();
    },
  };
});

describe('FetchWebsiteProber', () => {
  const sites: LocalSite[] = [];
  async function site(handler: Parameters<typeof localSite>[0]): Promise<LocalSite> {
    const created = await localSite(handler);
    sites.push(created);
    return created;
  }
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((s) => s.close()));
  });
  const prober = (extra: ConstructorParameters<typeof FetchWebsiteProber>[0] = {}) =>
    new FetchWebsiteProber({
      allowLoopback: true,
      timeoutMs: 5000,
      resolve: tableResolver({ localhost: ['127.0.0.1'] }),
      ...extra,
    });

  describe('redirects', () => {
    it('follows a same-host chain by hand and reports the website it was given', async () => {
      const s = await site((req, res) => {
        const next: Record<string, string> = { '/': '/a', '/a': '/b', '/b': '/home' };
        if (next[req.url ?? '']) res.writeHead(302, { location: next[req.url ?? ''] }).end();
        else res.end('home');
      });
      expect(await prober().check(`${s.origin}/`)).to.deep.equal({
        site: 'ok',
        website: `${s.origin}/`,
      });
      expect(s.requests.map((r) => r.url)).to.deep.equal(['/', '/a', '/b', '/home']);
      expect(s.requests.every((r) => r.method === 'HEAD')).to.equal(true);
    });

    it('follows www. and back as the same site, re-resolving each hop', async () => {
      const resolve = tableResolver({ localhost: ['127.0.0.1'], 'www.localhost': ['127.0.0.1'] });
      const s = await site((req, res) => {
        if (req.headers.host?.startsWith('localhost'))
          res
            .writeHead(301, { location: `http://www.localhost:${req.headers.host.split(':')[1]}/` })
            .end();
        else res.end('www');
      });
      expect(await prober({ resolve }).check(`http://localhost:${s.port}/`)).to.deep.equal({
        site: 'ok',
        website: `http://localhost:${s.port}/`,
      });
      expect(resolve.calls).to.deep.equal(['localhost', 'www.localhost']);
    });

    it('never follows a redirect to another host: it reports it, and the other host hears nothing', async () => {
      const other = await site((_req, res) => res.end());
      const s = await site((_req, res) =>
        res.writeHead(307, { location: `http://localhost:${other.port}/x?y=1` }).end(),
      );
      expect(await prober().check(`${s.origin}/`)).to.deep.equal({
        site: 'redirected',
        website: null,
        redirects_to: `http://localhost:${other.port}/x?y=1`,
      });
      expect(other.requests).to.deep.equal([]);
    });

    it('does not follow a redirect to a metadata address or an IPv4-mapped spelling of this host', async () => {
      for (const location of [
        'http://169.254.169.254/latest/meta-data/',
        'http://[::ffff:127.0.0.1]/',
      ]) {
        const s = await site((_req, res) => res.writeHead(302, { location }).end());
        const result = await prober().check(`${s.origin}/`);
        expect(result.site, location).to.equal('redirected');
        expect(s.requests).to.have.length(1);
      }
    });

    it('re-checks the address of every hop: a same-host redirect after DNS turns private is blocked (rebinding)', async () => {
      let asked = 0;
      const resolve = tableResolver({
        'rebind.localhost': () => (asked++ === 0 ? ['127.0.0.1'] : ['10.0.0.7']),
      });
      const s = await site((req, res) =>
        req.url === '/' ? res.writeHead(302, { location: '/next' }).end() : res.end(),
      );
      expect(await prober({ resolve }).check(`http://rebind.localhost:${s.port}/`)).to.deep.equal({
        site: 'blocked',
        website: null,
      });
      expect(s.requests.map((r) => r.url)).to.deep.equal(['/']);
    });

    it('gives up on a redirect loop after a bounded number of hops', async () => {
      const s = await site((_req, res) => res.writeHead(302, { location: '/again' }).end());
      expect(await prober({ maxRedirects: 3 }).check(`${s.origin}/`)).to.deep.equal({
        site: 'unreachable',
        website: null,
      });
      expect(s.requests).to.have.length(4);
    });

    it('treats a redirect to another scheme, or a broken Location, as unreachable', async () => {
      for (const location of ['javascript:alert(1)', 'ftp://localhost/file', 'http://[']) {
        const s = await site((_req, res) => res.writeHead(302, { location }).end());
        expect(await prober().check(`${s.origin}/`), location).to.deep.equal({
          site: 'unreachable',
          website: null,
        });
      }
    });
  });

  describe('answers', () => {
    it('falls back to GET when HEAD is refused', async () => {
      const s = await site((req, res) => res.writeHead(req.method === 'HEAD' ? 405 : 200).end());
      expect((await prober().check(`${s.origin}/`)).site).to.equal('ok');
      expect(s.requests.map((r) => r.method)).to.deep.equal(['HEAD', 'GET']);
    });

    it('says unreachable on 5xx (HEAD and GET)', async () => {
      const s = await site((_req, res) => res.writeHead(503).end());
      expect(await prober().check(`${s.origin}/`)).to.deep.equal({
        site: 'unreachable',
        website: null,
      });
      expect(s.requests.map((r) => r.method)).to.deep.equal(['HEAD', 'GET']);
    });

    it('counts a 4xx page as answering on its own domain', async () => {
      const s = await site((_req, res) => res.writeHead(404).end('not here'));
      expect((await prober().check(`${s.origin}/`)).site).to.equal('ok');
    });

    it('says unreachable on DNS failure and on a refused connection', async () => {
      expect(await prober().check('https://nowhere.localhost/')).to.deep.equal({
        site: 'unreachable',
        website: null,
      });
      expect(await prober().check(`http://127.0.0.1:${await closedPort()}/`)).to.deep.equal({
        site: 'unreachable',
        website: null,
      });
    });
  });

  describe('limits', () => {
    it('gives up after the total time cap when the site never answers', async () => {
      let hangUp!: () => void;
      const hungUp = new Promise<void>((resolve) => (hangUp = resolve));
      // Accepts, never answers: without a cap the check would hang (and mocha's timeout fail it).
      const s = await site((req) => req.socket.on('close', hangUp));
      expect(await prober({ timeoutMs: 300 }).check(`${s.origin}/`)).to.deep.equal({
        site: 'unreachable',
        website: null,
      });
      expect(s.requests.length, 'it asked once, then waited for no answer').to.equal(1);
      await hungUp; // and the prober, not the site, ended the connection
    });

    it('applies the time cap to the whole chain, not to each hop', async () => {
      // Each hop answers within the cap; the chain does not. A cap per hop would follow all 50.
      const s = await site((_req, res) =>
        setTimeout(() => res.writeHead(302, { location: `/${Math.random()}` }).end(), 200),
      );
      expect(
        (await prober({ timeoutMs: 300, maxRedirects: 50 }).check(`${s.origin}/`)).site,
      ).to.equal('unreachable');
      expect(s.requests.length, 'hops asked').to.be.below(10);
    });

    it('reads no body: an endless response still gives ok, and the prober hangs up', async () => {
      let closed = false;
      const s = await site((req, res) => {
        if (req.method === 'HEAD') return void res.writeHead(405).end();
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(16 * 1024, 'x');
        const drip = setInterval(() => res.write(chunk), 5); // never ends
        res.on('close', () => {
          closed = true;
          clearInterval(drip);
        });
      });
      // A prober that waited for the body would hit its time cap and say unreachable.
      expect((await prober({ timeoutMs: 15_000 }).check(`${s.origin}/`)).site).to.equal('ok');
      const deadline = Date.now() + 5000;
      while (!closed && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(closed, 'connection closed by the prober').to.equal(true);
    });

    it('refuses oversized response headers', async () => {
      const s = await site((_req, res) =>
        res.writeHead(200, { 'x-padding': 'p'.repeat(4000) }).end(),
      );
      expect((await prober({ maxHeaderBytes: 1024 }).check(`${s.origin}/`)).site).to.equal(
        'unreachable',
      );
      expect((await prober().check(`${s.origin}/`)).site).to.equal('ok');
    });

    it('keeps TLS verification on: a self-signed certificate is unreachable', async function () {
      const dir = mkdtempSync(join(tmpdir(), 'hivegate-tls-'));
      try {
        try {
          execFileSync(
            'openssl',
            [
              'req',
              '-x509',
              '-newkey',
              'ec',
              '-pkeyopt',
              'ec_paramgen_curve:prime256v1',
              '-nodes',
              '-days',
              '1',
              '-subj',
              '/CN=localhost',
              '-keyout',
              join(dir, 'key.pem'),
              '-out',
              join(dir, 'cert.pem'),
            ],
            { stdio: 'ignore' },
          );
        } catch {
          this.skip(); // no openssl here
        }
        const server = https.createServer(
          { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
          (_req, res) => res.end(),
        );
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        const { port } = server.address() as AddressInfo;
        try {
          expect(await prober().check(`https://localhost:${port}/`)).to.deep.equal({
            site: 'unreachable',
            website: null,
          });
        } finally {
          server.closeAllConnections();
          server.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('concurrency and cache', () => {
    it('runs one check per host at a time', async () => {
      let open = 0;
      let most = 0;
      const s = await site((_req, res) => {
        most = Math.max(most, ++open);
        setTimeout(() => {
          open -= 1;
          res.end();
        }, 40);
      });
      const p = prober();
      const results = await Promise.all(
        ['/a', '/b', '/c'].map((path) => p.check(`${s.origin}${path}`)),
      );
      expect(results.map((r) => r.site)).to.deep.equal(['ok', 'ok', 'ok']);
      expect(most).to.equal(1);
      expect(s.requests).to.have.length(3);
    });

    it('shares one probe between simultaneous checks of a website, and caches the result until the TTL', async () => {
      let now = 1_000_000;
      const s = await site((_req, res) => res.end());
      const p = prober({ cacheTtlMs: 60_000, now: () => now });
      await Promise.all([
        p.check(`${s.origin}/`),
        p.check(`${s.origin}/`),
        p.check(` ${s.origin}/ `),
      ]);
      expect(s.requests).to.have.length(1);
      await p.check(`${s.origin}/`);
      expect(s.requests).to.have.length(1);
      now += 60_001;
      await p.check(`${s.origin}/`);
      expect(s.requests).to.have.length(2);
    });
  });
});
