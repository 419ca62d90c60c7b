import { expect } from 'chai';
import { Agent, get } from 'node:http';
import { DEFAULT_KEEP_ALIVE_SECONDS } from '../../bootstrap/config';
import { startTestServer } from '../support/httpFixture';

/** The `Keep-Alive` header of GET /healthz over a kept-alive connection. */
function keepAliveOf(url: string): Promise<string | undefined> {
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    get(`${url}/healthz`, { agent }, (response) => {
      response.resume();
      response.once('end', () => {
        agent.destroy();
        resolve(response.headers['keep-alive']?.toString());
      });
    }).once('error', reject);
  });
}

/**
 * An idle kept-alive connection stays open KEEP_ALIVE_SECONDS (72 by default): longer than a load
 * balancer keeps its idle upstream connections (60 s), so the proxy closes it first and never sends
 * a request on a connection the service is closing. Node says the server's timeout in every
 * kept-alive answer, from the very setting: that header is what is checked, not elapsed time.
 */
describe('KEEP_ALIVE_SECONDS: how long an idle connection stays open', function () {
  this.timeout(30_000);

  it(`is ${DEFAULT_KEEP_ALIVE_SECONDS} s by default, past a load balancer's 60 s (Node's own is 5 s)`, async () => {
    expect(DEFAULT_KEEP_ALIVE_SECONDS).to.be.above(60);
    const service = await startTestServer();
    try {
      expect(await keepAliveOf(service.url)).to.equal(`timeout=${DEFAULT_KEEP_ALIVE_SECONDS}`);
    } finally {
      await service.close();
    }
  });

  it('is the variable when set', async () => {
    const service = await startTestServer({}, { KEEP_ALIVE_SECONDS: '7' });
    try {
      expect(await keepAliveOf(service.url)).to.equal('timeout=7');
    } finally {
      await service.close();
    }
  });
});
