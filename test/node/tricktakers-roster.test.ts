// TrickTakers extras: the eight characters and their priority (TT-22), and the extras' setupData
// checks with their messages (TT-23, TT-24, TT-48, TT-54, RN-17).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { characterSetOf, hasDisplay, validateExtrasSetup } from '../../src/games/tricktakers/extras-setup.js';
import { ITEM_IDS } from '../../src/games/tricktakers/items.js';
import {
  byRank,
  CHARACTER_CODES,
  higherPriority,
  highestPriority,
  inPriorityOrder,
  rankOf,
  ROSTER,
  seatsByRank,
  type RosterId,
} from '../../src/games/tricktakers/roster.js';

describe('TT-22 roster and priority', () => {
  it('ranks the eight characters 1–8: King 1A … Adventurer 3B before Hermit 4A … Ruler 5B last', () => {
    assert.deepEqual(
      ROSTER.map((c) => [c, rankOf(c), CHARACTER_CODES[c]]),
      [
        ['king', 1, '1A'],
        ['gambler', 2, '2A'],
        ['resistance', 3, '3A'],
        ['adventurer', 4, '3B'],
        ['hermit', 5, '4A'],
        ['collector', 6, '4B'],
        ['berserker', 7, '5A'],
        ['ruler', 8, '5B'],
      ],
    );
  });
  it('the priority order is the codes read number first, then A before B', () => {
    const byCode = [...ROSTER].sort((a, b) => (CHARACTER_CODES[a] < CHARACTER_CODES[b] ? -1 : 1));
    assert.deepEqual(byCode, [...ROSTER]);
  });
  it('sorts any set highest priority first, and picks the higher of two', () => {
    const mixed: RosterId[] = ['ruler', 'hermit', 'adventurer', 'king', 'collector', 'resistance'];
    assert.deepEqual(inPriorityOrder(mixed), ['king', 'resistance', 'adventurer', 'hermit', 'collector', 'ruler']);
    assert.deepEqual(mixed[0], 'ruler', 'inPriorityOrder leaves its argument alone');
    assert.equal(higherPriority('hermit', 'adventurer'), 'adventurer');
    assert.equal(higherPriority('resistance', 'adventurer'), 'resistance');
    assert.equal(higherPriority('ruler', 'berserker'), 'berserker');
    assert.ok(byRank('collector', 'berserker') < 0 && byRank('berserker', 'collector') > 0);
    assert.equal(byRank('king', 'king'), 0);
  });
  it('seats by priority, and the highest-priority seat (null among none)', () => {
    const chars: RosterId[] = ['ruler', 'berserker', 'collector', 'adventurer', 'king'];
    assert.deepEqual(seatsByRank(chars, [0, 1, 2, 3, 4]), [4, 3, 2, 1, 0]);
    assert.equal(highestPriority(chars, [0, 1, 2]), 2); // Collector 4B before Berserker 5A and Ruler 5B
    assert.equal(highestPriority(chars, []), null);
  });
});

describe('TT-23 / TT-48 character sets', () => {
  it('3–5 players: the basic five by default; given characters in priority order', () => {
    assert.deepEqual(characterSetOf(undefined, 4), ['king', 'gambler', 'resistance', 'hermit', 'berserker']);
    assert.deepEqual(
      characterSetOf({ characters: ['ruler', 'berserker', 'hermit', 'resistance', 'gambler', 'king'] }, 3),
      ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'ruler'],
    );
  });
  it('2 players: basic five; advanced 6 adds the Adventurer; advanced 8 is the whole roster', () => {
    assert.deepEqual(characterSetOf({}, 2), ['king', 'gambler', 'resistance', 'hermit', 'berserker']);
    assert.deepEqual(characterSetOf({ mode: 'advanced' }, 2), [
      'king',
      'gambler',
      'resistance',
      'adventurer',
      'hermit',
      'berserker',
    ]);
    assert.deepEqual(characterSetOf({ mode: 'advanced', characterCount: 8 }, 2), [...ROSTER]);
  });
  it('TT-24: a display only with 3–5 players and 7 or 8 characters', () => {
    const six = characterSetOf(
      { characters: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'collector'] },
      3,
    );
    assert.equal(six.length, 6);
    assert.deepEqual(
      [
        hasDisplay(six, 3),
        hasDisplay([...ROSTER].slice(0, 7), 4),
        hasDisplay([...ROSTER], 5),
        hasDisplay([...ROSTER], 2),
      ],
      [false, true, true, false],
    );
  });
});

const BASIC = ['king', 'gambler', 'resistance', 'hermit', 'berserker'];
const ALL8 = [...ROSTER];
/** An item deck leaving out map and sword: the other 13 in table order. */
const DECK13 = ITEM_IDS.filter((i) => i !== 'map' && i !== 'sword');

