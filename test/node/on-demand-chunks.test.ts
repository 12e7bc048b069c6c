// The first load of the drop-in build (issue 20): each table's entry and the chunks it imports
// statically carry its first screen only. The parts loaded on demand
// (src/elements/parts/on-demand.ts) are in chunks that the first load imports only dynamically.
// Checked on a fresh build, minified as `npm run build` writes dist/cdn (scripts/cdn.mjs, in
// memory): the imports are read from the built code with es-module-lexer, each chunk's modules
// from rollup's output; the first load is walked by scripts/first-load.mjs, as the size guard does.
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { init, parse } from 'es-module-lexer';
import { rollup, type OutputChunk, type RollupOptions } from 'rollup';
import { staticClosure } from '../../scripts/first-load.mjs';
// @ts-expect-error: the build's config is plain JavaScript, without types
import { cdn } from '../../rollup.config.mjs';

/** The modules every table loads on demand, and each game's own (paths from the repository's root). */
const ON_DEMAND: Record<string, string[]> = {
  shared: [
    'src/elements/parts/later.ts',
    'src/elements/parts/log.ts',
    'src/elements/parts/log-lines.ts',
    'src/elements/parts/trick.ts',
    'src/elements/parts/round-summary.ts',
    'src/elements/locales/en-views.ts',
    'src/elements/parts/hint.ts',
    'src/elements/locales/en-hint.ts',
    // The replay (issue 23): asked for only by a table with `replay`; each game's own below.
    'src/elements/parts/replay.ts',
    'src/elements/locales/en-replay.ts',
    'src/harness/replay-record.ts',
    'src/harness/match-schema.ts',
    'src/games/common/replay.ts',
  ],
  'cant-win-table.js': ['src/games/cant-win/replay.ts', 'src/games/cant-win/trick-reason.ts'],
  'instinct-table.js': ['src/games/instinct/replay.ts', 'src/games/instinct/trick-reason.ts'],
  'tricktakers-table.js': [
    'src/games/tricktakers/play-view.ts',
    'src/games/tricktakers/table-choices.ts',
    'src/games/tricktakers/table-sheet.ts',
    'src/games/tricktakers/table-log.ts',
    'src/games/tricktakers/messages-play.ts',
    'src/games/tricktakers/table-play.ts',
    'src/games/tricktakers/table-extras.ts',
    // The views of the rest of the box (issue 21): asked for only by a game with the extras.
    'src/games/tricktakers/extras-view.ts',
    'src/elements/parts/choose-hand.ts',
    // The later rules (issue 20): they arrive with the play view.
    'src/games/tricktakers/play.ts',
    'src/games/tricktakers/setups.ts',
    'src/games/tricktakers/round-end.ts',
    'src/games/tricktakers/round-score.ts',
    'src/games/tricktakers/trick-winner.ts',
    'src/games/tricktakers/replay.ts',
    'src/games/tricktakers/trick-reason.ts',
  ],
  'you-suck-table.js': [
    'src/games/you-suck/play-view.ts',
    'src/games/you-suck/messages-play.ts',
    // The later rules (issue 20): they arrive with the play view.
    'src/games/you-suck/play.ts',
    'src/games/you-suck/tick-play.ts',
    'src/games/you-suck/scoring.ts',
    'src/games/you-suck/replay.ts',
    'src/games/you-suck/trick-reason.ts',
  ],
};

/**
 * The words of the rest of TrickTakers' box (issue 21): loaded only when a game has the extras, so
 * never in a first load. Until the table imports them they are in no chunk at all; once it does,
 * the checks below ask that a dynamic import brings them.
 */
const EXTRAS_WORDS = ['src/games/tricktakers/messages-extras.ts', 'src/games/tricktakers/messages-extras-ja.ts'];

const ENTRIES = ['cant-win-table.js', 'instinct-table.js', 'tricktakers-table.js', 'you-suck-table.js'];

/** A built file: its static and dynamic imports (file names of the build) and its modules. */
interface Built {
  static: string[];
  dynamic: string[];
  modules: string[];
}

