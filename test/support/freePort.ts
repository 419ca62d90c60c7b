import { createServer } from 'node:net';

/**
 * A TCP port that was free a moment ago, for a server whose own URL must be configured before it
 * listens (an OpenID issuer is BASE_URL, and clients check discovery against it).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A free port held listening until `release()`: for a server started long after its port is
 * chosen (HAProxy, after two service instances). While it is held, no outgoing connection can take
 * it as its own local port — Linux skips bound ports when it picks one — which a port merely
 * free a moment ago allows: the instances' connections to PostgreSQL and the dev chain once took
 * HAProxy's port in the seconds before it started ("cannot bind socket").
 */
export function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
