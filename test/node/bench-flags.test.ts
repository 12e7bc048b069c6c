// The benches' command lines (bench/flags.ts): a bad flag exits 2 with the usage, before anything is measured.
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { describe, it } from 'node:test';
import { runScript } from './harness-helpers.js';

describe('bench command lines', () => {
  it('npm run bench:bots: an unknown flag, a missing value, a bad count or game exits 2 with the usage', async () => {
    for (const [args, message] of [
      [['--bogus'], /Unknown option '--bogus'/],
      [['--jobs'], /'--jobs <value>' argument missing/],
      [['--deals', '0'], /--deals takes a positive whole number, got "0"/],
      [['--jobs', '1.5'], /--jobs takes a positive whole number, got "1.5"/],
      [['--games', 'cant-win,nope'], /unknown game "nope"; games: cant-win, instinct/],
      [['--out', tmpdir()], /--out: cannot write .*: it is a directory/],
    ] as const) {
      const r = await runScript('bench/bots.ts', ...args);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message);
      assert.match(r.stderr, /usage: npm run bench:bots -- \[--games/);
      assert.equal(r.stdout, '');
    }
  });

  it('npm run bench: an unknown flag, or a bad value of any part’s flag, exits 2 with the usage before a part runs; --help prints it and exits 0', async () => {
    const bad = await runScript('bench/run.ts', '--bogus');
    assert.equal(bad.status, 2, bad.stderr);
    assert.match(bad.stderr, /^bench: Unknown option '--bogus'\nusage: npm run bench -- \[--only harness,strength/);
    // A flag of a later part is checked before the first part runs: each of these would have run the search part
    // (about two minutes) first.
    for (const [args, message] of [
      [['--mcts-deals', '0'], /^bench: --mcts-deals takes a positive whole number, got 0\n/],
      [['--jank-rounds', 'x'], /^bench: --jank-rounds takes a positive whole number, got x\n/],
      [['--mcts', 'mcts:fast'], /^bench: --mcts: .*fast/],
      [['--mcts', 'random'], /^bench: --mcts takes an mcts level, e\.g\. mcts:easy, got random\n/],
      [['--jank-only', 'instinct,nope'], /^bench: --jank-only: "nope" is in no case's name \(e\.g\. "demo /],
      [['--out', tmpdir()], /^bench: --out: cannot write .*: it is a directory\n/],
    ] as const) {
      const r = await runScript('bench/run.ts', '--only', 'search', ...args);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message);
      assert.match(r.stderr, /usage: npm run bench -- \[--only/);
      assert.equal(r.stdout, '');
    }
    const help = await runScript('bench/run.ts', '--help');
    assert.equal(help.status, 0, help.stderr);
    assert.match(help.stdout, /^npm run bench -- \[--only harness,strength,mcts,search,bundle,longtask,jank\]/);
  });
});
