// The part of secp256k1 3.x (the native binding dhive signs with) that signDigest uses.
declare module 'secp256k1' {
  /** An ECDSA signature of a 32-byte message: 64 bytes (r, s; s always low) and its recovery id. */
  export function sign(
    message: Buffer,
    privateKey: Buffer,
  ): { signature: Buffer; recovery: number };
  const secp256k1: { sign: typeof sign };
  export default secp256k1;
}
