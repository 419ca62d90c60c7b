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
