/**
 * A balance worker thread (kept for the next check): plays the battles it is handed and answers
 * their records (BalancePlayer), so the main process keeps answering while a check runs.
 */
import { parentPort } from 'node:worker_threads';
import { BalancePlayer, type BalanceWorkerRequest } from './balance-core';

const port = parentPort;
const player = new BalancePlayer();
port?.on('message', (msg: BalanceWorkerRequest) => {
  const reply = player.handle(msg);
  if (reply) port.postMessage(reply);
});
