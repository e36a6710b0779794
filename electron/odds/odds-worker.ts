/**
 * An odds worker thread (kept for the next run): plays chunks of sample games for the positions
 * it is given and answers their tallies (OddsPlayer). The main process only hands out chunks and
 * adds up the answers, so it keeps answering other calls while the odds refine.
 */
import { parentPort } from 'node:worker_threads';
import { OddsPlayer, type OddsWorkerRequest } from './odds-core';

const port = parentPort;
const player = new OddsPlayer();
port?.on('message', (msg: OddsWorkerRequest) => {
  const reply = player.handle(msg);
  if (reply) port.postMessage(reply);
});
