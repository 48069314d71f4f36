import type { LogFn } from '@keel/core/server';

/**
 * Work a request starts but does not wait for (the answer goes out first): each job runs on a
 * later turn of the event loop, its failure is logged, and `settled` lets shutdown and tests wait.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: LogFn) {}

  /** Starts `job` after the current request's answer; never throws into the caller. */
  run(name: string, job: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(job)
      .catch((error: unknown) => this.log('error', `${name} failed`, { error: String(error) }))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every job started so far (and any they started) has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
