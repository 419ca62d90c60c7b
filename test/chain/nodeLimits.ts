import { NODE_ANSWER_LIMIT } from '../../adapters/chain/answerLimit';
import type { NodeLimits } from '../../adapters/chain/jsonRpc';

/** A call's limits: `timeoutMs`, and the default answer limit unless told. */
export const within = (timeoutMs: number, answerLimit = NODE_ANSWER_LIMIT): NodeLimits => ({
  timeoutMs,
  answerLimit,
});
