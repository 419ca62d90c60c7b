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
 * Judged by the order of events, never by elapsed time: the keep-alive timeout and the grace
 * period are an hour where they must not be what ends the stop, so a regression hangs the test
 * into mocha's timeout instead of passing on a fast machine.
 */
describe('graceful stop (stopListening)', () => {
  const HOUR_MS = 3600_000;
  const agents: Agent[] = [];
  let release: () => void = () => {};
  afterEach(() => {
    release();
    agents.forEach((agent) => agent.destroy());
  });

  /** A server whose `/slow` answers only once `release()` is called; `entered` resolves when it is asked. */
  async function serve() {
    let entered!: () => void;
    const slowEntered = new Promise<void>((resolve) => (entered = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const app = new Koa();
    app.use(async (ctx) => {
      if (ctx.path === '/slow') {
        entered();
        await released;
      }
      ctx.body = { path: ctx.path };
    });
    const server = await listen(app.callback(), 0, '127.0.0.1');
    server.keepAliveTimeout = HOUR_MS; // an idle socket must not be what lets the stop end
    return { server, url: urlOf(server), slowEntered };
  }
  const keepAlive = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };
  /** Whether `promise` has settled, asked after everything already queued has run. */
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(
      () => (done = true),
      () => (done = true),
    );
    await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  it('with an idle keep-alive client connected, stops without waiting for the socket to idle out', async () => {
    const { server, url } = await serve();
    const idle = keepAlive();
    expect((await get(idle, url, '/fast')).status).to.equal(200); // its socket now idles in the agent's pool
    await stopListening(server, HOUR_MS); // resolves only once every connection has closed
    expect(server.listening).to.equal(false);
  });

  it('lets an in-flight slow request finish, then stops without waiting for its socket to idle out', async () => {
    const { server, url, slowEntered } = await serve();
    const idle = keepAlive();
    await get(idle, url, '/fast');
    const busy = keepAlive();
    await get(busy, url, '/fast'); // the slow request reuses a kept-alive socket, like a browser's
    const slow = get(busy, url, '/slow');
    await slowEntered;
    const stopped = stopListening(server, HOUR_MS);
    expect(await settled(stopped), 'a request is still in flight').to.equal(false);
    release();
    const answer = await slow;
    expect(answer.status).to.equal(200);
    expect(JSON.parse(answer.body)).to.deep.equal({ path: '/slow' });
    expect(answer.connection).to.equal('close'); // the client is told not to reuse the socket
    await stopped;
  });

  it('closes connections still busy after the grace period', async () => {
    const { server, url, slowEntered } = await serve();
    const busy = keepAlive();
    const slow = get(busy, url, '/slow').catch((error: Error) => error);
    await slowEntered;
    await stopListening(server, 100); // the handler is never released before this resolves
    expect(await slow).to.be.instanceOf(Error);
  });
});
