// TrickTakers' character reading (src/games/tricktakers/character-reading.ts): the other seats' picks (TT-6 step
// 2, TT-7, TT-8) and the Gambler's bid (TT-14) weigh the search's deals. The expected weights are worked by hand
// from the rule policy's valuation (./rule-setup.ts) and the TT tables (TT-13…TT-18), at 4 players, round 1 of 3,
// with the pick scale 10 points and the bid spread 0.75 tricks unless said (the defaults are sharper):
//
// Hand A = white-flag-1, white-flag-2, red-1, red-2, blue-1: odds 0, 0, 0.05, 0.05, 0.05, so expected tricks 0.15,
// weakest 0, no trick at all 0.95³ = 0.857375, five low cards. Values: King tableAt(king, 0.15 + 0.9 = 1.05) =
// 20 × 0.95 + 50 × 0.05 = 21.5; Gambler 20 + 30 / 2 = 35; Hermit 0.857375 × 50 − 0.142625 × 10 = 41.4425;
// Berserker 30; Resistance 25 + 10 × 2 = 45.
// Hand C = green-1, green-2, green-3, red-3, blue-2: odds 0.05 each, so 0.25 expected, weakest 0.05, none 0.95⁵:
// King tableAt(king, 1.1) = 23; Gambler 35; Hermit 36.4269; Berserker 30; Resistance 45.
// Hand B = black-10, black-9, rare-1, red-10, blue-10: 0.9 + 0.75 + 0.9 + 0.6 + 0.6 = 3.75 expected; King 124.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  GAMBLER_BID_SPREAD,
  PICK_SCALE,
  characterReading,
  type ReadingView,
} from '../../src/games/tricktakers/character-reading.js';
import { cardIndex } from '../../src/games/tricktakers/sim.js';

const A = ['white-flag-1', 'white-flag-2', 'red-1', 'red-2', 'blue-1'];
const B = ['black-10', 'black-9', 'rare-1', 'red-10', 'blue-10'];
const C = ['green-1', 'green-2', 'green-3', 'red-3', 'blue-2'];

/** A 4-player view in round 1 of 3 with picks `characters` made in `order`, no trick played yet. */
function view(
  characters: (string | null)[],
  order = ['1', '2', '0', '3'],
  extra: Partial<ReadingView> = {},
): ReadingView {
  return {
    numPlayers: 4,
    round: 1,
    rounds: 3,
    order,
    characters: characters as ReadingView['characters'],
    bids: [null, null, null, null],
    sheet: [],
    tricks: [],
    trick: null,
    ...extra,
  };
}

/** Seat 0 reads; `hands` by seat as card ids, encoded as the search's card numbers. */
const weigh = (G: ReadingView, hands: string[][], scales = { pick: 10, bid: 0.75 }) =>
  characterReading(G, 0, cardIndex, scales)!(hands.map((h) => h.map(cardIndex)));

