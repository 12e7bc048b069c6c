/**
 * A harness worker thread (started by ./run.ts for `--jobs` > 1). It plays
 * the deals it is sent and replies with their games, one message per deal,
 * plus a `game` message after every table for the progress bar.
 *
 * Not part of the library API: importing this module outside a worker throws.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playDeal, prepareMatch, type WorkerReply, type WorkerSetup } from './run.js';

const port = parentPort;
if (!port) throw new Error('src/harness/worker.ts runs only as a worker thread');
const match = prepareMatch((workerData as WorkerSetup).options);
const reply = (msg: WorkerReply) => port.postMessage(msg);

port.on('message', (msg: { type: 'deal'; deal: number }) => {
  playDeal(match, msg.deal, () => reply({ type: 'game' })).then(
    (games) => reply({ type: 'deal', deal: msg.deal, games }),
    (err: Error) => reply({ type: 'error', name: err.name, message: err.message }),
  );
});
