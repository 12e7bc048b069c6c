// TrickTakers: the cards (TT-1), following (TT-2), the normal trick winner (TT-3) and the
// Kakumei order (TT-4), with every worked example of the rulebook, each checked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { followSuit, leadSuitOf } from '../../src/games/common/follow.js';
import {
  BERSERKER,
  BERSERKER_DECK,
  colourOf,
  DECK,
  FOLLOW,
  isRare,
  isWhiteFlag,
  KING_RARE,
  NUMBER_CARDS,
  trickWinner,
  valueOf,
} from '../../src/games/tricktakers/rules.js';

/** Plays in order; a card written `H:white-flag-1` is played by the Hermit (TT-17). */
const plays = (...cards: string[]) =>
  cards.map((c) => (c.startsWith('H:') ? { card: c.slice(2), byHermit: true } : { card: c }));
/** The index of the winning play, normal order (TT-3). */
const normal = (...cards: string[]) => trickWinner(plays(...cards));
/** The index of the winning play in a Kakumei trick (TT-4). */
const kakumei = (...cards: string[]) => trickWinner(plays(...cards), { kakumei: true });
/** The cards of `hand` a seat may play after `trick` (TT-2). */
const legal = (trick: string[], hand: string[]) => followSuit(hand, leadSuitOf(FOLLOW, plays(...trick)), FOLLOW);

describe('TT-1 the cards', () => {
  it('40 cards: red, blue, green, black 1–9, then 2 Rares and 2 White Flags', () => {
    assert.deepEqual([NUMBER_CARDS.length, DECK.length, new Set(DECK).size], [36, 40, 40]);
    assert.deepEqual(
      [NUMBER_CARDS[0], NUMBER_CARDS[8], NUMBER_CARDS[9], NUMBER_CARDS[27], NUMBER_CARDS[35]],
      ['red-1', 'red-9', 'blue-1', 'black-1', 'black-9'],
    );
    assert.deepEqual(DECK.slice(36), ['rare-1', 'rare-2', 'white-flag-1', 'white-flag-2']);
  });
  it('the exclusive cards are not in the deck; the Berserker deck holds the other six', () => {
    for (const c of [KING_RARE, BERSERKER, ...BERSERKER_DECK]) assert.ok(!DECK.includes(c), c);
    assert.deepEqual(
      [...BERSERKER_DECK],
      ['red-10', 'blue-10', 'green-10', 'black-10', 'berserker-rare', 'berserker-white-flag'],
    );
  });
  it('colour and value of number cards; the others have neither', () => {
    assert.deepEqual(
      ['red-7', 'black-10', 'green-1', 'rare-1', 'white-flag-2', 'berserker', 'king-rare'].map(colourOf),
      ['red', 'black', 'green', null, null, null, null],
    );
    assert.deepEqual(['red-7', 'black-10', 'green-1', 'rare-1', 'berserker-white-flag'].map(valueOf), [7, 10, 1, 0, 0]);
  });
  it('three Rares and three White Flags (the King Rare and the Berserker deck’s are alike)', () => {
    const all = [...DECK, KING_RARE, BERSERKER, ...BERSERKER_DECK];
    assert.deepEqual(all.filter(isRare), ['rare-1', 'rare-2', 'king-rare', 'berserker-rare']);
    assert.deepEqual(all.filter(isWhiteFlag), ['white-flag-1', 'white-flag-2', 'berserker-white-flag']);
  });
});

