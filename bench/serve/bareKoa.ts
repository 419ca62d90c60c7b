/** Bench child: the ceiling, a bare Koa app answering a small JSON object on every request. */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { announce, stopOnSignal } from './announce';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { user: 'alice', _id: 'alice', name: 'alice', scope: ['vote', 'comment'] };
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
