// TrickTakers extras, the Adventurer's bookkeeping: set-up (TT-31, TT-54), using items (TT-32,
// TT-33 limits, TT-34 castle), level up (TT-35, TT-54 trick 5), the empty item deck (TT-36), the
// cards map and book move (TT-33, TT-34), and X-19.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  availableItems,
  bookDiscard,
  bookDraw,
  initialItemChoices,
  levelUp,
  mapExchange,
  newTrick,
  setUpItems,
  useItem,
  type AdventurerItems,
  type HandAndDeck,
} from '../../src/games/tricktakers/adventurer.js';
import { itemLimitBroken, type ItemId } from '../../src/games/tricktakers/items.js';
import { isRefusal } from '../../src/games/common/refusal.js';
import { itemDeckWithout } from './tricktakers-positions.js';

const identity = <T>(xs: T[]): T[] => [...xs];
const noShuffle = <T>(_xs: T[]): T[] => assert.fail('no shuffle expected');

/** Unwraps a result that must not be a refusal. */
function ok<T>(r: T | string): T {
  assert.ok(!isRefusal(r), `refused: ${String(r)}`);
  return r as T;
}

/** Items from a slot list (null = empty), a deck and a discard pile, no item used this trick. */
function items(slots: (ItemId | null)[], deck: ItemId[], discard: ItemId[] = []): AdventurerItems {
  return {
    slots: slots.map((item, i) =>
      i === 0
        ? { kind: 'blue', item }
        : i === 1
          ? { kind: 'red', item }
          : { kind: 'extra', item, cards: [`trick-${i - 1}`] },
    ),
    deck,
    discard,
    usedThisTrick: false,
  };
}

/** Each slot's kind and item, in slot order. */
const slotItems = (s: AdventurerItems) => s.slots.map((x) => [x.kind, x.item]);

describe('TT-31 Adventurer set-up', () => {
  it('puts the blue and red items on their slots and shuffles the other 13 into the item deck', () => {
    const calls: unknown[][] = [];
    const shuffle = <T>(xs: T[]): T[] => (calls.push([...xs]), [...xs].reverse());
    const got = ok(setUpItems('boots', 'wand', shuffle));
    const others = itemDeckWithout('boots', 'wand');
    assert.equal(others.length, 13);
    assert.deepEqual(calls, [others]);
    assert.deepEqual(got, {
      slots: [
        { kind: 'blue', item: 'boots' },
        { kind: 'red', item: 'wand' },
      ],
      deck: [...others].reverse(),
      discard: [],
      usedThisTrick: false,
    });
  });
  it('refuses a blue id that is not a blue initial item, or a red id not a red one', () => {
    assert.equal(setUpItems('sword', 'map', identity), 'wrong-group');
    assert.equal(setUpItems('map', 'potion', identity), 'wrong-group');
    assert.equal(setUpItems('book', 'axe', identity), 'wrong-group');
    assert.equal(setUpItems('map', 'castle', identity), 'wrong-group');
  });
  it('TT-54: with itemDeck, that is the deck, unshuffled; an initial item in it is refused', () => {
    const itemDeck = itemDeckWithout('potion', 'axe').reverse();
    assert.deepEqual(initialItemChoices(itemDeck), { blue: ['potion'], red: ['axe'] });
    assert.deepEqual(initialItemChoices(), { blue: ['map', 'potion', 'boots'], red: ['sword', 'wand', 'axe'] });
    assert.equal(setUpItems('map', 'axe', noShuffle, itemDeck), 'in-item-deck');
    assert.equal(setUpItems('potion', 'sword', noShuffle, itemDeck), 'in-item-deck');
    const got = ok(setUpItems('potion', 'axe', noShuffle, itemDeck));
    assert.deepEqual(got.deck, itemDeck);
    assert.equal(got.deck[0], 'rockCrystal');
    assert.deepEqual(availableItems(got), ['potion', 'axe']);
  });
});

