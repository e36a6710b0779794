/** Talks to los.worker.ts: one matrix at a time, the newest request wins. */
import type { LosBatchRequest } from '../../../engine/geometry/los-batch';

export interface MatrixAnswer {
  size: number;
  codes: Uint8Array;
  /** Time the worker took, ms. */
  ms: number;
}

export class LosWorkerClient {
  private worker: Worker | null = null;
  private next = 1;
  private waiting = new Map<number, (a: MatrixAnswer | null) => void>();

  private get w(): Worker {
    if (!this.worker) {
      this.worker = new Worker(new URL('./los.worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (e: MessageEvent<MatrixAnswer & { id: number }>) => {
        const done = this.waiting.get(e.data.id);
        this.waiting.delete(e.data.id);
        done?.(e.data);
      };
    }
    return this.worker;
  }

  /** The matrix for these models; null when a newer request overtook it. */
  matrix(req: LosBatchRequest): Promise<MatrixAnswer | null> {
    for (const [, resolve] of this.waiting) resolve(null);
    this.waiting.clear();
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.w.postMessage({ id, req });
    });
  }

  terminate(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [, resolve] of this.waiting) resolve(null);
    this.waiting.clear();
  }
}
