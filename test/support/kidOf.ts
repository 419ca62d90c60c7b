/** The `kid` a JWT's header names: which signing key signed it (read, not verified). */
export const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { kid?: string }).kid;
