import { createServer } from 'node:net';

/** A free loopback port for a service child (PORT): the compiled service is started as npm start is, and says its port nowhere else. */
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
