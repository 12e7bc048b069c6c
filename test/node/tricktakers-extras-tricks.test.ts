// TrickTakers with the extra characters (issue 21): effective cards (TT-26), the trick winner with
// items and lead tokens (TT-47), the Adventurer's item legality (TT-32…TT-34), the Ruler's lead
// tokens (TT-46, TT-54) and who takes what (TT-27), with the worked examples X-1… of
// tricktakers-extras-rulings.md (their trick parts), each checked by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ALL_CARDS, BERSERKER, colourOf, isRare, isWhiteFlag, valueOf } from '../../src/games/tricktakers/cards.js';
import { effectiveCard, effectivePlays, visibleLead, type ExtraPlay } from '../../src/games/tricktakers/effective.js';
import {
  adventurerCards,
  followCards,
  itemUseError,
  playOrder,
  rulerPlay,
  rulerPlays,
} from '../../src/games/tricktakers/extra-legal.js';
import { tablePoints } from '../../src/games/tricktakers/round-score.js';
import { itemLimitBroken } from '../../src/games/tricktakers/items.js';
import { HERMIT_WF_BONUS } from '../../src/games/tricktakers/scoring.js';
import { canReserve, takenCards } from '../../src/games/tricktakers/taken.js';
import { resolveTrick, trickWinner, type TrickPlay } from '../../src/games/tricktakers/trick-winner.js';

type Seated = ExtraPlay & { seat: string };
/** A play by `seat` of `card`, with its modifiers. */
const p = (seat: number, card: string, mods: Omit<ExtraPlay, 'card'> = {}): Seated => ({
  seat: String(seat),
  card,
  ...mods,
});
/** The seat that wins the complete trick `plays` (TT-47); `kakumei`: a Revolt trick. */
const winner = (plays: Seated[], kakumei = false): string => plays[trickWinner(plays, { kakumei })]!.seat;
/** The Resistance's points for a round in which it won its Kakumei trick with `cards` (TT-16). */
const resistance = (...kakumeiCards: string[]) =>
  tablePoints('resistance', { tricks: 1, bid: null, bet: 0, kakumeiCards, final: false, twoPlayer: false });

describe('TT-26 / TT-47 step 1: effective cards', () => {
  it('a plain card is its printed self; the Hermit’s White Flag is marked', () => {
    assert.deepEqual(effectiveCard({ card: 'green-7' }, 'red'), {
      kind: 'number',
      colour: 'green',
      value: 7,
      hermitFlag: false,
    });
    assert.deepEqual(effectiveCard({ card: 'white-flag-2', byHermit: true }, null), {
      kind: 'white-flag',
      colour: null,
      value: 0,
      hermitFlag: true,
    });
    assert.deepEqual(
      ['king-rare', 'berserker', 'blue-10'].map((card) => effectiveCard({ card }, null)).map((e) => e.kind),
      ['rare', 'berserker', 'number'],
    );
  });
  it('orb: any card becomes a colourless White Flag, not the Hermit’s (TT-34)', () => {
    for (const card of ['green-5', 'rare-1', 'berserker'])
      assert.deepEqual(effectiveCard({ card, item: 'orb' }, 'red'), {
        kind: 'white-flag',
        colour: null,
        value: 0,
        hermitFlag: false,
      });
    assert.equal(effectiveCard({ card: 'white-flag-1', item: 'orb', byHermit: true }, null).hermitFlag, false);
  });
  it('wand: the lead colour, or its own when it sets the lead (TT-33)', () => {
    assert.deepEqual(effectiveCard({ card: 'red-9', item: 'wand' }, 'blue'), {
      kind: 'number',
      colour: 'blue',
      value: 9,
      hermitFlag: false,
    });
    assert.equal(effectiveCard({ card: 'red-9', item: 'wand' }, null).colour, 'red');
  });
  it('sword: clamp(v ± 5, 1, 9): 5 → 9 or 1, 3 → 8 or 1, 8 → 9 or 3 (TT-34)', () => {
    const sword = (card: string, swordDelta: 5 | -5) => effectiveCard({ card, item: 'sword', swordDelta }, null).value;
    assert.deepEqual(
      [sword('blue-5', 5), sword('blue-5', -5), sword('red-3', 5), sword('red-3', -5), sword('green-8', 5)],
      [9, 1, 8, 1, 9],
    );
    assert.equal(sword('green-8', -5), 3);
    assert.equal(effectiveCard({ card: 'black-6', item: 'sword', swordDelta: 5 }, 'red').colour, 'black');
  });
  it('axe: value 10, same colour; lead token: the token’s colour, same value (TT-34, TT-46)', () => {
    assert.deepEqual(effectiveCard({ card: 'green-2', item: 'axe' }, 'red'), {
      kind: 'number',
      colour: 'green',
      value: 10,
      hermitFlag: false,
    });
    assert.deepEqual(effectiveCard({ card: 'black-1', leadToken: 'red' }, 'red'), {
      kind: 'number',
      colour: 'red',
      value: 1,
      hermitFlag: false,
    });
  });
  it('malformed plays throw: an item needing a number card on another card, a lone or missing swordDelta', () => {
    assert.throws(() => effectiveCard({ card: 'rare-1', item: 'sword', swordDelta: 5 }, null), RangeError);
    assert.throws(() => effectiveCard({ card: 'white-flag-1', item: 'wand' }, null), RangeError);
    assert.throws(() => effectiveCard({ card: 'berserker', item: 'axe' }, null), RangeError);
    assert.throws(() => effectiveCard({ card: 'blue-5', item: 'sword' }, null), RangeError);
    assert.throws(() => effectiveCard({ card: 'blue-5', swordDelta: 5 }, null), RangeError);
    assert.throws(() => effectiveCard({ card: 'rare-2', leadToken: 'red' }, 'red'), RangeError);
    assert.throws(() => effectiveCard({ card: 'purple-3' }, null), RangeError);
  });
});

