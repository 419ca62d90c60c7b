/** `hivegate/adapters/signer`: Ed25519 JWT signing with jose. */
export { JoseTokenSigner } from './JoseTokenSigner';
