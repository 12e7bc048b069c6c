/**
 * The first click's warm-up (issue 20, src/elements/parts/later.ts
 * `warmUp`): when a game starts with the viewer to move, one of its legal
 * moves runs through the reducer at the page's next idle time, and its
 * result is dropped. And the bots get ready while the human thinks: their
 * worker starts before the human's first move (`BotRunner.warm`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import type { CantWinTable } from '../../src/games/cant-win/table.js';
import { waitFor } from './helpers.js';
import { warmUp } from '../../src/elements/parts/later.js';
import { openMatch, type LocalMatch } from '../../src/games/common/local-match.js';
import { seatsToMove } from '../../src/games/common/seats.js';
import { GAMES } from '../../src/games/registry.js';

/** A task after the page's next idle callback (those already asked for run first). */
const idle = () => new Promise((done) => requestIdleCallback(() => setTimeout(done)));

/** Records each `apply` of `match`, with its arguments and answer. */
function spy(match: LocalMatch): unknown[][] {
  const calls: unknown[][] = [];
  const apply = match.apply.bind(match);
  match.apply = (...a) => {
    const accepted = apply(...a);
    calls.push([...a, accepted]);
    return accepted;
  };
  return calls;
}

describe('warmUp', () => {
  for (const [id, d] of Object.entries(GAMES)) {
    it(`${id}: runs the viewer's first legal move dry at idle, and keeps nothing`, async () => {
      const match = openMatch(d.game, d.minPlayers, 'warm-up');
      const seat = seatsToMove(match.state.ctx)[0]!;
      const first = d.game.ai!.enumerate(match.state.G, match.state.ctx, seat)[0] as { move: string; args: unknown[] };
      const start = match.state;
      const calls = spy(match);
      warmUp(match, d.game, seat);
      expect(calls, 'not before the page is idle').to.deep.equal([]);
      await idle();
      expect(calls).to.deep.equal([[seat, first.move, first.args, true, true]]);
      expect(match.state).to.equal(start);
      // The same move then counts.
      expect(match.apply(seat, first.move, first.args)).to.equal(true);
      expect(match.state._stateID).to.equal(start._stateID + 1);
    });
  }

  it('runs nothing for a spectator, a seat not to move, or no game', async () => {
    const d = GAMES['cant-win']!;
    const match = openMatch(d.game, 4, 'warm-up');
    const toMove = seatsToMove(match.state.ctx);
    const waiting = ['0', '1', '2', '3'].find((s) => !toMove.includes(s));
    const calls = spy(match);
    warmUp(match, d.game, null);
    if (waiting) warmUp(match, d.game, waiting);
    warmUp(null, d.game, '0');
    await idle();
    expect(calls).to.deep.equal([]);
  });
});

describe("the bots' warm-up", () => {
  /** Records the name of each worker started until `restore()`. */
  function spyStarts(): { started: string[]; restore(): void } {
    const Real = globalThis.Worker;
    const started: string[] = [];
    globalThis.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        started.push(options?.name ?? '');
      }
    };
    return { started, restore: () => void (globalThis.Worker = Real) };
  }

  it("starts the bots' worker at idle while the human thinks, before any move", async () => {
    const { started, restore } = spyStarts();
    try {
      // Seed jank-10: seat 0, the human, makes the game's first move (bench/jank.ts).
      const el = await fixture<CantWinTable>(html`<cant-win-table bots="random" seed="jank-10"></cant-win-table>`);
      const first = JSON.stringify(el.state);
      expect(el.state!.ctx.currentPlayer, 'the human is to move').to.equal('0');
      await waitFor(() => started.length > 0, "the bots' worker");
      expect(started).to.deep.equal(['trick-tables bots']);
      expect(JSON.stringify(el.state), 'no move was made').to.equal(first);
    } finally {
      restore();
    }
  });

  it('starts no worker for a table taken off the page before its idle time', async () => {
    const { started, restore } = spyStarts();
    try {
      // Removed in the task that started its game: its warm-up, asked for the next idle time, comes after.
      const el = await fixture<CantWinTable>(html`<cant-win-table bots="random" seed="jank-10"></cant-win-table>`);
      el.remove();
      await idle();
      await idle();
      expect(started, 'no worker started by a table off the page').to.deep.equal([]);
    } finally {
      restore();
    }
  });
});
