/**
 * Parts loaded on demand (issue 20, src/elements/parts/on-demand.ts): a
 * table asks for them when it is created, so they arrive while its first
 * screen is up; until then the empty log keeps its box; and the bots wait
 * for them, so a game never gets ahead of its view: TrickTakers' play view
 * is there before the first move after the character choice, You Suck's
 * before the first Tick is taken, the shared later parts before a trick or
 * a round ends (and a bot's move waits for a part on its way, whatever it
 * is). That the modules are outside the first load is checked on the build
 * (test/node/on-demand-chunks.test.ts).
 *
 * Each test is the first of its game on this page (the order of the tests
 * matters): a part arrives once per page.
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import { OnDemand, type PartModule } from '../../src/elements/parts/on-demand.js';
import { HOLD_SPEED, partsArrived, shadow, spyWorkers, view, waitFor, type AnyTable } from './helpers.js';

/** A table made and put on the page by hand: its first render is awaited, with no task in between. */
async function firstScreen(tag: string, attrs: Record<string, string>): Promise<AnyTable> {
  const el = document.createElement(tag) as AnyTable;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** The log's lines, once `<tt-log>` has rendered them. */
async function logLines(el: AnyTable): Promise<string[]> {
  await partsArrived(el);
  return Array.from(shadow(shadow(el).querySelector('tt-log')!).querySelectorAll('li'), (li) => li.textContent!.trim());
}

describe('parts loaded on demand', () => {
  afterEach(() => {
    for (const el of document.body.querySelectorAll('cant-win-table, tricktakers-table, you-suck-table')) el.remove();
  });

  it('are asked for when a table is created: the empty log keeps its box until they arrive, with nothing needing them', async () => {
    expect(customElements.get('tt-log'), 'no table on this page yet').to.equal(undefined);
    // The first render is a microtask after the table is put on the page; a module arrives in a task.
    const el = await firstScreen('cant-win-table', { bots: 'random', speed: String(HOLD_SPEED), seed: 'on-demand' });
    const log = shadow(el).querySelector<HTMLElement>('tt-log')!;
    const sheet = shadow(el).querySelector<HTMLElement>('tt-score-sheet')!;
    expect(log.matches(':not(:defined)'), 'the first screen is drawn before the log arrives').to.equal(true);
    expect(sheet.matches(':defined'), 'the score sheet, empty on a first screen, is in the first load').to.equal(true);
    const box = (e: HTMLElement) => JSON.stringify(e.getBoundingClientRect());
    const [logBefore, sheetBefore] = [box(log), box(sheet)];
    // Nothing needs them yet (the bots hold, no trick is played): they arrive all the same.
    await partsArrived(el);
    expect(customElements.get('tt-trick'), 'the trick came too').to.not.equal(undefined);
    expect(view(el).tricks).to.have.length(0);
    expect(box(log), 'the log has kept its place and size').to.equal(logBefore);
    expect(box(sheet)).to.equal(sheetBefore);
  });

  it("TrickTakers: its play view is there before the first move after the character choice, and the summary's columns at the round's end", async () => {
    expect(customElements.get('tt-choose-hand'), 'no TrickTakers table on this page yet').to.equal(undefined);
    const el = await firstScreen('tricktakers-table', { seat: 'none', bots: 'random', speed: '0', seed: 'on-demand' });
    const atFirstLaterMove: boolean[] = [];
    el.addEventListener('table-move', (e: Event) => {
      const { move } = (e as CustomEvent<TableMoveDetail>).detail;
      if (move !== 'chooseCharacter' && atFirstLaterMove.length === 0)
        atFirstLaterMove.push(customElements.get('tt-choose-hand') !== undefined);
    });
    await waitFor(() => view(el).sheet.length >= 1, 'round 1 is scored');
    expect(atFirstLaterMove, 'the play view had arrived at the first move after the choice').to.deep.equal([true]);
    await el.updateComplete;
    const summary = shadow(el).querySelector('[part="round-summary"]');
    expect(summary, 'the round summary is up').to.not.equal(null);
    expect(summary!.querySelectorAll('thead th').length, "with TrickTakers' own columns").to.be.greaterThan(5);
  });

  it("You Suck: its play view is there before the first Tick is taken: every Tick's log line is in the log", async () => {
    const el = await firstScreen('you-suck-table', { seat: 'none', bots: 'random', speed: '0', seed: 'on-demand' });
    let ticks = 0;
    el.addEventListener('table-trick-end', () => ticks++);
    await waitFor(() => view(el).sheet.length >= 1, 'round 1 is scored');
    const lines = (await logLines(el)).filter((l) => / took |^Nobody took /.test(l));
    expect(ticks, 'the seven Ticks').to.equal(7);
    expect(lines, 'a line for each').to.have.length(7);
  });

  it('a bot plays its move only once every part asked for has arrived', async () => {
    let arrive!: (m: PartModule) => void;
    const part = new OnDemand(() => new Promise<PartModule>((resolve) => (arrive = resolve)));
    void part.load();
    const spy = spyWorkers();
    try {
      const el = await firstScreen('cant-win-table', { seat: 'none', bots: 'random', speed: '0', seed: 'on-demand' });
      let moves = 0;
      el.addEventListener('table-move', () => moves++);
      const turn = el.state!.ctx.turn;
      await waitFor(
        () => spy.workers.some((w) => w.received.some((m) => m.type === 'move')),
        "the first bot's move comes back from its worker",
      );
      await el.updateComplete;
      expect(moves, 'not played while a part is on its way').to.equal(0);
      expect(el.state!.ctx.turn).to.equal(turn);
      arrive({});
      await waitFor(() => moves > 0, 'played once the part has arrived');
    } finally {
      spy.restore();
    }
  });
});
