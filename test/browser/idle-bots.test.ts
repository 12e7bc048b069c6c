/**
 * A bot waits for the page to be idle (issue 20): its answer is handed to
 * the table in an idle callback (`requestIdleCallback`, with the table's
 * wait as its timeout), so that no bot's move, on the human's
 * table or on another table of the page (a demo's watching table), lands
 * in the frame of a human's click. At `speed` 0 the bots wait for nothing.
 * The page's `requestIdleCallback` is replaced by one that holds each
 * callback until the test runs it: no clock is involved.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import type { CantWinTable } from '../../src/games/cant-win/table.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import { waitFor } from './helpers.js';

describe('bots and idle time', () => {
  const real = window.requestIdleCallback;
  /** The idle callbacks asked for and not yet run, with their timeouts. */
  let held: { run: IdleRequestCallback; timeout: number | undefined }[] = [];
  const deadline = { didTimeout: false, timeRemaining: () => 50 } as IdleDeadline;

  beforeEach(() => {
    held = [];
    window.requestIdleCallback = (run, options) => {
      held.push({ run, timeout: options?.timeout });
      return held.length;
    };
  });
  afterEach(() => {
    window.requestIdleCallback = real;
  });

  it("moves once the page is idle, with the table's wait as the limit", async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table seat="none" bots="random" speed="40" seed="idle-bots"></cant-win-table>`,
    );
    const moves: TableMoveDetail[] = [];
    el.addEventListener('table-move', (e) => moves.push(e.detail));
    // The first bot's wait (40 ms) passes, it decides, and its answer waits for an idle period.
    await waitFor(() => held.length === 1, 'the first bot to wait for idle time');
    expect(held[0]!.timeout).to.equal(40);
    expect(moves).to.deep.equal([]);
    expect(el.state!.ctx.turn).to.equal(1);
    const first = el.state!.G.toAct;
    held.shift()!.run(deadline);
    await waitFor(() => moves.length === 1, 'the first bot move');
    expect(moves[0]!.seat).to.equal(first);
    expect(el.state!.ctx.turn).to.equal(2);
    // The next bot waits in its turn: nothing moves while its idle callback is held.
    await waitFor(() => held.length === 1, 'the second bot to wait for idle time');
    expect(moves.length).to.equal(1);
    expect(el.state!.ctx.turn).to.equal(2);
    el.remove();
  });

  it('waits for nothing at speed 0', async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table seat="none" bots="random" speed="0" seed="idle-bots"></cant-win-table>`,
    );
    let moves = 0;
    el.addEventListener('table-move', () => (moves += 1));
    await waitFor(() => moves >= 3, 'three bot moves');
    expect(held).to.deep.equal([]);
    el.remove();
  });
});
