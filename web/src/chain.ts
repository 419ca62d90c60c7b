import { config, PrivateKey, Transaction } from 'hive-tx';
import type { AuthorityRole, ChainAccount } from '../../core/shared/account';

/*
 * What the pages need from a Hive node and from Hive's keys, in place of dhive's 948 KB browser
 * build: JSON-RPC to the nodes from #page-data (each tried in turn), keys from a WIF or a master
 * password, signatures, and transaction serialization (hive-tx's, checked against the dev chain by
 * the browser tests). The chain id and address prefix come from the page: web/build.ts makes
 * hive-tx read its chain id when it signs instead of when it loads.
 */

/** The chain's own shapes, as the core declares them (type-only: nothing of the core is bundled). */
export type { Authority } from '../../core/shared/account';
export type { Operation } from '../../core/shared/chain';
export type { UnsignedTransaction } from '../../core/shared/chain';
import type { UnsignedTransaction } from '../../core/shared/chain';
export type Role = AuthorityRole;
export type Account = ChainAccount;

export interface SignedTransaction extends UnsignedTransaction {
  signatures: string[];
}

/** What broadcast_transaction_synchronous answers. */
export interface Receipt {
  id: string;
  block_num: number;
  trx_num: number;
}

/** A node's refusal (its own message), or no node answering. */
export class NodeError extends Error {
  override name = 'NodeError';
}

export interface ChainOptions {
  nodes: string[];
  chainId: string;
  addressPrefix: string;
  timeoutMs: number;
}

export type Key = PrivateKey;

export function createChain(options: ChainOptions) {
  config.chain_id = options.chainId;
  config.address_prefix = options.addressPrefix;

  /** Tries each node in turn; a node's JSON-RPC error is final (another node would say the same). */
  async function call<T>(method: string, params: unknown): Promise<T> {
    let lastFailure: unknown;
    for (const node of options.nodes) {
      let answer: { result?: T; error?: { message?: string } };
      try {
        const response = await fetch(node, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        lastFailure = error;
        continue;
      }
      if (answer.error) throw new NodeError(answer.error.message ?? `${method} failed`);
      return answer.result as T;
    }
    throw new NodeError(
      `No Hive node answered (${lastFailure instanceof Error ? lastFailure.message : String(lastFailure)})`,
    );
  }

  return {
    call,
    getAccounts: (names: string[]) => call<Account[]>('condenser_api.get_accounts', [names]),
    getDynamicGlobalProperties: () =>
      call<{ head_block_id: string; head_block_number: number; time: string }>(
        'condenser_api.get_dynamic_global_properties',
        [],
      ),
    /** Sends a signed transaction and waits for its block. */
    sendSigned: (signed: SignedTransaction) =>
      call<Receipt>('condenser_api.broadcast_transaction_synchronous', [signed]),
    publicKeyOf: (key: Key) => key.createPublic(options.addressPrefix).toString(),
  };
}

export type Chain = ReturnType<typeof createChain>;

export const WIF = /^5[1-9A-HJ-NP-Za-km-z]{50}$/;

/** The key from a WIF, or the `role` key a master password derives for `account`. */
export function keyFrom(account: string, secret: string, role: Role): Key {
  return WIF.test(secret)
    ? PrivateKey.fromString(secret)
    : PrivateKey.fromLogin(account, secret, role);
}

/**
 * A signature of a 32-byte digest, in hex. hive-tx signs low-S (BIP 62), which is all hived asks
 * (fc's bip_0062 rule); the dev chain judges the same way (devnet/signatures.ts).
 */
function canonicalSignature(key: Key, digest: Uint8Array): string {
  return Array.from(key.sign(digest).toBuffer(), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `tx` signed with `key` for the configured chain. */
export function signTransaction(tx: UnsignedTransaction, key: Key): SignedTransaction {
  const { digest } = new Transaction({ transaction: { ...tx, signatures: [] } as never }).digest();
  return { ...tx, signatures: [canonicalSignature(key, digest)] };
}

/** The transaction id: the first 20 bytes of sha256 of its serialization, in hex. */
export function transactionId(tx: UnsignedTransaction): string {
  return new Transaction({ transaction: { ...tx, signatures: [] } as never }).digest().txId;
}

/** Hex signature of sha256(message): what Keychain's requestSignBuffer returns. */
export async function signMessage(key: Key, message: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(message));
  return canonicalSignature(key, new Uint8Array(digest));
}
