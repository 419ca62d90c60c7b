import { ContainerModule } from 'inversify';
import { DhiveChainClient } from '../../adapters/chain/DhiveChainClient';
import { bindComposed } from '../bindComposed';
import type { Config } from '../config';

/** The Hive network through dhive, over HIVE_NODES, signing with the service's posting key (the one its authority lists). */
export function chainModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindComposed(
      bind,
      'ChainClient',
      { needs: ['Metrics'], maybe: ['Tracing'] },
      ({ Metrics, Tracing }) =>
        new DhiveChainClient({
          nodes: config.hiveNodes,
          nodesAgree: config.hiveNodesAgree,
          chainId: config.chainId,
          addressPrefix: config.addressPrefix,
          serviceAccount: config.serviceAccount,
          servicePostingKey: config.servicePostingKeys,
          answerLimit: config.hiveNodeAnswerLimit,
          observer: (call) => Metrics.chainCall(call),
          tracing: Tracing,
        }),
    );
  });
}
