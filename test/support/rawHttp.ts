import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/**
 * Sends `request` as written (repeated headers and all, which fetch would merge) and resolves
 * with the status and the parsed JSON body of the answer.
 */
export function rawRequest(base: string, request: string): Promise<{ status: number; body: any }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, body = ''] = text.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      try {
        resolve({ status, body: JSON.parse(body) });
      } catch {
        resolve({ status, body });
      }
    });
  });
}

export interface RawAnswer {
  status: number;
  /** Header names and values in the order they were sent, without the ones that differ by time. */
  headers: [string, string][];
  body: string;
}

/** Sends a request as written (repeated headers kept, which fetch would merge) and reads the answer's header list. */
export function send(
  url: string,
  options: {
    method?: string;
    path?: string;
    headers?: [string, string][];
    body?: string | Buffer;
  } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  const lines = [
    `${options.method ?? 'GET'} ${options.path ?? '/api/me'} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...(options.headers ?? []).map(([name, value]) => `${name}: ${value}`),
    ...(options.body === undefined ? [] : [`Content-Length: ${Buffer.byteLength(options.body)}`]),
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        Buffer.concat([
          Buffer.from(`${lines.join('\r\n')}\r\n\r\n`),
          Buffer.from(options.body ?? ''),
        ]),
      ),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = headerLines
        .map(
          (line) =>
            [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()] as [
              string,
              string,
            ],
        )
        .filter(([name]) => !/^(date|connection|keep-alive)$/i.test(name));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

export async function serve(handle: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The answer with its request id blanked (a fresh one per request unless the client sent one). */
export const sameButId = (answer: RawAnswer) => ({
  ...answer,
  headers: answer.headers.map(([name, value]) =>
    name === 'X-Request-Id' ? [name, 'id'] : [name, value],
  ),
});
