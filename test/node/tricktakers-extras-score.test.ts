// TrickTakers with the extra characters: the roster and priority (TT-22), the items as data
// (TT-33), the Adventurer's score (TT-37, TT-50), taken cards (TT-27), tasks and the Ruler
// (TT-42…TT-45, TT-50, TT-54), crowns (TT-28) and character wins (TT-29), on the pure
// functions, with every value worked by hand..
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ADVENTURER_TABLES,
  adventurerPoints,
  adventurerWins,
  slotPoints,
  type ScoredSlot,
} from '../../src/games/tricktakers/adventurer-score.js';
import { characterWinner, characterWinsWithExtras, type WinFacts } from '../../src/games/tricktakers/extras-round.js';
import {
  INITIAL_BLUE,
  INITIAL_RED,
  ITEM_IDS,
  itemLimitBroken,
  ITEMS,
  REGULAR,
  unusedValue,
  type ItemUseFacts,
} from '../../src/games/tricktakers/items.js';
import { awardCrowns } from '../../src/games/tricktakers/round-score.js';
import type { RosterId } from '../../src/games/tricktakers/roster.js';
import {
  judgeTasks,
  RULER_TABLES,
  rulerPoints,
  rulerWins,
  TASK_IDS,
  taskDone,
  taskPoints,
  TASKS,
  takeTaskCompletedAfter,
  type RulerFacts,
} from '../../src/games/tricktakers/ruler.js';
import { takenCards } from '../../src/games/tricktakers/taken.js';

/** A trick of `cards`, played by seats "0", "1", … in order. */
const trickOf = (cards: readonly string[]) => cards.map((card, i) => ({ card, seat: String(i) }));
/** X-11's trick: seat 0 wins Black 7, Red 4, Black 2, Black 3; the Collector (seat 1) reserved Red 4. */
const X11 = () => takenCards(trickOf(['black-7', 'red-4', 'black-2', 'black-3']), '0', 4, { seat: '1', card: 'red-4' });

describe('TT-33 the items as data', () => {
  it('15 items: 3 blue initial, 3 red initial, 9 regular', () => {
    assert.deepEqual([...INITIAL_BLUE], ['map', 'potion', 'boots']);
    assert.deepEqual([...INITIAL_RED], ['sword', 'wand', 'axe']);
    assert.deepEqual(
      [...REGULAR],
      ['book', 'orb', 'wing', 'doll', 'fairy', 'gold', 'castle', 'crystal', 'rockCrystal'],
    );
    assert.equal(new Set(ITEM_IDS).size, 15);
    assert.ok(INITIAL_BLUE.every((id) => ITEMS[id].group === 'blue-initial'));
    assert.ok(INITIAL_RED.every((id) => ITEMS[id].group === 'red-initial'));
    assert.ok(REGULAR.every((id) => ITEMS[id].group === 'regular'));
  });
  it('unused values on an initial / an extra slot, TT-33’s last column', () => {
    assert.deepEqual(
      Object.fromEntries(ITEM_IDS.map((id) => [id, [unusedValue(id, 'initial'), unusedValue(id, 'extra')]])),
      {
        map: [10, 10],
        potion: [10, 10],
        boots: [10, 10],
        sword: [-30, -30],
        wand: [-30, -30],
        axe: [-30, -30],
        book: [10, 10],
        orb: [10, 10],
        wing: [10, 10],
        doll: [-50, -50],
        fairy: [-30, -30],
        gold: [10, 10],
        castle: [10, 10],
        crystal: [20, 30],
        rockCrystal: [30, 50],
      },
    );
  });
  it('crystal and rockCrystal cannot be used; sword, wand, axe need a number card; wand and orb ignore must-follow', () => {
    const which = (f: (id: (typeof ITEM_IDS)[number]) => boolean) => ITEM_IDS.filter(f);
    assert.deepEqual(
      which((id) => !ITEMS[id].usable),
      ['crystal', 'rockCrystal'],
    );
    assert.deepEqual(
      which((id) => ITEMS[id].needsNumberCard),
      ['sword', 'wand', 'axe'],
    );
    assert.deepEqual(
      which((id) => ITEMS[id].ignoresMustFollow),
      ['wand', 'orb'],
    );
  });
  it('the limits: fairy not in trick 5; potion not when leading except with 2 players; book not from an empty deck', () => {
    const at = (o: Partial<ItemUseFacts>): ItemUseFacts => ({
      trick: 1,
      leading: false,
      twoPlayer: false,
      deckSize: 10,
      ...o,
    });
    assert.equal(itemLimitBroken('fairy', at({ trick: 5 })), 'not-in-trick-5');
    assert.equal(itemLimitBroken('fairy', at({ trick: 4 })), null);
    assert.equal(itemLimitBroken('potion', at({ leading: true })), 'not-leading-unless-2-players');
    assert.equal(itemLimitBroken('potion', at({ leading: true, twoPlayer: true })), null);
    assert.equal(itemLimitBroken('potion', at({})), null);
    assert.equal(itemLimitBroken('book', at({ deckSize: 0 })), 'deck-not-empty');
    assert.equal(itemLimitBroken('map', at({ deckSize: 0 })), null); // k = 0 is allowed
    assert.equal(itemLimitBroken('crystal', at({})), 'unusable');
    assert.equal(itemLimitBroken('rockCrystal', at({ trick: 5, leading: true })), 'unusable');
    assert.equal(itemLimitBroken('gold', at({ trick: 5, leading: true, deckSize: 0 })), null);
  });
});

