import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FetchLogoutSender } from '../../adapters/prober/FetchLogoutSender';

/** Back-channel logout requests go out by the website check's outbound rules (issue 25 §4). */
describe('FetchLogoutSender', () => {
  let server: Server;
  let base: string;
  const received: { method?: string; type?: string; body: string; url?: string }[] = [];
  let status = 200;
  before(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({
          method: req.method,
          type: req.headers['content-type'],
          body,
          url: req.url,
        });
        res.writeHead(status, status === 302 ? { location: '/elsewhere' } : {}).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());
  beforeEach(() => {
    received.length = 0;
    status = 200;
  });

  const local = new FetchLogoutSender({ allowLoopback: true });

  it('POSTs the logout_token as a form and calls a 2xx answer delivered', async () => {
    expect(await local.send(`${base}/logout?rp=1`, 'a.b.c')).to.equal('delivered');
    expect(received).to.deep.equal([
      {
        method: 'POST',
        type: 'application/x-www-form-urlencoded',
        body: 'logout_token=a.b.c',
        url: '/logout?rp=1',
      },
    ]);
  });

  it('calls any other answer, a redirect included (it is not followed), failed', async () => {
    for (const answer of [500, 400, 302]) {
      status = answer;
      expect(await local.send(`${base}/logout`, 't'), String(answer)).to.equal('failed');
    }
    expect(received).to.have.length(3);
  });

  it('calls an unreachable server failed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    expect(await local.send(`http://127.0.0.1:${port}/logout`, 't')).to.equal('failed');
  });

  it('never sends to a private address, a URI with userinfo or a fragment, or one that is not http(s)', async () => {
    const sender = new FetchLogoutSender();
    for (const uri of [
      `${base}/logout`,
      'http://10.0.0.1/logout',
      'http://[::1]/logout',
      'https://user:pw@rp.example/logout',
      'https://rp.example/logout#frag',
      'ftp://rp.example/logout',
      'not a url',
    ])
      expect(await sender.send(uri, 't'), uri).to.equal('blocked');
    expect(
      await new FetchLogoutSender({
        resolve: async () => [{ address: '192.168.1.5', family: 4 }],
      }).send('https://rp.example/logout', 't'),
      'a name that resolves to a private address',
    ).to.equal('blocked');
    expect(received).to.deep.equal([]);
  });
});
