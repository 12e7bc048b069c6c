/**
 * Playing a match's games on worker threads (`--jobs` above 1). The main
 * thread only hands out games, one (deal, table) at a time, and puts the
 * results back in order; the workers play. The games do not depend on the
 * number of workers, nor on which worker plays which game.
 *
 * The workers run compiled JavaScript: `worker.js` beside this module in the
 * build, or, when running from source, src/harness/worker.ts bundled once per
 * process with esbuild (see {@link workerEntry}). No worker compiles
 * TypeScript.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HarnessError } from './errors.js';
import type { PlayedGame } from './match.js';
import type { MatchConfig, PreparedMatch } from './run.js';

/** What a harness worker (./worker.ts) is started with: the match's settings, which it prepares again. */
export interface WorkerSetup {
  config: MatchConfig;
}

/** A game a worker is asked to play: deal `deal` at table `table` of the seating plan. */
export interface WorkerRequest {
  deal: number;
  table: number;
}

/** Messages from a harness worker: one per game played, or the error that stopped it. */
export type WorkerReply =
  { type: 'game'; deal: number; table: number; game: PlayedGame } | { type: 'error'; name: string; message: string };

/**
 * Plays every game of a match on `jobs` worker threads. Each worker is handed
 * one game at a time, the next as soon as it replies, so no worker idles
 * while games remain and the last ones finish close together.
 * @param onGame called on the main thread as each game arrives
 * @returns the games by deal index, then table (holes at the deals of other shards)
 * @throws HarnessError (with the worker's error name, e.g. IllegalMoveError)
 *   from the first game that fails, or when a worker fails to start or exits
 *   early; every worker is then stopped
 */
export async function playDealsInWorkers(
  match: PreparedMatch,
  jobs: number,
  onGame: () => void,
): Promise<PlayedGame[][]> {
  const { config, plan, dealIndices: deals } = match;
  const setup: WorkerSetup = { config };
  const tables = plan.tables.length;
  const total = deals.length * tables;
  const entry = await workerEntry();
  return new Promise((resolve, reject) => {
    // By deal index; the deals of other shards (--shard) stay holes.
    const results: PlayedGame[][] = new Array(config.deals);
    for (const deal of deals) results[deal] = new Array<PlayedGame>(tables);
    const workers: Worker[] = [];
    let next = 0;
    let done = 0;
    let failed = false;
    const fail = (err: Error) => {
      if (failed) return;
      failed = true;
      for (const w of workers) void w.terminate();
      reject(err);
    };
    const handOut = (w: Worker) => {
      if (next >= total) return;
      const request: WorkerRequest = { deal: deals[Math.floor(next / tables)]!, table: next % tables };
      next += 1;
      w.postMessage(request);
    };
    for (let j = 0; j < Math.min(jobs, total) && !failed; j++) {
      let w: Worker;
      try {
        w = startWorker(entry, setup);
      } catch (err) {
        fail(new HarnessError(`cannot start a harness worker: ${(err as Error).message}`));
        return;
      }
      workers.push(w);
      w.on('message', (msg: WorkerReply) => {
        if (failed) return;
        if (msg.type === 'error') {
          const err = new HarnessError(msg.message);
          err.name = msg.name;
          fail(err);
          return;
        }
        results[msg.deal]![msg.table] = msg.game;
        done += 1;
        onGame();
        if (done === total) {
          for (const other of workers) void other.terminate();
          resolve(results);
        } else handOut(w);
      });
      w.on('error', (err: unknown) =>
        fail(new HarnessError(`harness worker failed: ${err instanceof Error ? err.message : String(err)}`)),
      );
      w.on('exit', (code) => {
        if (done < total) fail(new HarnessError(`harness worker exited early (code ${code})`));
      });
      handOut(w);
    }
  });
}

/**
 * Starts one harness worker from `entry`. Under tsx (running from source), with no Node flags:
 * the parent's would load tsx again in each worker, and the rest cannot be told apart from V8
 * flags, which a worker refuses (ERR_WORKER_INVALID_EXEC_ARGV) and which hold for the whole
 * process anyway. Otherwise the worker inherits the parent's flags.
 */
function startWorker(entry: URL, setup: WorkerSetup): Worker {
  const underTsx = process.execArgv.some((arg) => /(?:^|[\\/])tsx(?:[\\/]|$)/.test(arg));
  return new Worker(entry, { workerData: setup, ...(underTsx ? { execArgv: [] } : {}) });
}

let compiled: Promise<URL> | undefined;

/**
 * The harness worker's entry, as JavaScript:
 * - in the build, `worker.js` beside this module (dist/node/harness, a rollup entry);
 * - from source (this module is `pool.ts`, run by tsx), src/harness/worker.ts
 *   and the project sources it imports, bundled with esbuild (a development
 *   dependency, as tsx is) into one ES module, given as a `data:` URL.
 *   Packages are not bundled: they are imported from node_modules by their
 *   file URLs, resolved as this module resolves them. It is built once per
 *   process (about 0.15 s), and nothing is written to disk.
 *
 * tsx's hooks do not reach worker threads (tsx issue #354), and registering
 * tsx in each worker would compile every module again there (about 0.5 s a
 * worker), so the workers never see TypeScript.
 * @throws HarnessError when the sources do not compile
 */
export function workerEntry(): Promise<URL> {
  const ext = extname(fileURLToPath(import.meta.url));
  const source = new URL(`./worker${ext}`, import.meta.url);
  if (ext !== '.ts') return Promise.resolve(source);
  compiled ??= bundle(source).catch((err: unknown) => {
    compiled = undefined;
    throw new HarnessError(`cannot compile the harness worker: ${(err as Error).message}`);
  });
  return compiled;
}

async function bundle(source: URL): Promise<URL> {
  // A specifier in a variable: the library build must not import esbuild, a development dependency.
  const esbuild = 'esbuild';
  const { build } = (await import(esbuild)) as typeof import('esbuild');
  const out = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-by-url',
        setup(b) {
          // A bare specifier (a package or a Node built-in) stays an import, of the file Node resolves.
          b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: import.meta.resolve(args.path), external: true }));
        },
      },
    ],
  });
  const code = out.outputFiles[0]!.text;
  return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
