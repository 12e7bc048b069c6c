// You Suck's playout policy (src/games/you-suck/search.ts `playoutCard`) on hand-built simulator states: the move
// it picks, worked out by hand from its rule. The rng always answers 0.5, above the policy's 5% noise.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { youSuckSearch } from '../../src/games/you-suck/search.js';
import { CARD_SPAN, MASKS, NO_COLOUR, simLegal, type YsSim } from '../../src/games/you-suck/sim.js';
import { MASK_BITS, SIM_PLAY } from '../../src/games/common/trick-sim.js';

const RED = 0;
const BLUE = 1;
const ZERO = 4;
const MULTI = 5;
/** Simulator card numbers (src/games/you-suck/sim.ts): a colour's rank r is bit r − 1, a Multicolor's bit r − 11. */
const card = (cls: number, rank: number) => cls * MASK_BITS + (cls === MULTI ? rank - 11 : rank - 1);
/** Ticks in TICK_IDS order (YS-2). */
const CHOOSE_TRUMP = 0;
const PLUS_3 = 1;
const CHOOSE_DEALER = 3;

/** Three seats, no trump, seat 0 to play `hand` with `bid` (no Tick won yet); every Tick empty unless `plays` fills it. */
function sim(opts: {
  round?: number;
  bid: number;
  hand: number[];
  plays?: { tick: number; seat: number; card: number }[];
}): YsSim {
  const n = 3;
  const s: YsSim = {
    n,
    round: opts.round ?? 1,
    stage: SIM_PLAY,
    toAct: 0,
    dealer: 2,
    trumper: -1,
    trader: -1,
    trump: -1,
    stockTop: -1,
    hands: new Int32Array(n * MASKS),
    bids: Int8Array.from([opts.bid, 1, 1]),
    tickLen: new Int8Array(7),
    tickColour: new Int8Array(7).fill(-1),
    tickBest: new Int16Array(7),
    tickLeader: new Int8Array(7).fill(-1),
    tricksWon: new Int8Array(n),
    played: 0,
    scores: new Int16Array(n),
    before: new Int16Array(n),
  };
  for (const c of opts.hand) s.hands[(c / MASK_BITS) | 0] |= 1 << (c % MASK_BITS);
  for (const p of opts.plays ?? []) {
    // The Tick's colour and winning card as the rules set them (YS-7, YS-9), by hand for these plays.
    const cls = (p.card / MASK_BITS) | 0;
    const bit = p.card % MASK_BITS;
    s.tickLen[p.tick]!++;
    s.played++;
    if (s.tickColour[p.tick] === -1) s.tickColour[p.tick] = cls === MULTI ? NO_COLOUR : cls;
    const strength = cls === MULTI ? 311 + bit : cls === s.tickColour[p.tick] ? 101 + bit : 0;
    if (strength > s.tickBest[p.tick]!) [s.tickBest[p.tick], s.tickLeader[p.tick]] = [strength, p.seat];
  }
  return s;
}

const half = () => 0.5;
const play = (s: YsSim) => youSuckSearch.simulator.playout(s, half);

describe("You Suck's playout policy", () => {
  it('short of its bid, completes a Tick with its cheapest card that takes it', () => {
    // +3 holds red-2 (seat 1) and red-5 (seat 2): red-7 is the cheapest red above red-5, and the Tick's last card.
    const s = sim({
      bid: 2,
      hand: [card(RED, 7), card(RED, 9), card(BLUE, 3), card(ZERO, 1), card(MULTI, 12)],
      plays: [
        { tick: PLUS_3, seat: 1, card: card(RED, 2) },
        { tick: PLUS_3, seat: 2, card: card(RED, 5) },
      ],
    });
    const move = play(s);
    assert.equal(move, PLUS_3 * CARD_SPAN + card(RED, 7));
    assert.ok(simLegal(s, []).includes(move));
  });

  it('at its bid, throws its most dangerous card where it cannot take the lead', () => {
    // Choose Trump holds the Multicolor 15: the Multicolor 12 cannot take it, and is worth more than red-7.
    const s = sim({
      bid: 0,
      hand: [card(RED, 7), card(BLUE, 3), card(ZERO, 1), card(MULTI, 12)],
      plays: [{ tick: CHOOSE_TRUMP, seat: 1, card: card(MULTI, 15) }],
    });
    assert.equal(play(s), CHOOSE_TRUMP * CARD_SPAN + card(MULTI, 12));
  });

  it('at its bid with nowhere to duck, takes the Tick most worth having (powers in round 1, values in round 3)', () => {
    // red-9 takes every empty Tick. Round 1: +3's power is the highest (3.5). Round 3: Choose Dealer and Extra
    // Card are both worth +5, and the earlier Tick wins the tie.
    assert.equal(play(sim({ bid: 0, hand: [card(RED, 9)] })), PLUS_3 * CARD_SPAN + card(RED, 9));
    assert.equal(play(sim({ round: 3, bid: 0, hand: [card(RED, 9)] })), CHOOSE_DEALER * CARD_SPAN + card(RED, 9));
  });

  it('in its 5% noise, plays the legal move listed at ⌊u · count⌋, found without listing', () => {
    // The rng answers 0 (under 5%: noise), then u. Choose Trump holds the Multicolor 15 (no colour), +3 a red
    // card the seat must follow with red, a Zero or a Multicolor (YS-8); the other five Ticks are empty. So the
    // list is 4 plays on Choose Trump, 3 on +3 (red-7, Zero 1, Multicolor 12), 4 on each empty Tick: 27.
    const s = sim({
      bid: 1,
      hand: [card(RED, 7), card(BLUE, 3), card(ZERO, 1), card(MULTI, 12)],
      plays: [
        { tick: CHOOSE_TRUMP, seat: 1, card: card(MULTI, 15) },
        { tick: PLUS_3, seat: 1, card: card(RED, 2) },
      ],
    });
    const noisy = (u: number) => {
      const draws = [0, u];
      return youSuckSearch.simulator.playout(s, () => draws.shift()!);
    };
    // u = 0.2: index 5 = the second play on +3 (after 4 on Choose Trump and red-7 on +3), the Zero 1.
    assert.equal(noisy(0.2), PLUS_3 * CARD_SPAN + card(ZERO, 1));
    // u = 0.99: index 26, the last: the Multicolor 12 on the last Tick (6).
    assert.equal(noisy(0.99), 6 * CARD_SPAN + card(MULTI, 12));
    const legal = simLegal(s, []);
    assert.equal(legal.length, 27);
    for (let k = 0; k < legal.length; k++) assert.equal(noisy((k + 0.5) / legal.length), legal[k], `index ${k}`);
  });
});