describe('TT-32 using an item', () => {
  const start = items(['map', 'sword'], ['book', 'orb', 'wing']);

  it('the item goes to the item discard pile and the top of the item deck onto the same slot', () => {
    const before = structuredClone(start);
    const got = ok(useItem(start, 'sword'));
    assert.deepEqual(got, {
      slots: [
        { kind: 'blue', item: 'map' },
        { kind: 'red', item: 'book' },
      ],
      deck: ['orb', 'wing'],
      discard: ['sword'],
      usedThisTrick: true,
    });
    assert.deepEqual(start, before, 'useItem leaves its argument alone');
  });
  it('one item per trick; a new trick allows the next', () => {
    const once = ok(useItem(start, 'map'));
    assert.equal(useItem(once, 'sword'), 'item-used');
    const next = ok(useItem(newTrick(once), 'sword'));
    assert.deepEqual(availableItems(next), ['book', 'orb']);
    assert.deepEqual([next.discard, next.deck], [['map', 'sword'], ['wing']]);
  });
  it('refuses an item not on a slot, and crystal and rockCrystal', () => {
    assert.equal(useItem(start, 'book'), 'not-available');
    assert.equal(useItem(start, 'axe'), 'not-available');
    const crystals = items(['map', 'sword', 'crystal', 'rockCrystal'], ['gold']);
    assert.equal(useItem(crystals, 'crystal'), 'unusable');
    assert.equal(useItem(crystals, 'rockCrystal'), 'unusable');
  });
  it('TT-36: with the item deck empty the slot stays empty, and a level-up slot gets no item', () => {
    const got = ok(useItem(items(['map', 'gold'], []), 'gold'));
    assert.deepEqual(
      got.slots.map((s) => s.item),
      ['map', null],
    );
    assert.deepEqual(availableItems(got), ['map']);
    const up = levelUp(newTrick(got), ['red-3', 'red-7']);
    assert.deepEqual(up.slots[2], { kind: 'extra', item: null, cards: ['red-3', 'red-7'] });
    assert.deepEqual(up.deck, []);
  });
});

describe('TT-33 limits of the moment', () => {
  // book, fairy and potion: tricktakers-extras-score.test.ts, "TT-33 the items as data".
  it('items without a limit of the moment pass, even leading trick 5 with an empty deck, 4 players', () => {
    const last = { trick: 5, leading: true, twoPlayer: false, deckSize: 0 };
    assert.deepEqual(
      (['boots', 'orb', 'wing', 'gold', 'castle', 'doll'] as const).map((i) => itemLimitBroken(i, last)),
      [null, null, null, null, null, null],
    );
  });
});

describe('TT-34 castle, X-19', () => {
  it('X-19: slots Boots, Castle Visit, White Orb: Boots and Orb go unused to the pile, then 3 items onto the 3 slots', () => {
    const start = items(['boots', 'castle', 'orb'], ['wing', 'gold', 'crystal', 'doll'], ['sword']);
    const got = ok(useItem(start, 'castle'));
    assert.deepEqual(got, {
      slots: [
        { kind: 'blue', item: 'wing' },
        { kind: 'red', item: 'gold' },
        { kind: 'extra', item: 'crystal', cards: ['trick-1'] },
      ],
      deck: ['doll'],
      // The effect first (the other items, in slot order), then the Castle itself.
      discard: ['sword', 'boots', 'orb', 'castle'],
      usedThisTrick: true,
    });
  });
  it('X-19: 6 slots and 4 items left: blue, red and the first two extra slots are filled; extra slots 3 and 4 stay empty', () => {
    const start = items(
      ['potion', 'axe', 'gold', 'castle', 'wing', 'crystal'],
      ['book', 'doll', 'fairy', 'rockCrystal'],
    );
    const got = ok(useItem(start, 'castle'));
    assert.deepEqual(slotItems(got), [
      ['blue', 'book'],
      ['red', 'doll'],
      ['extra', 'fairy'],
      ['extra', 'rockCrystal'],
      ['extra', null],
      ['extra', null],
    ]);
    assert.deepEqual(got.deck, []);
    assert.deepEqual(got.discard, ['potion', 'axe', 'gold', 'wing', 'crystal', 'castle']);
    // The extra slots keep their trick cards.
    assert.deepEqual(
      got.slots.map((s) => (s.kind === 'extra' ? s.cards : [])),
      [[], [], ['trick-1'], ['trick-2'], ['trick-3'], ['trick-4']],
    );
  });
  it('castle refills an empty slot too, one draw per slot (TT-36)', () => {
    const got = ok(useItem(items([null, 'castle', 'orb'], ['map', 'wand', 'book', 'gold']), 'castle'));
    assert.deepEqual(availableItems(got), ['map', 'wand', 'book']);
    assert.deepEqual([got.deck, got.discard], [['gold'], ['orb', 'castle']]);
  });
});

