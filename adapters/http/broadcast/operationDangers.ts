/*
 * What an operation that changes keys, authorities or recovery does to the account, in words
 * that name the consequence (issue 22 §4). The sign page shows it in red above the operation.
 * Held by test/http/pagesSign.spec.ts.
 */

import { fieldText } from '../pages/fieldText';

type Fields = Record<string, unknown>;

interface AuthorityLike {
  key_auths?: [string, number][];
  account_auths?: [string, number][];
}

/** What each role's holder can do, as the consequence of holding it. */
const POWER = {
  owner: 'owns your account: they can change every key and lock you out',
  active: 'can move your funds and change your other keys',
  posting: 'can post, vote and follow as you',
} as const;

const who = (value: unknown) => (value === '__signer' ? 'your account' : `@${fieldText(value)}`);

function holders(authority: AuthorityLike): string {
  const keys = (authority.key_auths ?? []).map(([key]) => key);
  const accounts = (authority.account_auths ?? []).map(([name]) => `@${name}`);
  const all = [...keys, ...accounts];
  if (all.length === 0) return 'no key at all';
  return all.length === 1 ? all[0] : all.join(', ');
}

function authorityChanges(fields: Fields): string[] {
  const changes: string[] = [];
  for (const role of ['owner', 'active', 'posting'] as const) {
    const authority = fields[role] as AuthorityLike | undefined;
    if (!authority || typeof authority !== 'object') continue;
    const named = holders(authority);
    const many = (authority.key_auths?.length ?? 0) + (authority.account_auths?.length ?? 0) > 1;
    changes.push(
      `This replaces your ${role} authority with ${named}; whoever holds ${many ? 'those' : 'that'} ${POWER[role]}.`,
    );
  }
  if (typeof fields.memo_key === 'string' && fields.memo_key)
    changes.push(
      `Your memo key becomes ${fields.memo_key}: whoever holds it can read your encrypted memos.`,
    );
  return changes;
}

const CONSEQUENCES: Record<string, (f: Fields) => string[]> = {
  account_update: authorityChanges,
  account_update2: authorityChanges,
  change_recovery_account: (f) => [
    `This makes @${String(f.new_recovery_account)} the recovery account of ${who(f.account_to_recover)} after 30 days: only @${String(f.new_recovery_account)} can then help you get the account back if your owner key is stolen.`,
  ],
  request_account_recovery: (f) => [
    `This lets ${who(f.account_to_recover)} be taken over with a new owner authority (${holders(f.new_owner_authority ?? {})}); whoever holds it owns the account.`,
  ],
  recover_account: (f) => [
    `This replaces the owner authority of ${who(f.account_to_recover)} with ${holders(f.new_owner_authority ?? {})}; whoever holds it owns the account.`,
  ],
  set_withdraw_vesting_route: (f) => [
    `From now on, ${Number(f.percent) / 100}% of what ${who(f.from_account)} powers down goes to @${String(f.to_account)}.`,
  ],
  decline_voting_rights: () => [
    'This gives up your governance votes (witnesses and proposals) for good: it cannot be undone.',
  ],
};

/** The consequences of a key, authority or recovery change, or undefined for other operations. */
export function dangerOf(name: string, fields: Fields): string | undefined {
  const consequences = CONSEQUENCES[name]?.(fields);
  if (!consequences) return undefined;
  return consequences.length
    ? consequences.join(' ')
    : 'This operation can change who controls your account. Continue only if you asked for exactly this.';
}
