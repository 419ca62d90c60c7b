import net from 'node:net';

/** Runs `work` while counting every socket connect attempt made by this process. */
export async function countingConnects<T>(
  work: () => Promise<T>,
): Promise<{ result: T; connects: number }> {
  const original = net.Socket.prototype.connect;
  let connects = 0;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    connects += 1;
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  };
  try {
    const result = await work();
    return { result, connects };
  } finally {
    net.Socket.prototype.connect = original;
  }
}
