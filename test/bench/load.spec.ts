import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monotonicUs, runSideBySide } from '../../bench/load';

async function serve(status: number): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end('{"ok":true}'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('bench loads side by side', () => {
  const servers: Server[] = [];
  after(() => servers.forEach((server) => server.close()));

  it('alternates the loads round by round, each prepared before its round, and adds their counts up', async () => {
    const ok = await serve(200);
    const failing = await serve(500);
    servers.push(ok.server, failing.server);
    let checked = 0;
    const prepared: number[] = [];
    const [a, b, c] = await runSideBySide(
      [
        {
          url: ok.url,
          path: '/',
          connections: 2,
          durationS: 1,
          check: () => void (checked += 1),
          beforeRound: async () => void prepared.push(monotonicUs()),
        },
        { url: failing.url, path: '/', connections: 2, durationS: 1 },
        { url: ok.url, path: '/', connections: 1, durationS: 1, amount: 10 },
      ],
      2,
    );
    // Round 1 of each, then round 2 of each: windows interleave in time.
    const starts = [
      a.windowsUs[0][0],
      b.windowsUs[0][0],
      c.windowsUs[0][0],
      a.windowsUs[1][0],
      b.windowsUs[1][0],
      c.windowsUs[1][0],
    ];
    expect(starts).to.deep.equal([...starts].sort((x, y) => x - y));
    // Its preparation runs before each of its rounds, outside the measured window.
    expect(prepared).to.have.length(2);
    expect(prepared[0]).to.be.lessThan(a.windowsUs[0][0]);
    expect(prepared[1]).to.be.greaterThan(c.windowsUs[0][1]).and.lessThan(a.windowsUs[1][0]);
    expect(a.requests).to.be.greaterThan(0).and.equal(checked);
    expect(a.non2xx).to.equal(0);
    expect(b.non2xx).to.equal(b.requests).and.be.greaterThan(0);
    expect(b.samples[0]).to.match(/^500 /);
    expect(c.requests).to.equal(10); // `amount` is shared out between the rounds
    expect(a.rps).to.be.closeTo(a.requests / a.durationS, 1);
  });
});
