import { request } from 'node:http';

/** An answer captured from the service, to be replayed byte for byte by the bare Koa ceiling. */
export interface Prepared {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Headers Node's HTTP layer writes by itself (or that change per answer in length only): the
 * ceiling's server writes its own, as the service's does.
 */
const WRITTEN_BY_NODE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** GETs `url` with `headers` and keeps the answer's status, headers (as sent, names' case kept) and body bytes. */
export function capture(url: string, headers: Record<string, string>): Promise<Prepared> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const kept: Record<string, string> = {};
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2)
          if (!WRITTEN_BY_NODE.has(raw[i].toLowerCase())) kept[raw[i]] = raw[i + 1];
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

export function serializePrepared(answer: Prepared): string {
  return JSON.stringify({
    status: answer.status,
    headers: answer.headers,
    body: answer.body.toString('base64'),
  });
}

export function parsePrepared(text: string): Prepared {
  const parsed = JSON.parse(text) as {
    status: number;
    headers: Record<string, string>;
    body: string;
  };
  return {
    status: parsed.status,
    headers: parsed.headers,
    body: Buffer.from(parsed.body, 'base64'),
  };
}
