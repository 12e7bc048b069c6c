// The harness's worker threads (--jobs above 1) run compiled JavaScript, never TypeScript through
// tsx (issue 10). The test records every Worker that runMatch starts: node:worker_threads' Worker
// is swapped for a recording subclass, and syncBuiltinESMExports() passes the swap on to
// `import { Worker } from 'node:worker_threads'` in src/harness. These tests run under tsx
// (`node --import tsx`), so its flags are in process.execArgv, which a worker inherits by default.
import assert from 'node:assert/strict';
import { syncBuiltinESMExports } from 'node:module';
import { after, before, describe, it } from 'node:test';
import workerThreads, { type WorkerOptions } from 'node:worker_threads';
import { runMatch } from '../../src/harness/index.js';

const RealWorker = workerThreads.Worker;
const started: { entry: string; options: WorkerOptions }[] = [];

class RecordingWorker extends RealWorker {
  constructor(entry: string | URL, options: WorkerOptions = {}) {
    started.push({ entry: String(entry), options });
    super(entry, options);
  }
}

/** The source of a `data:` URL, base64 or percent-encoded. */
function dataSource(url: string): string {
  const comma = url.indexOf(',');
  const body = url.slice(comma + 1);
  return url.slice(0, comma).endsWith(';base64') ? Buffer.from(body, 'base64').toString() : decodeURIComponent(body);
}

describe('harness workers (--jobs 2)', () => {
  before(() => {
    workerThreads.Worker = RecordingWorker;
    syncBuiltinESMExports();
  });
  after(() => {
    workerThreads.Worker = RealWorker;
    syncBuiltinESMExports();
  });

  it('start from a JavaScript module, without tsx, and play the same games as --jobs 1', async () => {
    assert.ok(
      process.execArgv.some((arg) => arg.includes('tsx')),
      'this test runs under tsx',
    );
    const options = { game: 'cant-win', players: 3, bots: 'rule,random', deals: 2, seed: 'workers' } as const;
    const two = await runMatch({ ...options, jobs: 2 });
    assert.equal(started.length, 2, 'two workers');
    for (const { entry, options: o } of started) {
      // A module file ending in .js (the build), or JavaScript given in a data: URL (from source).
      assert.match(entry, /^(file:.*\.js|data:text\/javascript[;,].*)$/s, 'entry');
      assert.notEqual(o.eval, true, 'not code evaluated to register tsx first');
      assert.ok(o.execArgv, 'Node flags chosen, not inherited');
      assert.deepEqual(
        o.execArgv.filter((arg) => arg.includes('tsx')),
        [],
        'no flag loads tsx',
      );
      if (entry.startsWith('data:')) {
        const source = dataSource(entry);
        assert.doesNotMatch(source, /\bfrom\s*["'][^"']*\.ts["']|import\(\s*["'][^"']*\.ts["']/, 'imports no .ts file');
        assert.match(source, /function playTable\(/, 'holds the harness itself');
      }
    }
    // Each deal at 4 tables (rule at each of the 3 seats, then all random), in order.
    assert.deepEqual(
      two.games.map((g) => `${g.deal}/${g.table}`),
      ['0/0', '0/1', '0/2', '0/3', '1/0', '1/1', '1/2', '1/3'],
    );
    assert.deepEqual(two.games, (await runMatch({ ...options, jobs: 1 })).games);
  });
});
