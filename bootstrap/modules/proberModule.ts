import { ContainerModule } from 'inversify';
import { FetchWebsiteProber } from '../../adapters/prober/FetchWebsiteProber';
import type { Config } from '../config';
import { TOKENS } from '../tokens';

/** The website check of the app directory. Loopback is reachable only under the test-only switch. */
export function proberModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.WebsiteProber).toConstantValue(
      new FetchWebsiteProber({ allowLoopback: config.proberAllowLoopback }),
    );
  });
}
