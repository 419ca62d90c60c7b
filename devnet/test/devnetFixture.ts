import { Client, PrivateKey, cryptoUtils } from '@hiveio/dhive';
import type { Operation, SignedTransaction, Transaction } from '@hiveio/dhive';
import { expect } from 'chai';
import { DEMO_PASSWORDS, startDevnet } from '..';
import type { Devnet, DevnetOptions } from '..';

/** Tests drive the dev chain the way the service does: through dhive, over HTTP. */

export type Role = 'owner' | 'active' | 'posting' | 'memo';

/**
 * Starts a devnet for the enclosing describe block: instant mode and no posting intervals unless
 * told otherwise (tests post again at once; postIntervals.spec.ts asks for mainnet's).
 */
export function useDevnet(options: DevnetOptions = {}): { devnet: Devnet; client: Client } {
  const handle = {} as { devnet: Devnet; client: Client };
  before(async () => {
    handle.devnet = await startDevnet({ blockIntervalMs: 0, postIntervals: false, ...options });
    handle.client = clientFor(handle.devnet);
  });
  after(async () => {
    await handle.devnet?.close();
  });
  return handle;
}

// A generous overall timeout: dhive retries reads with short per-try timeouts, and CI machines are shared.
export function clientFor(devnet: Devnet, timeout = 15_000): Client {
  return new Client(devnet.url, {
    chainId: devnet.chainId,
    addressPrefix: devnet.addressPrefix,
    timeout,
    failoverThreshold: 0,
  });
}

/** The key `PrivateKey.fromLogin` derives for a demo account (or one with the given password). */
export function keyOf(
  name: string,
  role: Role = 'posting',
  password = DEMO_PASSWORDS[name] ?? `${name}-password`,
): PrivateKey {
  return PrivateKey.fromLogin(name, password, role);
}

/** Builds a transaction as dhive's sendOperations does; `change` may tamper with it before signing. */
export async function transactionFor(
  client: Client,
  operations: Operation[],
  change: (tx: Transaction) => void = () => {},
): Promise<Transaction> {
  const props = await client.database.getDynamicGlobalProperties();
  const tx: Transaction = {
    ref_block_num: props.head_block_number & 0xffff,
    ref_block_prefix: Buffer.from(props.head_block_id, 'hex').readUInt32LE(4),
    expiration: new Date(Date.parse(`${props.time}Z`) + 60_000).toISOString().slice(0, -5),
    operations,
    extensions: [],
  };
  change(tx);
  return tx;
}

export async function signed(
  client: Client,
  operations: Operation[],
  keys: PrivateKey | PrivateKey[],
  change?: (tx: Transaction) => void,
): Promise<SignedTransaction> {
  return cryptoUtils.signTransaction(
    await transactionFor(client, operations, change),
    keys,
    client.chainId,
  );
}

export interface SyncReceipt {
  id: string;
  block_num: number;
  trx_num: number;
  expired: boolean;
}

export function broadcastSync(
  client: Client,
  transaction: SignedTransaction,
): Promise<SyncReceipt> {
  return client.call('condenser_api', 'broadcast_transaction_synchronous', [
    transaction,
  ]) as Promise<SyncReceipt>;
}

/** Signs and broadcasts synchronously. */
export async function send(
  client: Client,
  operations: Operation[],
  keys: PrivateKey | PrivateKey[],
  change?: (tx: Transaction) => void,
): Promise<SyncReceipt> {
  return broadcastSync(client, await signed(client, operations, keys, change));
}

/**
 * hived's own wording of a refusal (fc's exception to_string: "<what>:<expression>: <message>"),
 * rebuilt from the structured error dhive keeps (`jse_info`, the JSON-RPC error's `data`); dhive's
 * message is only the stack's top message, as with a public node.
 */
export function hivedMessage(error: Error & { jse_info?: Record<string, unknown> }): string {
  const data = error.jse_info as
    | { message: string; stack: { format: string }[]; extension?: Record<string, string> }
    | undefined;
  if (!data?.stack) return error.message;
  const expression = data.extension?.assertion_expression;
  return `${data.message}:${expression === undefined ? '' : `${expression}: `}${data.stack.map((m) => m.format).join('')}`;
}

/** Expects `action` to be refused with a message (hived's wording) containing `text`; returns the error. */
export async function expectRefused(
  action: Promise<unknown>,
  text: string,
): Promise<Error & { jse_info?: Record<string, unknown> }> {
  let outcome: unknown;
  try {
    outcome = await action;
  } catch (error) {
    expect(hivedMessage(error as Error)).to.contain(text);
    return error as Error;
  }
  expect.fail(`expected a refusal containing "${text}", got ${JSON.stringify(outcome)}`);
}

/** Everything a refused transaction must leave untouched, as read through dhive. */
export function observableState(
  client: Client,
  accounts = ['hivegate', 'demo-app', 'alice', 'bob', 'carol'],
): Promise<unknown> {
  return client.database.getAccounts(accounts);
}

/**
 * Runs `refusal`, expecting its message, and checks that nothing observable changed: the
 * accounts read the same and no block since carries a transaction.
 */
export async function expectRefusedWithoutEffect(
  client: Client,
  refusal: () => Promise<unknown>,
  text: string,
  accounts?: string[],
): Promise<Error & { jse_info?: Record<string, unknown> }> {
  const before = await observableState(client, accounts);
  const headBefore = (await client.database.getDynamicGlobalProperties()).head_block_number;
  const error = await expectRefused(refusal(), text);
  expect(await observableState(client, accounts)).to.deep.equal(before);
  const headAfter = (await client.database.getDynamicGlobalProperties()).head_block_number;
  for (let num = headBefore + 1; num <= headAfter; num += 1) {
    expect((await client.database.getBlock(num)).transactions, `block ${num}`).to.deep.equal([]);
  }
  return error;
}

let permlinkCounter = 0;
export function uniquePermlink(prefix = 'post'): string {
  permlinkCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${permlinkCounter}`;
}

export function commentOp(
  author: string,
  permlink: string,
  parent?: { author: string; permlink: string },
): Operation {
  return [
    'comment',
    {
      parent_author: parent?.author ?? '',
      parent_permlink: parent?.permlink ?? 'devnet',
      author,
      permlink,
      title: parent ? '' : `Title of ${permlink}`,
      body: `Body of ${permlink}`,
      json_metadata: JSON.stringify({ app: 'test' }),
    },
  ];
}
