/**
 * Bench child: the ceilings, a bare Koa app. Every path answers a small JSON object, except
 * - `/bytes/<n>`: n bytes prepared once (the ceiling for GET /api/apps's large body);
 * - `/same/<name>`: the status, headers and body bytes last posted to `/prepare/<name>` (the
 *   honest ceiling for GET /api/me: the same answer, byte for byte, with nothing computed);
 *   `?work=<µs>` (at most 1000) first burns that much of the process's CPU, the same answer made
 *   slower by a known amount (bench/README.md, "The rig's toll").
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { announce, stopOnSignal } from './announce';
import { parsePrepared, type Prepared } from './prepared';

const SMALL = { user: 'alice', _id: 'alice', name: 'alice', scope: ['vote', 'comment'] };
const bodies = new Map<number, Buffer>();
const prepared = new Map<string, Prepared>();

const app = new Koa();
app.use(async (ctx) => {
  const same = /^\/same\/(\w{1,32})$/.exec(ctx.path);
  if (same) {
    const answer = prepared.get(same[1]);
    if (!answer) return ctx.throw(404);
    burn(Math.min(Number(ctx.query.work) || 0, 1000));
    ctx.status = answer.status;
    ctx.set(answer.headers);
    ctx.body = answer.body;
    return;
  }
  const prepare = /^\/prepare\/(\w{1,32})$/.exec(ctx.path);
  if (prepare && ctx.method === 'POST') {
    const chunks: Buffer[] = [];
    for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
    prepared.set(prepare[1], parsePrepared(Buffer.concat(chunks).toString('utf8')));
    ctx.status = 204;
    return;
  }
  const bytes = /^\/bytes\/(\d{1,9})$/.exec(ctx.path);
  if (!bytes) {
    ctx.body = SMALL;
    return;
  }
  const n = Number(bytes[1]);
  if (!bodies.has(n)) bodies.set(n, Buffer.alloc(n, 0x20));
  ctx.type = 'application/json';
  ctx.body = bodies.get(n);
});
/** Spins until the process has used `us` more µs of CPU (by the kernel's count, not the clock's). */
function burn(us: number): void {
  if (us <= 0) return;
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  };
  const end = cpu() + us;
  while (cpu() < end);
}

const server = app.listen(0, '127.0.0.1', () => {
  announce({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
stopOnSignal(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
