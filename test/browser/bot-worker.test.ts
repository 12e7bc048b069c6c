/**
 * The table's bot worker (src/elements/parts/bot-runner.ts): one worker per
 * table, stopped when the table leaves the page, and the same bot choices
 * for the same seed however often the worker is stopped mid-decision.
 * (Fairness of what is posted, and a round against `ismcts` bots, are in
 * the table contract; the main-thread fallback in
 * bot-worker-fallback.test.ts.)
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import { movesOf, spyWorkers, view, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';

const mount = (attrs: Record<string, string>) => mountTable<AnyTable>('cant-win-table', attrs);

describe('bots in a Web Worker', () => {
  it('starts one worker per table, stops it when the table leaves the page, and starts another when it is back', async () => {
    const spy = spyWorkers();
    try {
      const [a, b] = await Promise.all([
        mount({ seat: 'none', bots: 'random', speed: '0', seed: 'one' }),
        mount({ seat: 'none', bots: 'random', speed: '0', seed: 'two' }),
      ]);
      await waitFor(() => view(a).stage === 'play' && view(b).stage === 'play', 'both tables play');
      expect(spy.workers).to.have.length(2);
      expect([a.botRunner, b.botRunner]).to.deep.equal(['worker', 'worker']);
      const parent = a.parentElement!;
      a.remove();
      expect(spy.workers[0]!.terminated || spy.workers[1]!.terminated, 'a worker was stopped').to.equal(true);
      expect(spy.workers.filter((w) => w.terminated)).to.have.length(1);
      const frozen = JSON.stringify(a.state);
      parent.append(a);
      await waitFor(() => JSON.stringify(a.state) !== frozen, 'the bots resume');
      expect(spy.workers).to.have.length(3);
      expect(spy.workers[2]!.terminated).to.equal(false);
    } finally {
      spy.restore();
    }
  });

  it('replays the same ismcts moves from the same seed, though its worker was stopped mid-decision again and again', async () => {
    const attrs = { seat: 'none', bots: 'ismcts:easy', speed: '0', seed: 'replay' };
    const goal = 20;
    const steady = await mount(attrs);
    const steadyMoves = movesOf(steady);
    await waitFor(() => steadyMoves.length >= goal, 'the steady table plays');
    steady.remove();

    let jumpy: AnyTable | undefined;
    let jumpyMoves: TableMoveDetail[] = [];
    let spare = false;
    let stops = 0;
    // Every other decision: take the table off the page while its worker
    // decides (the worker is stopped), and put it back (a new worker decides).
    const spy = spyWorkers((msg) => {
      if (msg.type !== 'decide' || (spare = !spare)) return;
      setTimeout(() => {
        if (jumpyMoves.length >= goal || !jumpy?.isConnected) return;
        const live = spy.workers.at(-1)!;
        const unanswered =
          live.posted.filter((m) => m.type === 'decide').length -
          live.received.filter((m) => m.type !== 'ready').length;
        if (unanswered > 0) stops += 1;
        const parent = jumpy.parentElement!;
        jumpy.remove();
        setTimeout(() => parent.append(jumpy!), 5);
      });
    });
    try {
      jumpy = await mount(attrs);
      jumpyMoves = movesOf(jumpy);
      await waitFor(() => jumpyMoves.length >= goal, 'the jumpy table plays');
      jumpy.remove();
      expect(stops, 'decisions stopped in the worker').to.be.at.least(goal / 2);
      expect(spy.workers.length, 'a new worker after each stop').to.be.at.least(stops);
      expect(jumpyMoves.slice(0, goal)).to.deep.equal(steadyMoves.slice(0, goal));
    } finally {
      spy.restore();
    }
  });
});