describe('TT-2 lead suit and following', () => {
  it('FOLLOW: number cards count as their colour; Rare, White Flag and Berserker as none and are free', () => {
    const cards = ['red-3', 'black-10', 'rare-1', 'king-rare', 'white-flag-1', 'berserker', 'berserker-rare'];
    assert.deepEqual(cards.map(FOLLOW.suitOf), ['red', 'black', null, null, null, null, null]);
    assert.deepEqual(
      cards.map((c) => FOLLOW.alwaysPlayable!(c)),
      [false, false, true, true, true, true, true],
    );
    assert.deepEqual(
      cards.map((c) => FOLLOW.setsLead!(c)),
      [true, true, false, false, false, false, false],
    );
  });
  it('rulebook: red 5 led, hand red 2, red 7, blue 8, green 4, black 1 → red 2 or red 7', () => {
    assert.deepEqual(legal(['red-5'], ['red-2', 'red-7', 'blue-8', 'green-4', 'black-1']), ['red-2', 'red-7']);
  });
  it('rulebook: red 5 led, no red in hand → any card; black 1 wins the trick, the others lose it', () => {
    const hand = ['blue-2', 'blue-7', 'blue-8', 'green-4', 'black-1'];
    assert.deepEqual(legal(['red-5'], hand), hand);
    assert.equal(normal('red-5', 'black-1'), 1);
    for (const c of ['blue-2', 'blue-7', 'blue-8', 'green-4']) assert.equal(normal('red-5', c), 0, c);
  });
  it('rulebook: red 5 led, hand red 2, green 4, black 1, Rare, White Flag → red 2, Rare or White Flag', () => {
    assert.deepEqual(legal(['red-5'], ['red-2', 'green-4', 'black-1', 'rare-1', 'white-flag-1']), [
      'red-2',
      'rare-1',
      'white-flag-1',
    ]);
  });
  it('a Rare or White Flag lead asks for nothing; the first number card after it sets the lead', () => {
    const hand = ['red-2', 'blue-6', 'black-1'];
    assert.deepEqual(legal(['rare-1'], hand), hand);
    assert.deepEqual(legal(['white-flag-1', 'rare-2'], hand), hand);
    assert.deepEqual(legal(['white-flag-1', 'blue-3'], hand), ['blue-6']);
    assert.equal(leadSuitOf(FOLLOW, plays('berserker', 'green-4', 'red-9')), 'green');
  });
  it('black may be led and is then the suit to follow', () => {
    assert.deepEqual(legal(['black-3'], ['red-9', 'black-2', 'rare-1', 'black-8']), ['black-2', 'rare-1', 'black-8']);
    assert.equal(normal('black-3', 'black-7', 'red-9'), 1);
  });
  it('the Berserker card is free; a 10 follows its colour (TT-18)', () => {
    assert.deepEqual(legal(['red-4'], ['blue-10', 'red-10', 'berserker']), ['red-10', 'berserker']);
  });
});

describe('TT-3 the normal trick winner: the rulebook examples', () => {
  it('red 2 led, red 5, red 8, blue 9 → red 8', () => assert.equal(normal('red-2', 'red-5', 'red-8', 'blue-9'), 2));
  it('red 2 led, red 8, black 1, blue 9 → black 1', () =>
    assert.equal(normal('red-2', 'red-8', 'black-1', 'blue-9'), 2));
  it('two Rares: the first played wins', () => assert.equal(normal('red-9', 'rare-1', 'black-9', 'rare-2'), 1));
  it('a White Flag is below every number card', () => {
    assert.equal(normal('white-flag-1', 'green-2'), 1);
    assert.equal(normal('blue-2', 'white-flag-2', 'white-flag-1'), 0);
  });
  it('Hermit: red 9 led, Rare, White Flag (Hermit), black 1, red 1 → the White Flag beats the Rare', () => {
    assert.equal(normal('red-9', 'rare-1', 'H:white-flag-1', 'black-1', 'red-1'), 2);
  });
  it('Hermit: red 9 led, Rare, White Flag (Hermit), Berserker, red 1 → red 1 (it beats the Berserker)', () => {
    assert.equal(normal('red-9', 'rare-1', 'H:white-flag-1', 'berserker', 'red-1'), 4);
  });
  it('Hermit, Dexterous Hand: after red 3, blue 8, green 7, red 9 wins; blue 7 or green 4 loses; black 2 wins', () => {
    // The rulebook's example also puts a black 1 in the trick, which would beat the red 9 (black is trump) and
    // leave no black 1 for the Hermit's hand; without it the example reads as intended (RN-8, note).
    assert.equal(normal('red-3', 'blue-8', 'green-7', 'red-9'), 3);
    assert.equal(normal('red-3', 'blue-8', 'green-7', 'blue-7'), 0);
    assert.equal(normal('red-3', 'blue-8', 'green-7', 'green-4'), 0);
    assert.equal(normal('red-3', 'blue-8', 'green-7', 'black-2'), 3);
  });
  it('Berserker: red 9 led, red 10, blue 1, red 1, green 1 → red 1 (it beats its own 10 only)', () => {
    assert.equal(normal('red-9', 'red-10', 'blue-1', 'red-1', 'green-1'), 3);
  });
  it('Berserker: red 9 led, Rare, White Flag (Hermit), red 8, Berserker → the Berserker beats the Rare', () => {
    assert.equal(normal('red-9', 'rare-1', 'H:white-flag-1', 'red-8', 'berserker'), 4);
  });
  it('Berserker: Rare led, Berserker, red 1, black 1, blue 1 → red 1, the first 1', () => {
    assert.equal(normal('rare-1', 'berserker', 'red-1', 'black-1', 'blue-1'), 2);
  });
  it('TT-3: red 1 led, red 10, black 4 → black 4 (the red 1 counts 11 but black is trump)', () => {
    assert.equal(normal('red-1', 'red-10', 'black-4'), 2);
  });
});

