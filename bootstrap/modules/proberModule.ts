import { ContainerModule } from 'inversify';
import { FetchWebsiteProber } from '../../adapters/prober/FetchWebsiteProber';
import { FetchLogoutSender } from '../../adapters/prober/FetchLogoutSender';
import { bindValue } from '../bindComposed';
import type { Config } from '../config';

/**
 * What the service asks of the URLs apps name: the website check of the app directory, and
 * back-channel logout notices. Loopback is reachable only under the test-only switch.
 */
export function proberModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindValue(
      bind,
      'WebsiteProber',
      new FetchWebsiteProber({ allowLoopback: config.proberAllowLoopback }),
    );
    bindValue(
      bind,
      'LogoutSender',
      new FetchLogoutSender({ allowLoopback: config.proberAllowLoopback }),
    );
  });
}