describe('TT-37 Adventurer scoring', () => {
  it('the trick table: 0–4 tricks +20, +10, +20, +40, +60; 5 tricks wins (3–5 players)', () => {
    assert.deepEqual(ADVENTURER_TABLES.normal, [20, 10, 20, 40, 60, 'win']);
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((t) => adventurerPoints(t, [], false)),
      [20, 10, 20, 40, 60, 0], // the win scores nothing here
    );
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((t) => adventurerWins(t, false)),
      [false, false, false, false, false, true],
    );
  });
  it('two players, provisional (TT-50): 5 tricks +60 and no win', () => {
    assert.deepEqual(ADVENTURER_TABLES.twoPlayer, [20, 10, 20, 40, 60, 60]);
    assert.equal(adventurerPoints(5, [], true), 60);
    assert.equal(adventurerWins(5, true), false);
  });
  it('X-13: 2 tricks; Rock Crystal (initial), Gold (initial), Crystal (extra), Fairy (extra) → 20 + 30 + 10 + 30 − 30 = +60', () => {
    const slots: ScoredSlot[] = [
      { kind: 'blue', item: 'rockCrystal' },
      { kind: 'red', item: 'gold' },
      { kind: 'extra', item: 'crystal' },
      { kind: 'extra', item: 'fairy' },
    ];
    assert.equal(slotPoints(slots), 40);
    assert.equal(adventurerPoints(2, slots, false), 60);
  });
  it('an empty slot scores 0 (TT-36, X-19); the total may be negative', () => {
    // 1 trick +10; map +10, axe −30, two empty extra slots 0 → −10.
    const slots: ScoredSlot[] = [
      { kind: 'blue', item: 'map' },
      { kind: 'red', item: 'axe' },
      { kind: 'extra', item: null },
      { kind: 'extra', item: null },
    ];
    assert.equal(adventurerPoints(1, slots, false), -10);
    // Rock Crystal on an extra slot is worth +50, on an initial one +30: 4 tricks + 50 + 30 = 140.
    assert.equal(
      adventurerPoints(
        4,
        [
          { kind: 'blue', item: 'rockCrystal' },
          { kind: 'extra', item: 'rockCrystal' },
        ],
        false,
      ),
      60 + 30 + 50,
    );
  });
});

describe('TT-27 who takes which cards', () => {
  it('X-11: 0 wins Black 7, Red 4, Black 2, Black 3; the Collector (seat 1) reserved Red 4 and takes it', () => {
    assert.deepEqual(X11(), [['black-7', 'black-2', 'black-3'], ['red-4'], [], []]);
  });
  it('the Collector wins the trick it reserved in: it takes every card; no reservation: the winner takes all', () => {
    const trick = ['green-2', 'green-9', 'white-flag-1'];
    assert.deepEqual(takenCards(trickOf(trick), '1', 3, { seat: '1', card: 'green-2' }), [[], trick, []]);
    assert.deepEqual(takenCards(trickOf(trick), '2', 3, null), [[], [], trick]);
  });
});

