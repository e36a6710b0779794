/**
 * The frame worker (a worker thread, kept for the next frame): reads big requests off the main
 * thread, so a 10 MB frame or an import nested millions deep costs the main thread nothing when it
 * is refused. A frame that passes comes back read when its payload is a few values (an import's
 * text: one long string, cheap to copy), or as its own bytes, handed back, to be parsed where it is
 * used (many small objects cost more to copy than to parse). Messages: FrameJob in, FrameDone out (frame-pool.ts).
 */
import { parentPort } from 'node:worker_threads';
import { checkFrame, checkRequest, fewValues } from './frame-check';
import type { FrameDone, FrameJob } from './frame-pool';

const port = parentPort;
port?.on('message', (job: FrameJob) => {
  let done: FrameDone;
  try {
    if (job.kind === 'frame') {
      const read = checkFrame(Buffer.from(job.bytes).toString('utf8'));
      if (read.ok && !fewValues(read.payload)) return port.postMessage({ id: job.id, parseHere: job.bytes } satisfies FrameDone, [job.bytes]);
      done = { id: job.id, read };
    } else {
      done = { id: job.id, refusal: checkRequest(job.channel, job.payload) };
    }
  } catch (e) {
    done = { id: job.id, failed: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(done);
});
