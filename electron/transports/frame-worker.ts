/**
 * The frame worker (a worker thread, kept for the next frame): reads big requests off the main
 * thread, so a 10 MB frame or an import nested millions deep costs the main thread only the copy of
 * what passes. Messages: FrameJob in, FrameDone out (frame-pool.ts).
 */
import { parentPort } from 'node:worker_threads';
import { checkFrame, checkRequest } from './frame-check';
import type { FrameDone, FrameJob } from './frame-pool';

const port = parentPort;
port?.on('message', (job: FrameJob) => {
  let done: FrameDone;
  try {
    done = job.kind === 'frame'
      ? { id: job.id, read: checkFrame(Buffer.from(job.bytes).toString('utf8')) }
      : { id: job.id, refusal: checkRequest(job.channel, job.payload) };
  } catch (e) {
    done = { id: job.id, failed: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(done);
});
