import type { TransactionStatus } from '../ports/ChainClient';

/** The states `POST /api/broadcast?wait=` may wait for (issue 26). */
export const WAIT_STATES = ['included', 'irreversible'] as const;
export type WaitState = (typeof WAIT_STATES)[number];

/** How long the service remembers who broadcast a transaction, for its receipt (24 h). */
export const RECEIPT_KEEP_MS = 24 * 3600_000;

/** A receipt: where the transaction stands; `block_num` and `trx_num` null until it is in a block. */
export interface Receipt {
  id: string;
  status: TransactionStatus['status'];
  block_num: number | null;
  trx_num: number | null;
}

export function receiptOf(id: string, status: TransactionStatus): Receipt {
  return {
    id,
    status: status.status,
    block_num: status.block_num ?? null,
    trx_num: status.trx_num ?? null,
  };
}

/** Whether `status` has reached `target` (irreversible is past included). */
export function reached(status: TransactionStatus['status'], target: WaitState): boolean {
  return status === 'irreversible' || (target === 'included' && status === 'included');
}

/** A state no later read can change. */
export function isFinal(status: TransactionStatus['status']): boolean {
  return status === 'irreversible' || status === 'expired';
}

/** Chain time (`YYYY-MM-DDTHH:MM:SS`, UTC) in ms since the epoch. */
export function chainTimeMs(time: string): number {
  return Date.parse(`${time}Z`);
}