let files: Map<string, Built>;

/** `entry` and every file it imports statically, transitively: what the page downloads first (as the size guard counts it). */
const firstLoad = (entry: string): Set<string> =>
  staticClosure(files as Map<string, Built & { bytes: number }>, [entry]);

/** The files that `from` reaches through at least one dynamic import. */
function later(from: Set<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const g of [...files.get(f)!.static, ...files.get(f)!.dynamic]) walk(g);
  };
  for (const f of from) files.get(f)!.dynamic.forEach(walk);
  return seen;
}

const modulesOf = (set: Set<string>) => new Set([...set].flatMap((f) => files.get(f)!.modules));

describe('the first load (issue 20)', () => {
  before(async () => {
    await init;
    const config = cdn as RollupOptions & { output: { dir: string } };
    const bundle = await rollup({ ...config, onwarn: () => undefined });
    try {
      const { output } = await bundle.generate({ ...config.output, sourcemap: false });
      files = new Map();
      for (const chunk of output.filter((o): o is OutputChunk => o.type === 'chunk')) {
        const [imports] = parse(chunk.code);
        const rel = (n: string) => path.posix.join(path.posix.dirname(chunk.fileName), n);
        const own = imports.filter((i) => i.n?.startsWith('.'));
        files.set(chunk.fileName, {
          static: own.filter((i) => i.d === -1).map((i) => rel(i.n!)),
          dynamic: own.filter((i) => i.d > -1).map((i) => rel(i.n!)),
          modules: Object.keys(chunk.modules).map((id) => path.relative(process.cwd(), id).split(path.sep).join('/')),
        });
      }
    } finally {
      await bundle.close();
    }
  });

  for (const entry of ENTRIES) {
    it(`${entry}: no part loaded on demand is in its first load; each is in a chunk it imports dynamically`, () => {
      const first = firstLoad(entry);
      const inFirst = modulesOf(first);
      const onDemand = [...ON_DEMAND.shared!, ...(ON_DEMAND[entry] ?? [])];
      assert.ok(inFirst.has(`src/define/${entry.replace(/\.js$/, '.ts')}`), 'the entry is found by its module');
      assert.deepEqual(
        onDemand.filter((m) => inFirst.has(m)),
        [],
        'modules loaded on demand found in the first load',
      );
      const reachable = modulesOf(later(first));
      assert.deepEqual(
        onDemand.filter((m) => !reachable.has(m)),
        [],
        'modules loaded on demand that no dynamic import reaches',
      );
    });
  }

  it("the extras' words (issue 21) are in no table's first load; in the build, only a dynamic import brings them", () => {
    const built = modulesOf(new Set(files.keys()));
    for (const entry of ENTRIES) {
      const first = firstLoad(entry);
      assert.deepEqual(
        EXTRAS_WORDS.filter((m) => modulesOf(first).has(m)),
        [],
        `${entry}: the extras' words in its first load`,
      );
      const reachable = modulesOf(later(first));
      if (entry !== 'tricktakers-table.js') {
        assert.deepEqual(
          EXTRAS_WORDS.filter((m) => reachable.has(m)),
          [],
          `${entry} loads TrickTakers' extras words`,
        );
        continue;
      }
      assert.deepEqual(
        EXTRAS_WORDS.filter((m) => built.has(m) && !reachable.has(m)),
        [],
        'extras words in the build that no dynamic import reaches',
      );
    }
  });

  it("a game's play view is in no other table's load, first or later", () => {
    for (const entry of ENTRIES) {
      const all = modulesOf(new Set([...firstLoad(entry), ...later(firstLoad(entry))]));
      for (const [other, modules] of Object.entries(ON_DEMAND)) {
        if (other === 'shared' || other === entry) continue;
        const own = modules.filter((m) => m.startsWith('src/games/'));
        assert.deepEqual(
          own.filter((m) => all.has(m)),
          [],
          `${entry} loads ${other}'s modules`,
        );
      }
    }
  });
});