describe('TrickTakers character reading (issue 24)', () => {
  it("by default a pick is read sharply (scale 3 points) and the bid to 0.5 tricks: A's Hermit 0.22658, bid 0 0.025294", () => {
    // The Hermit with A, first of five: e^(−3.5575/3) over the sum of e^((v − 45)/3) = 0.226575; the Gambler's
    // bid 0 with A: e^(−10/3) / 1.34827 × e^(−0.15² / 0.5) = 0.0264585 × 0.955997.
    assert.deepEqual([PICK_SCALE, GAMBLER_BID_SPREAD], [3, 0.5]);
    const hermit = characterReading(view([null, 'hermit', null, null]), 0, cardIndex)!;
    assert.ok(Math.abs(hermit([[], A, [], []].map((h) => h.map(cardIndex))) - 0.2265754) < 1e-6);
    const bid = characterReading(
      view([null, 'gambler', null, null], undefined, { bids: [null, 0, null, null] }),
      0,
      cardIndex,
    )!;
    assert.ok(Math.abs(bid([[], A, [], []].map((h) => h.map(cardIndex))) - 0.0252943) < 1e-6);
  });

  it("a first pick's likelihood is the rule valuation's softmax over all five: the Hermit with hand A, 0.2935", () => {
    const G = view([null, 'hermit', null, null]);
    assert.ok(Math.abs(weigh(G, [[], A, [], []]) - 0.2935232) < 1e-6);
    // With hand B (3.75 tricks) the Hermit is all but ruled out: 9.09e-7.
    assert.ok(Math.abs(weigh(G, [[], B, [], []]) / 9.092046e-7 - 1) < 1e-5);
  });

  it('a later pick chooses among the characters still open (TT-6): the Resistance, then the Hermit of four', () => {
    // Seat 1 took the Resistance with A (1 / 2.38701 = 0.41893); seat 2 the Hermit with C from the other four
    // (0.37678): 0.157846. Seat 0, the reader, picks next.
    const G = view([null, 'resistance', 'hermit', null], ['1', '2', '0', '3']);
    assert.ok(Math.abs(weigh(G, [[], A, C, []]) - 0.1578461) < 1e-6);
    // Picked the other way round: the Hermit with C of all five (0.19957), the Resistance with A of the four
    // left (0.59299): 0.118340.
    const swapped = view([null, 'resistance', 'hermit', null], ['2', '1', '0', '3']);
    assert.ok(Math.abs(weigh(swapped, [[], A, C, []]) - 0.11834) < 1e-6);
  });

  it("last round's King may not pick the King (TT-8): its Hermit with A is read among four, 0.3057", () => {
    const sheet = [{ characters: ['gambler', 'king', 'hermit', 'berserker'] }] as unknown as ReadingView['sheet'];
    const G = view([null, 'hermit', null, null], ['1', '2', '0', '3'], { sheet });
    assert.ok(Math.abs(weigh(G, [[], A, [], []]) - 0.3057384) < 1e-6);
  });

  it('reads only the characters shown this round (TT-24): without the King shown, the Hermit with A is one of four, 0.3057', () => {
    const display = { shown: ['gambler', 'resistance', 'hermit', 'berserker'], notShown: ['king'] };
    const G = view([null, 'hermit', null, null], ['1', '2', '0', '3'], { display } as Partial<ReadingView>);
    assert.ok(Math.abs(weigh(G, [[], A, [], []]) - 0.3057384) < 1e-6);
  });

  it("the Gambler's bid weighs in too: bid 0 with A (0.15 tricks) is 0.15412 × e^(−0.02) = 0.151064", () => {
    const G = view([null, 'gambler', null, null], ['1', '2', '0', '3'], { bids: [null, 0, null, null] });
    assert.ok(Math.abs(weigh(G, [[], A, [], []]) - 0.1510645) < 1e-6);
  });

  it('a hand is read as it was at the pick: the cards played since count, the King Rare does not (TT-13)', () => {
    const trick = { leader: '1', plays: [{ seat: '1', card: 'red-1' }] };
    const played = view([null, 'hermit', null, null], ['1', '2', '0', '3'], { trick } as Partial<ReadingView>);
    assert.ok(Math.abs(weigh(played, [[], A.filter((c) => c !== 'red-1'), [], []]) - 0.2935232) < 1e-6);
    const king = view([null, 'hermit', null, null]);
    assert.ok(Math.abs(weigh(king, [[], [...A, 'king-rare'], [], []]) - 0.2935232) < 1e-6);
  });

  it('reads nothing without another seat to read: the Berserker (its hand replaced, TT-18), or two players', () => {
    assert.equal(
      characterReading(view(['king', 'berserker', null, null], ['0', '1', '2', '3']), 0, cardIndex),
      undefined,
    );
    assert.equal(characterReading({ ...view([null, 'king', null, null]), numPlayers: 2 }, 0, cardIndex), undefined);
  });
});
