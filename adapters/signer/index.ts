/** `hivegate/adapters/signer`: Ed25519 JWT signing, and DPoP proof checking, with jose. */
export { JoseTokenSigner } from './JoseTokenSigner';
export { JoseDPoPVerifier } from './JoseDPoPVerifier';
