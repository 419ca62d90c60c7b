/** How a bench child tells its parent it is ready: one JSON line on stdout. */
export function announce(fields: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ ready: true, ...fields })}\n`);
}

/** Runs `stop` on SIGTERM/SIGINT, then exits 0, so `--cpu-prof` gets to write its profile. */
export function stopOnSignal(stop: () => Promise<void>): void {
  const handler = () => {
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`bench child: stop failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}
