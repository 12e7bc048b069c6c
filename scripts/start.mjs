// `npm start`: serves the demo at once, and keeps the drop-in bundles it loads (dist/cdn, the
// `cdn` build of rollup.config.mjs) up to date while it runs. Types, custom-elements.json,
// dist/esm and dist/node are not built: the demo does not need them (`npm run build` builds all).
//
// - The server (@web/dev-server, web-dev-server.config.mjs; `npm start -- --port 8080` and the
//   other `wds` flags work) starts before anything is built and prints the demo's URL.
// - Rollup watches the drop-in build (its JS API, `watch`): it builds once at start, then again
//   after each change to a file the bundles are made of, re-bundling only the bot workers whose
//   files changed (scripts/bot-worker.mjs). A build writes only the files whose content changed,
//   each whole (written beside it, then renamed), and removes the ones it no longer makes.
// - While dist/cdn may be out of date, requests for it wait for the build to finish: on a first
//   start (nothing built yet), after a source changed since the last build, and during every
//   rebuild after an edit, so a reload gets the new bundle, never an old or half-written one.
//   When the last build's record (.cache/cdn-stamp.json, scripts/cdn-stamp.mjs) shows that
//   nothing changed since, dist/cdn is served at once while the start's build checks it.
// - Ctrl-C (or SIGTERM) closes the watcher and the server, then exits; nothing is left running.

import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@web/dev-server';
import { watch } from 'rollup';
import { createStamp, readStamp, staleReason, writeStamp } from './cdn-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root); // rollup.config.mjs's paths are relative to the root
const { buildFiles, cdn } = await import('../rollup.config.mjs');

const STAMP = path.join(root, '.cache/cdn-stamp.json');
const DIR = path.resolve(root, cdn.output.dir);
const URL_PREFIX = `/${path.relative(root, DIR).split(path.sep).join('/')}/`;
const entries = Object.values(cdn.input);

const log = (message) => console.log(`[start] ${message}`);

// ---------------------------------------------------------------------------------------------
// dist/cdn requests wait while `pending` is set, until the build running then has finished.

let pending = null;
function hold() {
  if (pending) return;
  let release;
  const promise = new Promise((resolve) => (release = resolve));
  pending = { promise, release };
}
function release() {
  pending?.release();
  pending = null;
}

async function waitForBundles(ctx, next) {
  if (pending && ctx.path.startsWith(URL_PREFIX)) await pending.promise;
  return next();
}

const stale = staleReason(readStamp(STAMP), { root, entries });
if (stale) {
  hold();
  log(`building ${URL_PREFIX.slice(1)} (${stale}); the demo's bundles load when it is done…`);
} else {
  log(`${URL_PREFIX.slice(1)} is up to date: served at once, and checked in the background.`);
}

// ---------------------------------------------------------------------------------------------
// The server

const server = await startDevServer({
  config: { middleware: [waitForBundles] },
  autoExitProcess: false,
});

// ---------------------------------------------------------------------------------------------
// The build

/** Writes rollup's output into DIR: only the changed files, each whole; removes the others. */
function writeOutput(output) {
  const written = [];
  const keep = new Set();
  for (const file of output) {
    const target = path.join(DIR, file.fileName);
    keep.add(target);
    const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
    let current = null;
    try {
      current = readFileSync(target);
    } catch {
      // missing: written below
    }
    if (current?.equals(content)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, content);
    renameSync(temp, target);
    written.push(file.fileName);
  }
  const removed = [];
  for (const entry of readdirSync(DIR, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile() && !keep.has(file)) {
      rmSync(file);
      removed.push(path.relative(DIR, file));
    }
  }
  return { written, removed, files: [...keep] };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let first = true;
let stopping = false;
let started = 0;

const watcher = watch({ ...cdn, watch: { skipWrite: true, clearScreen: false } });

watcher.on('change', (id) => log(`${path.relative(root, id)} changed`));

watcher.on('event', async (event) => {
  if (stopping) return; // Ctrl-C also stops esbuild's service: the build that was running fails
  switch (event.code) {
    case 'BUNDLE_START':
      started = Date.now();
      if (!first) hold();
      break;
    case 'BUNDLE_END': {
      try {
        const { output } = await event.result.generate(cdn.output);
        const { written, removed, files } = writeOutput(output);
        writeStamp(
          STAMP,
          createStamp({ root, entries, inputs: [...event.result.watchFiles, ...buildFiles], outputs: files }),
        );
        const changes =
          written.length + removed.length === 0
            ? 'no file changed'
            : `${written.length} file(s) written${removed.length ? `, ${removed.length} removed` : ''}`;
        log(`${URL_PREFIX.slice(1)} built in ${seconds(Date.now() - started)}: ${changes}.`);
      } catch (error) {
        reportError(error);
      } finally {
        await event.result.close();
        first = false;
        release();
      }
      break;
    }
    case 'ERROR':
      reportError(event.error);
      await event.result?.close();
      first = false;
      release();
      break;
    default:
  }
});

function reportError(error) {
  const where = error.id ? ` in ${path.relative(root, error.id)}` : '';
  console.error(`[start] the build failed${where}: ${error.message}`);
  if (error.frame) console.error(error.frame);
  log('it builds again when you save a file; until then dist/cdn is served as it is.');
}

// ---------------------------------------------------------------------------------------------
// Stopping

async function stop(signal) {
  if (stopping) return;
  stopping = true;
  release();
  log(`${signal}: stopping.`);
  // A build that is running ends with the process; the server closes its connections.
  const closed = Promise.allSettled([watcher.close(), server.stop()]);
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
  process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
