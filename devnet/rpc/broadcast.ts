import { legacyTransactionJson } from '../hf26Json';
import { named, positional } from '../rpcParams';
import type { MethodTable } from './method';

/** Transactions in: condenser_api takes the legacy JSON, network_broadcast_api hived's HF26 JSON. */
export const BROADCAST_METHODS: MethodTable = {
  'condenser_api.broadcast_transaction': (params, { producer }, name) => {
    producer.broadcast(positional(params, name)[0]);
    return {};
  },
  'condenser_api.broadcast_transaction_synchronous': (params, { producer }, name) =>
    producer.broadcastSynchronous(positional(params, name)[0]),
  // hived's network_broadcast_api takes HF26 JSON (what wax sends); condenser_api the legacy form.
  'network_broadcast_api.broadcast_transaction': (params, { producer }, name) => {
    producer.broadcast(legacyTransactionJson(named(params, name).trx));
    return {};
  },
};
