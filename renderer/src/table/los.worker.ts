/** Web Worker: the engine's full line-of-sight matrix, off the UI thread. */
import { runLosBatch, type LosBatchRequest } from '../../../engine/geometry/los-batch';

interface Job {
  id: number;
  req: LosBatchRequest;
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<Job>) => void) | null; postMessage(m: unknown, transfer: Transferable[]): void };

scope.onmessage = (e) => {
  const t0 = performance.now();
  const r = runLosBatch(e.data.req);
  scope.postMessage({ id: e.data.id, size: r.size, codes: r.codes, ms: performance.now() - t0 }, [r.codes.buffer]);
};
