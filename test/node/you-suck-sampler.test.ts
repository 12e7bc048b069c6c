// The You Suck sampler (src/games/you-suck/sampler.ts): the public class counts of every hand
// (YS-4), the Multicolor 11 with its Take 11 owner, the alternatives a trade leaves open and the
// trader's own traded card out of play (YS-12), voids per Tick colour (YS-8).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Shuffle } from '../../src/games/common/deal.js';
import { seededRandom } from '../../src/games/common/random.js';
import { seatView } from '../../src/games/common/view.js';
import * as rules from '../../src/games/you-suck/rules.js';
import { youSuckHoldings, youSuckSampler } from '../../src/games/you-suck/sampler.js';
import { CONTRACT_SETUP, SEEDED, T, game } from './you-suck-positions.js';
import { randomRound } from './search-helpers.js';

const HIDDEN = { private: ['traded' as const], secret: ['stock' as const] };
const view = (s: rules.YouSuckState, seat: string) => seatView(s, seat, HIDDEN);
/** Suited cards, Zeros, Multicolors 12–20 in `hand`. */
const counts = (hand: readonly string[]) => [
  hand.filter((c) => rules.colourOf(c) !== null).length,
  hand.filter(rules.isZero).length,
  hand.filter((c) => rules.isMulti(c) && c !== rules.MULTI_11).length,
];
const play = (s: rules.YouSuckState, seat: string, card: string, tick: string) =>
  assert.equal(
    rules.playCard(s, seat, [card, tick], (x) => x),
    null,
  );

/** SEEDED (3 players) after trump blue and seat 1's trade of green-1 (it draws red-1). */
function traded(): rules.YouSuckState {
  const s = game(SEEDED());
  assert.equal(rules.chooseTrump(s, '0', 'blue'), null);
  assert.equal(rules.tradeCard(s, '1', 'green-1'), null);
  return s;
}

describe('You Suck sampler: what every seat holds (YS-4, YS-12)', () => {
  it("a trade leaves three alternatives for the trader's hand; its Zero played, two", () => {
    const s = traded();
    // Dealt: seat 1 (the trader) 5 suited, 1 Zero, 1 Multicolor; seat 2 (Take 0) 5, 2, 1.
    const same = [
      [5, 1, 1],
      [5, 1, 1],
      [5, 2, 1],
    ];
    const known = [[], [], []];
    assert.deepEqual(youSuckHoldings(view(s, '0'), '0'), [
      { counts: same, known }, // it traded a suited card
      { counts: [same[0], [6, 0, 1], same[2]], known }, // its Zero, for a suited card
      { counts: [same[0], [6, 1, 0], same[2]], known }, // its Multicolor
    ]);
    // The trader knows what it traded: one alternative, and green-1 is in no hand nor the stock.
    assert.deepEqual(youSuckHoldings(view(s, '1'), '1'), [{ counts: same, known }]);
    const sampler = youSuckSampler(view(s, '1'), '1');
    const rng = seededRandom('traded');
    for (let i = 0; i < 30; i++) {
      const { hands, stock } = sampler.sample(rng);
      assert.ok(![...hands.flat(), ...stock].includes('green-1'));
    }
    for (const seat of ['1', '2', '0']) assert.equal(rules.bid(s, seat, 1), null);
    play(s, '1', 'zero-2', T.T0); // its only Zero: it cannot have traded a Zero
    assert.deepEqual(
      youSuckHoldings(view(s, '0'), '0').map((h) => h.counts[1]),
      [
        [5, 0, 1],
        [6, 0, 0],
      ],
    );
  });

  it('the Take 11 owner holds the Multicolor 11 until it plays it (YS-4)', () => {
    const s = game(CONTRACT_SETUP(), 4);
    for (const seat of ['1', '2', '3', '0']) assert.equal(rules.bid(s, seat, 1), null);
    const [h] = youSuckHoldings(view(s, '0'), '0');
    assert.deepEqual(h!.known, [[], [], ['multi-11'], []]);
    // seat 2: 8 cards, the 11 known, then 5 suited, 1 Zero, 1 Multicolor 12–20
    assert.deepEqual(h!.counts[2], [5, 1, 1]);
    const sampler = youSuckSampler(view(s, '0'), '0');
    const rng = seededRandom('eleven');
    for (let i = 0; i < 30; i++) assert.ok(sampler.sample(rng).hands[2]!.includes('multi-11'));
    // its owner samples nothing known; once played, nobody holds it
    assert.deepEqual(youSuckHoldings(view(s, '2'), '2')[0]!.known, [[], [], [], []]);
    play(s, '1', 'red-6', T.CT);
    play(s, '2', 'multi-11', T.CT);
    assert.deepEqual(youSuckHoldings(view(s, '0'), '0')[0]!.known, [[], [], [], []]);
  });

  it('every sampled deal keeps the public counts, voids, the unseen cards and the own trade', () => {
    let checked = 0;
    for (let g = 0; g < 60; g++) {
      const n = 3 + (g % 4);
      const make = (shuffle: Shuffle) => rules.newGame({ numPlayers: n, dealer: '0', shuffle });
      const { state: s } = randomRound<rules.YouSuckState>(
        rules as never,
        make,
        `ys-sampler/${g}`,
        3 + ((g * 13) % (7 * n)),
      );
      if (s.round !== 1 || s.stage === 'choose-dealer') continue;
      const seat = String(g % n);
      const me = Number(seat);
      const sampler = youSuckSampler(view(s, seat), seat);
      const played = new Set(s.ticks.flatMap((t) => t.plays.map((p) => p.card)));
      const holder11 = s.hands.findIndex((h, p) => p !== me && h.includes(rules.MULTI_11));
      const pool = rules.DECK.filter(
        (c) => !played.has(c) && !s.hands[me]!.includes(c) && !s.traded[me]!.includes(c),
      ).filter((c) => c !== rules.MULTI_11 || holder11 >= 0);
      const trader = s.traded.findIndex((t, p) => p !== me && t.length > 0);
      const rng = seededRandom(`ys-sampler-draws/${g}`);
      for (let i = 0; i < 20; i++) {
        const { hands, stock } = sampler.sample(rng);
        assert.deepEqual(hands[me], s.hands[me]);
        assert.deepEqual(
          hands.map((h) => h.length),
          s.hands.map((h) => h.length),
        );
        assert.deepEqual(
          [...hands.filter((_, p) => p !== me).flat(), ...stock].sort(),
          [...pool].sort(),
          'the unseen cards are exactly the ones no one saw played',
        );
        hands.forEach((h, p) => {
          if (p !== me && p !== trader) assert.deepEqual(counts(h), counts(s.hands[p]!), `seat ${p}'s counts`);
        });
        if (holder11 >= 0) assert.ok(hands[holder11]!.includes(rules.MULTI_11) || holder11 === trader);
        for (const t of s.ticks) {
          t.plays.forEach((p, i) => {
            const lead = rules.tickColour(t.plays.slice(0, i));
            const c = rules.colourOf(p.card);
            if (lead === null || c === null || c === lead) return;
            // it played off the Tick's colour: it holds none of it (YS-8)
            assert.ok(
              !hands[Number(p.seat)]!.some((x) => rules.colourOf(x) === lead),
              `seat ${p.seat} void in ${lead}`,
            );
          });
        }
      }
      checked++;
    }
    assert.ok(checked >= 40, `${checked} views checked`);
  });
});
