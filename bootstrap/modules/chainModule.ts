import { ContainerModule } from 'inversify';
import { DhiveChainClient } from '../../adapters/chain/DhiveChainClient';
import type { HivegateMetrics } from '../../adapters/ops/HivegateMetrics';
import type { Config } from '../config';
import { TOKENS } from '../tokens';

/** The Hive network through dhive, over HIVE_NODES, signing with the service's posting key. */
export function chainModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.ChainClient)
      .toResolvedValue(
        (metrics: HivegateMetrics) =>
          new DhiveChainClient({
            nodes: config.hiveNodes,
            chainId: config.chainId,
            addressPrefix: config.addressPrefix,
            serviceAccount: config.serviceAccount,
            servicePostingKey: config.servicePostingKey,
            observer: (call) => metrics.chainCall(call),
          }),
        [TOKENS.Metrics],
      )
      .inSingletonScope();
  });
}
