/**
 * Hand-built You Suck set-ups and states for the tests (G-3): legal round-1 deals, and new
 * games made with the pure rules and a shuffle that keeps order.
 */
import assert from 'node:assert/strict';
import { shuffleWith } from '../../src/games/common/random.js';
import { seatView } from '../../src/games/common/view.js';
import {
  bid,
  colourOf,
  shuffledRound,
  SUITED,
  newGame,
  type YouSuckSetupData,
  type YouSuckState,
} from '../../src/games/you-suck/rules.js';
import { youSuckSampler } from '../../src/games/you-suck/sampler.js';

/** A shuffle that keeps the order (the tests' deals are given, or read in deck order). */
export const noShuffle = <T>(xs: T[]) => [...xs];

/** `suit-from` … `suit-to`. */
export const ranks = (suit: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${suit}-${from + i}`);

/** The suited cards no hand of `deal` holds, deck order. */
export const restOf = (deal: string[][]) => SUITED.filter((c) => !deal.flat().includes(c));

/**
 * The contract's fixed 4-player set-up: seat 0 owns +3, 1 Take 0, 2 Take 11, 3 Extra Card, so
 * nobody chooses anything and the bids start left of dealer 0 (YS-4, YS-5). Hands: 7, 8, 8, 8.
 */
export function CONTRACT_SETUP() {
  return {
    dealer: '0',
    tickOwners: { 'plus-3': '0', 'take-0': '1', 'take-11': '2', 'extra-card': '3' },
    deal: [
      ['zero-1', 'multi-12', ...ranks('red', 1, 5)],
      ['zero-2', 'zero-3', 'multi-13', ...ranks('red', 6, 10)],
      ['multi-11', 'zero-4', 'multi-14', ...ranks('blue', 1, 5)],
      ['zero-5', 'multi-15', ...ranks('blue', 6, 10), 'green-1'],
    ],
  };
}

/**
 * The full seeded game's round 1 at 3 players (YS-3, YS-4): seat 0 owns Choose Trump, seat 1
 * Trade a Card, seat 2 Take 0 (8 cards: two Zeros); dealer 0; the stock's top card is red-1.
 */
export function SEEDED(): Required<YouSuckSetupData> {
  const deal = [
    ['zero-1', 'multi-12', 'red-10', 'red-2', 'blue-5', 'green-7', 'yellow-3'],
    ['zero-2', 'multi-20', 'red-9', 'blue-9', 'blue-1', 'green-1', 'yellow-10'],
    ['zero-3', 'zero-4', 'multi-15', 'red-5', 'blue-10', 'green-10', 'yellow-1', 'yellow-6'],
  ];
  const rest = restOf(deal);
  return {
    dealer: '0',
    tickOwners: { 'choose-trump': '0', 'trade-a-card': '1', 'take-0': '2' },
    deal,
    stock: ['red-1', ...rest.filter((c) => c !== 'red-1')],
  };
}

/** The Tick ids by short name, for the plays below. */
export const T = {
  CT: 'choose-trump',
  P3: 'plus-3',
  T0: 'take-0',
  CD: 'choose-dealer',
  T11: 'take-11',
  EC: 'extra-card',
  TR: 'trade-a-card',
} as const;

/**
 * Round 1's 21 plays, seat 1 first (left of dealer 0), then 2, 0, 1, … (YS-6). Trump is blue.
 * The Tick each completes, with its taker worked out by hand (YS-9), is noted after it.
 */
export const ROUND_1: [seat: string, card: string, tick: string][] = [
  ['1', 'zero-2', T.T0],
  ['2', 'zero-4', T.P3], // a Zero lead: P3 has no colour yet (YS-7)
  ['0', 'zero-1', T.T0],
  ['1', 'red-9', T.P3], // the first card above 0 makes P3 red
  ['2', 'zero-3', T.T0], // T0 complete, only Zeros: nobody takes it
  ['0', 'red-10', T.P3], // P3 complete: no Multicolor, no blue; highest red, red-10 → seat 0
  ['1', 'multi-20', T.CT], // a Multicolor lead: CT has no colour for the rest of the round
  ['2', 'red-5', T.CT],
  ['0', 'green-7', T.CT], // CT complete: Multicolor 20 → seat 1
  ['1', 'blue-1', T.CD],
  ['2', 'yellow-6', T.T11],
  ['0', 'yellow-3', T.T11],
  ['1', 'blue-9', T.CD], // seat 1's second card on CD
  ['2', 'green-10', T.EC],
  ['0', 'blue-5', T.CD], // CD complete: highest trump, blue-9 → seat 1
  ['1', 'yellow-10', T.T11], // T11 complete: no trump on it; highest yellow, yellow-10 → seat 1
  ['2', 'multi-15', T.EC], // seat 2's second card on EC
  ['0', 'red-2', T.EC], // seat 0 holds no green: any card; EC complete: Multicolor 15 → seat 2
  ['1', 'red-1', T.TR], // the card seat 1 drew in its trade
  ['2', 'blue-10', T.TR], // seat 2 holds no red
  ['0', 'multi-12', T.TR], // TR complete: Multicolor 12 beats the blue trump → seat 0
];

/** A new game from the pure rules, cards in the order given (dealer `dealer` unless chosen). */
export function game(setupData: YouSuckSetupData, numPlayers = 3, dealer = '0'): YouSuckState {
  return newGame({ numPlayers, dealer, setupData, shuffle: noShuffle });
}

/**
 * A 3-player round 1 in play: seat 0 owns +3, seat 1 Take 11, seat 2 Extra Card (so nobody
 * chooses; 7, 8, 8 cards), dealer 0, `trump` set by hand, bids 1, 1, 1 made (seat 1 then 2
 * then 0), and seat 1 to play first (YS-6).
 */
export function inPlay(deal: string[][], trump: YouSuckState['trump'] = null): YouSuckState {
  const s = game({ tickOwners: { 'plus-3': '0', 'take-11': '1', 'extra-card': '2' }, deal });
  s.trump = trump;
  for (const seat of ['1', '2', '0']) assert.equal(bid(s, seat, 1), null);
  assert.equal(s.stage, 'play');
  return s;
}

/**
 * A copy of `G` with every card `seat` has not seen dealt again with `rng`, consistently with its
 * view, for the fairness tests (BOTS.md): the other hands by the sampler (class counts, voids per
 * Tick, the Multicolor 11, a trade), then the stock and another seat's traded card from the suited
 * cards left; before the deal (Choose Dealer, YS-12) the whole round's cards shuffled again.
 */
export function redealHidden(G: YouSuckState, seat: string, rng: () => number): YouSuckState {
  const twin = structuredClone(G);
  if (twin.stage === 'choose-dealer') {
    twin.stock = shuffledRound(twin.owners, twin.numPlayers, shuffleWith(rng));
    return twin;
  }
  const view = seatView(G, seat, { private: ['traded'], secret: ['stock'] });
  const { hands, stock } = youSuckSampler(view, seat).sample(rng);
  const suited = shuffleWith(rng)(stock.filter((c) => colourOf(c) !== null));
  twin.hands = hands;
  twin.traded = twin.traded.map((t, s) => (String(s) === seat || t.length === 0 ? t : [suited.pop()!]));
  twin.stock = suited;
  return twin;
}