describe('TT-42…TT-44 tasks', () => {
  it('the task cards: avoid-C normal +10 / −10; take-C hard +20 / −10', () => {
    assert.deepEqual(
      TASK_IDS.map((id) => [id, TASKS[id].type, TASKS[id].success, TASKS[id].failure]),
      [
        ['avoidRed', 'normal', 10, -10],
        ['avoidBlue', 'normal', 10, -10],
        ['avoidGreen', 'normal', 10, -10],
        ['takeRed', 'hard', 20, -10],
        ['takeBlue', 'hard', 20, -10],
        ['takeGreen', 'hard', 20, -10],
      ],
    );
  });
  it('judged by printed colour: a black card (even one a token made red in play) is not red (TT-27, TT-44)', () => {
    assert.equal(taskDone('takeRed', ['black-1']), false);
    assert.equal(taskDone('avoidRed', ['black-1', 'rare-1', 'white-flag-1', 'berserker']), true);
    assert.equal(taskDone('takeBlue', ['blue-10']), true); // the Berserker deck's 10 is blue
    assert.equal(taskDone('avoidGreen', ['red-2', 'green-9']), false);
  });
  it('a take task is marked complete at the end of the first trick in which a card of its colour was taken', () => {
    const perTrick = [['black-1'], [], ['green-3', 'red-2'], ['green-9']];
    assert.equal(takeTaskCompletedAfter('takeGreen', perTrick), 3);
    assert.equal(takeTaskCompletedAfter('takeRed', perTrick), 3);
    assert.equal(takeTaskCompletedAfter('takeBlue', perTrick), null);
    assert.equal(takeTaskCompletedAfter('avoidBlue', perTrick), null); // avoid: only at the end of the round
    assert.equal(takeTaskCompletedAfter('takeGreen', []), null);
  });
  it('X-11: takeRed not done (0 took only blacks, the Red 4 went to the Collector) → holder −10, Ruler 0', () => {
    const taken = X11();
    const seat0 = taken[0]!;
    assert.equal(takeTaskCompletedAfter('takeRed', [seat0]), null);
    const done = taskDone('takeRed', seat0);
    assert.equal(taskPoints('takeRed', done), -10);
    assert.equal(rulerPoints({ tricks: 0, taken: [], tasks: [{ id: 'takeRed', done }], twoPlayer: false }), 0);
    // For the Collector, Red 4 counts as taken: it would fail avoidRed.
    assert.equal(taskDone('avoidRed', taken[1]!), false);
  });
});

const ruler = (o: Partial<RulerFacts>): RulerFacts => ({ tricks: 0, taken: [], tasks: [], twoPlayer: false, ...o });