describe('TT-47 step 2 / TT-34: the lead suit from effective cards, hidden by a Potion card', () => {
  it('an orb card sets no lead; the next number card does; a wand card led sets its own colour', () => {
    assert.deepEqual(visibleLead([{ card: 'red-5', item: 'orb' }]), { colour: null, hidden: false });
    assert.deepEqual(visibleLead([{ card: 'red-5', item: 'orb' }, { card: 'green-4' }]), {
      colour: 'green',
      hidden: false,
    });
    assert.deepEqual(visibleLead([{ card: 'red-9', item: 'wand' }, { card: 'blue-2' }]).colour, 'red');
    const orbFirst = [{ card: 'red-5', item: 'orb' as const }, { card: 'green-4' }];
    assert.deepEqual(followCards(['red-1', 'green-9', 'rare-1'], orbFirst), ['green-9', 'rare-1']);
    assert.equal(effectivePlays(orbFirst).lead, 'green');
  });
  it('a face-down card while no lead is set hides the lead: nobody after it must follow', () => {
    const hidden = [p(0, 'rare-1'), p(1, 'green-4', { item: 'potion', faceDown: true })];
    assert.deepEqual(visibleLead(hidden), { colour: null, hidden: true });
    assert.deepEqual(visibleLead([...hidden, p(2, 'red-6')]), { colour: null, hidden: true });
    assert.deepEqual(followCards(['green-2', 'blue-7'], [...hidden, p(2, 'red-6')]), ['green-2', 'blue-7']);
    // Revealed: the hidden card set the lead (TT-34), so green 4 beats the later red 6.
    assert.equal(resolveTrick([...hidden, p(2, 'red-6')]).lead, 'green');
    assert.equal(
      winner([p(0, 'white-flag-1'), p(1, 'green-4', { item: 'potion', faceDown: true }), p(2, 'red-6')]),
      '1',
    );
  });
  it('a face-down White Flag: on reveal the first effective number card after it sets the lead', () => {
    const plays = [p(0, 'white-flag-1', { item: 'potion', faceDown: true }), p(1, 'red-6'), p(2, 'blue-9')];
    assert.equal(visibleLead(plays).hidden, true);
    assert.equal(resolveTrick(plays).lead, 'red');
    assert.equal(winner(plays), '1');
  });
  it('a face-down card after the lead is set hides nothing: the Adventurer still follows', () => {
    assert.deepEqual(visibleLead([p(0, 'black-3'), p(1, 'black-7', { item: 'potion', faceDown: true })]), {
      colour: 'black',
      hidden: false,
    });
    assert.deepEqual(adventurerCards(['red-2', 'black-7', 'rare-1'], [p(0, 'black-3')], 'potion'), [
      'black-7',
      'rare-1',
    ]);
  });
});

