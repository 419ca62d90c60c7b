/**
 * Bench child: the ceilings, a bare Koa app. Every path answers a small JSON object, except
 * `/bytes/<n>`, which answers n bytes prepared once (the ceiling for GET /api/apps's large body).
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { announce, stopOnSignal } from './announce';

const SMALL = { user: 'alice', _id: 'alice', name: 'alice', scope: ['vote', 'comment'] };
const bodies = new Map<number, Buffer>();

const app = new Koa();
app.use((ctx) => {
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
