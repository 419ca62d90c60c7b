import { ContainerModule } from 'inversify';
import { FetchWebsiteProber } from '../../adapters/prober/FetchWebsiteProber';
import { bindValue } from '../bindComposed';
import type { Config } from '../config';

/** The website check of the app directory. Loopback is reachable only under the test-only switch. */
export function proberModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(
      bind,
      'WebsiteProber',
      new FetchWebsiteProber({ allowLoopback: config.proberAllowLoopback }),
    );
  });
}
