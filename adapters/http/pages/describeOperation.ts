import { dangerOf } from './operationDangers';
import { fieldText } from './fieldText';

/*
 * Operations in human terms for the sign page. Each description is a title plus labelled rows of
 * plain text (the page escapes them); `__signer` reads "you". The page always shows the exact
 * JSON too, so an operation without a description here is still shown in full.
 */

export interface Described {
  title: string;
  rows: [label: string, value: string][];
  /** Shown prominently: something the signer may not expect (an unencrypted "#" memo). */
  warning?: string;
  /** Shown in red: the operation changes keys, authorities or recovery; names the consequence. */
  danger?: string;
}

type Fields = Record<string, unknown>;

const text = fieldText;
const who = (value: unknown) =>
  value === '__signer' ? 'you (the account that signs)' : `@${text(value)}`;

const DESCRIBE: Record<string, (f: Fields) => Described> = {
  transfer: (f) => ({
    title: `Send ${text(f.amount)} to ${who(f.to)}`,
    rows: [
      ['Amount', text(f.amount)],
      ['From', who(f.from)],
      ['To', who(f.to)],
      ['Memo', memo(f.memo)],
    ],
    warning: encryptedMemo(f.memo),
  }),
  recurrent_transfer: (f) => ({
    title: `Send ${text(f.amount)} to ${who(f.to)} every ${text(f.recurrence)} hours, ${text(f.executions)} times`,
    rows: [
      ['Amount', text(f.amount)],
      ['From', who(f.from)],
      ['To', who(f.to)],
      ['Memo', memo(f.memo)],
    ],
  }),
  transfer_to_vesting: (f) => ({
    title: `Power up ${text(f.amount)}`,
    rows: [
      ['Amount', text(f.amount)],
      ['From', who(f.from)],
      ['To', f.to ? who(f.to) : who(f.from)],
    ],
  }),
  withdraw_vesting: (f) => ({
    title: `Power down ${text(f.vesting_shares)}`,
    rows: [
      ['Account', who(f.account)],
      ['Shares', text(f.vesting_shares)],
    ],
  }),
  delegate_vesting_shares: (f) => ({
    title: `Delegate ${text(f.vesting_shares)} to ${who(f.delegatee)}`,
    rows: [
      ['From', who(f.delegator)],
      ['To', who(f.delegatee)],
      ['Shares', text(f.vesting_shares)],
    ],
  }),
  transfer_to_savings: (f) => ({
    title: `Move ${text(f.amount)} to savings`,
    rows: [
      ['Amount', text(f.amount)],
      ['From', who(f.from)],
      ['To', who(f.to)],
      ['Memo', memo(f.memo)],
    ],
  }),
  transfer_from_savings: (f) => ({
    title: `Withdraw ${text(f.amount)} from savings (arrives after 3 days)`,
    rows: [
      ['Amount', text(f.amount)],
      ['From', who(f.from)],
      ['To', who(f.to)],
      ['Memo', memo(f.memo)],
    ],
  }),
  account_witness_vote: (f) => ({
    title: `${f.approve === false ? 'Remove your vote for' : 'Vote for'} witness @${text(f.witness)}`,
    rows: [
      ['Account', who(f.account)],
      ['Witness', `@${text(f.witness)}`],
    ],
  }),
  account_witness_proxy: (f) => ({
    title: f.proxy
      ? `Let @${text(f.proxy)} vote for witnesses for you`
      : 'Clear your witness voting proxy',
    rows: [
      ['Account', who(f.account)],
      ['Proxy', f.proxy ? `@${text(f.proxy)}` : '(none)'],
    ],
  }),
  vote: (f) => ({
    title: `Vote ${Number(f.weight) / 100}% on @${text(f.author)}/${text(f.permlink)}`,
    rows: [
      ['Voter', who(f.voter)],
      ['Post', `@${text(f.author)}/${text(f.permlink)}`],
      ['Weight', `${Number(f.weight) / 100}%`],
    ],
  }),
  claim_reward_balance: (f) => ({
    title: 'Claim rewards',
    rows: [
      ['Account', who(f.account)],
      ['HIVE', text(f.reward_hive)],
      ['HBD', text(f.reward_hbd)],
      ['VESTS', text(f.reward_vests)],
    ],
  }),
};

export function describeOperation([name, fields]: [string, Fields]): Described {
  const described = DESCRIBE[name]?.(fields) ?? {
    title: name.replace(/_/g, ' '),
    rows: Object.entries(fields).map(([key, value]): [string, string] => [
      key,
      value === '__signer' ? who(value) : text(value),
    ]),
  };
  const danger = dangerOf(name, fields);
  if (danger) described.danger = danger;
  return described;
}

function memo(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value : '(no memo)';
}

function encryptedMemo(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('#')
    ? 'The memo starts with "#", which asks for encryption, but this page does not encrypt memos: it would be published as written.'
    : undefined;
}
