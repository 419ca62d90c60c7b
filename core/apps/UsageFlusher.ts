import type { Logger } from '../ports/Logger';
import type { UsageRecorder } from './UsageRecorder';

/**
 * Owns the rhythm of usage writes: flushes the UsageRecorder every `intervalMs` in the background,
 * and once more on `stop()`, so a graceful shutdown (SIGTERM/SIGINT) loses no count. A failed
 * periodic flush is already logged by the recorder and keeps its counts for the next one.
 */
export class UsageFlusher {
  private timer?: ReturnType<typeof setInterval>;
  private flushing?: Promise<void>;

  constructor(
    private readonly recorder: UsageRecorder,
    private readonly logger: Logger,
    private readonly intervalMs = 5000,
  ) {}

  /** Starts the periodic flush. Idempotent. The timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flushOnce().catch(() => {}), this.intervalMs);
    this.timer.unref?.();
  }

  /** Stops the schedule, waits for a flush under way, then flushes what is left. Rejects if that fails. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flushing?.catch(() => {});
    try {
      await this.recorder.flush();
    } catch (error) {
      this.logger.error(
        { err: error, pending: this.recorder.pendingRecords },
        'usage: final flush failed; counts lost',
      );
      throw error;
    }
  }

  /** How long (ms) the oldest count not yet written has waited: grows while writes fail. */
  lagMs(): number {
    return this.recorder.lagMs();
  }

  private flushOnce(): Promise<void> {
    // One periodic flush at a time: a slow disk must not pile up transactions.
    this.flushing ??= this.recorder.flush().finally(() => (this.flushing = undefined));
    return this.flushing;
  }
}
