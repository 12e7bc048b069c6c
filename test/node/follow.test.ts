// Following suit, voids, deals and the trick sampler for every game (src/games/common/follow.ts,
// history.ts, deal.ts, trick-sampler.ts), on the four games' rules and small synthetic examples
// modelled on TrickTakers (TT-2, TT-17) and You Suck (YS-7, YS-8).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rankOf, suitOf } from '../../src/games/common/cards.js';
import { checkDeal, dealCards } from '../../src/games/common/deal.js';
import {
  followSuit,
  leadSuitOf,
  voidsFromHistory,
  type FollowPlay,
  type FollowRule,
} from '../../src/games/common/follow.js';
import { trickSampler } from '../../src/games/common/trick-sampler.js';
import { seededRandom } from '../../src/games/common/random.js';
import * as cw from '../../src/games/cant-win/rules.js';
import * as inst from '../../src/games/instinct/rules.js';

const NUMBER_SUITS = ['red', 'blue', 'green', 'black'];
/** TT-2: the first number card sets the lead suit; Rare, WF and Berserker are colourless and always playable. */
const TT_LIKE: FollowRule = {
  suitOf: (c) => (NUMBER_SUITS.includes(suitOf(c)) ? suitOf(c) : null),
  alwaysPlayable: (c) => !NUMBER_SUITS.includes(suitOf(c)),
  setsLead: (c) => NUMBER_SUITS.includes(suitOf(c)),
};
/** YS-7/YS-8: the first card above 0 sets the colour (a Multicolor: none); Zeros and Multicolors always playable. */
const YS_LIKE: FollowRule = {
  suitOf: (c) => (suitOf(c) === 'zero' || suitOf(c) === 'multi' ? null : suitOf(c)),
  alwaysPlayable: (c) => suitOf(c) === 'zero' || suitOf(c) === 'multi',
  setsLead: (c) => rankOf(c) > 0,
};
const plays = (...xs: string[]) => xs.map((x) => ({ seat: x.split(':')[0]!, card: x.split(':')[1]! }));
const cards = (...xs: string[]) => xs.map((card) => ({ card }));
const voidsText = (v: Set<string>[]) => v.flatMap((s, seat) => [...s].map((x) => `${seat}:${x}`)).join(',');

describe('the suit to follow', () => {
  it("Can't Win: the first card's colour, even sideways (CW-7); Instinct: a trump lead asks for nothing (IN-5)", () => {
    assert.equal(
      cw.leadSuit({ round: 1, leader: '0', plays: [{ seat: '0', card: 'pink-3', sideways: true }], winner: null }),
      'pink',
    );
    assert.equal(leadSuitOf(cw.FOLLOW, []), null);
    assert.equal(leadSuitOf(inst.FOLLOW, cards('trump-2', 'red-5')), null);
    assert.equal(leadSuitOf(inst.FOLLOW, cards('red-5', 'trump-2')), 'red');
  });

  it('TrickTakers-like: set by the first number card; Rare and WF before it ask for nothing (TT-2)', () => {
    assert.equal(leadSuitOf(TT_LIKE, cards('rare-1', 'flag-1')), null);
    assert.equal(leadSuitOf(TT_LIKE, cards('rare-1', 'green-4', 'black-2')), 'green');
    assert.equal(leadSuitOf(TT_LIKE, cards('black-9')), 'black');
  });

  it('You Suck-like: Zeros set nothing; the first card above 0 does, a Multicolor to none (YS-7)', () => {
    assert.equal(leadSuitOf(YS_LIKE, cards('zero-0', 'zero-0')), null);
    assert.equal(leadSuitOf(YS_LIKE, cards('zero-0', 'blue-3', 'red-5')), 'blue');
    assert.equal(leadSuitOf(YS_LIKE, cards('zero-0', 'multi-14', 'red-5')), null);
  });

  it('legal cards: the suit and the always-playable cards when the suit is held, else the whole hand', () => {
    const tt = ['blue-2', 'red-7', 'rare-1', 'flag-2', 'red-1'];
    assert.deepEqual(followSuit(tt, 'red', TT_LIKE), ['red-7', 'rare-1', 'flag-2', 'red-1']);
    assert.deepEqual(followSuit(tt, 'green', TT_LIKE), tt);
    assert.deepEqual(followSuit(tt, null, TT_LIKE), tt);
    const ys = ['blue-1', 'zero-0', 'multi-15', 'red-3'];
    assert.deepEqual(followSuit(ys, 'blue', YS_LIKE), ['blue-1', 'zero-0', 'multi-15']);
    assert.deepEqual(followSuit(['trump-1', 'red-2', 'blue-4'], 'red', inst.FOLLOW), ['red-2']);
    assert.deepEqual(
      inst.playableCards(['trump-1', 'red-2'], { round: 1, leader: '0', plays: plays('0:trump-3'), winner: null }),
      ['trump-1', 'red-2'],
    );
  });
});