describe('TT-45 Ruler bonuses and win (3–5 players)', () => {
  it('X-14: holders King takeBlue +20, Hermit avoidRed +10, Collector takeRed −10; Ruler 20 + 10 + 0 + black 10 + 1 trick 20 = +60', () => {
    const king = ['blue-3', 'black-8']; // took a blue card
    const hermit = ['green-5', 'black-2']; // no red
    const collector = ['green-7']; // no red
    const tasks = [
      { id: 'takeBlue' as const, done: taskDone('takeBlue', king) },
      { id: 'avoidRed' as const, done: taskDone('avoidRed', hermit) },
      { id: 'takeRed' as const, done: taskDone('takeRed', collector) },
    ];
    assert.deepEqual(
      tasks.map((t) => taskPoints(t.id, t.done)),
      [20, 10, -10],
    );
    // The Ruler won exactly 1 trick holding Black 6; not every task completed: no +10.
    const facts = ruler({ tricks: 1, taken: ['black-6', 'red-2', 'blue-9', 'green-1'], tasks });
    assert.equal(rulerPoints(facts), 60);
    assert.equal(rulerWins(facts), false);
  });
  it('X-14 with judgeTasks: the holders’ points per seat, and the Ruler’s +60 from the results', () => {
    // Seats: 0 King (takeBlue), 1 Hermit (avoidRed), 2 Collector (takeRed), 3 the Ruler.
    const taken = [
      ['blue-3', 'black-8'],
      ['green-5', 'black-2'],
      ['green-7'],
      ['black-6', 'red-2', 'blue-9', 'green-1'],
    ];
    const results = judgeTasks(
      [
        { seat: 0, id: 'takeBlue' },
        { seat: 1, id: 'avoidRed' },
        { seat: 2, id: 'takeRed' },
      ],
      taken,
    );
    assert.deepEqual(results, [
      { seat: 0, id: 'takeBlue', done: true, points: 20 },
      { seat: 1, id: 'avoidRed', done: true, points: 10 },
      { seat: 2, id: 'takeRed', done: false, points: -10 },
    ]);
    assert.equal(rulerPoints(ruler({ tricks: 1, taken: taken[3], tasks: results })), 60);
  });
  it('every task completed +10; the Ruler never loses points for a failed task', () => {
    const all = [
      { id: 'avoidBlue' as const, done: true },
      { id: 'takeGreen' as const, done: true },
    ];
    assert.equal(rulerPoints(ruler({ tasks: all })), 10 + 20 + 10); // 0 tricks, no black
    const none = all.map((t) => ({ ...t, done: false }));
    assert.equal(rulerPoints(ruler({ tasks: none, tricks: 3, taken: ['red-1'] })), 0);
  });
  it('X-15: the Ruler’s only 2 tricks, Black 9 + Black 3 + WF and Rare + Black 2 (Green 5 reserved) → it wins', () => {
    // Seat 0 the Ruler, seat 2 the Collector, 3 players.
    const trick2 = takenCards(trickOf(['black-9', 'black-3', 'white-flag-1']), '0', 3);
    const trick4 = takenCards(trickOf(['rare-1', 'black-2', 'green-5']), '0', 3, { seat: '2', card: 'green-5' });
    const taken = [...trick2[0]!, ...trick4[0]!];
    assert.deepEqual(taken, ['black-9', 'black-3', 'white-flag-1', 'rare-1', 'black-2']);
    assert.equal(rulerWins(ruler({ tricks: 2, taken })), true);
    assert.equal(characterWinsWithExtras('ruler', win({ tricks: 2, taken })), true);
  });
  it('X-15 without the reservation: it took Green 5 → no win', () => {
    const taken = ['black-9', 'black-3', 'white-flag-1', 'rare-1', 'black-2', 'green-5'];
    assert.equal(rulerWins(ruler({ tricks: 2, taken })), false);
  });
  it('the win needs at least 2 tricks: 1 clean trick is +20 (and +10 for a black card), no win', () => {
    const facts = ruler({ tricks: 1, taken: ['black-4', 'black-5', 'rare-1'] });
    assert.equal(rulerWins(facts), false);
    assert.equal(rulerPoints(facts), 30);
    assert.equal(rulerWins(ruler({ tricks: 2, taken: ['white-flag-1', 'berserker', 'rare-2', 'black-10'] })), true);
  });
});

describe('TT-50, TT-54 the Ruler with two players (provisional)', () => {
  it('the table: nothing per task; all tasks +20, black +20, exactly 1 trick +20, ≥ 2 tricks and no R/B/G +50', () => {
    assert.deepEqual(RULER_TABLES.twoPlayer, {
      perTask: false,
      allTasks: 20,
      blackCard: 20,
      oneTrick: 20,
      noColour: 50,
    });
  });
  it('both tasks done, 1 trick, a black card: 0 + 20 + 20 + 20 = +60 (3–5 players would be 20 + 10 + 10 + 10 + 20 = 70)', () => {
    const tasks = [
      { id: 'takeRed' as const, done: true },
      { id: 'avoidBlue' as const, done: true },
    ];
    const facts = { tricks: 1, taken: ['black-2', 'red-5'], tasks };
    assert.equal(rulerPoints({ ...facts, twoPlayer: true }), 60);
    assert.equal(rulerPoints({ ...facts, twoPlayer: false }), 70);
  });
  it('≥ 2 tricks and no R/B/G card: +50 and a black card +20 = +70, and no win; the holder still scores its tasks (TT-54)', () => {
    const tasks = [
      { id: 'takeRed' as const, done: false },
      { id: 'avoidBlue' as const, done: true },
    ];
    const facts = ruler({ tricks: 2, taken: ['black-1', 'black-5', 'rare-1', 'white-flag-1'], tasks, twoPlayer: true });
    assert.equal(rulerPoints(facts), 70);
    assert.equal(rulerWins(facts), false);
    assert.deepEqual(
      tasks.map((t) => taskPoints(t.id, t.done)),
      [-10, 10],
    );
  });
});

