/**
 * Issue 22, "every number right": after each round, in all four games, the
 * round summary's Total column shows the score sheet's running total
 * (src/games/common/totals.ts, the one definition both read): TrickTakers'
 * start at 30 (TT-5) included, You Suck's +3 of the next round told apart
 * (YS-4 step 1), Can't Win's sum of points and product (CW-11). Bots on
 * every seat at speed 0; the test waits on `table-round-end`, then holds
 * the bots while it reads.
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import { holdBots, partsArrived, shadow, sheetRows, view, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';

/** The round summary: its round, and each seat's cells by column (`data-col`), by seat row. */
function summary(el: AnyTable): { round: number; rows: Record<string, string>[]; notes: string[] } | null {
  const section = shadow(el).querySelector<HTMLElement>('[part="round-summary"]');
  if (!section) return null;
  const rows = [...section.querySelectorAll('tbody tr')].map((tr) => {
    const cells: Record<string, string> = {};
    for (const td of tr.querySelectorAll<HTMLElement>('td')) cells[td.dataset.col!] ??= td.textContent!.trim();
    return cells;
  });
  const notes = [...section.querySelectorAll('.summary-note')].map((p) => p.textContent!.trim());
  return { round: Number(section.dataset.round), rows, notes };
}

/** Plays with bots on every seat; after each of the first `rounds` rounds (or until the game ends), calls `check`. */
async function eachRound(
  tag: string,
  attrs: Record<string, string>,
  rounds: number,
  check: (el: AnyTable, round: number, over: boolean) => void,
): Promise<number> {
  const el = await mountTable(tag, { seat: 'none', bots: 'random', speed: '0', ...attrs });
  let checked = 0;
  for (let n = 1; n <= rounds; n++) {
    await waitFor(() => view(el).sheet.length >= n, `round ${n} is scored`);
    const over = el.state!.ctx.gameover !== undefined;
    if (!over) await holdBots(el);
    await partsArrived(el);
    if (!over) expect(summary(el)?.round, `the summary of round ${n}`).to.equal(n);
    check(el, n, over);
    checked += 1;
    if (over) break;
    // The held bot turn waits at the hold speed: new bots (the same, written out) at speed 0 play on.
    el.speed = 0;
    el.bots = el.bots === 'random' ? Array(el.state!.ctx.numPlayers).fill('random').join(',') : 'random';
  }
  el.remove();
  return checked;
}

/** The summary's Total column, by seat. */
const totals = (el: AnyTable) => summary(el)!.rows.map((r) => r.total!);

describe('the round summary against the score sheet (issue 22)', () => {
  it('TrickTakers, five seats: Total is the running total, from 30 (TT-5), after every round', async () => {
    const checked = await eachRound('tricktakers-table', { players: '5', seed: 'totals-5' }, 4, (el, n, over) => {
      const running = sheetRows(el).get(`Round ${n} / Total`)!;
      const G = view(el);
      // TT-5: each seat starts at 30; a round's points are the change of its total (TT-11).
      const fromThirty = G.sheet[n - 1].totals.map(
        (_: number, s: number) =>
          30 + G.sheet.slice(0, n).reduce((t: number, r: { points: number[] }) => t + r.points[s], 0),
      );
      expect(running, `round ${n}: the sheet`).to.deep.equal(fromThirty.map(String));
      if (over) return;
      expect(totals(el), `round ${n}: the summary`).to.deep.equal(running);
    });
    expect(checked).to.be.at.least(1);
  });

  it('TrickTakers, round 1 by hand: a seat that scored 10 shows 40, not 10', async () => {
    await eachRound('tricktakers-table', { players: '3', seed: 'totals-3' }, 1, (el, _n, over) => {
      expect(over).to.equal(false);
      const { rows } = summary(el)!;
      // Each Total is 30 more than the round's Points (TT-5, the first round, no floor reached from 30 up).
      for (const r of rows) if (Number(r.points) >= 0) expect(Number(r.total)).to.equal(30 + Number(r.points));
      expect(rows.map((r) => r.total)).to.deep.equal(sheetRows(el).get('Round 1 / Total'));
    });
  });

  it('You Suck: Total is the running total; the note adds the +3 of the next round, as the Score row has it (YS-4)', async () => {
    const checked = await eachRound('you-suck-table', { seed: 'totals' }, 3, (el, n, over) => {
      const rows = sheetRows(el);
      const running = rows.get(`Round ${n} / Total`)!;
      if (over) {
        expect(rows.get('Score'), 'the end: no +3 after round 3').to.deep.equal(running);
        return;
      }
      const s = summary(el)!;
      expect(totals(el), `round ${n}`).to.deep.equal(running);
      const plus = view(el).sheet[n - 1].taken['plus-3'] as string | null;
      const score = rows.get('Score')!.map(Number);
      running.forEach((t, seat) => {
        // The +3 owner of the next round has 3 more on the Score row, at once; the others the same.
        expect(score[seat], `seat ${seat + 1}`).to.equal(Number(t) + (String(seat) === plus ? 3 : 0));
      });
      if (plus === null) expect(s.notes).to.deep.equal([]);
      else
        expect(s.notes).to.deep.equal([
          `Seat ${Number(plus) + 1} took the +3 Tick: 3 points more as round ${n + 1} starts, ${score[Number(plus)]} in all.`,
        ]);
    });
    expect(checked).to.equal(3);
  });

  it('Instinct: Total is the running total after every round', async () => {
    const checked = await eachRound('instinct-table', { variant: 'short', seed: 'totals' }, 3, (el, n, over) => {
      const running = sheetRows(el).get(`Round ${n} / Total`)!;
      const points = view(el)
        .sheet.slice(0, n)
        .map((r: { points: number[] }) => r.points);
      const sums = running.map((_, s) => points.reduce((t: number, p: number[]) => t + p[s]!, 0));
      expect(running, `round ${n}: the sheet adds up the rounds (IN-7)`).to.deep.equal(sums.map(String));
      if (!over) expect(totals(el), `round ${n}`).to.deep.equal(running);
    });
    expect(checked).to.be.at.least(2);
  });

  it("Can't Win: Total is the sheet's sum of points, the product its score so far (CW-11)", async () => {
    const checked = await eachRound('cant-win-table', { seed: 'totals' }, 4, (el, n, over) => {
      const rows = sheetRows(el);
      const sums = rows.get('Sum of Points')!;
      const tricks = rows.get('Sum of Tricks')!;
      expect(rows.get('Score (Tricks × Points)')).to.deep.equal(
        sums.map((p, s) => String(Number(p) * Number(tricks[s]))),
      );
      if (over) return;
      expect(totals(el), `round ${n}`).to.deep.equal(sums);
      expect(
        summary(el)!.rows.map((r) => r.extra),
        `round ${n}: the product`,
      ).to.deep.equal(rows.get('Score (Tricks × Points)'));
    });
    expect(checked).to.equal(4);
  });
});
