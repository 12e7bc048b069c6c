// The CLI checks its inputs before it plays anything: the --json path, the bounds of --games,
// --jobs and --max-rounds, and the game's name. Each bad input fails at once, with nothing played.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { assertOneLine, cli } from './harness-helpers.js';

const MATCH = ['--game', 'cant-win', '--players', '3', '--bots', 'random', '--games', '1'];

describe('inputs checked before playing', { concurrency: 2 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'harness-inputs-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('--json in a directory that does not exist: exit 1 before playing', async () => {
    const missing = path.join(dir, 'no-such-dir');
    const run = await cli(...MATCH, '--json', path.join(missing, 'out.json'));
    assertOneLine(run, 1, `cannot write ${path.join(missing, 'out.json')}: there is no directory ${missing}`);
  });

  it('--json naming a directory: exit 1 before playing', async () => {
    assertOneLine(await cli(...MATCH, '--json', dir), 1, `cannot write ${dir}: it is a directory`);
  });

  it('--games above 1,000,000: usage error (exit 2)', async () => {
    const run = await cli(...MATCH.slice(0, -1), '1000001');
    assertOneLine(run, 2, 'deals (--games) must be a whole number from 1 to 1,000,000; got 1000001');
  });

  it('--jobs above 4 × the cores: usage error (exit 2)', async () => {
    const cores = availableParallelism();
    const run = await cli(...MATCH, '--jobs', String(4 * cores + 1));
    assertOneLine(
      run,
      2,
      `jobs (--jobs) must be a whole number from 1 to ${4 * cores} (4 × ${cores} cores); got ${4 * cores + 1}`,
    );
  });

  it('--max-rounds above 1000: usage error (exit 2)', async () => {
    const run = await cli(...MATCH, '--max-rounds', '1001');
    assertOneLine(run, 2, 'maxRounds (--max-rounds) must be a whole number from 1 to 1,000; got 1001');
  });

  for (const name of ['constructor', '__proto__', 'toString']) {
    it(`--game ${name}: usage error naming the known games`, async () => {
      const run = await cli('--game', name, '--bots', 'random', '--games', '1');
      assertOneLine(run, 2, `unknown game "${name}"; known: cant-win, instinct, you-suck, tricktakers`);
    });
  }
});
