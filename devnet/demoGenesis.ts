import { PrivateKey } from '@hiveio/dhive';
import { sha256Hex } from '../core/shared/crypto';
import { DEFAULT_ADDRESS_PREFIX, HIVE_TREASURY_ACCOUNT } from './chainParameters';
import type { Genesis, GenesisAccount } from './genesis';

/**
 * The built-in demo genesis. Other parts of hivegate rely on these exact names and passwords:
 * the service account `hivegate`, the app `demo-app` (its posting authority lists hivegate), the
 * public app `demo-spa` (a page with no secret: PKCE alone), and the users alice (who granted
 * both apps), carol (demo-app) and bob (neither, so the consent step can be shown). Tests extend it with `demoGenesis([appAccount(...), userAccount(...)])`.
 */

/** The demo app's client secret; its profile holds only the sha256 of it. */
export const DEMO_APP_SECRET = 'demo-app-secret';
export const SERVICE_ACCOUNT = 'hivegate';
export const DEMO_APP = 'demo-app';
/** A public client (`token_endpoint_auth_method: "none"`): it has no secret and signs in with PKCE. */
export const DEMO_SPA = 'demo-spa';

export const DEMO_PASSWORDS: Readonly<Record<string, string>> = {
  hivegate: 'hivegate-dev-password',
  'demo-app': 'demo-app-password',
  'demo-spa': 'demo-spa-password',
  alice: 'alice-password',
  bob: 'bob-password',
  carol: 'carol-password',
};

export interface AppAccountOptions {
  name: string;
  password: string;
  displayName?: string;
  redirectUris: string[];
  /** The client secret in clear; the profile stores its sha256. Absent: a public client. */
  secret?: string;
  website?: string;
  about?: string;
  /** The accounts the app's posting authority lists (weight 1, threshold 1). */
  grantedTo?: string[];
}

/**
 * An app account as hivegate expects one: posting authority lists the service, profile
 * `type: "app"` in json_metadata (written with the active key, as /apps/register does; issue 37 §2).
 */
export function appAccount(options: AppAccountOptions): GenesisAccount {
  return {
    name: options.name,
    password: options.password,
    posting_account_auths: (options.grantedTo ?? [SERVICE_ACCOUNT]).map(
      (name) => [name, 1] as [string, number],
    ),
    json_metadata: {
      profile: {
        type: 'app',
        name: options.displayName ?? options.name,
        about: options.about ?? '',
        website: options.website ?? '',
        redirect_uris: options.redirectUris,
        ...(options.secret === undefined
          ? { token_endpoint_auth_method: 'none' }
          : { secret: sha256Hex(options.secret) }),
        version: 2,
      },
    },
  };
}

export interface UserAccountOptions {
  name: string;
  password: string;
  displayName?: string;
  /** Apps the user granted posting authority to. */
  grants?: string[];
}

/** A user with a profile and some balances, so transfers and reward claims can be shown. */
export function userAccount(options: UserAccountOptions): GenesisAccount {
  return {
    name: options.name,
    password: options.password,
    posting_account_auths: (options.grants ?? []).map((name) => [name, 1] as [string, number]),
    posting_json_metadata: { profile: { name: options.displayName ?? options.name, version: 2 } },
    balance: '100.000 HIVE',
    hbd_balance: '20.000 HBD',
    vesting_shares: '1000000.000000 VESTS',
    reward_hive_balance: '1.000 HIVE',
    reward_hbd_balance: '0.500 HBD',
    reward_vesting_balance: '2000.000000 VESTS',
  };
}

/**
 * The decentralized Hive fund (HIVE_TREASURY_ACCOUNT), which every Hive chain has: wallets read its
 * HBD balance (Keychain's proposal reminder takes a hundredth of it as the daily budget). Nobody is
 * meant to sign for it; its keys derive from a password no one is shown.
 */
