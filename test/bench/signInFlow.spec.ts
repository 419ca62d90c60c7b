import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureSignIns, signatureCheckCeiling } from '../../bench/scenarios/signInFlow';
import { cpuWatched, type Child } from '../../bench/processes';

/** The three calls of a sign-in, answered by a stand-in; the user named `refused` gets a 400 at authorize. */
async function fakeService(): Promise<{ child: Child; server: Server; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const json = JSON.parse(body) as Record<string, string>;
      calls.push(req.url!);
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/api/oauth2/challenge')
        return answer(200, { challenge: `c:${json.username}` });
      if (req.url === '/api/oauth2/authorize')
        return json.challenge === 'c:refused'
          ? answer(400, { error: 'invalid_request' })
          : answer(200, { redirect_to: 'http://localhost:3000/demo/callback?code=abc' });
      if (req.url === '/api/oauth2/token')
        return answer(200, { access_token: 'a', refresh_token: 'r' });
      answer(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const child: Child = {
    name: 'fake',
    pid: process.pid,
    info: { url },
    diagnostics: () => '',
    stop: async () => {},
  };
  return { child, server, calls };
}

describe('bench: whole sign-ins and their ceiling', () => {
  it('makes exactly `count` sign-ins of three calls each, counts failures, and measures the watched CPU over the window', async () => {
    const { child, server, calls } = await fakeService();
    cpuWatched.set('fake', process.pid);
    try {
      const result = await measureSignIns(child, ['bench-u0000', 'refused'], 10, 3);
      expect(result.requests + result.errors).to.equal(10);
      expect(result.errors).to.equal(5); // every second user is refused at authorize
      expect(result.samples[0]).to.match(/authorize: 400/);
      expect(calls.filter((c) => c === '/api/oauth2/token')).to.have.length(5);
      expect(result.windowsUs[0][1]).to.be.greaterThan(result.windowsUs[0][0]);
      expect(result.roundProcCpuMs[0]).to.have.property('fake');
    } finally {
      cpuWatched.delete('fake');
      server.close();
    }
  });

  it("times the service's own key recovery (adapters/chain/recoverPublicKey) as the ceiling", () => {
    const { result, msPerCheck } = signatureCheckCeiling('bench-u0000', 'STM', 20);
    expect(result.requests).to.equal(20);
    expect(msPerCheck).to.be.greaterThan(0);
    expect(result.rps).to.be.greaterThan(0);
  });
});
