/**
 * A bot worker thread (kept for the next computer move): works out a computer player's choice for
 * each position it is sent (bot-core.ts), so the main process keeps answering other calls while the
 * strongest computer thinks.
 */
import { parentPort } from 'node:worker_threads';
import { thinkFor, type BotThinkRequest } from './bot-core';

const port = parentPort;
port?.on('message', (msg: BotThinkRequest) => port.postMessage(thinkFor(msg)));
