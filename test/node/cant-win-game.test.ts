// Can't Win as a boardgame.io game: the shared contract (./contract.ts) and
// the Can't Win-specific parts of issue 2 §2.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CantWin } from '../../src/games/cant-win/index.js';
import { act, autoplay, client, contractSuite, full } from './contract.js';

/** Seat s holds ranks 1–12 of one colour: turquoise, pink, purple, yellow. */
function colourDeal(): string[][] {
  return ['turquoise', 'pink', 'purple', 'yellow'].map((c) => Array.from({ length: 12 }, (_, i) => `${c}-${i + 1}`));
}

contractSuite({
  game: CantWin,
  name: 'cant-win',
  minPlayers: 3,
  maxPlayers: 4,
  fixedSetup: () => ({ deal: colourDeal(), dealer: '0' }),
  wrongFirstMoves: [
    ['a tile id of the wrong type', '0', 'chooseTile', [7]],
    ['an unknown tile', '0', 'chooseTile', ['no-fun']],
    ['a bid out of range', '0', 'bid', [13]],
    ['a negative bid', '0', 'bid', [-1]],
    ['a bid that is not a number', '0', 'bid', ['2']],
    ['a move with no argument', '0', 'bid', []],
    ['a move out of turn', '1', 'bid', [2]],
    ['a move of the other phase', '0', 'playCard', ['turquoise-1']],
  ],
});

describe("Can't Win game", () => {
  describe('validateSetupData and setup refuse an illegal deal (G-3)', () => {
    const v = (sd: unknown, n = 4) => CantWin.validateSetupData!(sd as never, n);
    it('accepts a legal deal and no setupData', () => {
      assert.equal(v({ deal: colourDeal(), dealer: '1', variant: 'beginner' }), undefined);
      assert.equal(v(undefined), undefined);
    });
    it('names the problem', () => {
      const dup = colourDeal();
      dup[1]![0] = 'turquoise-1';
      assert.equal(v({ deal: dup }), 'duplicate card turquoise-1 (seats 0 and 1)');
      const short = colourDeal();
      short[2]!.pop();
      assert.equal(v({ deal: short }), 'seat 2 is dealt 11 cards; expected 12');
      assert.equal(v({ deal: colourDeal().slice(0, 3) }), 'deal has 3 hands; expected 4, one per seat');
      const alien = colourDeal();
      alien[3]![0] = 'orange-1';
      assert.equal(v({ deal: alien }), 'seat 3 holds orange-1, which is not in this deck');
      // ranks 10–12 are not in the 3-player deck (CW-1)
      assert.equal(v({ deal: colourDeal().slice(0, 3) }, 3), 'seat 0 holds turquoise-10, which is not in this deck');
      assert.equal(v({ dealer: '4' }), 'dealer must be a seat from "0" to "3", got "4"');
      assert.equal(v({ variant: 'expert' }), 'variant must be one of "standard", "beginner", got "expert"');
      assert.equal(v({}, 5), 'this game takes 3 to 4 players, got 5');
    });
    it('setup throws on an illegal deal, because a local game never calls validateSetupData', () => {
      const dup = colourDeal();
      dup[0]![0] = 'pink-1';
      assert.throws(() => client(CantWin, { deal: dup }), /duplicate card pink-1/);
    });
  });

  it('refuses a taken tile, a card not in hand and a card that does not follow suit (G-4)', () => {
    const deal = colourDeal();
    deal[0]![0] = 'pink-1';
    deal[1]![0] = 'turquoise-1';
    const c = client(CantWin, { dealer: '0', deal });
    act(c, '0', 'chooseTile', 'revive-ban');
    const lap = full(c);
    act(c, '1', 'chooseTile', 'revive-ban');
    assert.equal(full(c)._stateID, lap._stateID);
    // lap 1: tiles in seat order; lap 2: everyone bids 0, so the dealer (seat 0) bid first and leads
    for (const [seat, tile] of [
      ['1', 'spell-ban'],
      ['2', 'item-ban'],
      ['3', 'no-escape'],
    ])
      act(c, seat!, 'chooseTile', tile);
    for (const seat of ['0', '1', '2', '3']) act(c, seat, 'bid', 0);
    assert.equal(full(c).ctx.phase, 'play');
    assert.equal(full(c).ctx.currentPlayer, '0');
    act(c, '0', 'playCard', 'pink-1');
    const before = full(c);
    act(c, '1', 'playCard', 'turquoise-1'); // seat 1 holds pink: must follow (CW-8)
    act(c, '1', 'playCard', 'orange-3');
    act(c, '1', 'playCard', 'yellow-5'); // not in seat 1's hand
    act(c, '1', 'playCard', { card: 'pink-2' });
    assert.equal(full(c)._stateID, before._stateID);
    assert.deepEqual(full(c).G, before.G);
    act(c, '1', 'playCard', 'pink-2');
    assert.equal(full(c)._stateID, before._stateID + 1);
  });

  it('a 3-player game: 3 rounds of 6 lap turns and 36 cards, gameover scores are the products (CW-11)', () => {
    const c = client(CantWin, { dealer: '1' }, 'gameover-seed', 3);
    const moves = autoplay(c, CantWin, 500, (ms) => ms[0]!);
    assert.equal(moves, 3 * (6 + 36));
    const { G, ctx } = full(c);
    const go = ctx.gameover;
    assert.equal(G.sheet.length, 3);
    assert.deepEqual(
      G.sheet.map((r: { dealer: string }) => r.dealer),
      ['1', '2', '0'],
    );
    for (const seat of ['0', '1', '2']) {
      const s = Number(seat);
      const tricks = G.sheet.reduce((t: number, r: { tricks: number[] }) => t + r.tricks[s]!, 0);
      const points = G.sheet.reduce((t: number, r: { points: number[] }) => t + r.points[s]!, 0);
      assert.equal(go.scores[seat], tricks * points);
      assert.equal(go.trickSums[seat], tricks);
    }
    const best = Math.max(...(Object.values(go.scores) as number[]));
    assert.ok(go.winners.length >= 1 && go.winners.every((w: string) => go.scores[w] === best));
    assert.equal(go.winner, go.winners.length === 1 ? go.winners[0] : undefined);
  });
});
