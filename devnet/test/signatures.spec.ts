import { expect } from 'chai';
import { cryptoUtils } from '@hiveio/dhive';
import { PrivateKey as HiveTxKey, Transaction as HiveTxTransaction } from 'hive-tx';
import { isLowS } from '../signatures';
import { broadcastSync, expectRefused, keyOf, transactionFor, useDevnet } from './devnetFixture';

/** Mainnet's chain id: in Node, hive-tx signs for the chain id it loaded with. */
const MAINNET = 'beeab0de00000000000000000000000000000000000000000000000000000000';
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/**
 * Issue 23 §1: the dev chain takes the signatures hived takes — any low-S one (fc's bip_0062
 * rule) — and refuses high-S ones with hived's text. Signed here by hive-tx, not dhive.
 */
describe('devnet: signatures as hived judges them (low-S, signed by hive-tx)', () => {
  const t = useDevnet({ chainId: MAINNET });

  /** A vote by alice, built for the chain's head, signed by hive-tx's own signing. */
  async function signedByHiveTx(weight: number) {
    const tx = await transactionFor(t.client, [
      ['vote', { voter: 'alice', author: 'bob', permlink: 'missing', weight }],
    ]);
    const { digest } = new HiveTxTransaction({
      transaction: { ...tx, signatures: [] } as never,
    }).digest();
    const key = HiveTxKey.fromString(keyOf('alice').toString());
    const signature = Buffer.from(key.sign(digest).toBuffer());
    return { tx, signature };
  }

  it('accepts every one of 30 transactions hive-tx signed, though dhive would call about half not canonical', async () => {
    let outsideDhivesRule = 0;
    for (let i = 1; i <= 30; i++) {
      // A custom_json would do as well: what matters is the signature, not the operation's fate.
      const tx = await transactionFor(t.client, [
        [
          'custom_json',
          { required_auths: [], required_posting_auths: ['alice'], id: 'test', json: `{"n":${i}}` },
        ],
      ]);
      const { digest } = new HiveTxTransaction({
        transaction: { ...tx, signatures: [] } as never,
      }).digest();
      const signature = Buffer.from(
        HiveTxKey.fromString(keyOf('alice').toString()).sign(digest).toBuffer(),
      );
      if (!cryptoUtils.isCanonicalSignature(signature.subarray(1))) outsideDhivesRule += 1;
      const receipt = await broadcastSync(t.client, {
        ...tx,
        signatures: [signature.toString('hex')],
      });
      expect(receipt.block_num, `transaction ${i}`).to.be.a('number');
    }
    expect(outsideDhivesRule, 'signatures the old rule refused').to.be.greaterThan(0);
  });

  it("refuses a high-S signature (the same signature with s replaced by n − s) with hived's text", async () => {
    const { tx, signature } = await signedByHiveTx(100);
    const s = BigInt(`0x${signature.subarray(33).toString('hex')}`);
    const high = Buffer.from(signature);
    Buffer.from((N - s).toString(16).padStart(64, '0'), 'hex').copy(high, 33);
    high[0] = high[0] % 2 === 0 ? high[0] - 1 : high[0] + 1; // the other recovery id: same key, same digest
    expect(isLowS(high)).to.equal(false);
    await expectRefused(
      broadcastSync(t.client, { ...tx, signatures: [high.toString('hex')] }),
      'The signature is not canonical',
    );
  });

  it('judges s alone: at most n/2 is low, above it or zero is not', () => {
    const sig = (s: bigint) =>
      Buffer.concat([
        Buffer.from([31]),
        Buffer.alloc(32, 1),
        Buffer.from(s.toString(16).padStart(64, '0'), 'hex'),
      ]);
    expect(isLowS(sig(N >> 1n))).to.equal(true);
    expect(isLowS(sig((N >> 1n) + 1n))).to.equal(false);
    expect(isLowS(sig(1n))).to.equal(true);
    expect(isLowS(sig(0n))).to.equal(false);
  });
});
