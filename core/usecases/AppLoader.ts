import type { ChainAccount } from '../domain/account';
import { appProfileOf, type AppProfile } from '../domain/app';
import { Errors } from '../errors';
import { ChainUnavailable, type ChainClient } from '../ports/ChainClient';

/**
 * Loads accounts and app profiles for the use cases. Fails closed: an app whose profile does
 * not load or is not an app profile is refused, never trusted.
 */
export class AppLoader {
  constructor(private readonly chain: ChainClient) {}

  /** The accounts by name; names that do not exist are missing from the map. */
  async accounts(names: readonly string[]): Promise<Map<string, ChainAccount>> {
    try {
      const found = await this.chain.getAccounts(names);
      return new Map(found.map((account) => [account.name, account]));
    } catch (error) {
      if (error instanceof ChainUnavailable) {
        throw Errors.chainUnreachable();
      }
      throw error;
    }
  }

  async account(name: string): Promise<ChainAccount | undefined> {
    return (await this.accounts([name])).get(name);
  }

  /** The app's profile, or UnauthorizedClient when `clientId` is not a registered app. */
  async app(clientId: string, account?: ChainAccount): Promise<AppProfile> {
    const record = account ?? (await this.account(clientId));
    const profile = record && appProfileOf(record);
    if (!profile) throw Errors.notAnApp(clientId);
    return profile;
  }
}