describe('X-1 wand (TT-33, TT-47)', () => {
  const before = [p(0, 'blue-8'), p(1, 'blue-3')];
  it('seat 2 holds blue 4 and red 9: with the wand it may play red 9, without only blue 4', () => {
    assert.deepEqual(adventurerCards(['blue-4', 'red-9'], before, 'wand'), ['blue-4', 'red-9']);
    assert.deepEqual(adventurerCards(['blue-4', 'red-9'], before), ['blue-4']);
    assert.equal(itemUseError('wand', { hand: ['blue-4', 'red-9'], plays: before }), null);
  });
  it('red 9 with the wand is blue 9 → seat 2 wins and takes the 4 cards for its extra slot', () => {
    const trick = [...before, p(2, 'red-9', { item: 'wand' }), p(3, 'green-9')];
    assert.deepEqual(followCards(['green-9', 'red-2'], trick.slice(0, 3)), ['green-9', 'red-2']); // 3 is void in blue
    assert.equal(resolveTrick(trick).cards[2]!.colour, 'blue');
    assert.equal(winner(trick), '2');
    assert.deepEqual(takenCards(trick, '2', 4), [[], [], ['blue-8', 'blue-3', 'red-9', 'green-9'], []]);
  });
  it('variant: 1 plays blue 9 → the two blue 9s are equal and the earlier, seat 1, wins', () => {
    assert.equal(winner([p(0, 'blue-8'), p(1, 'blue-9'), p(2, 'red-9', { item: 'wand' }), p(3, 'green-9')]), '1');
  });
  it('the wand needs a number card: a hand of colourless cards cannot use it (TT-32)', () => {
    assert.equal(itemUseError('wand', { hand: ['rare-1', 'white-flag-2'], plays: before }), 'not-allowed');
  });
});

describe('X-2 wing (TT-34, TT-47 step 5)', () => {
  it('Rare, green 3, the other Rare with the wing, black 9 → seat 2; without the wing → seat 0', () => {
    assert.deepEqual(followCards(['green-8', 'black-2'], [p(0, 'rare-1')]), ['green-8', 'black-2']);
    const trick = (wing: boolean) => [
      p(0, 'rare-1'),
      p(1, 'green-3'),
      p(2, 'rare-2', wing ? { item: 'wing' } : {}),
      p(3, 'black-9'),
    ];
    assert.equal(winner(trick(true)), '2');
    assert.equal(winner(trick(false)), '0');
  });
  it('the wing breaks ties in a Revolt too, and strengthens nothing', () => {
    assert.equal(winner([p(0, 'red-2'), p(1, 'blue-2', { item: 'wing' }), p(2, 'green-2')], true), '1');
    assert.equal(winner([p(0, 'red-2'), p(1, 'blue-3', { item: 'wing' })], true), '0');
    assert.equal(winner([p(0, 'red-5'), p(1, 'red-4', { item: 'wing' })]), '0');
  });
});

describe('X-3 doll and Revolt (TT-34, TT-47 steps 3–4)', () => {
  const trick = [p(0, 'red-9'), p(1, 'rare-1'), p(2, 'black-6', { item: 'doll' }), p(3, 'red-2')];
  it('(a) red 9, Rare, black 6 with the doll, red 2 → seat 2 wins with Rare+1', () => {
    const r = resolveTrick(trick);
    assert.equal(trick[r.winner]!.seat, '2');
    assert.deepEqual(r.rarePlusOne, [false, false, true, false]);
  });
  it('(b) seat 3 declares Kakumei with red 2: the doll is off, red 2 is lowest → seat 3; the Resistance +50', () => {
    const r = resolveTrick(trick, { kakumei: true });
    assert.equal(trick[r.winner]!.seat, '3');
    assert.deepEqual(r.rarePlusOne, [false, false, false, false]);
    assert.equal(resistance('red-2'), 50);
  });
  it('(c) blue 4 instead of the Rare and green 2 with the doll: no Rare → seat 0 wins with red 9', () => {
    const r = resolveTrick([p(0, 'red-9'), p(1, 'blue-4'), p(2, 'green-2', { item: 'doll' }), p(3, 'red-2')]);
    assert.equal(r.winner, 0);
    assert.deepEqual(r.rarePlusOne, [false, false, false, false]);
  });
  it('its own Rare counts; the Berserker card and the 1s with it still beat the doll card (TT-34)', () => {
    assert.equal(winner([p(0, 'rare-2'), p(1, 'rare-1', { item: 'doll' })]), '1');
    assert.equal(winner([p(0, 'rare-2'), p(1, 'black-9', { item: 'doll' }), p(2, BERSERKER)]), '2');
    assert.equal(winner([p(0, 'rare-2'), p(1, 'black-9', { item: 'doll' }), p(2, BERSERKER), p(3, 'green-1')]), '3');
  });
  it('a card that fits several tiers takes the best: a doll 1 with the Berserker card is in the 1s’ tier (TT-47 step 3)', () => {
    const plays = [
      p(0, 'white-flag-1', { byHermit: true }),
      p(1, 'rare-1'),
      p(2, BERSERKER),
      p(3, 'blue-1', { item: 'doll' }),
    ];
    assert.equal(winner(plays), '3');
    assert.deepEqual(resolveTrick(plays).rarePlusOne, [true, false, false, false]);
  });
  it('an orb Rare is a White Flag: it is no Rare for the doll', () => {
    // Only the Adventurer has items, so the test puts the orb on one play and the doll on another for the rule alone.
    assert.equal(winner([p(0, 'red-3'), p(1, 'rare-1', { item: 'orb' }), p(2, 'green-2', { item: 'doll' })]), '0');
  });
});

