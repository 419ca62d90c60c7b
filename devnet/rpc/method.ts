import type { BlockProducer } from '../blockProducer';
import type { DevChain } from '../DevChain';
import type { MainnetLoad } from '../mainnetLoad';

/** What every JSON-RPC method runs against. */
export interface MethodContext {
  chain: DevChain;
  producer: BlockProducer;
  /** The load mode's transactions, added to each block condenser_api.get_block answers. */
  load?: MainnetLoad;
}

/** One method: its params as sent (a list for condenser_api, an object for the others). */
export type Method = (params: unknown, context: MethodContext, name: string) => unknown;

/** Methods by full name (`condenser_api.get_accounts`). */
export type MethodTable = Readonly<Record<string, Method>>;

/** The largest list a method answers (hived's limit for most list reads). */
export const MAX_LIST = 1000;
