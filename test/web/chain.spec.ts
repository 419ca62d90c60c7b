import { expect } from 'chai';
import { cryptoUtils, PrivateKey, Signature, Transaction as DhiveTransaction } from '@hiveio/dhive';
import {
  keyFrom,
  signMessage,
  signTransaction,
  transactionId,
  type UnsignedTransaction,
} from '../../web/src/chain';
import { isLowS } from '../../devnet/signatures';

/*
 * The pages' signing (web/src/chain.ts, hive-tx inside) against dhive, which the pages used before
 * and the service still uses. Mainnet's chain id here: in Node, hive-tx keeps the one it loaded
 * with; the built bundle signs for the page's chain, as the browser tests on the dev chain prove.
 */
const MAINNET = Buffer.from(
  'beeab0de00000000000000000000000000000000000000000000000000000000',
  'hex',
);

const tx: UnsignedTransaction = {
  ref_block_num: 1234,
  ref_block_prefix: 0xdeadbeef,
  expiration: '2026-11-24T14:00:00',
  operations: [
    [
      'account_update',
      {
        account: 'alice',
        posting: {
          weight_threshold: 1,
          account_auths: [['demo-app', 1]],
          key_auths: [['STM6LLegbAgLAy28EHrffBVuANFWcFgmqRMW13wBmTExqFE9SCkg4', 1]],
        },
        memo_key: 'STM6LLegbAgLAy28EHrffBVuANFWcFgmqRMW13wBmTExqFE9SCkg4',
        json_metadata: '{}',
      },
    ],
    ['transfer', { from: 'alice', to: 'bob', amount: '1.000 HIVE', memo: 'hi' }],
  ],
  extensions: [],
};

describe('page scripts: keys and signatures (web/src/chain.ts) against dhive', () => {
  it('derives the same key from a master password, and reads the same WIF', () => {
    const ours = keyFrom('alice', 'alice-password', 'active');
    const theirs = PrivateKey.fromLogin('alice', 'alice-password', 'active');
    expect(ours.toString()).to.equal(theirs.toString());
    expect(keyFrom('alice', theirs.toString(), 'posting').toString()).to.equal(theirs.toString());
  });

  it('has the transaction id dhive computes', () => {
    expect(transactionId(tx)).to.equal(
      cryptoUtils.generateTrxId(tx as unknown as DhiveTransaction),
    );
  });

  it('signs transactions that dhive verifies, always low-S as hived requires', () => {
    const key = keyFrom('alice', 'alice-password', 'active');
    const digest = cryptoUtils.transactionDigest(tx as unknown as DhiveTransaction, MAINNET);
    for (let i = 0; i < 20; i++) {
      const signed = signTransaction(tx, key);
      const bytes = Buffer.from(signed.signatures[0], 'hex');
      expect(isLowS(bytes), `try ${i}`).to.equal(true);
      expect(Signature.fromBuffer(bytes).recover(digest).toString()).to.equal(
        PrivateKey.fromLogin('alice', 'alice-password', 'active').createPublic().toString(),
      );
    }
  });

  it('signs a challenge as Keychain does: sha256 of the text', async () => {
    const key = keyFrom('alice', 'alice-password', 'posting');
    const signature = await signMessage(key, 'hivegate: sign in @alice');
    const recovered = Signature.fromString(signature).recover(
      cryptoUtils.sha256('hivegate: sign in @alice'),
    );
    expect(recovered.toString()).to.equal(
      PrivateKey.fromLogin('alice', 'alice-password', 'posting').createPublic().toString(),
    );
  });
});