describe('X-4 axe (TT-34)', () => {
  it('the axe must follow with a number card; with no number card to play it is refused', () => {
    assert.deepEqual(adventurerCards(['green-2', 'red-8', 'rare-1'], [p(0, 'green-9')], 'axe'), ['green-2']);
    assert.deepEqual(adventurerCards(['rare-1', 'red-8'], [p(0, 'green-9')], 'axe'), ['red-8']);
    assert.equal(itemUseError('axe', { hand: ['rare-1'], plays: [p(0, 'green-9')] }), 'not-allowed');
  });
  it('green 9, green 2 with the axe (green 10), green 1, green 5 → seat 2: the 1 counts 11', () => {
    const trick = [p(0, 'green-9'), p(1, 'green-2', { item: 'axe' }), p(2, 'green-1'), p(3, 'green-5')];
    assert.equal(resolveTrick(trick).cards[1]!.value, 10);
    assert.equal(winner(trick), '2');
  });
  it('variant: green 4 instead of green 1 → seat 1 wins with the green 10', () => {
    assert.equal(winner([p(0, 'green-9'), p(1, 'green-2', { item: 'axe' }), p(2, 'green-4'), p(3, 'green-5')]), '1');
  });
  it('in a Revolt the axe 10 ranks below a 9, and the 1 has no power', () => {
    assert.equal(winner([p(0, 'red-9'), p(1, 'red-2', { item: 'axe' })], true), '0');
    assert.equal(winner([p(0, 'red-9'), p(1, 'red-2')], true), '1');
    assert.equal(winner([p(0, 'red-2', { item: 'axe' }), p(1, 'red-1'), p(2, 'blue-3')], true), '1');
  });
});

describe('X-5 sword (TT-34, TT-47 step 3)', () => {
  const trick = (swordDelta: 5 | -5, third = BERSERKER) => [
    p(0, 'blue-8'),
    p(1, 'blue-5', { item: 'sword', swordDelta }),
    p(2, third),
    p(3, 'blue-2'),
  ];
  it('the sword must follow with a number card', () => {
    assert.deepEqual(adventurerCards(['blue-5', 'red-9', 'white-flag-1'], [p(0, 'blue-8')], 'sword'), ['blue-5']);
    assert.equal(itemUseError('sword', { hand: ['blue-5'], plays: [p(0, 'blue-8')] }), null);
    assert.equal(itemUseError('sword', { hand: ['white-flag-1'], plays: [] }), 'not-allowed');
  });
  it('blue 5 −5 is blue 1 (0 clamped): with the Berserker card → seat 1 wins, a 1 beats it', () => {
    assert.equal(resolveTrick(trick(-5)).cards[1]!.value, 1);
    assert.equal(winner(trick(-5)), '1');
  });
  it('+5: 10 clamped to blue 9 → seat 2 wins with the Berserker card', () => {
    assert.equal(resolveTrick(trick(5)).cards[1]!.value, 9);
    assert.equal(winner(trick(5)), '2');
  });
  it('without a Berserker: +5 is blue 9 → seat 1 wins; −5 is blue 1 → seat 0 wins', () => {
    assert.equal(winner(trick(5, 'blue-3')), '1');
    assert.equal(winner(trick(-5, 'blue-3')), '0');
  });
  it('a sword 1 counts 11 with its colour’s 10 in the trick (TT-47 step 3)', () => {
    assert.equal(winner([p(0, 'blue-10'), p(1, 'blue-4', { item: 'sword', swordDelta: -5 })]), '1');
    assert.equal(winner([p(0, 'blue-10'), p(1, 'blue-4', { item: 'sword', swordDelta: 5 })]), '0');
  });
});

