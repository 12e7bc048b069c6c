/**
 * The worker-refused warning is logged once per page, not once per copy of
 * the bot runner: the drop-in files of two games are two bundles, each with
 * its own copy of `bot-runner.ts`. Two copies of the module (two URLs, so
 * the browser evaluates it twice), each running a table's bots where no
 * worker can start, warn once between them. A file of its own: the refusal
 * is remembered per page.
 */
import { expect } from '@open-wc/testing';
import type * as Runner from '../../src/elements/parts/bot-runner.js';
import { cantWin } from '../../src/games/cant-win/index.js';

describe('the worker-refused warning', () => {
  it('is logged once per page by two copies of the bot runner, each with a table of its own', async () => {
    // The served source (a .ts the dev server compiles); the query makes each a module of its own.
    const path = '../../src/elements/parts/bot-runner.ts';
    const copies: (typeof Runner)[] = [await import(`${path}?copy=a`), await import(`${path}?copy=b`)];
    expect(copies[0]!.BotRunner, 'two module instances').not.to.equal(copies[1]!.BotRunner);
    const warnings: string[] = [];
    const { warn } = console;
    const { Worker } = globalThis;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    (globalThis as { Worker?: unknown }).Worker = undefined;
    try {
      const workers = { normal: () => Promise.resolve({ default: '' }), mcts: () => Promise.resolve({ default: '' }) };
      const bots = new Map([
        ['1', { spec: { name: 'random' }, numPlayers: 4, matchSeed: 'warning' } as Runner.SeatedBot],
      ]);
      for (const copy of copies) {
        const runner = new copy.BotRunner(cantWin, workers);
        // No state to decide from: the decision fails on the main thread, after the refusal.
        await runner.decide(bots, '1', {} as never).catch(() => undefined);
        expect(runner.thread).to.equal('main');
      }
      const ours = warnings.filter((w) => w.includes('trick-tables'));
      expect(ours, 'one warning per page').to.have.length(1);
      expect(ours[0]).to.include('no Worker');
    } finally {
      console.warn = warn;
      globalThis.Worker = Worker;
    }
  });
});
