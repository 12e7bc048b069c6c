/**
 * A harness worker thread (started by ./pool.ts for `--jobs` > 1). It plays
 * the games it is sent, one after another in the order received, and replies
 * to each with its played game, or with the error that stopped it.
 *
 * It runs as JavaScript only: `worker.js` in the build, or this file bundled
 * by ./pool.ts (`workerEntry`) when running from source.
 *
 * Not part of the library API: importing this module outside a worker throws.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './pool.js';
import { matchOptions, playTable, prepareMatch } from './run.js';

const port = parentPort;
if (!port) throw new Error('src/harness/worker.ts runs only as a worker thread');
const match = prepareMatch(matchOptions((workerData as WorkerSetup).config));
const reply = (msg: WorkerReply) => port.postMessage(msg);

// Games run one at a time: each waits for the one before it.
let queue = Promise.resolve();
port.on('message', ({ deal, table }: WorkerRequest) => {
  queue = queue.then(() =>
    playTable(match, deal, table).then(
      (game) => reply({ type: 'game', deal, table, game }),
      (err: Error) => reply({ type: 'error', name: err.name, message: err.message }),
    ),
  );
});
