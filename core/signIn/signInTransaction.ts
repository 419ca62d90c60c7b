import type { UnsignedTransaction } from '../shared/chain';

/*
 * A sign-in signed as a transaction, for a wallet that signs only transactions (the MetaMask Hive
 * snap, issue 42): the challenge's text, unchanged, in one custom_json of the account's posting
 * authority, in a transaction that can never be included in a block — reference block 0 and an
 * expiration in 1970, long past for every node. The wallet shows it, message included, before it
 * signs; the service rebuilds it from the challenge and the account and recovers the key from its
 * digest (sha256 of the chain id and its bytes), then applies the message's own-key rule. The
 * page builds it with this same function, so the two cannot differ. docs/security.md says why
 * such a signature proves nothing else.
 */

/** The custom_json id of a sign-in transaction. */
export const SIGN_IN_TRANSACTION_ID = 'hivegate-sign-in';

/** How a sign-in's signature was made: over the message itself, or over its sign-in transaction. */
export type SignedAs = 'message' | 'transaction';
export const SIGNED_AS: readonly SignedAs[] = ['message', 'transaction'];

export function signInTransaction(message: string, account: string): UnsignedTransaction {
  return {
    ref_block_num: 0,
    ref_block_prefix: 0,
    expiration: '1970-01-01T00:00:00',
    operations: [
      [
        'custom_json',
        {
          required_auths: [],
          required_posting_auths: [account],
          id: SIGN_IN_TRANSACTION_ID,
          json: JSON.stringify({ message }),
        },
      ],
    ],
    extensions: [],
  };
}