describe('TT-3 each tier, best first', () => {
  it('1. every 1, with the Berserker in the trick: all equal, the earliest wins, a 1 before it counts', () => {
    assert.equal(normal('red-5', 'green-1', 'berserker', 'black-1'), 1);
    assert.equal(normal('black-1', 'berserker', 'red-1'), 0);
    assert.equal(normal('red-5', 'red-1', 'black-2'), 2); // no Berserker: a red 1 is just a 1
  });
  it('2. the Berserker card beats every Rare, also a Rare played before it', () => {
    assert.equal(normal('king-rare', 'berserker', 'rare-2'), 1);
    assert.equal(normal('black-9', 'berserker-rare', 'berserker'), 2);
  });
  it('3. the Hermit’s White Flag beats a Rare in any order; without a Rare it is a White Flag', () => {
    assert.equal(normal('H:white-flag-2', 'red-4', 'rare-1'), 0);
    assert.equal(normal('red-4', 'H:white-flag-2', 'black-9'), 2);
    assert.equal(normal('green-2', 'H:white-flag-1'), 0);
    assert.equal(normal('H:white-flag-1', 'white-flag-2'), 0);
  });
  it('4. the three Rares are alike: the earliest wins', () => {
    assert.equal(normal('black-9', 'berserker-rare', 'king-rare', 'rare-1'), 1);
  });
  it('5. black numbers by value, above any lead suit', () => {
    assert.equal(normal('red-5', 'black-2', 'black-9', 'black-3'), 2);
    assert.equal(normal('blue-9', 'black-2'), 1);
  });
  it('6. lead-suit numbers by value; a 10 ranks 10; a 1 counts 11 only with its own 10 in the trick', () => {
    assert.equal(normal('blue-4', 'blue-10', 'blue-9'), 1);
    assert.equal(normal('blue-10', 'blue-1', 'blue-9'), 1);
    assert.equal(normal('blue-9', 'blue-1', 'red-10'), 0);
    assert.equal(normal('green-3', 'red-10', 'red-1'), 0); // off-suit 10 and 1 cannot win
  });
  it('the 10 rule among black numbers too', () => {
    assert.equal(normal('red-2', 'black-9', 'black-10'), 2);
    assert.equal(normal('red-2', 'black-10', 'black-1'), 2);
  });
  it('7. other red, blue and green numbers never win', () => {
    assert.equal(normal('green-2', 'red-9', 'blue-9'), 0);
    assert.equal(normal('white-flag-1', 'green-3', 'red-9'), 1); // green is led by the first number card
  });
  it('8. a trick of White Flags only goes to the earliest', () => {
    assert.equal(normal('white-flag-2', 'white-flag-1', 'berserker-white-flag'), 0);
  });
});

describe('TT-4 the Kakumei order', () => {
  it('corrected rulebook example: red 3 led, black 1, blue 1, green 1, red 1 → blue 1 (not black 1)', () => {
    assert.equal(kakumei('red-3', 'black-1', 'blue-1', 'green-1', 'red-1'), 2);
  });
  it('rulebook: red 9 led, Rare, Berserker, black 1, red 1 → red 1 (the 1s lose their power)', () => {
    assert.equal(kakumei('red-9', 'rare-1', 'berserker', 'black-1', 'red-1'), 4);
  });
  it('rulebook: red 9 led, Berserker, red 1, White Flag, White Flag → the first White Flag', () => {
    assert.equal(kakumei('red-9', 'berserker', 'red-1', 'white-flag-1', 'white-flag-2'), 3);
  });
  it('1. any White Flag is best', () => assert.equal(kakumei('red-1', 'berserker-white-flag', 'black-1'), 1));
  it('2. red, blue and green numbers: lower is better, colours equal, no lead advantage', () => {
    assert.equal(kakumei('green-4', 'red-2'), 1);
    assert.equal(kakumei('red-5', 'blue-3', 'green-3'), 1);
    assert.equal(kakumei('red-10', 'blue-9'), 1); // a 10 is below a 9
  });
  it('3. black numbers below the colours, lower better', () => {
    assert.equal(kakumei('black-1', 'red-9'), 1);
    assert.equal(kakumei('black-5', 'black-2', 'black-10'), 1);
  });
  it('4. a Rare is below every number, 5. the Berserker is last', () => {
    assert.equal(kakumei('rare-1', 'black-9'), 1);
    assert.equal(kakumei('berserker', 'king-rare', 'rare-2'), 1);
  });
  it('no abilities: the Hermit’s White Flag is a White Flag, the 1s beat no Berserker, a 1 is no 11', () => {
    assert.equal(kakumei('white-flag-2', 'H:white-flag-1', 'rare-1'), 0);
    assert.equal(kakumei('black-1', 'berserker', 'red-1'), 2);
    assert.equal(normal('black-1', 'berserker', 'red-1'), 0);
    assert.equal(kakumei('red-1', 'red-10', 'blue-2'), 0); // with the 10 rule the 1 would be 11 and blue 2 best
  });
});
