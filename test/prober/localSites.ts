import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Resolver } from '../../adapters/prober/safeLookup';

/** A local HTTP server on port 0 that records what it was asked. */
export interface LocalSite {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: { method: string; url: string }[];
  close(): Promise<void>;
}

export async function localSite(handler: http.RequestListener): Promise<LocalSite> {
  const requests: LocalSite['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (connections are refused). */
export async function closedPort(): Promise<number> {
  const site = await localSite(() => {});
  await site.close();
  return site.port;
}

/** DNS from a table; names not in it fail like ENOTFOUND. Counts calls per name. */
export function tableResolver(
  table: Record<string, string[] | (() => string[])>,
): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const entry = table[hostname];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}
