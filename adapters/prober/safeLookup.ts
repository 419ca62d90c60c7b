import { promises as dns } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isAllowedAddress } from './addressFilter';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution, injectable so that tests never touch the network. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });

/** A host resolved to (or is) an address we refuse to connect to. */
export class BlockedAddress extends Error {
  readonly code = 'EBLOCKED';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to non-public address ${address}`);
    this.name = 'BlockedAddress';
  }
}

/**
 * A `lookup` for node:net that resolves at connect time and refuses the whole host when ANY
 * address is non-public. Checking here, where the socket gets its address, is what defeats DNS
 * rebinding: no earlier answer is trusted.
 */
export function safeLookup(resolve: Resolver, allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted =
          options.family === 4 || options.family === 6
            ? found.filter((a) => a.family === options.family)
            : found;
        const refused = found.find((a) => !isAllowedAddress(a.address, allowLoopback));
        if (refused) return callback(new BlockedAddress(hostname, refused.address), '', 0);
        if (wanted.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`no address for ${hostname}`);
          error.code = 'ENOTFOUND';
          return callback(error, '', 0);
        }
        if (options.all)
          (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, wanted);
        else callback(null, wanted[0].address, wanted[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
