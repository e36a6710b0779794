/**
 * An odds worker thread (kept for the next run): plays chunks of sample games for the positions
 * it is given and answers their tallies (OddsPlayer). The main process only hands out chunks and
 * adds up the answers, so it keeps answering other calls while the odds refine. One chunk a turn
 * (OddsQueue): a run's end is read before its chunks still waiting, which are then not played.
 */
import { parentPort } from 'node:worker_threads';
import { OddsPlayer, OddsQueue, type OddsWorkerRequest } from './odds-core';

const port = parentPort;
if (port) {
  const queue = new OddsQueue(new OddsPlayer(), (r) => port.postMessage(r), setImmediate);
  port.on('message', (msg: OddsWorkerRequest) => queue.take(msg));
}
