import type { SignedTransaction } from '@hiveio/dhive';
import {
  ChainRefused,
  ChainUnavailable,
  type BroadcastReceipt,
} from '../../core/ports/ChainClient';
import { RpcRefusal, RpcTransportFailure } from './rpcErrors';
import { nodeName } from './nodeAddress';
import type { RpcNodes } from './RpcNodes';

/**
 * Delivers ONE signed transaction to the network, never a re-signed one. Behaviours, and the
 * test in test/chain/DhiveChainClient.spec.ts that holds each:
 * - a node's JSON-RPC error is the network's refusal → ChainRefused with the raw error ("refusal");
 * - a node that cannot be reached, times out or answers garbage → the SAME transaction goes to
 *   the next node: its id is fixed, so the network applies it once at most ("failover");
 * - "Duplicate transaction" after an earlier try may have arrived → it was our own copy: success
 *   ("drop_after_apply");
 * - a kept-alive connection that breaks before any answer → the same node once more, on a fresh
 *   connection ("stale connection");
 * - every node failed after a try may have arrived → transaction_status_api.find_transaction
 *   tells whether it landed; only when nobody can say → ChainUnavailable carrying the id to check.
 *
 * Why not dhive's broadcast: it retries within one call with no per-try timeout and reports a
 * timeout as a failure, so its caller cannot tell "not sent" from "sent, answer lost".
 * A node that does not serve the broadcast API ran nothing: the next node is asked (`notServed`).
 * A resend (`resend`: another instance may have sent it, issue 26) takes "duplicate" as success, and
 * looks a refusal up with find_transaction before answering it: an expired resend may have landed.
 */
export class TransactionSender {
  constructor(private readonly nodes: RpcNodes) {}

  async send(
    transaction: SignedTransaction,
    id: string,
    resend = false,
  ): Promise<BroadcastReceipt> {
    let maybeDelivered = resend;
    const failures: string[] = [];
    const urls = this.nodes.order();
    for (let i = 0; i < urls.length; i++) {
      const url = urls[i];
      try {
        const result = (await this.nodes.call(
          url,
          'condenser_api.broadcast_transaction_synchronous',
          [transaction],
          false,
          i + 1,
        )) as {
          block_num?: unknown;
        };
        this.nodes.prefer(url);
        return receipt(id, result?.block_num);
      } catch (error) {
        if (error instanceof RpcRefusal) {
          if (maybeDelivered && isDuplicate(error.message)) {
            this.nodes.prefer(url);
            return { id };
          }
          if (!notServed(error.error)) {
            if (resend) return this.lookUpRefused(transaction, id, error);
            throw new ChainRefused(error.message, error.error);
          }
          // This node does not serve the broadcast API; it ran nothing, the next may.
        } else if (!(error instanceof RpcTransportFailure)) {
          throw error;
        } else {
          maybeDelivered ||= error.maybeDelivered;
          // A kept-alive connection the node had closed: the same node gets the same transaction
          // once more on a fresh one (a "duplicate" answer then means it had arrived).
          if (error.staleConnection && urls[i - 1] !== url) urls.splice(i + 1, 0, url);
        }
        failures.push(`${nodeName(url)}: ${error.message}`);
      }
    }
    if (!maybeDelivered) {
      throw new ChainUnavailable(
        `No Hive node could be reached; the transaction was not broadcast (${failures.join('; ')})`,
        {
          transaction_id: id,
          failures,
        },
      );
    }
    return this.lookUp(transaction, id, failures);
  }

  /** A refused resend: success if an earlier send landed, else the refusal. */
  private async lookUpRefused(
    transaction: SignedTransaction,
    id: string,
    refusal: RpcRefusal,
  ): Promise<BroadcastReceipt> {
    try {
      return await this.lookUp(transaction, id, []);
    } catch {
      throw new ChainRefused(refusal.message, refusal.error);
    }
  }

  /** After every node failed ambiguously: did the transaction land? */
  private async lookUp(
    transaction: SignedTransaction,
    id: string,
    failures: string[],
  ): Promise<BroadcastReceipt> {
    const urls = this.nodes.order();
    for (let i = 0; i < urls.length; i++) {
      const url = urls[i];
      try {
        const status = (await this.nodes.call(
          url,
          'transaction_status_api.find_transaction',
          { transaction_id: id, expiration: transaction.expiration },
          true,
          i + 1,
        )) as { status?: unknown; block_num?: unknown };
        if (typeof status?.status !== 'string' || status.status === 'unknown') continue;
        if (status.status.startsWith('expired')) {
          throw new ChainUnavailable(
            `The transaction ${id} expired without being included; it was not broadcast`,
            {
              transaction_id: id,
              status,
            },
          );
        }
        return receipt(id, status.block_num); // within_mempool, within_reversible_block, within_irreversible_block
      } catch (error) {
        if (error instanceof ChainUnavailable) throw error;
        failures.push(`${nodeName(url)} find_transaction: ${(error as Error).message}`);
      }
    }
    throw new ChainUnavailable(
      `The Hive network did not confirm the transaction ${id}; it may still be included before ${transaction.expiration} UTC. ` +
        `Look it up before sending the operations again`,
      { transaction_id: id, expiration: transaction.expiration, failures },
    );
  }
}

function isDuplicate(message: string): boolean {
  return /duplicate transaction/i.test(message);
}

function receipt(id: string, blockNum: unknown): BroadcastReceipt {
  return typeof blockNum === 'number' ? { id, block_num: blockNum } : { id };
}

/**
 * A node's "no such API or method": JSON-RPC's -32601, or hived's own answer, -32002 "Could not
 * find API …" / "Could not find method …" (libraries/plugins/json_rpc/json_rpc_plugin.cpp; the
 * dev chain answers the same since issue 44).
 */
function notServed(error: { code: number; message: string }): boolean {
  return (
    error.code === -32601 ||
    (error.code === -32002 && /^Could not find (API|method)\b/.test(error.message))
  );
}