/** Win facts: a normal round at 3–5 players, nothing taken, unless given. */
function win(o: Partial<WinFacts>): WinFacts {
  return { tricks: 0, bid: null, bet: 0, kakumeiCards: [], final: false, twoPlayer: false, taken: [], ...o };
}

describe('TT-28 crowns with the extras', () => {
  const no = (n: number) => Array<boolean>(n).fill(false);
  it('X-16, 5 players: King 3, Gambler 2, Collector 0, Hermit 0, Berserker 0 → gold King; black Hermit and Berserker', () => {
    const chars: RosterId[] = ['king', 'gambler', 'collector', 'hermit', 'berserker'];
    assert.deepEqual(awardCrowns([3, 2, 0, 0, 0], chars, no(5)), {
      crowns: [1, 0, 0, 0, 0],
      blackCrowns: [0, 0, 0, 1, 1], // the Collector is skipped and uses up no place
    });
  });
  it('X-16, 4 players: Collector 2, King 2, Hermit 1, Berserker 0 → no gold (tie); black Berserker', () => {
    const chars: RosterId[] = ['collector', 'king', 'hermit', 'berserker'];
    assert.deepEqual(awardCrowns([2, 2, 1, 0], chars, no(4)), {
      crowns: [0, 0, 0, 0],
      blackCrowns: [0, 0, 0, 1],
    });
  });
  it('X-16, 4 players: Collector 3, King 1, Hermit 1, Ruler 0 → no gold (the sole leader is the Collector); black Ruler', () => {
    const chars: RosterId[] = ['collector', 'king', 'hermit', 'ruler'];
    assert.deepEqual(awardCrowns([3, 1, 1, 0], chars, no(4)), {
      crowns: [0, 0, 0, 0],
      blackCrowns: [0, 0, 0, 1],
    });
  });
  it('the Adventurer and the Ruler gain crowns like others; 3 seats on 0 tricks: the 2 highest priorities', () => {
    const chars: RosterId[] = ['adventurer', 'ruler', 'hermit', 'berserker', 'king'];
    // Black crowns by priority among Ruler (5B), Hermit (4A), Berserker (5A): Hermit, Berserker.
    assert.deepEqual(awardCrowns([4, 0, 0, 0, 1], chars, no(5)), {
      crowns: [1, 0, 0, 0, 0],
      blackCrowns: [0, 0, 1, 1, 0],
    });
    assert.deepEqual(awardCrowns([4, 0, 0, 0, 1], chars, no(5), 3).blackCrowns, [0, 1, 1, 1, 0]);
  });
  it('the Resistance’s lone Kakumei trick counts 0 tricks for black crowns (TT-16)', () => {
    const chars: RosterId[] = ['collector', 'resistance', 'ruler'];
    assert.deepEqual(awardCrowns([4, 1, 0], chars, [false, true, false]), {
      crowns: [0, 0, 0],
      blackCrowns: [0, 1, 1],
    });
  });
});

