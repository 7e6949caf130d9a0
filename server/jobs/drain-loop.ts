import type { FastifyBaseLogger } from "fastify";

export interface DrainLoopOptions {
  /** What the loop drains, for its log line ("outbox", "webhooks"). */
  name: string;
  /** Does one unit of work; false when there was none due. */
  step: () => Promise<boolean>;
  /** Runs once at the start of every pass, before the steps (a purge, say). */
  beforePass?: () => Promise<void>;
  /** Called after each unit of work and at the start of each pass: the loop is making progress. */
  onProgress?: () => void;
  pollMs: number;
  log: FastifyBaseLogger;
}

/**
 * A queue in the database drained one unit at a time, by every instance: a pass runs `step` until
 * nothing is due, then waits `pollMs`; `wake()` starts a pass at once (something was just queued),
 * or one more right after the pass under way. On `stop()` it finishes the unit in flight and
 * takes no other. The outbox worker and the webhook worker are each one of these over their own
 * claim (a row leased in the database, so that only one instance works on it at a time).
 */
export class DrainLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = true;

  constructor(private readonly options: DrainLoopOptions) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running !== undefined) {
      this.wakeAgain = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
        return;
      }
      this.timer = setTimeout(() => this.wake(), this.options.pollMs);
      this.timer.unref();
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async pass(): Promise<void> {
    const { name, step, beforePass, onProgress, log } = this.options;
    try {
      onProgress?.();
      await beforePass?.();
      while (!this.stopped && (await step())) onProgress?.();
    } catch (error) {
      log.error({ err: error }, `${name}: could not read the queue; trying again at the next poll`);
    }
  }
}
