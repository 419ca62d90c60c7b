import type { OperationName } from '../../../core/operations/operationRegistry';
import type { Translator } from '../translator';
import {
  encryptedMemo,
  memo,
  percent,
  row,
  text,
  value,
  who,
  whoText,
  words,
  type Described,
  type Fields,
} from './operationWords';

/**
 * The sign page's plain words for the operations of the registry (core/broadcast/
 * operationRegistry.ts), in `t`'s language: the registry says which fields an operation has, these
 * say them. Keyed by the registry's names (the compiler refuses a name it does not define); an
 * operation without words here is shown as its name and fields as they are (describeOperation.ts).
 */
export type Describe = (fields: Fields, t: Translator) => Described;

/** The rows of a transfer and its kin: amount, from, to, memo. */
const transferRows = (f: Fields, t: Translator): Described['rows'] => [
  row(t.t('op.row.amount'), value(f.amount)),
  row(t.t('op.row.from'), who(f.from, t)),
  row(t.t('op.row.to'), who(f.to, t)),
  row(t.t('op.row.memo'), memo(f.memo, t)),
];

export const DESCRIPTIONS: { [Name in OperationName]?: Describe } = {
  vote: (f, t) => {
    const post = `@${text(f.author)}/${text(f.permlink)}`;
    const weight = percent(f.weight, t);
    return {
      title: t.t('op.title.vote', { percent: weight, post }),
      rows: [
        row(t.t('op.row.voter'), who(f.voter, t)),
        row(t.t('op.row.post'), value(post)),
        row(t.t('op.row.weight'), words(t.t('op.percent', { percent: weight }))),
      ],
    };
  },
  claim_reward_balance: (f, t) => ({
    title: t.t('op.title.claim'),
    rows: [
      row(t.t('op.row.account'), who(f.account, t)),
      [value('HIVE'), value(f.reward_hive)],
      [value('HBD'), value(f.reward_hbd)],
      [value('VESTS'), value(f.reward_vests)],
    ],
  }),
  transfer: (f, t) => ({
    title: t.t('op.title.transfer', { amount: text(f.amount), to: whoText(f.to, t) }),
    rows: transferRows(f, t),
    warning: encryptedMemo(f.memo, t),
  }),
  recurrent_transfer: (f, t) => ({
    title: t.t('op.title.recurrent', {
      amount: text(f.amount),
      to: whoText(f.to, t),
      hours: Number(f.recurrence),
      times: Number(f.executions),
    }),
    rows: transferRows(f, t),
  }),
  transfer_to_vesting: (f, t) => ({
    title: t.t('op.title.powerUp', { amount: text(f.amount) }),
    rows: [
      row(t.t('op.row.amount'), value(f.amount)),
      row(t.t('op.row.from'), who(f.from, t)),
      row(t.t('op.row.to'), who(f.to || f.from, t)),
    ],
  }),
  withdraw_vesting: (f, t) => ({
    title: t.t('op.title.powerDown', { amount: text(f.vesting_shares) }),
    rows: [
      row(t.t('op.row.account'), who(f.account, t)),
      row(t.t('op.row.shares'), value(f.vesting_shares)),
    ],
  }),
  delegate_vesting_shares: (f, t) => ({
    title: t.t('op.title.delegate', {
      amount: text(f.vesting_shares),
      to: whoText(f.delegatee, t),
    }),
    rows: [
      row(t.t('op.row.from'), who(f.delegator, t)),
      row(t.t('op.row.to'), who(f.delegatee, t)),
      row(t.t('op.row.shares'), value(f.vesting_shares)),
    ],
  }),
  transfer_to_savings: (f, t) => ({
    title: t.t('op.title.toSavings', { amount: text(f.amount) }),
    rows: transferRows(f, t),
  }),
  transfer_from_savings: (f, t) => ({
    title: t.t('op.title.fromSavings', { amount: text(f.amount) }),
    rows: transferRows(f, t),
  }),
  account_witness_vote: (f, t) => {
    const witness = `@${text(f.witness)}`;
    return {
      title: t.t(f.approve === false ? 'op.title.witnessUnvote' : 'op.title.witnessVote', {
        witness,
      }),
      rows: [
        row(t.t('op.row.account'), who(f.account, t)),
        row(t.t('op.row.witness'), value(witness)),
      ],
    };
  },
  account_witness_proxy: (f, t) => ({
    title: f.proxy
      ? t.t('op.title.proxy', { proxy: `@${text(f.proxy)}` })
      : t.t('op.title.proxyClear'),
    rows: [
      row(t.t('op.row.account'), who(f.account, t)),
      row(t.t('op.row.proxy'), f.proxy ? value(`@${text(f.proxy)}`) : words(t.t('op.none'))),
    ],
  }),
};

/** The words for operation `name`, or undefined for one without words (or unknown). */
export const descriptionOf = (name: string): Describe | undefined =>
  Object.hasOwn(DESCRIPTIONS, name) ? DESCRIPTIONS[name as OperationName] : undefined;
