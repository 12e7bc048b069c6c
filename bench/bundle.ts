/**
 * The `bundle` rows of bench/run.ts: what a page downloads from dist/cdn (a
 * fresh `npm run build`), gzip sizes (zlib level 9, each file on its own, as
 * a browser fetches them):
 * - the first load of each element: its entry and every chunk it imports
 *   statically, transitively; and of both elements on one page (the union);
 * - what loads later: on the first bot decision, the bot runner and each
 *   game's bot worker script (normal, or with `mcts`); the main-thread
 *   fallback (the bot registry and the game's bots), only when the page
 *   refuses the worker.
 * Imports are read with es-module-lexer.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import type { BenchRow } from './run.js';

/** Sizes in KB of 1024 bytes, as the bundle goals are set. */
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A module file of dist/cdn: its static and dynamic imports (files under dist/cdn), and sizes. */
interface CdnFile {
  static: string[];
  dynamic: string[];
  bytes: number;
  gzip: number;
}

/** `dir`'s module files by path relative to it, with their imports resolved against each file. */
function readCdn(dir: string): Map<string, CdnFile> {
  const files = new Map<string, CdnFile>();
  const visit = (rel: string) => {
    if (files.has(rel)) return;
    const code = readFileSync(path.join(dir, rel));
    const [imports] = parse(code.toString('utf8'));
    const file: CdnFile = { static: [], dynamic: [], bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
    files.set(rel, file);
    for (const imp of imports) {
      if (!imp.n?.startsWith('.')) continue; // only our own chunks (a bare import would be a build bug)
      const target = path.posix.join(path.posix.dirname(rel), imp.n);
      (imp.d === -1 ? file.static : file.dynamic).push(target);
      visit(target);
    }
  };
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.js'))) visit(f);
  return files;
}

/** `roots` and every file they import statically, transitively. */
function closure(files: Map<string, CdnFile>, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const s of files.get(f)!.static) walk(s);
  };
  for (const r of roots) walk(r);
  return seen;
}

const sum = (files: Map<string, CdnFile>, set: Iterable<string>, key: 'bytes' | 'gzip') =>
  [...set].reduce((n, f) => n + files.get(f)![key], 0);

/** The `bundle` rows; one "not measured" row when dist/cdn is missing. */
export async function bundleSizes(root: string): Promise<BenchRow[]> {
  const dir = path.join(root, 'dist/cdn');
  const entries = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .sort()
    : [];
  if (entries.length === 0) {
    return [
      {
        part: 'bundle',
        measure: 'dist/cdn first load',
        result: 'not measured',
        detail: 'no dist/cdn/*.js: run npm run build first',
      },
    ];
  }
  await init;
  const files = readCdn(dir);
  const rows: BenchRow[] = [];
  const row = (measure: string, set: Set<string>, detail: string) =>
    rows.push({
      part: 'bundle',
      measure: `${measure}, minified / gzip`,
      result: `${kb(sum(files, set, 'bytes'))} / ${kb(sum(files, set, 'gzip'))} (${sum(files, set, 'gzip')} bytes)`,
      detail: `${set.size} file(s): ${[...set].map((f) => path.basename(f).replace(/-[\w-]{8}\.js$/, '')).join(', ')}; ${detail}`,
    });
  const firstLoads = entries.map((e) => closure(files, [e]));
  entries.forEach((e, i) =>
    row(`first load of dist/cdn/${e}`, firstLoads[i]!, 'entry + its static imports, transitively'),
  );
  const both = new Set(firstLoads.flatMap((s) => [...s]));
  row(`first load of ${entries.join(' + ')} on one page`, both, 'union: shared chunks download once');
  // Later: bot workers (chunks/bot-worker-*), a language's messages, and the main-thread fallback (every other dynamic import).
  for (const [i, e] of entries.entries()) {
    const dynamic = [...new Set([...firstLoads[i]!].flatMap((f) => files.get(f)!.dynamic))].sort();
    const later = (roots: string[]) => new Set([...closure(files, roots)].filter((f) => !firstLoads[i]!.has(f)));
    for (const w of dynamic.filter((f) => /\/bot-worker-/.test(f))) {
      const mcts = /-mcts-/.test(w) ? 'with mcts (MCTSBot, reducer)' : 'random, rule, ismcts, oracle';
      row(
        `${e}: bot worker ${path.basename(w).replace(/-[\w-]{8}\.js$/, '')}`,
        later([w]),
        `on the first bot decision; ${mcts}`,
      );
    }
    // The bot runner is imported on the first bot decision, with the worker script.
    const runner = dynamic.filter((f) => /\/bot-runner-/.test(f));
    const runnerFiles = later(runner);
    if (runner.length > 0) row(`${e}: bot runner`, runnerFiles, 'on the first bot decision, with the worker');
    // A language's messages (chunks/ja-*, chunks/messages-ja-*) only for a table in that language.
    const locale = (f: string) => /\/(messages-)?[a-z]{2}-[\w-]{8}\.js$/.test(f);
    const locales = dynamic.filter(locale);
    if (locales.length > 0) row(`${e}: its Japanese messages`, later(locales), 'only for a table whose lang is ja');
    const loaded = new Set([...firstLoads[i]!, ...runnerFiles]);
    const next = [...new Set([...loaded].flatMap((f) => files.get(f)!.dynamic))];
    const fallback = next.filter((f) => !/\/bot-worker-/.test(f) && !locale(f) && !loaded.has(f));
    const fallbackFiles = new Set([...closure(files, fallback)].filter((f) => !loaded.has(f)));
    row(`${e}: main-thread fallback`, fallbackFiles, 'only when the page refuses the worker (CSP)');
  }
  return rows;
}
