import { createChain, keyFrom, WIF, type Account, type Key, type Role } from './chain';
import { t } from './i18n';
import { inputValue, pageData, type ChainData } from './pageDom';
import { UserError } from './shownErrors';

/*
 * The user's account and key. Keys the user types stay in this page: they become a private key,
 * sign, and are never put in a request. A typed key is checked against the account's authority
 * before use, so a wrong key gives a clear message instead of a chain error.
 */

let chain: ReturnType<typeof createChain> | undefined;

/** The chain client of this page's #page-data (made once). */
export function hive(): ReturnType<typeof createChain> {
  chain ??= createChain({ ...pageData<ChainData>(), timeoutMs: 15_000 });
  return chain;
}

const ACCOUNT = /^[a-z][a-z0-9.-]{2,15}$/;

export function username(inputId: string): string {
  const name = inputValue(inputId).trim().toLowerCase().replace(/^@/, '');
  if (!ACCOUNT.test(name)) throw new UserError(t('common.enterUsername'), inputId);
  return name;
}

/** Every page names its account input #username: a name that is not on chain is that field's error. */
export async function getAccount(name: string, field = 'username'): Promise<Account> {
  const [account] = await hive().getAccounts([name]);
  if (!account) throw new UserError(t('common.noAccount', { user: `@${name}` }), field);
  return account;
}

/**
 * The private key for `roles[0]` from a WIF or a master password. A WIF must be a key of one of
 * `roles` (an owner key can do what an active key can); a password derives the key of `roles[0]`.
 * `field` is the input it came from, where a mistake is shown.
 */
export function keyFor(account: Account, secret: string, roles: Role[], field: string): Key {
  const text = secret.trim();
  if (!text) throw new UserError(t('common.enterKey', { role: roles[0] }), field);
  let key: Key;
  try {
    key = keyFrom(account.name, text, roles[0]);
  } catch {
    throw new UserError(t('common.wrongKey', { user: `@${account.name}` }), field);
  }
  const pub = hive().publicKeyOf(key);
  const fits = roles.some((role) =>
    account[role].key_auths.some(([k, w]) => k === pub && w >= account[role].weight_threshold),
  );
  if (!fits) {
    const user = `@${account.name}`;
    throw new UserError(
      WIF.test(text)
        ? t('common.notRoleKey', { role: roles[0], user })
        : t('common.wrongKey', { user }),
      field,
    );
  }
  return key;
}