describe('TT-23, TT-24, TT-48, TT-54 validateExtrasSetup', () => {
  const refused: [what: string, setupData: unknown, n: number, message: string][] = [
    ['six players', {}, 6, 'this game takes 2 to 5 players, got 6'],
    ['setupData not an object', [], 3, 'setupData must be an object'],
    ['characters not an array', { characters: 'king' }, 3, 'characters must be an array of ids'],
    [
      'an unknown character',
      { characters: [...BASIC, 'wizard'] },
      4,
      'characters holds "wizard", which is not one of king, gambler, resistance, adventurer, hermit, collector, berserker, ruler',
    ],
    ['a character twice', { characters: [...BASIC, 'ruler', 'ruler'] }, 4, 'characters holds ruler twice'],
    [
      'a missing basic character',
      { characters: ['king', 'gambler', 'resistance', 'berserker', 'adventurer', 'collector'] },
      5,
      'characters lacks hermit; every 3–5 player game uses the basic king, gambler, resistance, hermit, berserker (TT-23)',
    ],
    [
      'characters with 2 players',
      { characters: BASIC },
      2,
      'characters is for 3–5 players; with 2 players set mode and characterCount (TT-48)',
    ],
    ['mode with 3 players', { mode: 'advanced' }, 3, 'mode is for 2 players only, got 3 players'],
    ['an unknown mode', { mode: 'expert' }, 2, 'mode must be "basic" or "advanced", got "expert"'],
    [
      'characterCount without advanced',
      { characterCount: 6 },
      2,
      'characterCount needs mode "advanced" (2 players, TT-48)',
    ],
    [
      'characterCount with basic',
      { mode: 'basic', characterCount: 8 },
      2,
      'characterCount needs mode "advanced" (2 players, TT-48)',
    ],
    ['characterCount 7', { mode: 'advanced', characterCount: 7 }, 2, 'characterCount must be 6 or 8, got 7'],
    [
      'characterOrder short of the whole set',
      { characters: ALL8, characterOrder: ALL8.slice(0, 6) },
      5,
      'characterOrder lists 6 characters; expected the whole set of 8',
    ],
    [
      'characterOrder naming a character not in the set',
      { characters: ALL8.slice(0, 7), characterOrder: ALL8 },
      4,
      'characterOrder holds "ruler", which is not one of king, gambler, resistance, adventurer, hermit, collector, berserker',
    ],
    [
      'characterOrder with a character twice',
      { characters: ALL8, characterOrder: [...ALL8.slice(0, 7), 'king'] },
      5,
      'characterOrder holds king twice',
    ],
    ['itemDeck without the Adventurer', { itemDeck: DECK13 }, 3, 'itemDeck needs the Adventurer in the game'],
    ['itemDeck in a 2-player basic game', { itemDeck: DECK13 }, 2, 'itemDeck needs the Adventurer in the game'],
    [
      'itemDeck with an unknown item',
      { characters: ALL8, itemDeck: [...DECK13.slice(1), 'shield'] },
      5,
      'itemDeck holds "shield", which is not one of map, potion, boots, sword, wand, axe, book, orb, wing, doll, fairy, gold, castle, crystal, rockCrystal',
    ],
    [
      'itemDeck with an item twice',
      { characters: ALL8, itemDeck: [...DECK13.slice(1), 'gold'] },
      5,
      'itemDeck holds gold twice',
    ],
    [
      'itemDeck of 12',
      { mode: 'advanced', itemDeck: DECK13.slice(1) },
      2,
      'itemDeck lists 12 items; expected 13, the deck after set-up',
    ],
    [
      'itemDeck leaving out two blue initial items',
      { mode: 'advanced', itemDeck: ITEM_IDS.filter((i) => i !== 'map' && i !== 'potion') },
      2,
      'itemDeck must leave out one blue initial item (map, potion, boots) and one red (sword, wand, axe) for the set-up; it leaves out map and potion',
    ],
    [
      'itemDeck leaving out a regular item',
      { characters: [...BASIC, 'adventurer'], itemDeck: ITEM_IDS.filter((i) => i !== 'axe' && i !== 'gold') },
      3,
      'itemDeck must leave out one blue initial item (map, potion, boots) and one red (sword, wand, axe) for the set-up; it leaves out axe and gold',
    ],
  ];
  for (const [what, sd, n, message] of refused) {
    it(`refuses ${what}`, () => assert.equal(validateExtrasSetup(sd, n), message));
  }

  const accepted: [what: string, setupData: unknown, n: number][] = [
    ['no setupData', undefined, 3],
    ['the basic fields alone', { firstPlayer: '1' }, 4],
    ['all eight, with an order and an item deck', { characters: ALL8, characterOrder: ALL8, itemDeck: DECK13 }, 5],
    ['the basic five plus the Collector', { characters: [...BASIC, 'collector'] }, 3],
    ['2-player basic', { mode: 'basic' }, 2],
    ['2-player advanced, 6, with an item deck', { mode: 'advanced', characterCount: 6, itemDeck: DECK13 }, 2],
    ['2-player advanced, 8', { mode: 'advanced', characterCount: 8 }, 2],
    // TT-54: without a display characterOrder is ignored, so it is not checked either.
    ['characterOrder with 6 characters (ignored)', { characters: [...BASIC, 'ruler'], characterOrder: ['x'] }, 3],
    ['characterOrder with 2 players (ignored)', { mode: 'advanced', characterOrder: 'x' }, 2],
  ];
  for (const [what, sd, n] of accepted) {
    it(`accepts ${what}`, () => assert.equal(validateExtrasSetup(sd, n), null));
  }
});