describe('TT-29 character wins with the extras, ties to priority (TT-22)', () => {
  const sf9 = ['red-1', 'red-2', 'red-3', 'red-4', 'red-5', 'red-6', 'red-7', 'red-8', 'red-9'];
  it('each extra’s condition: Adventurer 5 tricks; Collector a 9 Straight Flush; Ruler ≥ 2 tricks and no R/B/G', () => {
    assert.equal(characterWinsWithExtras('adventurer', win({ tricks: 5 })), true);
    assert.equal(characterWinsWithExtras('adventurer', win({ tricks: 4 })), false);
    assert.equal(characterWinsWithExtras('collector', win({ tricks: 2, taken: sf9 })), true);
    assert.equal(characterWinsWithExtras('collector', win({ tricks: 2, taken: sf9.slice(1) })), false);
    assert.equal(characterWinsWithExtras('ruler', win({ tricks: 3, taken: ['black-1', 'rare-1'] })), true);
    assert.equal(characterWinsWithExtras('ruler', win({ tricks: 3, taken: ['black-1', 'blue-1'] })), false);
  });
  it('two players: none of the extras wins (TT-50)', () => {
    const two = { twoPlayer: true, final: true };
    assert.equal(characterWinsWithExtras('adventurer', win({ ...two, tricks: 5 })), false);
    assert.equal(characterWinsWithExtras('collector', win({ ...two, tricks: 2, taken: sf9 })), false);
    assert.equal(characterWinsWithExtras('ruler', win({ ...two, tricks: 3, taken: ['black-1'] })), false);
    assert.equal(characterWinsWithExtras('berserker', win({ ...two, tricks: 1 })), true); // TT-20 still holds
  });
  it('the basic five as before: King 5 tricks, Berserker 0 tricks in the final round', () => {
    assert.equal(characterWinsWithExtras('king', win({ tricks: 5 })), true);
    assert.equal(characterWinsWithExtras('berserker', win({ tricks: 0, final: true })), true);
    assert.equal(characterWinsWithExtras('hermit', win({ tricks: 4 })), false);
  });
  it('Adventurer (3B) 5 tricks and Berserker (5A) 0 tricks in the final round → the Adventurer', () => {
    const chars: RosterId[] = ['berserker', 'adventurer', 'king', 'hermit'];
    const facts = [win({ final: true }), win({ tricks: 5, final: true }), win({ final: true }), win({ final: true })];
    assert.equal(characterWinner(chars, facts), 1);
  });
  it('Collector (4B) 9 Straight Flush and Ruler (5B) 2 clean tricks → the Collector', () => {
    const chars: RosterId[] = ['ruler', 'king', 'collector', 'gambler', 'hermit'];
    const facts = [
      win({ tricks: 2, taken: ['black-9', 'black-3', 'rare-2', 'black-2'] }),
      win({ tricks: 1, taken: ['green-1'] }),
      win({ tricks: 2, taken: sf9 }),
      win({ bid: 3, tricks: 0 }),
      win({}),
    ];
    assert.equal(characterWinner(chars, facts), 2);
  });
  it('Berserker (5A) 0 tricks in the final round and Ruler (5B) 2 clean tricks → the Berserker', () => {
    const chars: RosterId[] = ['ruler', 'berserker', 'king'];
    const facts = [
      win({ tricks: 2, taken: ['black-9', 'black-3', 'black-2'], final: true }),
      win({ final: true }),
      win({ tricks: 3, final: true }),
    ];
    assert.equal(characterWinner(chars, facts), 1);
  });
  it('Collector (4B) 9 Straight Flush and Berserker (5A) 0 tricks in the final round → the Collector; no win → null', () => {
    const chars: RosterId[] = ['berserker', 'collector', 'king'];
    assert.equal(
      characterWinner(chars, [win({ final: true }), win({ tricks: 3, taken: sf9, final: true }), win({ tricks: 2 })]),
      1,
    );
    assert.equal(characterWinner(chars, [win({ tricks: 1 }), win({ tricks: 3 }), win({ tricks: 1 })]), null);
  });
  it('RN-15: a Black Kakumei in the 5th trick is a Resistance win at the round-end check, 3–5 players only', () => {
    assert.equal(characterWinsWithExtras('resistance', win({ tricks: 1, kakumeiCards: ['black-3'] })), true);
    assert.equal(characterWinsWithExtras('resistance', win({ tricks: 2, kakumeiCards: ['red-9', 'black-1'] })), true);
    assert.equal(characterWinsWithExtras('resistance', win({ tricks: 1, kakumeiCards: ['red-3'] })), false);
    assert.equal(characterWinsWithExtras('resistance', win({ tricks: 1, kakumeiCards: ['rare-1'] })), false);
    assert.equal(
      characterWinsWithExtras('resistance', win({ tricks: 2, kakumeiCards: ['black-3'], twoPlayer: true })),
      false,
    );
  });
  it('RN-15: Gambler (2A) hits a bid of 4 and Resistance (3A) a Black Kakumei → the Gambler; without the Gambler → the Resistance', () => {
    const chars: RosterId[] = ['hermit', 'resistance', 'gambler'];
    const facts = [win({}), win({ tricks: 1, kakumeiCards: ['black-7'] }), win({ bid: 4, tricks: 4 })];
    assert.equal(characterWinner(chars, facts), 2);
    assert.equal(characterWinner(chars, [facts[0]!, facts[1]!, win({ bid: 3, tricks: 4 })]), 1);
  });
});
