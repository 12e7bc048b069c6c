/**
 * The `bundle` rows of bench/run.ts: what a page downloads from dist/cdn (a
 * fresh `npm run build`), brotli (quality 11, what CDNs serve) and gzip
 * (zlib level 9) sizes, each file on its own, as a browser fetches them:
 * - the first load of each element: its entry and every chunk it imports
 *   statically, transitively; and of all elements on one page (the union),
 *   against the budget (40 KB brotli a table, 60 KB all on one page: issue 20,
 *   guarded in `npm test` by size-limit, .size-limit.mjs);
 * - what loads later: on the first bot decision, the bot runner and each
 *   game's bot worker script (normal, or with `mcts`); a language's words; the
 *   parts and words a table imports on demand; the main-thread fallback (the
 *   bot registry and the game's bots), only when the page refuses the worker.
 * The module graph and the first loads come from scripts/first-load.mjs, which
 * the size guard uses too.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_BUDGET, firstLoads, readDropIn, staticClosure, type DropInFile } from '../scripts/first-load.mjs';
import type { BenchRow } from './run.js';

/** Sizes in KB of 1024 bytes, as the bundle goals are set. */
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const sum = (files: Map<string, DropInFile>, set: Iterable<string>, key: 'bytes' | 'gzip' | 'brotli') =>
  [...set].reduce((n, f) => n + files.get(f)![key]!, 0);

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
  const files = await readDropIn(dir, { sizes: true });
  const rows: BenchRow[] = [];
  const row = (measure: string, set: Set<string>, detail: string, budget?: number) => {
    const brotli = sum(files, set, 'brotli');
    const verdict =
      budget === undefined
        ? ''
        : brotli <= budget
          ? `; within the budget of ${kb(budget)} brotli`
          : `; OVER the budget of ${kb(budget)} brotli`;
    rows.push({
      part: 'bundle',
      measure: `${measure}, minified / gzip / brotli`,
      result: `${kb(sum(files, set, 'bytes'))} / ${kb(sum(files, set, 'gzip'))} / ${kb(brotli)} (${sum(files, set, 'gzip')} / ${brotli} bytes)`,
      detail: `${set.size} file(s): ${[...set].map((f) => path.basename(f).replace(/-[0-9a-f]{6}\.js$/, '')).join(', ')}; ${detail}${verdict}`,
    });
  };
  const { tables, page } = firstLoads(files);
  const firstLoad = entries.map((e) => tables.get(e)!);
  entries.forEach((e, i) =>
    row(
      `first load of dist/cdn/${e}`,
      firstLoad[i]!,
      'entry + its static imports, transitively',
      FIRST_LOAD_BUDGET.table,
    ),
  );
  row(
    `first load of ${entries.join(' + ')} on one page`,
    page,
    'union: shared chunks download once',
    FIRST_LOAD_BUDGET.page,
  );
  // Later: bot workers (chunks/bot-worker-*), the bot runner, a language's messages, parts on demand, and the main-thread fallback.
  for (const [i, e] of entries.entries()) {
    const dynamic = [...new Set([...firstLoad[i]!].flatMap((f) => files.get(f)!.dynamic))].sort();
    const later = (roots: string[]) => new Set([...staticClosure(files, roots)].filter((f) => !firstLoad[i]!.has(f)));
    for (const w of dynamic.filter((f) => /\/bot-worker-/.test(f))) {
      const mcts = /-mcts-/.test(w) ? 'with mcts (MCTSBot, reducer)' : 'random, rule, ismcts, oracle';
      row(
        `${e}: bot worker ${path.basename(w).replace(/-[0-9a-f]{6}\.js$/, '')}`,
        later([w]),
        `on the first bot decision; ${mcts}`,
      );
    }
    // The bot runner is imported on the first bot decision, with the worker script.
    const runner = dynamic.filter((f) => /\/bot-runner-/.test(f));
    const runnerFiles = later(runner);
    if (runner.length > 0) row(`${e}: bot runner`, runnerFiles, 'on the first bot decision, with the worker');
    // A language's messages (chunks/ja-*, chunks/messages-ja-*) only for a table in that language.
    const locale = (f: string) => /\/(messages-)?[a-z]{2}-[0-9a-f]{6}\.js$/.test(f);
    const locales = dynamic.filter(locale);
    if (locales.length > 0) row(`${e}: its Japanese messages`, later(locales), 'only for a table whose lang is ja');
    // The game's bots module (chunks/bots-*), which the descriptor imports for the fallback and the hint.
    const gameBots = (f: string) => /\/bots-[0-9a-f]{6}\.js$/.test(f);
    // The table's own parts and words on demand: every other import of the first load.
    const onDemand = dynamic.filter((f) => !/\/bot-(worker|runner)-/.test(f) && !locale(f) && !gameBots(f));
    if (onDemand.length > 0)
      row(
        `${e}: parts and words on demand`,
        later(onDemand),
        'requested when the table is created (the hint only with `hint`), outside the first load',
      );
    // The fallback: what the bot runner imports besides the worker script, and the game's bots.
    const loaded = new Set([...firstLoad[i]!, ...runnerFiles]);
    const next = [...new Set([...runnerFiles].flatMap((f) => files.get(f)!.dynamic)), ...dynamic.filter(gameBots)];
    const fallback = next.filter((f) => !/\/bot-worker-/.test(f) && !loaded.has(f));
    const fallbackFiles = new Set([...staticClosure(files, fallback)].filter((f) => !loaded.has(f)));
    row(`${e}: main-thread fallback`, fallbackFiles, 'only when the page refuses the worker (CSP)');
  }
  return rows;
}
