import { connect } from 'node:net';

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
