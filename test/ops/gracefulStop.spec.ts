import { expect } from 'chai';
import { Agent, request } from 'node:http';
import Koa from 'koa';
import { listen, stopListening, urlOf } from '../../bootstrap/listen';

/** GET `path` through `agent`; resolves with the status and body text. */
function get(
  agent: Agent,
  url: string,
  path: string,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    request(url + path, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, body, connection: response.headers.connection }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/**
 * bootstrap/listen.ts stopListening: idle kept-alive sockets close at once (not after Node's
 * keepAliveTimeout), in-flight requests finish, and their sockets close as soon as they have.
 */
describe('graceful stop (stopListening)', () => {
  const SLOW_MS = 400;
  const agents: Agent[] = [];
  afterEach(() => agents.forEach((agent) => agent.destroy()));

  async function serve() {
    const app = new Koa();
    app.use(async (ctx) => {
      if (ctx.path === '/slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      ctx.body = { path: ctx.path };
    });
    const server = await listen(app.callback(), 0, '127.0.0.1');
    // Node's default is 5 s: what an idle client used to cost a stop. Longer here, so that a
    // regression cannot pass for load on a busy machine.
    server.keepAliveTimeout = 20_000;
    return { server, url: urlOf(server) };
  }
  const keepAlive = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  it('with an idle keep-alive client connected, stops well under a second', async () => {
    const { server, url } = await serve();
    const idle = keepAlive();
    expect((await get(idle, url, '/fast')).status).to.equal(200); // its socket now idles in the agent's pool
    const started = performance.now();
    await stopListening(server);
    expect(performance.now() - started).to.be.below(1000);
  });

  it('lets an in-flight slow request finish, then stops without waiting for its socket to idle out', async () => {
    const { server, url } = await serve();
    const idle = keepAlive();
    await get(idle, url, '/fast');
    const busy = keepAlive();
    await get(busy, url, '/fast'); // the slow request reuses a kept-alive socket, like a browser's
    const slow = get(busy, url, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the slow request is in flight
    const started = performance.now();
    await stopListening(server);
    const took = performance.now() - started;
    const answer = await slow;
    expect(answer.status).to.equal(200);
    expect(JSON.parse(answer.body)).to.deep.equal({ path: '/slow' });
    expect(answer.connection).to.equal('close'); // the client is told not to reuse the socket
    expect(took)
      .to.be.at.least(SLOW_MS - 100)
      .and.below(SLOW_MS + 1500);
  });

  it('closes connections still busy after the grace period', async () => {
    const { server, url } = await serve();
    const busy = keepAlive();
    const slow = get(busy, url, '/slow').catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await stopListening(server, 100);
    expect(performance.now() - started).to.be.below(SLOW_MS);
    expect(await slow).to.be.instanceOf(Error);
  });
});
