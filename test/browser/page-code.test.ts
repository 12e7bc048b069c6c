/**
 * A page script's code never runs inside a move (issue 19, G-4): `table.move(...)` is reachable
 * from a page script, and a move argument that is a `Proxy` (live or revoked) anywhere, in any
 * argument place, is refused without running any of its traps, with the state unchanged; the
 * same for a `deal` property set to a Proxy, which shows its error and fires `table-error`. In
 * every table.
 */
import { expect, oneEvent } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import { GAMES } from '../../src/games/registry.js';
import { myTurnOrRoundEnd, shadow, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';
import { argumentPlaces, pageCode, type Move } from '../shared/page-code.js';

/** The table's `move`, which TypeScript calls protected and a page script calls anyway. */
type Movable = AnyTable & { move(move: unknown, ...args: unknown[]): boolean; deal: unknown };

for (const d of Object.values(GAMES)) {
  const tag = `${d.id}-table`;
  describe(`<${tag}>: page code never runs inside a move (issue 19)`, () => {
    it('refuses a Proxy in every argument place of table.move, running none of it, state unchanged; then plays', async () => {
      const el = await mountTable<Movable>(tag, { bots: 'random', speed: '0', seed: 'page-code', dealer: '1' });
      await myTurnOrRoundEnd(el);
      const { G, ctx } = el.state!;
      const moves = d.game.ai!.enumerate(G, ctx, el.seat) as Move[];
      expect(moves.length).to.be.greaterThan(0);
      const before = JSON.stringify(el.state);
      const { ran, values } = pageCode();
      let refused = 0;
      for (const [, value] of values) {
        expect(el.move(value, ...moves[0]!.args), 'a Proxy as the move name').to.equal(false);
        for (const m of moves) {
          for (const [, args] of argumentPlaces(m, value)) {
            expect(el.move(m.move, ...args)).to.equal(false);
            refused++;
          }
        }
      }
      expect(ran).to.deep.equal([]);
      expect(refused).to.equal(moves.reduce((n, m) => n + 4 * (1 + 3 * m.args.length), 0));
      expect(JSON.stringify(el.state)).to.equal(before);
      expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
      // The table still takes a legal move.
      expect(el.move(moves[0]!.move, ...moves[0]!.args)).to.equal(true);
      expect(JSON.stringify(el.state)).not.to.equal(before);
    });

    it('keeps every other property when a script sets it to a Proxy, running none of it: shows it, fires table-error, plays on', async () => {
      const el = await mountTable<Movable>(tag, { bots: 'random', speed: '0', seed: 'page-code', dealer: '1' });
      await myTurnOrRoundEnd(el);
      const props = [
        ...(customElements.get(tag) as unknown as { elementProperties: Map<string, object> }).elementProperties.keys(),
      ];
      // `deal` and `replay` hold data: a Proxy there is refused as data (below, and test/browser/replay.test.ts).
      const names = props.filter((p) => p !== 'deal' && p !== 'replay');
      expect(names).to.include.members(['players', 'seat', 'bots', 'seed', 'speed', 'openHands', 'review', 'lang']);
      const before = JSON.stringify(el.state);
      const { ran, values } = pageCode();
      const table = el as unknown as Record<string, unknown>;
      for (const name of names) {
        const old = table[name];
        for (const [, value] of values) {
          const fired = oneEvent(el, 'table-error');
          table[name] = value;
          const { detail } = await fired;
          await el.updateComplete;
          expect(detail.attribute).to.equal(name);
          expect(detail.message).to.equal(
            `A script set ${name} to a value that is not a string, number or boolean (such as a Proxy); it was not applied`,
          );
          expect(shadow(el).querySelector('[role="alert"]')!.textContent).to.include(detail.message);
          expect(table[name]).to.equal(old);
          expect(JSON.stringify(el.state)).to.equal(before);
          // A good write (the same value) clears it.
          table[name] = old;
          await el.updateComplete;
          expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
        }
      }
      expect(ran).to.deep.equal([]);
    });

    it('shows an error and fires table-error for a deal set to a Proxy, running none of it', async () => {
      const el = await mountTable<Movable>(tag, { bots: 'random', speed: '0', seed: 'page-code' });
      expect(el.state).not.to.equal(null);
      const { ran, values } = pageCode();
      for (const [, value] of values) {
        const fired = oneEvent(el, 'table-error');
        el.deal = value;
        const { detail } = await fired;
        await el.updateComplete;
        expect(detail.attribute).to.equal('deal');
        expect(detail.message).to.include('not data');
        expect(shadow(el).querySelector('[role="alert"]')!.textContent).to.include(detail.message);
        expect(el.state).to.equal(null);
        el.deal = undefined;
        await el.updateComplete;
        expect(el.state).not.to.equal(null);
      }
      expect(ran).to.deep.equal([]);
    });
  });
}