describe('TT-35 level up', () => {
  it('X-1: the Adventurer wins a trick: a new extra slot holds its 4 cards and the top item', () => {
    const start = items(['boots', 'wand'], ['gold', 'orb']);
    const cards = ['blue-8', 'blue-3', 'red-9', 'green-9'];
    const got = levelUp(ok(useItem(start, 'wand')), cards);
    assert.deepEqual(got.slots, [
      { kind: 'blue', item: 'boots' },
      { kind: 'red', item: 'gold' },
      { kind: 'extra', item: 'orb', cards },
    ]);
    assert.deepEqual([got.deck, got.discard, got.usedThisTrick], [[], ['wand'], true]);
  });
  it('extra slots are added oldest first; TT-54: trick 5 still gains a slot and draws an item onto it', () => {
    let s = items(['map', 'sword'], ['book', 'crystal', 'gold']);
    s = levelUp(newTrick(s), ['red-1', 'red-2', 'red-3']); // trick 1
    s = levelUp(newTrick(s), ['black-9', 'rare-1', 'blue-2']); // trick 5
    assert.deepEqual(slotItems(s), [
      ['blue', 'map'],
      ['red', 'sword'],
      ['extra', 'book'],
      ['extra', 'crystal'],
    ]);
    assert.deepEqual(s.deck, ['gold']);
  });
});

describe('TT-33 / TT-34 map and book on the playing deck', () => {
  const h: HandAndDeck = { hand: ['red-3', 'blue-4', 'green-5', 'black-6'], deck: ['red-9', 'rare-1'], discards: [] };

  it('map: discard k cards face down, then draw k from the top', () => {
    assert.deepEqual(ok(mapExchange(h, ['blue-4', 'red-3'])), {
      hand: ['green-5', 'black-6', 'red-9', 'rare-1'],
      deck: [],
      discards: ['blue-4', 'red-3'],
    });
    assert.deepEqual(ok(mapExchange(h, [])), h, 'k = 0 moves nothing');
  });
  it('map: k may not exceed the deck; cards must be in hand, once each', () => {
    assert.equal(mapExchange(h, ['red-3', 'blue-4', 'green-5']), 'too-many');
    assert.equal(mapExchange(h, ['red-9']), 'not-in-hand');
    assert.equal(mapExchange(h, ['red-3', 'red-3']), 'bad-argument');
  });
  it('book: draw 1, then discard any 1, the drawn card included', () => {
    const drawn = ok(bookDraw(h));
    assert.deepEqual(drawn, { hand: [...h.hand, 'red-9'], deck: ['rare-1'], discards: [] });
    assert.deepEqual(ok(bookDiscard(drawn, 'red-9')), { hand: h.hand, deck: ['rare-1'], discards: ['red-9'] });
    assert.deepEqual(ok(bookDiscard(drawn, 'green-5')).hand, ['red-3', 'blue-4', 'black-6', 'red-9']);
    assert.equal(bookDiscard(drawn, 'rare-1'), 'not-in-hand');
  });
  it('book: refused on an empty deck', () => {
    assert.equal(bookDraw({ ...h, deck: [] }), 'deck-empty');
  });
});