describe('voids from the history', () => {
  it('only plays after the suit was set, not of it and not always playable, show a void (TT-2)', () => {
    const v = voidsFromHistory(4, [{ plays: plays('0:rare-1', '1:blue-3', '2:red-4', '3:flag-1') }], TT_LIKE);
    assert.equal(voidsText(v), '2:blue');
  });

  it('You Suck-like Ticks: a Multicolor first shows nothing; a Zero or Multicolor off-colour shows nothing (YS-8)', () => {
    const ticks = [
      { plays: plays('0:zero-0', '1:multi-14', '2:red-3') },
      { plays: plays('0:zero-0', '1:green-4', '2:red-6', '0:multi-12') },
    ];
    assert.equal(voidsText(voidsFromHistory(3, ticks, YS_LIKE)), '2:green');
  });

  it('a play marked "drew" first ends its seat\'s voids (TT-17 Hermit), later plays may show new ones', () => {
    const first = { plays: plays('0:red-4', '1:blue-2', '2:rare-1') }; // seat 1 void in red
    assert.equal(voidsText(voidsFromHistory(3, [first], TT_LIKE)), '1:red');
    const drewAndFollowed: FollowPlay[] = [...plays('0:green-1'), { seat: '1', card: 'green-5', drew: true }];
    assert.equal(voidsText(voidsFromHistory(3, [first, { plays: drewAndFollowed }], TT_LIKE)), '');
    const drewAndMissed: FollowPlay[] = [...plays('0:black-5'), { seat: '1', card: 'red-2', drew: true }];
    assert.equal(voidsText(voidsFromHistory(3, [first, { plays: drewAndMissed }], TT_LIKE)), '1:black');
  });

  it("Can't Win: a sideways lead still sets the colour, so a seat off it is void (CW-7, CW-8)", () => {
    const t = { plays: [{ seat: '0', card: 'pink-3', sideways: true }, ...plays('1:yellow-2', '2:pink-9')] };
    assert.equal(voidsText(voidsFromHistory(3, [t], cw.FOLLOW)), '1:pink');
  });
});

describe('deals', () => {
  const deck = ['a-1', 'a-2', 'a-3', 'a-4', 'a-5', 'a-6', 'a-7', 'a-8'];
  const identity = <T>(x: T[]) => x;

  it('equal hands: seat by seat from the shuffled deck, the rest is the stock (one shuffle call)', () => {
    let calls = 0;
    const reverse = <T>(x: T[]) => (calls++, x.reverse());
    assert.deepEqual(dealCards(deck, 3, 2, reverse), {
      hands: [
        ['a-8', 'a-7'],
        ['a-6', 'a-5'],
        ['a-4', 'a-3'],
      ],
      stock: ['a-2', 'a-1'],
    });
    assert.equal(calls, 1);
  });

  it('one hand size per seat (YS-4: extra cards for some owners)', () => {
    assert.deepEqual(dealCards(deck, 3, [2, 3, 1], identity), {
      hands: [['a-1', 'a-2'], ['a-3', 'a-4', 'a-5'], ['a-6']],
      stock: ['a-7', 'a-8'],
    });
    assert.throws(() => dealCards(deck, 2, [4, 5], identity), RangeError);
  });

  it("checks a scenario deal against each seat's size", () => {
    const shape = { seats: 2, handSize: [1, 2], deck };
    assert.equal(checkDeal([['a-1'], ['a-2', 'a-3']], shape), undefined);
    assert.equal(checkDeal([['a-1'], ['a-2']], shape), 'seat 1 is dealt 1 cards; expected 2');
    assert.equal(
      checkDeal(
        [
          ['a-1', 'a-4'],
          ['a-2', 'a-3'],
        ],
        { ...shape, handSize: 2 },
      ),
      undefined,
    );
  });
});

describe('the trick sampler on a TrickTakers-like deck', () => {
  // 9 cards; seat 0 holds red-1; each other seat holds 1; the rest (2 cards) is the stock.
  const spec = {
    deck: ['red-1', 'red-2', 'red-3', 'red-4', 'blue-1', 'blue-2', 'blue-3', 'blue-4', 'rare-1'],
    classes: ['red', 'blue', 'rare'],
    follow: TT_LIKE,
    stock: true,
  };
  const trick = (p: FollowPlay[]) => ({ round: 1, leader: p[0]!.seat, plays: p, winner: null });
  const view = (drew: boolean) => ({
    numPlayers: 3,
    hands: [['red-1'], null, null],
    handSizes: [1, 1, 1],
    tricks: [trick(plays('0:blue-1', '1:red-2', '2:rare-1'))], // seat 1 void in blue; seat 2's Rare shows nothing
    trick: trick([{ seat: '1', card: 'red-3', drew }]), // seat 1 leads; a Hermit-like draw first (TT-17)
  });

  it('keeps the void: seat 1 gets red-4, seat 2 one of the three blues: 3 deals', () => {
    const sampler = trickSampler(view(false), '0', spec);
    assert.equal(Math.round(Math.exp(sampler.logCount)), 3);
    const rng = seededRandom('tt-like');
    for (let i = 0; i < 20; i++) {
      const { hands, stock } = sampler.sample(rng);
      assert.deepEqual(hands[0], ['red-1']);
      assert.deepEqual(hands[1], ['red-4']);
      assert.equal(stock.length, 2);
      assert.deepEqual([...hands[2]!, ...stock].sort(), ['blue-2', 'blue-3', 'blue-4']);
    }
  });

  it('a seat that drew is no longer known void: 4 × 3 = 12 deals', () => {
    assert.equal(Math.round(Math.exp(trickSampler(view(true), '0', spec).logCount)), 12);
  });
});
