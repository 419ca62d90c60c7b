import { expect } from 'chai';
import { PrivateKey as HiveTxKey, Transaction as HiveTxTransaction } from 'hive-tx';
import { TransactionBytes } from '../../adapters/chain/transactionBytes';
import { recoverTransactionKey } from '../../adapters/chain/recoverPublicKey';
import { MemoryChainClient } from '../../adapters/chain/MemoryChainClient';
import { signInTransaction } from '../../core/signIn/signInTransaction';
import { MAINNET_CHAIN_ID } from '../../core/shared/chain';
import { hf26Transaction } from '../../web/src/wallets/metaMaskSnap';
import { startDevnet, type Devnet } from '../../devnet';
import { keyOf, signMessage } from '../support/builders';

type Wax = typeof import('@hiveio/wax', { with: { 'resolution-mode': 'import' } });

const MESSAGE = 'localhost wants you to sign in with your Hive account:\n@alice\n\nNonce: n-1';
/** hive-tx reads its chain id when it loads (the pages' build makes it read it later): mainnet's here. */
const CHAIN = MAINNET_CHAIN_ID;
const OTHER_CHAIN = 'f'.repeat(64);
const alice = keyOf('alice');
const aliceKey = alice.createPublic('STM').toString();

/** The sign-in transaction signed by hive-tx (the pages' library), for mainnet. */
function signedByHiveTx(): string {
  const tx = new HiveTxTransaction({
    transaction: { ...signInTransaction(MESSAGE, 'alice'), signatures: [] } as never,
  });
  return HiveTxKey.from(alice.toString()).sign(tx.digest().digest).customToString();
}

/*
 * Issue 42: a sign-in signed as a transaction (core/signIn/signInTransaction.ts), for the MetaMask
 * snap. The service's digest must be the one the wallets' own code signs (hive-tx, and wax, which
 * the snap is built on, from the snap's HF26 JSON), and the transaction must never be accepted by
 * a node.
 */
describe('a sign-in transaction, as wallets sign it and the service reads it', () => {
  it('recovers the key hive-tx signed it with, for that chain only', () => {
    const signature = signedByHiveTx();
    const tx = signInTransaction(MESSAGE, 'alice');
    expect(recoverTransactionKey(tx, CHAIN, signature, 'STM')).to.equal(aliceKey);
    expect(recoverTransactionKey(tx, OTHER_CHAIN, signature, 'STM')).to.not.equal(aliceKey);
    const client = new MemoryChainClient([], 'STM');
    expect(client.recoverTransactionKey(tx, CHAIN, signature)).to.equal(aliceKey);
  });

  it('is not the message: a signature of one never proves the other', () => {
    const tx = signInTransaction(MESSAGE, 'alice');
    expect(recoverTransactionKey(tx, CHAIN, signMessage(MESSAGE, alice), 'STM')).to.not.equal(
      aliceKey,
    );
    const client = new MemoryChainClient([], 'STM');
    expect(client.recoverPublicKey(MESSAGE, signedByHiveTx())).to.not.equal(aliceKey);
    const otherAccount = signInTransaction(MESSAGE, 'bob');
    expect(recoverTransactionKey(otherAccount, CHAIN, signedByHiveTx(), 'STM')).to.not.equal(
      aliceKey,
    );
  });

  it('has the digest wax computes from the snap’s HF26 JSON of it', async function () {
    this.timeout(30_000);
    const wax: Wax = await import('@hiveio/wax');
    const foundation = await wax.createWaxFoundation({ chainId: CHAIN });
    const hf26 = hf26Transaction(signInTransaction(MESSAGE, 'alice'));
    const digest = foundation.createTransactionFromJson(
      JSON.stringify({ ...(hf26 as object), signatures: [] }),
    ).sigDigest;
    const signature = alice.sign(Buffer.from(digest, 'hex')).toString();
    expect(
      recoverTransactionKey(signInTransaction(MESSAGE, 'alice'), CHAIN, signature, 'STM'),
    ).to.equal(aliceKey);
  });

  describe('on the dev chain (hived’s rules)', function () {
    this.timeout(60_000);
    let devnet: Devnet;
    before(async () => {
      devnet = await startDevnet({ blockIntervalMs: 0, postIntervals: false });
    });
    after(async () => {
      await devnet?.close();
    });

    it('is refused, signed by the account’s own posting key: it can never be broadcast', async () => {
      const tx = signInTransaction(MESSAGE, 'alice');
      const signed = new TransactionBytes(tx as never).sign(
        keyOf('alice'),
        Buffer.from(devnet.chainId, 'hex'),
      );
      const response = await fetch(devnet.url, {
        method: 'POST',
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'condenser_api.broadcast_transaction_synchronous',
          params: [signed],
        }),
      });
      const answer = (await response.json()) as { error?: { message: string }; result?: unknown };
      expect(answer.result).to.equal(undefined);
      expect(answer.error?.message, answer.error?.message).to.match(/tapos|expir/i);
    });
  });
});