describe('X-6 orb (TT-34, TT-47 step 4)', () => {
  const trick = [p(0, 'red-3'), p(1, 'green-5', { item: 'orb' }), p(2, 'red-7'), p(3, 'red-2')];
  it('seat 1 holds red 9: with the orb it may play green 5, without only red 9', () => {
    assert.deepEqual(adventurerCards(['red-9', 'green-5'], [p(0, 'red-3')], 'orb'), ['red-9', 'green-5']);
    assert.deepEqual(adventurerCards(['red-9', 'green-5'], [p(0, 'red-3')]), ['red-9']);
    assert.equal(itemUseError('orb', { hand: ['red-9', 'green-5'], plays: [p(0, 'red-3')] }), null);
  });
  it('red 3, green 5 as a White Flag, red 7, red 2 → seat 2 wins', () => {
    assert.equal(winner(trick), '2');
  });
  it('seat 3 declares Kakumei with red 2: the White Flag ranks best → seat 1; the Resistance scores nothing', () => {
    assert.equal(winner(trick, true), '1');
    assert.equal(resistance(), 0);
  });
});

describe('X-7 boots when leading (TT-34)', () => {
  it('play order 1, 2, 3, 0; black is led; seat 0 wins with black 9 (and leads next)', () => {
    assert.equal(itemUseError('boots', { hand: ['black-9'], plays: [] }), null);
    assert.deepEqual(playOrder('0', 4, '0'), ['1', '2', '3', '0']);
    const trick = [p(1, 'black-4'), p(2, 'black-7'), p(3, 'green-2'), p(0, 'black-9')];
    assert.equal(resolveTrick(trick).lead, 'black');
    assert.equal(winner(trick), '0');
  });
  it('boots later in the trick moves only the Adventurer; already last, nothing changes', () => {
    assert.deepEqual(playOrder('0', 4, '2'), ['0', '1', '3', '2']);
    assert.deepEqual(playOrder('2', 4, '1'), ['2', '3', '0', '1']);
    assert.deepEqual(playOrder('1', 3), ['1', '2', '0']);
  });
});

describe('X-8 Potion lead, 2 players (TT-34, TT-50)', () => {
  const lead = [p(0, 'red-5', { item: 'potion', faceDown: true })];
  // The potion's TT-33 limit is items.ts's: leading means no card in the trick yet.
  const facts = (leading: boolean, twoPlayer: boolean) => ({ trick: 1, leading, twoPlayer, deckSize: 10 });
  it('seat 0 may use the potion to lead with 2 players; with 3–5 players it is refused', () => {
    assert.equal(itemLimitBroken('potion', facts(true, true)), null);
    assert.equal(itemLimitBroken('potion', facts(true, false)), 'not-leading-unless-2-players');
    assert.equal(itemUseError('potion', { hand: ['red-5'], plays: [] }), null);
  });
  it('3–5 players: the potion is usable after only colourless cards, and then hides the lead', () => {
    assert.equal(itemLimitBroken('potion', facts(false, false)), null);
    assert.equal(itemUseError('potion', { hand: ['red-5'], plays: [p(0, 'rare-1')] }), null);
  });
  it('seat 1 holds red 8 and blue 9 and may play blue 9: the lead is hidden', () => {
    assert.deepEqual(visibleLead(lead), { colour: null, hidden: true });
    assert.deepEqual(followCards(['red-8', 'blue-9'], lead), ['red-8', 'blue-9']);
  });
  it('on reveal the lead suit is red → seat 0 wins', () => {
    const revealed = [p(0, 'red-5', { item: 'potion' }), p(1, 'blue-9')];
    assert.equal(resolveTrick(revealed).lead, 'red');
    assert.equal(winner(revealed), '0');
    assert.equal(winner([...lead, p(1, 'blue-9')]), '0'); // the winner reads a face-down card face up
  });
});

