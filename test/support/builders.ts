import { createHash } from 'node:crypto';
import { PrivateKey } from '@hiveio/dhive';
import type { Authority, ChainAccount } from '../../core/shared/account';
import type { Operation } from '../../core/shared/chain';
import { sha256Hex } from '../../core/shared/crypto';

type Role = 'owner' | 'active' | 'posting' | 'memo';

/** The private key of `name`'s role, derived from its password the way the devnet genesis does. */
export function keyOf(
  name: string,
  role: Role = 'posting',
  password = `${name}-password`,
): PrivateKey {
  return PrivateKey.fromLogin(name, password, role);
}

function authority(name: string, role: Role, password: string): Authority {
  return {
    weight_threshold: 1,
    account_auths: [],
    key_auths: [[keyOf(name, role, password).createPublic().toString(), 1]],
  };
}

/** Builds an account record shaped like condenser_api.get_accounts answers. */
export class AccountBuilder {
  private readonly record: ChainAccount;
  private static nextId = 1;

  constructor(name: string, password = `${name}-password`) {
    this.record = {
      id: AccountBuilder.nextId++,
      name,
      owner: authority(name, 'owner', password),
      active: authority(name, 'active', password),
      posting: authority(name, 'posting', password),
      memo_key: keyOf(name, 'memo', password).createPublic().toString(),
      json_metadata: '',
      posting_json_metadata: '',
      balance: '10.000 HIVE',
    };
  }

  /** Adds `account` to this account's posting account_auths with `weight`. */
  grantedTo(account: string, weight = 1): this {
    this.record.posting.account_auths.push([account, weight]);
    return this;
  }

  /** No key of its own in the posting authority: only the accounts it lists can meet it. */
  withoutPostingKeys(): this {
    this.record.posting.key_auths = [];
    return this;
  }

  withPostingThreshold(threshold: number): this {
    this.record.posting.weight_threshold = threshold;
    return this;
  }

  withPostingMetadata(metadata: unknown): this {
    this.record.posting_json_metadata = JSON.stringify(metadata);
    return this;
  }

  withJsonMetadata(metadata: unknown): this {
    this.record.json_metadata = JSON.stringify(metadata);
    return this;
  }

  build(): ChainAccount {
    return structuredClone(this.record);
  }
}

export function aUser(name: string): AccountBuilder {
  return new AccountBuilder(name).withPostingMetadata({
    profile: { name: name[0].toUpperCase() + name.slice(1), version: 2 },
  });
}

/**
 * An app account with an app profile in json_metadata (what /apps/register writes with the active
 * key); its client_secret is `<name>-secret`. `inPostingMetadata()` publishes it HiveSigner's way.
 */
export class AppBuilder {
  private redirectUris = ['https://app.example/callback'];
  private readonly extra: Record<string, unknown> = {};
  private isPublic = false;
  private postingOnly = false;
  private readonly account: AccountBuilder;

  constructor(private readonly name: string) {
    this.account = new AccountBuilder(name);
  }

  withRedirect(...uris: string[]): this {
    this.redirectUris = uris;
    return this;
  }

  withProfile(fields: Record<string, unknown>): this {
    Object.assign(this.extra, fields);
    return this;
  }

  /** A public client: `token_endpoint_auth_method: "none"` and no secret (PKCE alone). */
  asPublicClient(): this {
    this.isPublic = true;
    return this;
  }

  /** The profile in posting_json_metadata, json_metadata empty: an app registered HiveSigner's way. */
  inPostingMetadata(): this {
    this.postingOnly = true;
    return this;
  }

  /** The app has granted `service` posting authority (the broadcast precondition). */
  grantedTo(service: string): this {
    this.account.grantedTo(service);
    return this;
  }

  /** The app account's posting authority lists no key of its own: only the accounts it grants can sign. */
  withoutPostingKeys(): this {
    this.account.withoutPostingKeys();
    return this;
  }

  get secret(): string {
    return `${this.name}-secret`;
  }

  build(): ChainAccount {
    const metadata = {
      profile: {
        type: 'app',
        name: this.name,
        redirect_uris: this.redirectUris,
        ...(this.isPublic
          ? { token_endpoint_auth_method: 'none' }
          : { secret: sha256Hex(this.secret) }),
        ...this.extra,
      },
    };
    return (
      this.postingOnly
        ? this.account.withPostingMetadata(metadata)
        : this.account.withJsonMetadata(metadata)
    ).build();
  }
}

export function anApp(name: string): AppBuilder {
  return new AppBuilder(name);
}

/** Hex signature of sha256(message) with `key`, as Hive Keychain's requestSignBuffer returns it. */
export function signMessage(message: string, key: PrivateKey): string {
  return key.sign(createHash('sha256').update(message, 'utf8').digest()).toString();
}

/** A follow as apps send it: `follower` follows `following` (a custom_json signed with posting authority). */
export function aFollow(
  follower: string,
  following = 'bob',
  what: readonly string[] = ['blog'],
): Operation {
  return [
    'custom_json',
    {
      required_auths: [],
      required_posting_auths: [follower],
      id: 'follow',
      json: JSON.stringify(['follow', { follower, following, what }]),
    },
  ];
}
