import { PrivateKey } from '@hiveio/dhive';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { parseAsset } from './asset';
import { validatePublicKey } from './authorityShape';
import type { AccountState, AuthorityValue, Role } from './chainState';
import { DEVNET_WITNESS_KEY } from './blockSigning';
import { chainTimeToMs } from './chainTime';
import { ChainException } from './errors';
import { maxRc } from './resourceCredits';
import { isValidAccountName } from './validators';

/**
 * The genesis file: the accounts the chain starts with, and optionally the witness's key.
 * `{ "accounts": [ { "name": "alice", "password": "…", "posting_account_auths": [["demo-app", 1]],
 *   "posting_json_metadata": {…}, "json_metadata": {…}, "balance": "100.000 HIVE" } ] }`.
 * Each role's key derives from `PrivateKey.fromLogin(name, password, role)` unless an explicit
 * public key (`owner_key`, `active_key`, `posting_key`, `memo_key`) overrides it.
 */

const accountName = z.string().refine(isValidAccountName, 'is not a valid Hive account name');
const accountAuths = z.array(z.tuple([accountName, z.number().int().min(1).max(0xffff)]));
const metadata = z.union([z.string(), z.record(z.string(), z.unknown())]);
const amount = z.string();

const genesisAccount = z.strictObject({
  name: accountName,
  password: z.string().min(1).optional(),
  owner_key: z.string().optional(),
  active_key: z.string().optional(),
  posting_key: z.string().optional(),
  memo_key: z.string().optional(),
  owner_account_auths: accountAuths.optional(),
  active_account_auths: accountAuths.optional(),
  posting_account_auths: accountAuths.optional(),
  json_metadata: metadata.optional(),
  posting_json_metadata: metadata.optional(),
  balance: amount.optional(),
  hbd_balance: amount.optional(),
  vesting_shares: amount.optional(),
  reward_hive_balance: amount.optional(),
  reward_hbd_balance: amount.optional(),
  reward_vesting_balance: amount.optional(),
  /** RC mana the account starts with (default: full); `0` starves it, as an account out of RC. */
  rc_mana: z.number().int().min(0).optional(),
});

const genesisSchema = z.strictObject({
  accounts: z.array(genesisAccount).min(1),
  /**
   * The private key (WIF) the dev witness `initminer` signs blocks with; its public key is each
   * block's `signing_key`. Default: hived's own testnet initminer key (DEVNET_WITNESS_KEY).
   */
  witness_key: z
    .string()
    .refine((wif) => {
      try {
        PrivateKey.fromString(wif);
        return true;
      } catch {
        return false;
      }
    }, 'must be a WIF private key')
    .optional(),
});

export type Genesis = z.input<typeof genesisSchema>;
export type GenesisAccount = Genesis['accounts'][number];

/** A genesis file or object that cannot start a chain; the message is one line naming the spot. */
export class GenesisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenesisError';
  }
}

export async function readGenesisFile(path: string): Promise<Genesis> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (cause) {
    throw new GenesisError(
      `cannot read genesis file ${path}: ${(cause as NodeJS.ErrnoException).code ?? (cause as Error).message}`,
    );
  }
  try {
    return JSON.parse(text) as Genesis;
  } catch (cause) {
    throw new GenesisError(`genesis file ${path} is not valid JSON: ${(cause as Error).message}`);
  }
}

/** The key the genesis gives the dev witness, or hived's testnet initminer key. */
export function genesisWitnessKey(genesis: unknown): string {
  const key = (genesis as { witness_key?: unknown } | null)?.witness_key;
  return typeof key === 'string' ? key : DEVNET_WITNESS_KEY;
}

/** Checks a genesis and derives its accounts' state. Throws GenesisError. */
export function genesisAccounts(
  genesis: unknown,
  addressPrefix: string,
  time: string,
): AccountState[] {
  const parsed = genesisSchema.safeParse(genesis);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new GenesisError(
      `genesis ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`,
    );
  }
  const accounts = parsed.data.accounts;
  const names = new Set<string>();
  for (const [index, account] of accounts.entries()) {
    if (names.has(account.name))
      throw new GenesisError(`genesis accounts.${index}.name: ${account.name} is listed twice`);
    names.add(account.name);
  }
  return accounts.map((account, index) => {
    const where = `genesis accounts.${index} (${account.name})`;
    for (const role of ['owner', 'active', 'posting'] as const) {
      for (const [listed] of account[`${role}_account_auths`] ?? []) {
        if (!names.has(listed))
          throw new GenesisError(
            `${where}: ${role}_account_auths names ${listed}, which is not in the genesis`,
          );
      }
    }
    try {
      return accountState(account, index, addressPrefix, time);
    } catch (cause) {
      const message = cause instanceof ChainException ? cause.detail : (cause as Error).message;
      throw new GenesisError(`${where}: ${message}`);
    }
  });
}

function accountState(
  account: z.output<typeof genesisAccount>,
  id: number,
  prefix: string,
  time: string,
): AccountState {
  const key = (role: Role | 'memo'): string => {
    const explicit = account[`${role}_key`];
    if (explicit !== undefined) return validatePublicKey(explicit, `${role}_key`, prefix);
    if (account.password === undefined)
      throw new GenesisError(`needs a password or an explicit ${role}_key`);
    return PrivateKey.fromLogin(account.name, account.password, role)
      .createPublic(prefix)
      .toString();
  };
  const authority = (role: Role): AuthorityValue => ({
    weight_threshold: 1,
    account_auths: [...(account[`${role}_account_auths`] ?? [])].sort(([a], [b]) =>
      a < b ? -1 : 1,
    ),
    key_auths: [[key(role), 1]],
  });
  const units = (
    text: string | undefined,
    symbol: 'HIVE' | 'HBD' | 'VESTS',
    field: string,
  ): number => {
    if (text === undefined) return 0;
    const parsed = parseAsset(text, field);
    if (parsed.symbol !== symbol || parsed.amount < 0)
      throw new GenesisError(`${field} must be a non-negative ${symbol} amount, got "${text}"`);
    return parsed.amount;
  };
  const state: AccountState = {
    id,
    name: account.name,
    owner: authority('owner'),
    active: authority('active'),
    posting: authority('posting'),
    memo_key: key('memo'),
    json_metadata: metadataText(account.json_metadata),
    posting_json_metadata: metadataText(account.posting_json_metadata),
    balance: units(account.balance, 'HIVE', 'balance'),
    hbd_balance: units(account.hbd_balance, 'HBD', 'hbd_balance'),
    vesting_shares: units(account.vesting_shares, 'VESTS', 'vesting_shares'),
    reward_hive_balance: units(account.reward_hive_balance, 'HIVE', 'reward_hive_balance'),
    reward_hbd_balance: units(account.reward_hbd_balance, 'HBD', 'reward_hbd_balance'),
    reward_vesting_balance: units(
      account.reward_vesting_balance,
      'VESTS',
      'reward_vesting_balance',
    ),
    created: time,
    last_owner_update: '1970-01-01T00:00:00',
    last_account_update: time,
    last_post: '1970-01-01T00:00:00',
    last_root_post: '1970-01-01T00:00:00',
    last_vote_time: '1970-01-01T00:00:00',
    post_count: 0,
    rc_mana: 0, // below: full unless the genesis says otherwise, once vesting_shares is known
    rc_last_update: Math.floor(chainTimeToMs(time) / 1000),
  };
  state.rc_mana = account.rc_mana ?? maxRc(state);
  return state;
}

/** On chain, metadata is a JSON string; the genesis may give it as an object for readability. */
function metadataText(value: string | Record<string, unknown> | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