describe('X-9 Ruler tokens (TT-46)', () => {
  it('(a) seat 1 holds black 1 but plays blue 8: the black token is mandatory, even with leadToken false', () => {
    const hand = ['black-1', 'blue-8'];
    for (const leadToken of [false, true])
      assert.deepEqual(rulerPlay(hand, [p(0, 'black-5')], 'blue-8', leadToken), {
        card: 'blue-8',
        token: 'black',
        colour: 'black',
      });
  });
  it('(a) black 5, blue 8 as black 8, red 9, black 2 → seat 1 wins and takes the 4 cards by printed colour', () => {
    const trick = [p(0, 'black-5'), p(1, 'blue-8', { leadToken: 'black' }), p(2, 'red-9'), p(3, 'black-2')];
    assert.equal(winner(trick), '1');
    const taken = takenCards(trick, '1', 4)[1]!;
    assert.deepEqual(taken, ['black-5', 'blue-8', 'red-9', 'black-2']);
    assert.equal(
      taken.some((c) => colourOf(c) === 'black'),
      true,
    ); // the black-card bonus (TT-45)
    assert.deepEqual(
      taken.filter((c) => colourOf(c) !== null && colourOf(c) !== 'black'),
      ['blue-8', 'red-9'],
    ); // R/B/G cards taken: no Ruler win (TT-45)
  });
  it('(b) void in blue, black 1 with leadToken false stays black: trump, seat 1 wins unless a higher black comes', () => {
    const hand = ['black-1', 'red-4'];
    assert.deepEqual(rulerPlay(hand, [p(0, 'blue-5')], 'black-1', false), {
      card: 'black-1',
      token: null,
      colour: 'black',
    });
    assert.equal(winner([p(0, 'blue-5'), p(1, 'black-1'), p(2, 'blue-2'), p(3, 'green-6')]), '1');
    assert.equal(winner([p(0, 'blue-5'), p(1, 'black-1'), p(2, 'blue-2'), p(3, 'black-3')]), '3');
  });
  it('(b) with leadToken true it is blue 1, which loses to blue 5', () => {
    assert.deepEqual(rulerPlay(['black-1', 'red-4'], [p(0, 'blue-5')], 'black-1', true), {
      card: 'black-1',
      token: 'blue',
      colour: 'blue',
    });
    assert.equal(
      winner([p(0, 'blue-5'), p(1, 'black-1', { leadToken: 'blue' }), p(2, 'blue-2'), p(3, 'green-6')]),
      '0',
    );
  });
  it('the legal-play list: an optional token gives two plays, a mandatory one one, following suit none', () => {
    assert.deepEqual(rulerPlays(['black-1', 'red-4'], [p(0, 'blue-5')]), [
      { card: 'black-1', token: null, colour: 'black', leadToken: false },
      { card: 'black-1', token: 'blue', colour: 'blue', leadToken: true },
      { card: 'red-4', token: null, colour: 'red', leadToken: false },
      { card: 'red-4', token: 'blue', colour: 'blue', leadToken: true },
    ]);
    assert.deepEqual(rulerPlays(['black-1', 'blue-8', 'rare-1'], [p(0, 'black-5')]), [
      { card: 'black-1', token: null, colour: 'black', leadToken: false },
      { card: 'blue-8', token: 'black', colour: 'black', leadToken: true },
      { card: 'rare-1', token: null, colour: null, leadToken: false },
    ]);
  });
});

describe('TT-46 / TT-54: no token is possible, and leadToken true there is refused', () => {
  const hidden = [p(0, 'rare-1'), p(1, 'green-4', { item: 'potion', faceDown: true })];
  const cases: [string, string[], Seated[], string][] = [
    ['the Ruler leads', ['red-3', 'blue-2'], [], 'red-3'],
    ['no lead suit yet: only colourless cards', ['red-3'], [p(0, 'rare-1'), p(1, 'white-flag-1')], 'red-3'],
    ['no lead suit yet: an orb card is a White Flag', ['red-3'], [p(0, 'green-5', { item: 'orb' })], 'red-3'],
    ['the lead is hidden by a Potion card', ['red-3', 'green-9'], hidden, 'red-3'],
    ['on a Rare', ['rare-1', 'red-3'], [p(0, 'blue-4')], 'rare-1'],
    ['on a White Flag', ['white-flag-2'], [p(0, 'blue-4')], 'white-flag-2'],
    ['on the Berserker card', [BERSERKER], [p(0, 'blue-4')], BERSERKER],
    ['following suit', ['blue-7', 'red-3'], [p(0, 'blue-4')], 'blue-7'],
  ];
  for (const [name, hand, plays, card] of cases)
    it(`${name}: no token; leadToken true → 'not-allowed'`, () => {
      const r = rulerPlay(hand, plays, card, false);
      assert.notEqual(typeof r, 'string');
      assert.equal((r as { token: unknown }).token, null);
      assert.equal((r as { colour: unknown }).colour, colourOf(card));
      assert.equal(rulerPlay(hand, plays, card, true), 'not-allowed');
    });
  it('a face-down card after the lead is set hides nothing: the token is possible, here mandatory', () => {
    const plays = [p(0, 'black-3'), p(1, 'black-7', { item: 'potion', faceDown: true })];
    assert.deepEqual(rulerPlay(['black-1', 'red-2'], plays, 'red-2', false), {
      card: 'red-2',
      token: 'black',
      colour: 'black',
    });
  });
  it('the Ruler may play any card when a lead suit is set; a card not in hand is refused', () => {
    assert.deepEqual(rulerPlay(['red-7', 'rare-1'], [p(0, 'red-4')], 'rare-1', false), {
      card: 'rare-1',
      token: null,
      colour: null,
    });
    assert.equal(rulerPlay(['red-7'], [p(0, 'red-4')], 'blue-2', false), 'not-in-hand');
  });
  it('the token takes the effective lead suit: a wand card led sets its own colour, an orb card none', () => {
    assert.equal(
      (rulerPlay(['green-3'], [p(0, 'red-9', { item: 'wand' })], 'green-3', true) as { token: unknown }).token,
      'red',
    );
    const afterOrb = [p(0, 'green-5', { item: 'orb' }), p(1, 'blue-3')];
    assert.equal((rulerPlay(['green-3'], afterOrb, 'green-3', true) as { token: unknown }).token, 'blue');
  });
});

