import { cryptoUtils, PrivateKey } from '@hiveio/dhive';

/**
 * HiveSigner's access token (ecency/hivesigner-api, helpers/token.js): a message naming the app,
 * the user and the token's type, signed by HiveSigner's own posting key, as base64 with its own
 * URL-safe alphabet ('.' for '='). Read back by the model's `strategy` (app.ts).
 */
export interface TokenMessage {
  signed_message: { type: string; app: string };
  authors: string[];
  timestamp: number;
  signatures?: string[];
}

const TO_URL_SAFE: Record<string, string> = { '+': '-', '/': '_', '=': '.' };
const FROM_URL_SAFE: Record<string, string> = { '-': '+', _: '/', '.': '=' };

export const encodeToken = (text: string): string =>
  Buffer.from(text)
    .toString('base64')
    .replace(/[+/=]/g, (c) => TO_URL_SAFE[c]);
export const decodeToken = (token: string): string =>
  Buffer.from(
    token.replace(/[-_.]/g, (c) => FROM_URL_SAFE[c]),
    'base64',
  ).toString();

/** The bytes a token's signature covers: the message without its signatures, as HiveSigner writes it. */
export function signedText(message: TokenMessage): string {
  return JSON.stringify({
    signed_message: message.signed_message,
    authors: message.authors,
    timestamp: message.timestamp,
  });
}

/** A token of `type` for `user` of `app`, as HiveSigner's token endpoint issues one. */
export function issueToken(app: string, user: string, type: string, wif: string): string {
  const message: TokenMessage = {
    signed_message: { type, app },
    authors: [user],
    timestamp: Math.floor(Date.now() / 1000),
  };
  const signature = PrivateKey.fromString(wif)
    .sign(cryptoUtils.sha256(signedText(message)))
    .toString();
  return encodeToken(JSON.stringify({ ...message, signatures: [signature] }));
}
