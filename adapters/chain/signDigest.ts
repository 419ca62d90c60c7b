import { Signature, type PrivateKey } from '@hiveio/dhive';
import secp256k1 from 'secp256k1';

/**
 * One signature of a 32-byte digest, in the compact form hived takes (recovery byte, r, s).
 *
 * dhive's PrivateKey.sign signs again and again (a fresh nonce each time) until the signature
 * also meets fc's old "canonical" rule — no high bit or needless zero byte in r and s — which
 * half of all signatures fail: about two signatures per transaction. hived has not asked for that
 * since hard fork 20: it checks `fc::ecc::canonical_signature_type::bip_0062`, low-S alone
 * (openhive-network/hive, libraries/chain/database.cpp `_apply_transaction` and
 * libraries/plugins/apis/database_api/database_api.cpp: `has_hardfork( HIVE_HARDFORK_0_20__1944 )
 * ? bip_0062 : fc_canonical`), and libsecp256k1 makes every signature low-S (its nonces are
 * RFC 6979's). So one signature always serves (issue 43 §1); hive-tx and wax sign the same way.
 */
export function signDigest(key: PrivateKey, digest: Buffer): string {
  // dhive keeps the key's 32 bytes in a field its typings call private; test/chain/signDigest.spec.ts
  // fails at once should that change.
  const secret = (key as unknown as { key: Buffer }).key;
  const { signature, recovery } = secp256k1.sign(digest, secret);
  return new Signature(signature, recovery).toString();
}
