import { connect, createServer, type Socket } from 'node:net';

/**
 * A loopback TCP relay to `port`, standing in for one host of a multi-host DATABASE_URL: `cut()`
 * closes it and every connection through it at once, as a server that died would.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
}

export function tcpProxy(target: number, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(target, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined); // the other side's close ends this one
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        cut: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });
}