describe('X-10 token in a Revolt (TT-46, TT-47 step 4)', () => {
  it('red 3, red 2 with Kakumei, black 1 with the red token (red 1), red 6 → seat 2 wins', () => {
    const before = [p(0, 'red-3'), p(1, 'red-2')];
    assert.deepEqual(rulerPlay(['black-1', 'green-8'], before, 'black-1', true), {
      card: 'black-1',
      token: 'red',
      colour: 'red',
    });
    assert.equal(
      winner([p(0, 'red-3'), p(1, 'red-2'), p(2, 'black-1', { leadToken: 'red' }), p(3, 'red-6')], true),
      '2',
    );
  });
  it('without the token black 1 ranks below the R/B/G cards → seat 1 wins; the Resistance +50', () => {
    assert.equal(winner([p(0, 'red-3'), p(1, 'red-2'), p(2, 'black-1'), p(3, 'red-6')], true), '1');
    assert.equal(resistance('red-2'), 50);
  });
});

describe('X-20 doll against the Hermit’s White Flag (TT-34, TT-17)', () => {
  const trick = (item: 'doll' | 'wing') => [
    p(0, 'red-9'),
    p(1, 'green-2', { item }),
    p(2, 'white-flag-1', { byHermit: true }),
    p(3, 'rare-1'),
  ];
  it('both are Rare+1 → seat 1 wins as the earlier card; the Hermit gets no bonus', () => {
    const r = resolveTrick(trick('doll'));
    assert.deepEqual(r.rarePlusOne, [false, true, true, false]);
    assert.equal(trick('doll')[r.winner]!.seat, '1');
    assert.equal(r.hermitBonus, false);
  });
  it('with the wing instead, green 2 is plain → seat 2 wins, and the Hermit gains +30', () => {
    const r = resolveTrick(trick('wing'));
    assert.equal(trick('wing')[r.winner]!.seat, '2');
    assert.equal(r.hermitBonus, true);
    assert.equal(HERMIT_WF_BONUS.normal, 30);
  });
  it('no Hermit bonus in a Revolt (RN-13), nor for an orb White Flag', () => {
    assert.equal(
      resolveTrick([p(0, 'rare-1'), p(1, 'white-flag-1', { byHermit: true })], { kakumei: true }).hermitBonus,
      false,
    );
    assert.equal(resolveTrick([p(0, 'rare-1'), p(1, 'white-flag-1', { byHermit: true })]).hermitBonus, true);
  });
});

