import { expect } from 'chai';
import { createHash, randomBytes } from 'node:crypto';
import { cryptoUtils, Signature } from '@hiveio/dhive';
import { Signature as HiveTxSignature } from 'hive-tx';
import { DhiveChainClient } from '../../adapters/chain/DhiveChainClient';
import { signDigest } from '../../adapters/chain/signDigest';
import { startDevnet, type Devnet } from '../../devnet';
import { isLowS } from '../../devnet/signatures';
import type { Operation } from '../../core/shared/chain';
import { keyOf } from '../support/builders';

const key = keyOf('hivegate', 'posting', 'hivegate-dev-password');

/**
 * Issue 43 §1: one signature per transaction. Every signature libsecp256k1 makes is low-S, which is
 * all hived asks since hard fork 20 (bip_0062); about half of them fail fc's older "canonical" rule,
 * which dhive's PrivateKey.sign retries for. Those are the ones that must still be accepted.
 */
describe('signDigest: one signature, as hived takes it', () => {
  it('makes a low-S signature that dhive and hive-tx both recover to the key, in one try', () => {
    let notFcCanonical = 0;
    for (let i = 0; i < 200; i++) {
      const digest = createHash('sha256').update(randomBytes(32)).digest();
      const signature = signDigest(key, digest);
      const bytes = Buffer.from(signature, 'hex');
      expect(isLowS(bytes), 'low-S (bip_0062)').to.equal(true);
      expect(Signature.fromString(signature).recover(digest).toString()).to.equal(
        key.createPublic().toString(),
      );
      expect(HiveTxSignature.from(signature).getPublicKey(digest).toString()).to.equal(
        key.createPublic().toString(),
      );
      if (!cryptoUtils.isCanonicalSignature(bytes.subarray(1))) notFcCanonical++;
    }
    // dhive would have signed these again; with one try, about half of all signatures are them.
    expect(notFcCanonical).to.be.within(50, 150);
  });

  describe('on the dev chain, which checks signatures by hived rule', function () {
    this.timeout(120_000);
    let net: Devnet;
    before(async () => {
      net = await startDevnet({ port: 0, blockIntervalMs: 0, postIntervals: false });
    });
    after(async () => net?.close());

    it('accepts the transactions whose one signature fc would not have called canonical', async () => {
      const client = new DhiveChainClient({
        nodes: [net.url],
        chainId: net.chainId,
        addressPrefix: net.addressPrefix,
        serviceAccount: 'hivegate',
        servicePostingKey: key.toString(),
        timeoutMs: 15_000,
      });
      const follow = (n: number): Operation => [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: ['alice'],
          id: 'follow',
          json: JSON.stringify([
            'follow',
            { follower: 'alice', following: 'bob', what: ['blog'], marker: `one-signature-${n}` },
          ]),
        },
      ];
      let accepted = 0;
      for (let n = 0; n < 40 && accepted < 3; n++) {
        const prepared = await client.prepare([follow(n)]);
        const [signature] = (prepared.signed as { signatures: string[] }).signatures;
        const fcCanonical = cryptoUtils.isCanonicalSignature(
          Buffer.from(signature, 'hex').subarray(1),
        );
        const receipt = await client.send(prepared);
        expect(receipt.id).to.equal(prepared.id);
        if (!fcCanonical) accepted++;
      }
      expect(accepted, 'broadcasts whose signature dhive would have retried').to.equal(3);
    });
  });
});
