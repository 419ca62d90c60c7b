/*
 * What an operation that changes keys, authorities or recovery does to the account, in words
 * that name the consequence (issue 22 §4), in the page's language: security sentences
 * (web/i18n/security.ts, `op.danger.*`). The sign page shows it in red above the operation.
 * Held by test/http/pagesSign.spec.ts.
 */

import type { Translator } from '../translator';
import { SIGNER } from '../../../core/operations/operations';
import { text } from './operationWords';

type Fields = Record<string, unknown>;

interface AuthorityLike {
  key_auths?: [string, number][];
  account_auths?: [string, number][];
}

/** Each role's message: what its holder can do, as the consequence of holding it. */
const REPLACES = {
  owner: 'op.danger.owner',
  active: 'op.danger.active',
  posting: 'op.danger.posting',
} as const;

const who = (value: unknown, t: Translator) =>
  value === SIGNER ? t.t('op.danger.yourAccount') : `@${text(value)}`;

function holders(authority: AuthorityLike, t: Translator): string {
  const keys = (authority.key_auths ?? []).map(([key]) => key);
  const accounts = (authority.account_auths ?? []).map(([name]) => `@${name}`);
  const all = [...keys, ...accounts];
  return all.length === 0 ? t.t('op.danger.noKey') : t.list(all);
}

function authorityChanges(fields: Fields, t: Translator): string[] {
  const changes: string[] = [];
  for (const role of ['owner', 'active', 'posting'] as const) {
    const authority = fields[role] as AuthorityLike | undefined;
    if (!authority || typeof authority !== 'object') continue;
    changes.push(t.t(REPLACES[role], { holders: holders(authority, t) }));
  }
  if (typeof fields.memo_key === 'string' && fields.memo_key)
    changes.push(t.t('op.danger.memoKey', { key: fields.memo_key }));
  return changes;
}

const CONSEQUENCES: Record<string, (f: Fields, t: Translator) => string[]> = {
  account_update: authorityChanges,
  account_update2: authorityChanges,
  change_recovery_account: (f, t) => [
    t.t('op.danger.recoveryAccount', {
      recovery: `@${String(f.new_recovery_account)}`,
      account: who(f.account_to_recover, t),
    }),
  ],
  request_account_recovery: (f, t) => [
    t.t('op.danger.requestRecovery', {
      account: who(f.account_to_recover, t),
      holders: holders(f.new_owner_authority ?? {}, t),
    }),
  ],
  recover_account: (f, t) => [
    t.t('op.danger.recover', {
      account: who(f.account_to_recover, t),
      holders: holders(f.new_owner_authority ?? {}, t),
    }),
  ],
  set_withdraw_vesting_route: (f, t) => [
    t.t('op.danger.withdrawRoute', {
      percent: t.number(Number(f.percent) / 100),
      account: who(f.from_account, t),
      to: `@${String(f.to_account)}`,
    }),
  ],
  decline_voting_rights: (_, t) => [t.t('op.danger.declineVoting')],
};

/** The consequences of a key, authority or recovery change, or undefined for other operations. */
export function dangerOf(name: string, fields: Fields, t: Translator): string | undefined {
  const consequences = CONSEQUENCES[name]?.(fields, t);
  if (!consequences) return undefined;
  return consequences.length ? consequences.join(' ') : t.t('op.danger.unknown');
}
