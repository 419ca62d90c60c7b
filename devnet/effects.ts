import type { ChainState } from './chainState';
import { applyCommentOptions, applyComment, applyDeleteComment, applyVote } from './contentEffects';
import { chainAssert } from './errors';
import { applyFollowJson } from './followPlugin';
import type { OperationBody } from './operationRules';
import { applyAccountUpdate, applyClaimRewardBalance, applyTransfer } from './walletEffects';

/**
 * Applies a validated, authorized operation to the state: hived's evaluators, reduced to the
 * effects the service reads back, with the state checks that can refuse it (hived's messages).
 * Runs inside a journal: a refusal here undoes the transaction's earlier operations too.
 */
export function applyOperation(
  state: ChainState,
  [name, op]: [string, OperationBody],
  now: string,
): void {
  const apply = EVALUATORS[name];
  chainAssert(apply, 'has_evaluator', `No evaluator for ${name}`);
  apply(state, op, now);
}

type Evaluator = (state: ChainState, op: OperationBody, now: string) => void;

const EVALUATORS: Readonly<Record<string, Evaluator>> = {
  vote: applyVote,
  comment: applyComment,
  delete_comment: applyDeleteComment,
  comment_options: applyCommentOptions,
  custom_json: applyCustomJson,
  claim_reward_balance: applyClaimRewardBalance,
  account_update: (state, op, now) =>
    applyAccountUpdate(state, op, now, { postingJsonMetadata: false }),
  account_update2: (state, op, now) =>
    applyAccountUpdate(state, op, now, { postingJsonMetadata: true }),
  transfer: applyTransfer,
};

function applyCustomJson(state: ChainState, op: OperationBody, now: string): void {
  if (op.id === 'follow')
    applyFollowJson(state, op.json as string, op.required_posting_auths as string[], now);
}
