import { PrivateKey } from '@hiveio/dhive';
import { DEMO_APP, demoGenesis, userAccount, type Genesis } from '../devnet';

/**
 * The bench's accounts on the dev chain: the demo genesis (service `hivegate`, app `demo-app`)
 * plus `count` users who granted demo-app posting authority, and one author whose posts the
 * users vote on. The devnet child and the bench process derive the same keys from these names.
 */
export const AUTHOR = 'bench-author';

export function benchUserName(index: number): string {
  return `bench-u${String(index).padStart(4, '0')}`;
}

export function passwordOf(name: string): string {
  return `${name}-password`;
}

export function postingKeyOf(name: string): PrivateKey {
  return PrivateKey.fromLogin(name, passwordOf(name), 'posting');
}

export function benchGenesis(count: number): Genesis {
  const users = Array.from({ length: count }, (_, i) => benchUserName(i));
  return demoGenesis([
    userAccount({ name: AUTHOR, password: passwordOf(AUTHOR) }),
    ...users.map((name) => userAccount({ name, password: passwordOf(name), grants: [DEMO_APP] })),
  ]);
}
