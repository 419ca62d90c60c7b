import { expect } from 'chai';
import { cryptoUtils, PrivateKey, Signature } from '@hiveio/dhive';
import { buildTransaction } from '../../adapters/chain/buildTransaction';
import { TransactionBytes } from '../../adapters/chain/transactionBytes';
import type { Operation } from '../../core/shared/chain';

const head = {
  head_block_number: 123_456,
  head_block_id: '0001e240c0ffee00deadbeef00000000000000000',
  time: '2026-11-23T05:00:00',
};
const chainId = Buffer.from(
  '18dcf0a285365fc58b71f18b3d3fec954aa0c141c44e4e5cb4cf777b9eab274e',
  'hex',
);
const key = PrivateKey.fromLogin('hivegate', 'hivegate-dev-password', 'posting');
const operations = [
  ['vote', { voter: 'alice', author: 'bob', permlink: 'a-post', weight: 10000 }],
  [
    'custom_json',
    {
      required_auths: [],
      required_posting_auths: ['alice'],
      id: 'follow',
      json: '["follow",{"follower":"alice","following":"bob","what":["blog"]}]',
    },
  ],
] as unknown as Operation[];

describe('TransactionBytes (one serialization for the id and the signature)', () => {
  it('gives the id dhive gives, and signs the digest dhive signs, for distinct expirations', () => {
    for (const extra of [0, 1, 7]) {
      const transaction = buildTransaction(head, operations, extra);
      const bytes = new TransactionBytes(transaction);
      expect(bytes.id()).to.equal(cryptoUtils.generateTrxId(transaction));
      // The signature itself differs (one try, not dhive's retries: test/chain/signDigest.spec.ts);
      // what it signs, and everything else, is dhive's.
      const { signatures, ...signed } = bytes.sign(key, chainId);
      const { signatures: theirs, ...dhive } = cryptoUtils.signTransaction(
        transaction,
        key,
        chainId,
      );
      expect(signed).to.deep.equal(dhive);
      expect(signatures).to.have.length(theirs.length);
      const digest = cryptoUtils.transactionDigest(transaction, chainId);
      expect(Signature.fromString(signatures[0]).recover(digest).toString()).to.equal(
        key.createPublic().toString(),
      );
    }
  });

  it('makes a signature that recovers to the service key over the chain id and the bytes', () => {
    const bytes = new TransactionBytes(buildTransaction(head, operations));
    const signed = bytes.sign(key, chainId);
    const digest = cryptoUtils.transactionDigest(signed, chainId);
    expect(Signature.fromString(signed.signatures[0]).recover(digest).toString()).to.equal(
      key.createPublic().toString(),
    );
  });
});
