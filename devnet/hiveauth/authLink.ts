/** What a has://auth_req/ link (the QR code's text) carries, as the HiveAuth docs define it. */
export interface AuthPayload {
  account: string;
  uuid: string;
  key: string;
  host: string;
}

const PREFIX = 'has://auth_req/';

export function readAuthLink(link: string): AuthPayload {
  const text = link.trim();
  if (!text.startsWith(PREFIX)) throw new Error(`Not a HiveAuth link (${PREFIX}…)`);
  const payload = JSON.parse(
    Buffer.from(text.slice(PREFIX.length), 'base64').toString('utf8'),
  ) as Record<string, unknown>;
  for (const field of ['account', 'uuid', 'key', 'host'] as const) {
    if (typeof payload[field] !== 'string' || !payload[field])
      throw new Error(`The HiveAuth link has no ${field}`);
  }
  return payload as unknown as AuthPayload;
}
