import { chainProperties } from '../chainReads';
import { DEVNET_WITNESS, HIVE_BLOCKCHAIN_VERSION } from '../chainParameters';
import { FEED_PRICE, printPrice } from '../economy';
import type { AssetForm } from '../economy';
import type { DevChain } from '../DevChain';
import { named, positional, stringArg, stringListArg } from '../rpcParams';
import type { MethodTable } from './method';

/** The one witness, `initminer`, which signs every block (hived's api_witness_object). */
function witness(chain: DevChain, form: AssetForm): Record<string, unknown> {
  const head = chain.head;
  const genesis = chain.blocks.block(1)?.timestamp ?? head.timestamp;
  return {
    id: 0,
    owner: DEVNET_WITNESS,
    created: '1970-01-01T00:00:00',
    url: '',
    votes: 0,
    virtual_last_update: '0',
    virtual_position: '0',
    virtual_scheduled_time: '340282366920938463463374607431768211455',
    total_missed: 0,
    last_aslot: head.block_num,
    last_confirmed_block_num: head.block_num,
    pow_worker: 0,
    signing_key: chain.blocks.signingKey(chain.addressPrefix),
    props: chainProperties(form),
    hbd_exchange_rate: printPrice(FEED_PRICE, form),
    last_hbd_exchange_update: genesis,
    last_work: '0'.repeat(64),
    running_version: HIVE_BLOCKCHAIN_VERSION,
    hardfork_version_vote: HIVE_BLOCKCHAIN_VERSION,
    hardfork_time_vote: genesis,
    available_witness_account_subsidies: 0,
  };
}

export const WITNESS_METHODS: MethodTable = {
  'condenser_api.get_witness_by_account': (params, { chain }, name) =>
    stringArg(positional(params, name)[0], 'account') === DEVNET_WITNESS
      ? witness(chain, 'legacy')
      : null,
  'database_api.find_witnesses': (params, { chain }, name) => ({
    witnesses: stringListArg(named(params, name).owners, 'owners')
      .filter((owner) => owner === DEVNET_WITNESS)
      .map(() => witness(chain, 'nai')),
  }),
};