describe('TT-27 / TT-38 / TT-54: who takes what, with the Collector’s reservation', () => {
  const trick = [p(0, 'black-7'), p(1, 'red-4'), p(2, 'black-2'), p(3, 'black-3')];
  it('X-11: seat 0 wins and takes black 7, 2 and 3; the Collector (seat 1) takes its reserved red 4', () => {
    assert.equal(canReserve(trick.slice(0, 2), 'red-4'), true); // its own card
    assert.equal(winner(trick), '0');
    assert.deepEqual(takenCards(trick, '0', 4, { seat: '1', card: 'red-4' }), [
      ['black-7', 'black-2', 'black-3'],
      ['red-4'],
      [],
      [],
    ]);
  });
  it('a Collector that wins takes every card; a reservation never changes the winner', () => {
    const won = [p(0, 'red-4'), p(1, 'black-2'), p(2, 'red-9')];
    assert.deepEqual(takenCards(won, '1', 3, { seat: '1', card: 'red-9' }), [[], ['red-4', 'black-2', 'red-9'], []]);
  });
  it('taken cards are printed: a wand, sword, axe, orb or token card is taken as dealt', () => {
    const t = [
      p(0, 'blue-8'),
      p(1, 'red-9', { item: 'wand' }),
      p(2, 'black-1', { leadToken: 'blue' }),
      p(3, 'green-5', { item: 'orb' }),
    ];
    assert.deepEqual(takenCards(t, winner(t), 4)[1], ['blue-8', 'red-9', 'black-1', 'green-5']);
  });
  it('a face-down Potion card cannot be reserved, not even by naming its face; a card not in the trick neither', () => {
    const plays = [p(0, 'rare-1'), p(1, 'green-4', { item: 'potion', faceDown: true }), p(2, 'blue-6')];
    assert.equal(canReserve(plays, 'green-4'), false);
    assert.equal(canReserve(plays, 'blue-6'), true);
    assert.equal(canReserve(plays, 'red-2'), false);
    assert.throws(() => takenCards(plays, '1', 3, { seat: '2', card: 'red-2' }), RangeError);
  });
});

/** The trick winner before the extras (commit ecae6aa), kept as the oracle for basic tricks. */
function basicWinner(plays: readonly TrickPlay[], kakumei: boolean): number {
  const cards = plays.map((q) => q.card);
  let s: [number, number][];
  if (kakumei) {
    s = cards.map((c) => {
      if (isWhiteFlag(c)) return [5, 0];
      const colour = colourOf(c);
      if (colour === 'black') return [3, -valueOf(c)];
      if (colour !== null) return [4, -valueOf(c)];
      return isRare(c) ? [2, 0] : [1, 0];
    });
  } else {
    const berserker = cards.includes(BERSERKER);
    const rare = cards.some(isRare);
    const lead = cards.map(colourOf).find((c) => c !== null) ?? null;
    const value = (c: string) => (valueOf(c) === 1 && cards.includes(`${colourOf(c)}-10`) ? 11 : valueOf(c));
    s = plays.map(({ card: c, byHermit }): [number, number] => {
      const colour = colourOf(c);
      if (colour !== null && valueOf(c) === 1 && berserker) return [8, 0];
      if (c === BERSERKER) return [7, 0];
      if (isWhiteFlag(c)) return byHermit && rare ? [6, 0] : [1, 0];
      if (isRare(c)) return [5, 0];
      if (colour === 'black') return [4, value(c)];
      if (colour === lead) return [3, value(c)];
      return [2, value(c)];
    });
  }
  let best = 0;
  for (let i = 1; i < s.length; i++)
    if (s[i]![0] > s[best]![0] || (s[i]![0] === s[best]![0] && s[i]![1] > s[best]![1])) best = i;
  return best;
}

describe('basic tricks resolve as before (TT-3, TT-4)', () => {
  it('20,000 seeded random basic tricks of 2–5 cards: the same winner as before the extras, Kakumei or not', () => {
    let seed = 21;
    const rand = (n: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 16) % n;
    };
    let differ = 0;
    for (let k = 0; k < 20_000; k++) {
      const pool = [...ALL_CARDS];
      const size = 2 + rand(4);
      const plays: TrickPlay[] = Array.from({ length: size }, () => {
        const card = pool.splice(rand(pool.length), 1)[0]!;
        return rand(4) === 0 ? { card, byHermit: true } : { card };
      });
      const kakumei = rand(3) === 0;
      if (trickWinner(plays, { kakumei }) !== basicWinner(plays, kakumei)) differ++;
    }
    assert.equal(differ, 0);
  });
  it('a basic trick has no Rare+1 without the Hermit, and its effective cards are its printed cards', () => {
    const r = resolveTrick([{ card: 'red-2' }, { card: 'rare-1' }, { card: 'white-flag-1' }]);
    assert.deepEqual(r.rarePlusOne, [false, false, false]);
    assert.deepEqual(
      r.cards.map((e) => [e.kind, e.colour, e.value]),
      [
        ['number', 'red', 2],
        ['rare', null, 0],
        ['white-flag', null, 0],
      ],
    );
    assert.equal(r.winner, 1);
    assert.throws(() => trickWinner([]), RangeError);
  });
});
