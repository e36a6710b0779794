import type { JobProgress } from '../api/contract';

/**
 * Progress of long work a client started with a `job` id it chose (a print): the client asks
 * `jobs.progress` while its call is pending. A finished job is forgotten (its call has answered).
 */
export class Jobs {
  private readonly running = new Map<string, JobProgress>();

  /** Starts following `job` (undefined: the client did not ask to follow it); returns the reporter and the finisher. */
  follow(job: string | undefined): { report: (p: Omit<JobProgress, 'job'>) => void; finish: () => void } {
    if (job === undefined) return { report: () => {}, finish: () => {} };
    this.running.set(job, { job, done: 0, total: 1, stage: 'Starting' });
    return {
      report: (p) => this.running.set(job, { job, ...p }),
      finish: () => this.running.delete(job),
    };
  }

  progress(job: string): JobProgress | null {
    return this.running.get(job) ?? null;
  }
}