function treasuryAccount(): GenesisAccount {
  return {
    name: HIVE_TREASURY_ACCOUNT,
    password: 'hive.fund (no keys anyone uses)',
    hbd_balance: '100000.000 HBD',
  };
}

/** Where the demo app's server answers by default (`npm run dev` on PORT 3000). */
const DEMO_CALLBACKS = [
  'http://localhost:3000/demo/callback',
  'http://127.0.0.1:3000/demo/callback',
];

/**
 * The demo accounts, followed by `extraAccounts`. `demoCallbacks` adds redirect URIs to the demo
 * app's profile: `npm run dev` registers its own `/demo/callback`, so the sign-in link it prints
 * works on any PORT and BASE_URL; `demoWebsite` is the demo apps' website (`npm run dev`: its own
 * home page, on whatever PORT and BASE_URL say).
 */
export function demoGenesis(
  extraAccounts: GenesisAccount[] = [],
  options: { demoCallbacks?: readonly string[]; demoWebsite?: string } = {},
): Genesis {
  const website = options.demoWebsite ?? 'http://localhost:3000/';
  return {
    accounts: [
      {
        name: SERVICE_ACCOUNT,
        password: DEMO_PASSWORDS.hivegate,
        posting_json_metadata: {
          profile: { name: 'hivegate', about: 'Sign in with Hive (dev chain)', version: 2 },
        },
        vesting_shares: '1000000.000000 VESTS',
      },
      appAccount({
        name: DEMO_APP,
        password: DEMO_PASSWORDS['demo-app'],
        displayName: 'Demo App',
        about: 'An example app that signs in with hivegate',
        website,
        redirectUris: [...new Set([...DEMO_CALLBACKS, ...(options.demoCallbacks ?? [])])],
        secret: DEMO_APP_SECRET,
      }),
      appAccount({
        name: DEMO_SPA,
        password: DEMO_PASSWORDS[DEMO_SPA],
        displayName: 'Demo single-page app',
        about: 'A public client: a page that keeps no secret and signs in with PKCE',
        website,
        redirectUris: [...new Set([...DEMO_CALLBACKS, ...(options.demoCallbacks ?? [])])],
      }),
      userAccount({
        name: 'alice',
        password: DEMO_PASSWORDS.alice,
        displayName: 'Alice',
        grants: [DEMO_APP, DEMO_SPA],
      }),
      userAccount({ name: 'bob', password: DEMO_PASSWORDS.bob, displayName: 'Bob' }),
      userAccount({
        name: 'carol',
        password: DEMO_PASSWORDS.carol,
        displayName: 'Carol',
        grants: [DEMO_APP],
      }),
      treasuryAccount(),
      ...extraAccounts,
    ],
  };
}

export interface KeyPair {
  /** WIF. */
  private: string;
  public: string;
}

export interface DemoAccount {
  name: string;
  password: string;
  keys: Record<'owner' | 'active' | 'posting' | 'memo', KeyPair>;
}

/** The demo accounts with their passwords and derived keys, for tests and for the dev command to print. */
export function demoAccounts(addressPrefix = DEFAULT_ADDRESS_PREFIX): DemoAccount[] {
  return Object.entries(DEMO_PASSWORDS).map(([name, password]) => ({
    name,
    password,
    keys: loginKeys(name, password, addressPrefix),
  }));
}

/** The four keys `PrivateKey.fromLogin` derives, as the genesis does. */
export function loginKeys(
  name: string,
  password: string,
  addressPrefix = DEFAULT_ADDRESS_PREFIX,
): DemoAccount['keys'] {
  const pair = (role: 'owner' | 'active' | 'posting' | 'memo'): KeyPair => {
    const key = PrivateKey.fromLogin(name, password, role);
    return { private: key.toString(), public: key.createPublic(addressPrefix).toString() };
  };
  return {
    owner: pair('owner'),
    active: pair('active'),
    posting: pair('posting'),
    memo: pair('memo'),
  };
}
