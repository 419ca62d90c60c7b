import { randomBytes } from './crypto';

/*
 * A passkey made for this service (rp id: BASE_URL's host, from #page-data) whose PRF extension
 * gives the vault's secret. User verification is required on every call: without the person's
 * own gesture (fingerprint, face, screen lock) the authenticator answers nothing, and without an
 * answer nothing is decrypted. The challenge is random and checked by no server: this passkey
 * proves nothing to hivegate, it only unlocks a key in this browser.
 */

/** The passkey refused or gave no PRF output: the caller says so and keeps nothing. */
export class NoPrf extends Error {
  override name = 'NoPrf';
}

interface PrfResults {
  prf?: { enabled?: boolean; results?: { first?: ArrayBuffer } };
}

const prfOf = (credential: Credential | null): PrfResults['prf'] =>
  ((credential as PublicKeyCredential | null)?.getClientExtensionResults() as PrfResults)?.prf;

/**
 * Whether a passkey can be made here: WebAuthn, a secure context, and a page served from the rp
 * id's own host (an IP address is no rp id). Whether the authenticator has PRF is known only once
 * it answers; where the browser says it has none (getClientCapabilities), we do not offer it.
 */
export async function passkeysPossible(rpId: string | undefined): Promise<boolean> {
  if (!rpId || !window.isSecureContext || !('PublicKeyCredential' in window)) return false;
  if (/^[\d.]+$|:/.test(rpId)) return false;
  const host = location.hostname;
  if (host !== rpId && !host.endsWith(`.${rpId}`)) return false;
  const capabilities = (
    PublicKeyCredential as unknown as {
      getClientCapabilities?: () => Promise<Record<string, boolean>>;
    }
  ).getClientCapabilities;
  if (!capabilities) return true;
  try {
    return (await capabilities())['extension:prf'] !== false;
  } catch {
    return true;
  }
}

export interface NewPasskey {
  credentialId: ArrayBuffer;
  prfSalt: Uint8Array<ArrayBuffer>;
  prf: ArrayBuffer;
}

/** Makes a passkey for `account` and its first PRF output (a second touch when creation gave none). */
export async function createPasskey(rpId: string, account: string): Promise<NewPasskey> {
  const prfSalt = randomBytes(32);
  const credential = (await navigator.credentials.create({
    publicKey: {
      rp: { id: rpId, name: `hivegate (${rpId})` },
      user: { id: randomBytes(16), name: account, displayName: `@${account}` },
      challenge: randomBytes(32),
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { userVerification: 'required', residentKey: 'preferred' },
      extensions: { prf: { eval: { first: prfSalt } } },
    },
  })) as PublicKeyCredential | null;
  const made = prfOf(credential);
  if (!credential || !made?.enabled) throw new NoPrf('this passkey has no PRF');
  const prf = made.results?.first ?? (await prfOutput(rpId, credential.rawId, prfSalt));
  return { credentialId: credential.rawId, prfSalt, prf };
}

/** The PRF output of the passkey `credentialId` for `salt`, after the person's verification. */
export async function prfOutput(
  rpId: string,
  credentialId: ArrayBuffer,
  salt: Uint8Array<ArrayBuffer>,
): Promise<ArrayBuffer> {
  const assertion = await navigator.credentials.get({
    publicKey: {
      rpId,
      challenge: randomBytes(32),
      userVerification: 'required',
      allowCredentials: [{ type: 'public-key', id: credentialId }],
      extensions: { prf: { eval: { first: salt } } },
    },
  });
  if (!verified(assertion)) throw new NoPrf('the passkey answered without user verification');
  const first = prfOf(assertion)?.results?.first;
  if (!first) throw new NoPrf('the passkey gave no PRF output');
  return first;
}

/**
 * Whether the authenticator says it verified the person (the UV bit, 0x04, of the flags byte
 * after the 32-byte rp id hash). A relying party's server checks this; here no server sees the
 * assertion, so the page does: the browser hands over an answer without it (Chromium does, with
 * the virtual authenticator's isBadUV), and nothing sealed is opened on such an answer.
 */
function verified(assertion: Credential | null): boolean {
  const response = (assertion as PublicKeyCredential | null)?.response as
    AuthenticatorAssertionResponse | undefined;
  if (!response?.authenticatorData) return false;
  const data = new Uint8Array(response.authenticatorData);
  return data.length > 32 && (data[32] & 0x04) !== 0;
}
