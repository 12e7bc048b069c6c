/**
 * The fair hint (issue 13) on all four tables: with the `hint` attribute the
 * human's turn shows the move `ismcts` would make from the seat's view, in
 * a polite live region, and marks that card or option; `hint()` resolves
 * with `{ move, chance?, closeCall }` and its move is legal. When it is not
 * the human's turn nothing is shown and `hint()` rejects. Fairness: the
 * `hint` request posted to the bots' worker is exactly the seat's view
 * (`state`, what the page shows), with no seed.
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import type { Hint } from '../../src/bots/hint.js';
import { HOLD_SPEED, isMyTurn, shadow, spyWorkers, waitFor, type AnyTable } from './helpers.js';
import { gameOf } from './secrets.js';
import { mountTable } from './table-contract.js';

interface HintTable extends AnyTable {
  showHint: boolean;
  hint(): Promise<Hint>;
}

const panel = (el: AnyTable) => shadow(el).querySelector<HTMLElement>('[part="hint"]');
const panelText = (el: AnyTable) => panel(el)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The suggested card or option, through the parts' shadow roots. */
function suggested(el: AnyTable): HTMLElement[] {
  const parts = [...shadow(el).querySelectorAll('tt-hand, tt-picker')];
  return parts.flatMap((p) => [...p.shadowRoot!.querySelectorAll<HTMLElement>('.suggested')]);
}

/** The legal moves of seat 0 in its own view (the game's `ai.enumerate`), as JSON. */
const legal = (tag: string, el: AnyTable) =>
  (gameOf(tag).game.ai!.enumerate(el.state!.G, el.state!.ctx, '0') as { move: string; args: unknown[] }[]).map((m) =>
    JSON.stringify({ move: m.move, args: m.args }),
  );

for (const tag of ['cant-win-table', 'instinct-table', 'you-suck-table', 'tricktakers-table']) {
  describe(`<${tag} hint>: the fair hint`, () => {
    it("shows ismcts's legal move on the human's turn, announced, its card or option marked; hint() gives the same", async () => {
      const seed = 'hint-Sekrit-7';
      const posts: any[] = [];
      const spy = spyWorkers((msg) => posts.push(msg));
      try {
        const el = await mountTable<HintTable>(tag, { hint: true, bots: 'random', speed: '0', seed });
        expect(el.showHint).to.equal(true);
        await waitFor(() => isMyTurn(el) && /^Hint[:,] /.test(panelText(el)), 'a hint on my turn');
        const region = panel(el)!.querySelector('[aria-live]')!;
        expect(region.getAttribute('aria-live')).to.equal('polite');
        expect(region.getAttribute('role')).to.equal('status');
        const hint = await el.hint();
        expect(Object.keys(hint).sort()).to.deep.equal(
          hint.chance === undefined ? ['closeCall', 'move'] : ['chance', 'closeCall', 'move'],
        );
        expect(legal(tag, el)).to.include(JSON.stringify(hint.move));
        expect(hint.closeCall).to.be.a('boolean');
        if (hint.chance !== undefined) {
          expect(hint.chance).to.be.within(0, 1);
          expect(panelText(el)).to.match(/Estimated chance of making your bid: \d+%\./);
        }
        expect(panelText(el).includes('Close call')).to.equal(hint.closeCall);
        // The marked card or option is the hint's.
        const marked = suggested(el);
        expect(marked).to.have.length(1);
        const value = marked[0]!.dataset.card ?? marked[0]!.dataset.value;
        expect(value).to.equal(String(hint.move.args[0]));
        // Fairness: each hint request carries the seat's view and nothing else, and no seed.
        const hints = posts.filter((m) => m.type === 'hint');
        expect(hints.length).to.be.at.least(2); // the attribute's, and hint()'s
        for (const h of hints) {
          expect(Object.keys(h).sort()).to.deep.equal(['id', 'seat', 'state', 'type']);
          expect(h.seat).to.equal('0');
          // Only seat 0's hand: every other seat's is null in its view (G-5).
          expect((h.state.G as { hands: unknown[] }).hands.slice(1).every((hand) => hand === null)).to.equal(true);
        }
        const last = hints[hints.length - 1];
        expect(last.seat).to.equal('0');
        expect(JSON.stringify(last.state)).to.equal(JSON.stringify({ G: el.state!.G, ctx: el.state!.ctx }));
        expect(hints.filter((m) => JSON.stringify(m).includes(seed))).to.deep.equal([]);
        await expect(el).to.be.accessible();
        el.remove();
      } finally {
        spy.restore();
      }
    });

    it("shows an empty panel and refuses hint() when it is not the human's turn", async () => {
      // Seat 0 plays, but the bots hold (HOLD_SPEED).
      const el = await mountTable<HintTable>(tag, {
        hint: true,
        bots: 'random',
        speed: String(HOLD_SPEED),
        dealer: '0',
      });
      await el.updateComplete;
      expect(el.state).to.not.equal(null);
      // The human makes the hinted moves (TrickTakers' setup may give it two turns in a row) until a bot is to move.
      let made = 0;
      for (; made < 4 && isMyTurn(el); made++) {
        const { move } = await el.hint();
        expect((el as any).controller.move(move.move, move.args)).to.equal(true);
      }
      await el.updateComplete;
      expect(isMyTurn(el)).to.equal(false);
      expect(panel(el)).to.not.equal(null);
      expect(panelText(el)).to.equal('');
      expect(suggested(el)).to.deep.equal([]);
      let refused = '';
      await el.hint().catch((e: Error) => (refused = e.message));
      expect(refused).to.equal('it is not your turn');
      el.remove();
    });

    it('a watcher (seat "none") has no panel and no hint', async () => {
      const el = await mountTable<HintTable>(tag, {
        hint: true,
        seat: 'none',
        bots: 'random',
        speed: String(HOLD_SPEED),
      });
      expect(el.state).to.not.equal(null);
      expect(panel(el)).to.equal(null);
      let refused = '';
      await el.hint().catch((e: Error) => (refused = e.message));
      expect(refused).to.equal('it is not your turn');
      el.remove();
    });

    it('shows no hint without the attribute, but hint() still answers', async () => {
      const el = await mountTable<HintTable>(tag, { bots: 'random', speed: '0', seed: 'no-hint' });
      await waitFor(() => isMyTurn(el), 'my turn');
      const hint = await el.hint();
      expect(legal(tag, el)).to.include(JSON.stringify(hint.move));
      await el.updateComplete;
      expect(panel(el)).to.equal(null);
      expect(suggested(el)).to.deep.equal([]);
      el.remove();
    });
  });
}
