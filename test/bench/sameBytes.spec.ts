import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpuMsOf, spawnChild, type Child } from '../../bench/processes';
import { capture, serializePrepared } from '../../bench/serve/prepared';

const BODY = JSON.stringify({
  user: 'alice',
  account: { name: 'alice', json_metadata: '{"profile":{"name":"Älice"}}' },
});

describe('bench ceiling: the same answer as /api/me', function () {
  this.timeout(120_000);
  let service: Server;
  let koa: Child;
  let serviceUrl: string;
  before(async () => {
    // Stands in for the service: the headers hivegate sends on /api/me.
    service = createServer((_request, response) => {
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': 'X-Request-Id',
        'X-Request-Id': '0b5e3c2a-1f4d-4e8b-9a7c-6d5e4f3a2b1c',
        'Cache-Control': 'no-store',
      });
      response.end(BODY);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    koa = await spawnChild('bare-koa', 'bareKoa');
  });
  after(async () => {
    service.close();
    await koa?.stop();
  });

  it('replays the captured status, headers and body bytes; Node writes its own Date and Content-Length', async () => {
    const original = await capture(`${serviceUrl}/api/me`, { Authorization: 'Bearer t' });
    expect(original.headers).to.include({
      'X-Request-Id': '0b5e3c2a-1f4d-4e8b-9a7c-6d5e4f3a2b1c',
      'Access-Control-Allow-Origin': '*',
    });
    expect(original.headers).not.to.have.any.keys(
      'Date',
      'Content-Length',
      'Connection',
      'Keep-Alive',
    );
    const prepared = await fetch(`${koa.info.url}/prepare/me`, {
      method: 'POST',
      body: serializePrepared(original),
    });
    expect(prepared.status).to.equal(204);

    const replayed = await capture(`${koa.info.url}/same/me`, {});
    expect(replayed.status).to.equal(200);
    expect(replayed.body.equals(Buffer.from(BODY))).to.equal(true);
    expect(replayed.headers).to.deep.equal(original.headers);
  });

  it("?work=<µs> burns that much of its CPU before the same answer (the rig's toll)", async () => {
    const before = cpuMsOf(koa.pid)!;
    for (let i = 0; i < 50; i++) {
      const replayed = await capture(`${koa.info.url}/same/me?work=1000`, {});
      expect(replayed.body.equals(Buffer.from(BODY))).to.equal(true);
    }
    // Each answer waited for 1 ms more of the process's CPU (getrusage), 50 ms in all; /proc
    // counts the same time in ticks of 10 ms, so it shows at least 40 more (without the work, 50
    // answers take about 5 ms).
    expect(cpuMsOf(koa.pid)! - before).to.be.at.least(40);
  });

  it('keeps answering the small JSON object on other paths (the first ceiling)', async () => {
    const response = await fetch(`${koa.info.url}/api/me`);
    expect(await response.json()).to.deep.equal({
      user: 'alice',
      _id: 'alice',
      name: 'alice',
      scope: ['vote', 'comment'],
    });
  });
});
