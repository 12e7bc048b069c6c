// TrickTakers with the extra characters on boardgame.io's reducer (issue 21): setupData's extras
// (TT-23, TT-24, TT-54), the setup order with the Adventurer's items and the Ruler's tasks last
// (TT-25, TT-31, TT-43), a full round with the Adventurer, the Collector and the Ruler on a fixed
// deal, item deck and display, every value computed by hand (TT-27, TT-32…TT-46), the refusals of
// each new move (G-4), and the views: no item deck, no face-down Potion card (TT-53).
import assert from 'node:assert/strict';
import { getFilterPlayerView } from 'boardgame.io/internal';
import { describe, it } from 'node:test';
import { openMatch, type LocalMatch } from '../../src/games/common/local-match.js';
import { TrickTakers, trickTakers } from '../../src/games/tricktakers/index.js';
import { checkSetup, legalMoves, playCard, reserve, type TrickTakersState } from '../../src/games/tricktakers/rules.js';
import { chooseInitialItems, useItem } from '../../src/games/tricktakers/extras-play.js';
import {
  G,
  go,
  refused,
  stockOf,
  X_DEAL as DEAL,
  X_ITEM_DECK as ITEM_DECK,
  X_ORDER as ORDER,
} from './tricktakers-positions.js';
import { fuzzGame, newCounts } from './fuzz.js';
import { FUZZ_HOOKS } from './fuzz-games.js';

const ALL = ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer', 'collector', 'ruler'];

/** A match with the extras' setupData on top of a fixed deal (stock in deck order). */
function extrasMatch(n: number, deal: string[][], extras: Record<string, unknown>, seed = 'tt-x'): LocalMatch {
  return openMatch(TrickTakers, n, seed, { firstPlayer: '0', deal, stock: stockOf(deal), ...extras });
}

/** What seat `seat` sees. */
const view = (m: LocalMatch, seat: string | null) =>
  TrickTakers.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: seat } as never) as unknown as Record<
    string,
    any
  >;

/**
 * The last move as boardgame.io's server sends it to `seat` (a spectator: `null`), through the
 * game's `redact` function (G-5, TT-53): `[move, args]`, args `null` when redacted.
 */
function logged(m: LocalMatch, seat: string | null): [string, unknown] {
  const filter = getFilterPlayerView(TrickTakers as never);
  const update = filter(seat, { type: 'update', args: ['m', m.state] } as never) as { args: unknown[] };
  const log = update.args[2] as { action: { type: string; payload: { type: string; args: unknown } } }[];
  const { type, args } = log.filter((e) => e.action.type === 'MAKE_MOVE').at(-1)!.action.payload;
  return [type, args];
}

/** Every string in `value` outside the tricks' `plays` and reserve tokens (`reserved`), both public (TT-53). */
function cardsOutsidePlays(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .filter(([k]) => k !== 'plays' && k !== 'reserved')
    .flatMap(([, v]) => cardsOutsidePlays(v));
}

/** Makes a move that must be accepted and that `legalMoves` lists (the fuzz and bots enumerate through it). */
function listed(m: LocalMatch, seat: string, move: string, ...args: unknown[]): TrickTakersState {
  const legal = legalMoves(G(m), seat).map((x) => JSON.stringify([x.move, x.args]));
  assert.ok(legal.includes(JSON.stringify([move, args])), `${move}(${JSON.stringify(args)}) not in legalMoves`);
  return go(m, seat, move, ...args);
}

describe('setupData: the extras (G-3, TT-23, TT-24, TT-54)', () => {
  it('accepts the whole box and refuses bad sets, orders and item decks with clear messages', () => {
    assert.equal(checkSetup({ characters: ALL }, 4), undefined);
    assert.match(checkSetup({ characters: ['king', 'adventurer'] }, 4)!, /lacks gambler/);
    assert.match(checkSetup({ characters: [...ALL, 'jester'] }, 4)!, /jester/);
    assert.match(checkSetup({ characters: ALL, characterOrder: ['king'] }, 4)!, /characterOrder lists 1/);
    assert.match(checkSetup({ itemDeck: ['gold'] }, 4)!, /itemDeck needs the Adventurer/);
    assert.match(checkSetup({ characters: ALL, itemDeck: ['gold'] }, 4)!, /13/);
    assert.equal(checkSetup({ mode: 'advanced' }, 2), undefined); // playable (TT-48: tricktakers-advanced.test.ts)
  });
  it('X-17: 4 players and 8 characters show 5; the unshown ones are shown first next round', () => {
    const m = openMatch(TrickTakers, 4, 'x17', { characters: ALL });
    assert.equal(G(m).display!.shown.length, 5);
    assert.equal(G(m).display!.notShown.length, 3);
    const hidden = G(m).display!.notShown[0]!;
    refused(m, G(m).toAct!, 'chooseCharacter', hidden); // not shown: not-allowed (TT-24)
  });
});

/** The 4-seat round on DEAL, all eight characters shown in ORDER, with item deck `itemDeck`. */
function roundMatch(itemDeck = ITEM_DECK): LocalMatch {
  return extrasMatch(4, DEAL, { characters: ALL, characterOrder: ORDER, itemDeck });
}

type Step = (m: LocalMatch, seat: string, move: string, ...args: unknown[]) => TrickTakersState;

/** Round 1's picks, each made with `step` (`go`, or `listed` to check legalMoves too): Adventurer, Collector, Ruler, King. */
function pick(m: LocalMatch, step: Step): void {
  step(m, '0', 'chooseCharacter', 'adventurer');
  step(m, '1', 'chooseCharacter', 'collector');
  step(m, '2', 'chooseCharacter', 'ruler');
  step(m, '3', 'chooseCharacter', 'king');
}

/** The Ruler's tasks of round 1, each given with `step`: takeRed to 0, avoidBlue to 1, takeBlue to 3. */
function giveTasks(m: LocalMatch, step: Step): void {
  step(m, '2', 'giveTask', '0', 'takeRed');
  step(m, '2', 'giveTask', '1', 'avoidBlue');
  step(m, '2', 'giveTask', '3', 'takeBlue');
}

/** Round 1 up to the first lead: picks, the King's discard, the Adventurer's items, the Ruler's tasks. */
function setUp(m: LocalMatch): void {
  pick(m, listed);
  // TT-25: the King (1A), then the Adventurer (3B), then the Ruler (5B), last.
  assert.deepEqual([G(m).stage, G(m).toAct], ['king-discard', '3']);
  listed(m, '3', 'discard', ['green-9']);
  assert.deepEqual([G(m).stage, G(m).toAct], ['initial-items', '0']);
  // TT-54: ITEM_DECK leaves out Boots and Axe, the only pair the set-up may take; the seat's view
  // (no item deck, TT-53) lists it alone too, from the public `initialItems`.
  const only = [{ move: 'chooseInitialItems', args: ['boots', 'axe'] }];
  assert.deepEqual(legalMoves(view(m, '0') as TrickTakersState, '0'), only);
  assert.deepEqual(legalMoves(G(m), '0'), only);
  listed(m, '0', 'chooseInitialItems', 'boots', 'axe');
  assert.deepEqual([G(m).stage, G(m).toAct], ['give-tasks', '2']);
  giveTasks(m, listed);
  assert.deepEqual([G(m).stage, G(m).toAct], ['play', '0']);
}

describe('a full round with the Adventurer, the Collector and the Ruler (hand-computed)', () => {
  it('setups in priority order, then five tricks, then the scores, tasks and items in the sheet', () => {
    const m = roundMatch();
    assert.deepEqual(G(m).display, {
      shown: ['adventurer', 'collector', 'ruler', 'king', 'hermit'],
      notShown: ['gambler', 'resistance', 'berserker'],
    });
    setUp(m);
    let s = G(m);
    assert.deepEqual(s.items!.slots, [
      { kind: 'blue', item: 'boots' },
      { kind: 'red', item: 'axe' },
    ]);
    assert.deepEqual([s.items!.deckSize, s.itemDeck], [13, ITEM_DECK]);

    // Trick 1: 0 uses the Axe (green 2 → green 10); 1 follows and reserves green 2; 2 is void in
    // green and puts the optional green token on blue 9; 3 follows. Green 10 wins (TT-47).
    listed(m, '0', 'useItem', 'axe');
    assert.deepEqual(G(m).items!.slots[1], { kind: 'red', item: 'gold' }); // refilled from the deck (TT-32)
    listed(m, '0', 'playCard', 'green-2', {});
    listed(m, '1', 'playCard', 'green-4', {});
    assert.deepEqual([G(m).stage, G(m).toAct], ['reserve', '1']);
    listed(m, '1', 'reserve', 'green-2');
    listed(m, '2', 'playCard', 'blue-9', { leadToken: true });
    listed(m, '3', 'playCard', 'green-7', {});
    s = G(m);
    assert.equal(s.tricks[0]!.winner, '0');
    assert.deepEqual(
      s.tricks[0]!.plays.map((p) => [p.card, p.item ?? p.leadToken ?? null]),
      [
        ['green-2', 'axe'],
        ['green-4', null],
        ['blue-9', 'green'],
        ['green-7', null],
      ],
    );
    // TT-35: the cards 0 takes (not the reserved one) form an extra slot; Wing is drawn onto it.
    assert.deepEqual(s.items!.slots[2], { kind: 'extra', item: 'wing', cards: ['green-4', 'blue-9', 'green-7'] });
    assert.deepEqual(s.collected![1], ['green-2']);
    // TT-39, TT-53: the collected cards' faces for the Collector's seat only; their count for all.
    assert.deepEqual(
      [view(m, '0').collected, view(m, '0').sizes.collected],
      [
        [[], null, null, null],
        [0, 1, 0, 0],
      ],
    );
    assert.deepEqual(view(m, '1').collected[1], ['green-2']);

    // Trick 2: 0 leads with Boots: 1 leads instead, 0 plays last (TT-34, X-7).
    listed(m, '0', 'useItem', 'boots');
    assert.equal(G(m).toAct, '1');
    listed(m, '1', 'playCard', 'red-3', {});
    listed(m, '1', 'reserve', null);
    listed(m, '2', 'playCard', 'black-9', {}); // void in red: no token (optional)
    listed(m, '3', 'playCard', 'red-7', {});
    assert.equal(G(m).toAct, '0');
    listed(m, '0', 'playCard', 'red-9', {});
    s = G(m);
    assert.deepEqual([s.tricks[1]!.winner, s.tricks[1]!.plays.map((p) => p.seat)], ['2', ['1', '2', '3', '0']]);
    assert.deepEqual(s.items!.slots[0], { kind: 'blue', item: 'crystal' });

    // Trick 3: the Ruler leads (no token possible); 0 uses Gold (+30 at once); 1 reserves black 8.
    refused(m, '2', 'playCard', 'black-8', { leadToken: true });
    listed(m, '2', 'playCard', 'black-8', {});
    listed(m, '3', 'playCard', 'black-1', {});
    const before = G(m).scores[0]!;
    listed(m, '0', 'useItem', 'gold');
    assert.equal(G(m).scores[0], before + 30);
    listed(m, '0', 'playCard', 'black-3', {});
    listed(m, '1', 'playCard', 'blue-1', {});
    listed(m, '1', 'reserve', 'black-8');
    s = G(m);
    assert.equal(s.tricks[2]!.winner, '2'); // black 8 wins; the reservation does not change it (TT-27)
    assert.deepEqual(s.collected![1], ['green-2', 'black-8']);

    // Trick 4: WF led; blue 7 sets blue; 3 wins and completes its take-blue task at once (TT-44).
    listed(m, '2', 'playCard', 'white-flag-2', {});
    listed(m, '3', 'playCard', 'blue-7', {});
    refused(m, '0', 'useItem', 'crystal'); // cannot be used (TT-32)
    listed(m, '0', 'playCard', 'blue-4', {});
    listed(m, '1', 'playCard', 'red-4', {});
    listed(m, '1', 'reserve', 'red-4'); // its own card (TT-38)
    s = G(m);
    assert.equal(s.tricks[3]!.winner, '3');
    assert.deepEqual(
      s.tasks!.map((t) => t.done),
      [false, false, true],
    );

    // TT-39, TT-53: the Collector took green 2, black 8 and red 4, each by its public reserve token.
    // Other seats' views and the spectator's carry those faces only in the tricks' plays and
    // reserve tokens; no trick's `taken` (the full state keeps it for the round's end, TT-44).
    assert.deepEqual(s.tricks[0]!.taken, [['green-4', 'blue-9', 'green-7'], ['green-2'], [], []]);
    const collectorTook = ['green-2', 'black-8', 'red-4'];
    for (const seat of ['0', '2', '3', null]) {
      const v = view(m, seat);
      assert.deepEqual(
        cardsOutsidePlays(v).filter((c) => collectorTook.includes(c)),
        [],
        `seat ${seat}`,
      );
      assert.ok(
        [...v.tricks, v.lastTrick].every((t: any) => !('taken' in t)),
        `seat ${seat}`,
      );
    }
    assert.deepEqual(view(m, '1').collected[1], collectorTook); // its own seat sees them

    const atTrick5 = structuredClone(G(m));
    // Trick 5: the King Rare and Rare 1 are equal: the earlier wins.
    listed(m, '3', 'playCard', 'king-rare', {});
    listed(m, '0', 'playCard', 'white-flag-1', {});
    listed(m, '1', 'playCard', 'red-5', {});
    listed(m, '1', 'reserve', null);
    listed(m, '2', 'playCard', 'rare-1', {});
    s = G(m);
    const row = s.sheet[0]!;
    assert.deepEqual(row.tricks, [1, 0, 2, 2]);
    // Adventurer: 1 trick +10; Crystal on blue +20, Rock Crystal on red +30, Wing on an extra +10;
    // take-red failed −10; Gold +30 during the round → 30 + 30 + 70 − 10 = 120.
    // Collector: green 2, black 8, red 4: no combination, 3 left over −10; avoid-blue done +10 → 30.
    // Ruler: avoid-blue +10, take-blue +20, a black card +10; 2 tricks, not all tasks → 70.
    // King: 2 tricks +50; take-blue +20 → 100.
    assert.deepEqual(row.totals, [120, 30, 70, 100]);
    assert.deepEqual(row.points, [90, 0, 40, 70]);
    assert.deepEqual(row.itemPoints, [60, null, null, null]);
    assert.deepEqual(row.collections, [null, { combinations: [], points: -10 }, null, null]);
    assert.deepEqual(row.tasks, [
      { seat: 0, id: 'takeRed', done: false, points: -10 },
      { seat: 1, id: 'avoidBlue', done: true, points: 10 },
      { seat: 3, id: 'takeBlue', done: true, points: 20 },
    ]);
    // TT-28: the top is tied (no gold crown); the Collector's 0 tricks earn no black crown.
    assert.deepEqual(
      [row.crowns, row.blackCrowns],
      [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    );
    // TT-24: round 2 shows last round's unshown three first, then 2 of round 1's shown.
    assert.deepEqual([s.round, s.stage], [2, 'select']);
    assert.deepEqual(s.display!.shown.slice(0, 3), ['gambler', 'resistance', 'berserker']);
    assert.equal(s.display!.shown.length + s.display!.notShown.length, 8);
    assert.equal(s.display!.shown.length, 5);

    // TT-54: had the Adventurer won trick 5 (the King Rare and White Flag 1 swapped, on the pure
    // rules), it levels up all the same: Fairy Mischief (−30 on an extra slot) is drawn and scores.
    const v = atTrick5;
    v.hands[0] = ['king-rare'];
    v.hands[3] = ['white-flag-1'];
    const same = <T>(xs: T[]) => xs;
    for (const [seat, card] of [
      ['3', 'white-flag-1'],
      ['0', 'king-rare'],
      ['1', 'red-5'],
    ])
      assert.equal(playCard(v, seat, [card, {}], same), null);
    assert.equal(reserve(v, '1', null, same), null);
    assert.equal(playCard(v, '2', ['rare-1', {}], same), null);
    // 2 tricks +20; Crystal +20, Rock Crystal +30, Wing +10, Fairy −30 → +50; red 5 taken in trick 5
    // completes take-red: +20 (TT-44). The Ruler: +20 more for it, and +10 for all tasks done.
    assert.deepEqual(
      [v.sheet[0]!.tricks, v.sheet[0]!.itemPoints],
      [
        [2, 0, 2, 1],
        [30, null, null, null],
      ],
    );
    assert.deepEqual([v.sheet[0]!.totals[0], v.sheet[0]!.totals[2]], [30 + 30 + 50 + 20, 70 + 20 + 10]);
  });
});

describe('refusals of the new moves change nothing (G-4, TT-52, TT-54)', () => {
  it('chooseInitialItems, giveTask, useItem, playCard options, reserve, discardCard', () => {
    const m = roundMatch();
    listed(m, '0', 'chooseCharacter', 'adventurer');
    listed(m, '1', 'chooseCharacter', 'collector');
    listed(m, '2', 'chooseCharacter', 'ruler');
    listed(m, '3', 'chooseCharacter', 'king');
    go(m, '3', 'discard', ['green-9']);
    refused(m, '1', 'chooseInitialItems', 'boots', 'axe'); // not its turn
    refused(m, '0', 'chooseInitialItems', 'axe', 'boots'); // wrong groups
    refused(m, '0', 'chooseInitialItems', 'map', 'axe'); // map is in setupData's itemDeck
    refused(m, '0', 'chooseInitialItems', 'boots'); // arity
    refused(m, '0', 'giveTask', '1', 'takeRed'); // wrong stage
    go(m, '0', 'chooseInitialItems', 'boots', 'axe');
    refused(m, '2', 'giveTask', '2', 'takeRed'); // its own seat
    refused(m, '2', 'giveTask', '0', 'takePurple');
    refused(m, '2', 'giveTask', '7', 'takeRed');
    refused(m, '1', 'giveTask', '0', 'takeRed'); // not the Ruler's turn
    go(m, '2', 'giveTask', '0', 'takeRed');
    refused(m, '2', 'giveTask', '0', 'takeBlue'); // seat 0 has its task
    refused(m, '2', 'giveTask', '1', 'takeRed'); // the task was given
    go(m, '2', 'giveTask', '1', 'avoidBlue');
    go(m, '2', 'giveTask', '3', 'takeBlue');
    // Trick play: items.
    refused(m, '1', 'useItem', 'boots'); // not the Adventurer
    refused(m, '0', 'useItem', 'castle'); // not on a slot
    refused(m, '0', 'useItem', 'jewel');
    refused(m, '0', 'useItem', 'axe', {}); // no argument for the Axe
    refused(m, '0', 'useItem'); // arity
    refused(m, '0', 'playCard', 'green-2', { swordDelta: 5 }); // no Sword used
    refused(m, '0', 'playCard', 'green-2', { leadToken: true }); // not the Ruler
    refused(m, '0', 'playCard', 'green-2', { colour: 'red' });
    go(m, '0', 'useItem', 'axe');
    refused(m, '0', 'useItem', 'boots'); // one item per trick (TT-32)
    refused(m, '0', 'playCard', 'white-flag-1', {}); // the Axe needs a number card
    go(m, '0', 'playCard', 'green-2', {});
    refused(m, '1', 'reserve', 'green-2'); // it has not played yet
    go(m, '1', 'playCard', 'green-4', {});
    refused(m, '2', 'playCard', 'blue-9', {}); // the Collector reserves first
    refused(m, '1', 'reserve', 'blue-9'); // not in the trick
    refused(m, '1', 'reserve'); // arity
    refused(m, '1', 'discardCard', 'red-3'); // no Book
    go(m, '1', 'reserve', null);
    assert.equal(G(m).trick!.reserved, undefined);
  });
});

describe('views (TT-53)', () => {
  it('no seat sees the item deck; a face-down Potion card shows only to its owner, and its log args are redacted', () => {
    const deal = [
      ['red-9', 'red-8', 'black-9', 'blue-2', 'white-flag-1'],
      ['green-5', 'green-6', 'blue-9', 'black-2', 'rare-1'],
      ['red-2', 'red-3', 'green-2', 'white-flag-2', 'blue-3'],
    ];
    const m = extrasMatch(3, deal, {
      characters: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer'],
    });
    go(m, '0', 'chooseCharacter', 'king');
    go(m, '1', 'chooseCharacter', 'adventurer');
    go(m, '2', 'chooseCharacter', 'hermit');
    go(m, '0', 'discard', ['white-flag-1']);
    go(m, '1', 'chooseInitialItems', 'potion', 'sword');
    for (const seat of ['0', '1', '2', null]) {
      const v = view(m, seat);
      assert.equal('itemDeck' in v, false);
      assert.equal('presetItemDeck' in v, false);
      assert.equal(v.items.deckSize, 13);
    }
    go(m, '0', 'playCard', 'red-9', {});
    // A face-up card and an item other than the Map keep their arguments for everyone (TT-53).
    for (const seat of ['0', '1', null]) assert.deepEqual(logged(m, seat), ['playCard', ['red-9', {}]]);
    go(m, '1', 'useItem', 'potion');
    for (const seat of ['0', '1', null]) assert.deepEqual(logged(m, seat), ['useItem', ['potion']]);
    go(m, '1', 'playCard', 'green-5', {}); // void in red; face down
    assert.deepEqual(logged(m, '1'), ['playCard', ['green-5', {}]]);
    for (const seat of ['0', '2', null]) assert.deepEqual(logged(m, seat), ['playCard', null]);
    assert.equal(G(m).trick!.plays[1]!.faceDown, true);
    assert.equal(view(m, '1').trick.plays[1].card, 'green-5');
    for (const seat of ['0', '2', null]) {
      assert.equal(view(m, seat).trick.plays[1].card, 'face-down');
      assert.doesNotMatch(JSON.stringify(view(m, seat)), /green-5/);
    }
    const entry = m.state.deltalog!.find((e: any) => e.action.payload.type === 'playCard')!;
    assert.equal((entry as any).redact, true);
    // The lead stays red (set before the Potion card): 2 must follow.
    refused(m, '2', 'playCard', 'green-2', {});
    go(m, '2', 'playCard', 'red-2', {});
    const t = G(m).tricks[0]!;
    assert.deepEqual([t.plays[1]!.card, t.plays[1]!.faceDown, t.winner], ['green-5', undefined, '0']);
    for (const seat of ['0', null]) assert.deepEqual(logged(m, seat), ['playCard', ['red-2', {}]]);
  });
});

describe('seeded playouts with all eight characters (legalMoves, G-4)', () => {
  it('3–5 players: every listed move is accepted, every stage is reached, and each game ends', () => {
    const stages = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const n = 3 + (seed % 3);
      const m = openMatch(TrickTakers, n, `x-playout-${seed}`, { characters: ALL });
      let r = seed;
      let seen: string[] = [];
      for (let step = 0; step < 3000 && !m.state.ctx.gameover; step++) {
        const s = G(m);
        stages.add(s.stage);
        if (s.stage === 'select') seen = [];
        // TT-25: the Ruler's tasks come after every other setup, the black crowns after them.
        if (s.stage === 'give-tasks') assert.ok(!seen.includes('black-crowns'), `seed ${seed}: tasks after crowns`);
        if (s.stage === 'black-crowns' && s.characters.includes('ruler')) assert.ok(seen.includes('give-tasks'));
        seen.push(s.stage);
        const legal = legalMoves(s, s.toAct!);
        assert.ok(legal.length > 0, `seed ${seed}: no legal move in ${s.stage}`);
        r = (r * 1103515245 + 12345) % 2147483648;
        const mv = legal[r % legal.length]!;
        go(m, s.toAct!, mv.move, ...mv.args);
      }
      assert.ok(m.state.ctx.gameover, `seed ${seed}: the game ends`);
    }
    for (const stage of ['initial-items', 'give-tasks', 'reserve', 'play', 'black-crowns'])
      assert.ok(stages.has(stage), stage);
  });
});

describe('the shared move fuzz with all eight characters (G-4, G-5)', () => {
  it('3, 4 and 5 players: every candidate is accepted iff legalMoves lists it', () => {
    const quiet = console.error;
    console.error = () => {}; // boardgame.io prints every refused move
    try {
      const counts = newCounts();
      const hooks = { ...FUZZ_HOOKS.tricktakers!, setupData: () => ({ characters: ALL }) };
      for (const n of [3, 4, 5]) fuzzGame(trickTakers, hooks, n, 11, counts);
      for (const stage of ['initial-items', 'give-tasks', 'reserve']) assert.ok(counts.stages.has(stage), stage);
    } finally {
      console.error = quiet;
    }
  });
});

describe('the other items in play: map, sword, book, castle, wand (TT-32…TT-34)', () => {
  it('moves the cards and items as the rulings say, one item a trick', () => {
    const itemDeck = ['book', 'castle', 'potion', 'boots', 'wand', 'axe', 'orb', 'wing', 'doll', 'fairy', 'gold'];
    const m = roundMatch([...itemDeck, 'crystal', 'rockCrystal']);
    pick(m, listed);
    go(m, '3', 'discard', ['green-9']);
    refused(m, '0', 'chooseInitialItems', 'boots', 'axe'); // both in the preset item deck (TT-54)
    listed(m, '0', 'chooseInitialItems', 'map', 'sword');
    giveTasks(m, go);
    // Trick 1: map discards the White Flag face down and draws the deck's top card, red 1.
    const deckSize = G(m).deckSize;
    refused(m, '0', 'useItem', 'map', { discard: ['white-flag-1', 'white-flag-1'] }); // a card twice (G-4)
    assert.equal(useItem(G(m), '0', ['map', { discard: ['red-9', 'red-9'] }]), 'bad-argument');
    listed(m, '0', 'useItem', 'map', { discard: ['white-flag-1'] });
    let s = G(m);
    assert.deepEqual(
      [s.hands[0], s.discards[0], s.deckSize, s.items!.slots[0]!.item],
      [['red-9', 'blue-4', 'green-2', 'black-3', 'red-1'], ['white-flag-1'], deckSize - 1, 'book'],
    );
    const entry = m.state.deltalog!.find((e: any) => e.action.payload.type === 'useItem')!;
    assert.equal((entry as any).redact, true); // the discards are face down (G-5)
    assert.deepEqual(logged(m, '0'), ['useItem', ['map', { discard: ['white-flag-1'] }]]);
    for (const seat of ['1', null]) assert.deepEqual(logged(m, seat), ['useItem', null]);
    refused(m, '0', 'useItem', 'sword'); // one item a trick
    go(m, '0', 'playCard', 'green-2', {});
    assert.deepEqual(logged(m, '1'), ['playCard', ['green-2', {}]]); // the Map's trick, a face-up card
    go(m, '1', 'playCard', 'green-4', {});
    go(m, '1', 'reserve', null);
    go(m, '2', 'playCard', 'blue-9', {}); // void in green; no token
    go(m, '3', 'playCard', 'green-7', {});
    assert.equal(G(m).tricks[0]!.winner, '3');
    // Trick 2: the Sword turns black 3 into black 8; the Collector reserves it; black 9 wins.
    go(m, '3', 'playCard', 'black-1', {});
    listed(m, '0', 'useItem', 'sword');
    for (const seat of ['1', null]) assert.deepEqual(logged(m, seat), ['useItem', ['sword']]); // not the Map
    refused(m, '0', 'playCard', 'black-3', {}); // swordDelta is required after the Sword
    refused(m, '0', 'playCard', 'red-9', { swordDelta: 5 }); // must follow black
    listed(m, '0', 'playCard', 'black-3', { swordDelta: 5 });
    go(m, '1', 'playCard', 'red-3', {});
    listed(m, '1', 'reserve', 'black-3');
    go(m, '2', 'playCard', 'black-9', {});
    s = G(m);
    assert.deepEqual(s.tricks[1]!.plays[1], { seat: '0', card: 'black-3', item: 'sword', swordDelta: 5 });
    assert.deepEqual([s.tricks[1]!.winner, s.collected![1], s.items!.slots[1]!.item], ['2', ['black-3'], 'castle']);
    // Trick 3: the Book draws red 2, then discardCard puts it face down.
    go(m, '2', 'playCard', 'black-8', {});
    go(m, '3', 'playCard', 'blue-7', {});
    listed(m, '0', 'useItem', 'book');
    assert.deepEqual([G(m).stage, G(m).hands[0]!.at(-1)], ['book-discard', 'red-2']);
    refused(m, '0', 'playCard', 'red-9', {}); // the discard comes first
    refused(m, '0', 'discardCard', 'green-9'); // not in hand
    listed(m, '0', 'discardCard', 'red-2');
    assert.deepEqual(
      [G(m).stage, G(m).discards[0], G(m).items!.slots[0]!.item],
      ['play', ['white-flag-1', 'red-2'], 'potion'],
    );
    go(m, '0', 'playCard', 'red-9', {});
    go(m, '1', 'playCard', 'blue-1', {});
    go(m, '1', 'reserve', null);
    // Trick 4: Castle Visit discards the Potion unused and refills both slots (TT-34, X-19).
    go(m, '2', 'playCard', 'white-flag-2', {});
    go(m, '3', 'playCard', 'red-7', {});
    listed(m, '0', 'useItem', 'castle');
    s = G(m);
    assert.deepEqual(
      [s.items!.discard, s.items!.slots.map((x) => x.item)],
      [
        ['map', 'sword', 'book', 'potion', 'castle'],
        ['boots', 'wand'],
      ],
    );
    go(m, '0', 'playCard', 'red-1', {});
    go(m, '1', 'playCard', 'red-4', {});
    go(m, '1', 'reserve', null);
    assert.equal(G(m).tricks[3]!.winner, '3');
    // Trick 5: the Wand on a play after a Rare: blue 4 sets the lead suit itself.
    go(m, '3', 'playCard', 'king-rare', {});
    listed(m, '0', 'useItem', 'wand');
    listed(m, '0', 'playCard', 'blue-4', {});
    go(m, '1', 'playCard', 'red-5', {});
    go(m, '1', 'reserve', null);
    go(m, '2', 'playCard', 'rare-1', {});
    s = G(m);
    assert.deepEqual(s.sheet[0]!.tricks, [0, 0, 2, 3]);
    assert.equal(s.lastTrick!.plays[1]!.item, 'wand');
  });
});

describe('X-8 and X-9 through the game', () => {
  it("the Potion is refused when leading with 4 players; the Ruler's mandatory token is placed with {}", () => {
    const itemDeck = ['map', 'boots', 'wand', 'axe', 'book', 'orb', 'wing', 'doll', 'fairy', 'gold', 'castle'];
    const m = roundMatch([...itemDeck, 'crystal', 'rockCrystal']);
    pick(m, go);
    go(m, '3', 'discard', ['green-9']);
    go(m, '0', 'chooseInitialItems', 'potion', 'sword');
    giveTasks(m, go);
    refused(m, '0', 'useItem', 'potion'); // leading, 3–5 players (TT-33, X-8)
    go(m, '0', 'playCard', 'black-3', {});
    go(m, '1', 'playCard', 'red-3', {});
    go(m, '1', 'reserve', null);
    refused(m, '2', 'playCard', 'black-9', { leadToken: true }); // following suit: no token (TT-54)
    refused(m, '2', 'playCard', 'rare-1', { leadToken: true }); // no token on a Rare (TT-46)
    listed(m, '2', 'playCard', 'blue-9', {}); // holds black: the black token is mandatory (X-9 a)
    go(m, '3', 'playCard', 'black-1', {});
    const t = G(m).tricks[0]!;
    assert.deepEqual([t.plays[2], t.winner], [{ seat: '2', card: 'blue-9', leadToken: 'black' }, '2']);
  });
});

/** A shuffle that changes nothing: the refusals below never shuffle. */
const noShuffle = <T>(xs: T[]): T[] => [...xs];

/** The rules' own move functions, by name, on a state (each returns its refusal code, or `null`). */
const MOVES: Record<string, (s: TrickTakersState, seat: string, args: unknown[]) => string | null> = {
  useItem: (s, seat, args) => useItem(s, seat, args),
  playCard: (s, seat, args) => playCard(s, seat, args, noShuffle),
  chooseInitialItems: (s, seat, args) => chooseInitialItems(s, seat, args, noShuffle),
};

/** The rules refuse `move(...args)` on a copy of `state` with `code`, and leave the copy as it was (G-4). */
function codeOf(state: TrickTakersState, seat: string, code: string, move: string, ...args: unknown[]): void {
  const copy = structuredClone(state);
  assert.equal(MOVES[move]!(copy, seat, args), code, `${move}(${JSON.stringify(args)})`);
  assert.deepEqual(copy, state, `${move}(${JSON.stringify(args)}) changed the state`);
}

/** The match refuses it (INVALID_MOVE, the state unchanged: `refused`), and the rules say why: `code`. */
function refusedWith(m: LocalMatch, seat: string, code: string, move: string, ...args: unknown[]): void {
  refused(m, seat, move, ...args);
  codeOf(G(m), seat, code, move, ...args);
}

describe('each item refusal has its own reason code (G-4, TT-31…TT-34, TT-52, TT-54)', () => {
  it('initial items, every useItem check, the Sword’s ±5 and the Book’s discard', () => {
    const itemDeck = ['book', 'castle', 'potion', 'boots', 'wand', 'axe', 'orb', 'wing', 'doll', 'fairy', 'gold'];
    const m = roundMatch([...itemDeck, 'crystal', 'rockCrystal']);
    pick(m, go);
    go(m, '3', 'discard', ['green-9']);
    // TT-54: with the preset deck, the two it leaves out are the public choices.
    assert.deepEqual(G(m).initialItems, { blue: ['map'], red: ['sword'] });
    assert.deepEqual(view(m, '1').initialItems, { blue: ['map'], red: ['sword'] });
    refusedWith(m, '0', 'in-item-deck', 'chooseInitialItems', 'boots', 'sword');
    refusedWith(m, '0', 'in-item-deck', 'chooseInitialItems', 'map', 'axe');
    refusedWith(m, '0', 'wrong-group', 'chooseInitialItems', 'sword', 'map');
    go(m, '0', 'chooseInitialItems', 'map', 'sword');
    assert.equal(G(m).initialItems, undefined);
    // The set-up draws nothing; slots: map (blue), sword (red).
    assert.deepEqual(G(m).items!.drawn, []);
    giveTasks(m, go);
    // Trick 1, seat 0 leads with red 9, blue 4, green 2, black 3, White Flag 1.
    refusedWith(m, '1', 'not-your-turn', 'useItem', 'map', { discard: [] }); // not its turn
    refusedWith(m, '0', 'not-available', 'useItem', 'castle'); // in the item deck, not on a slot
    refusedWith(m, '0', 'map-discard', 'useItem', 'map'); // the Map without its discards
    refusedWith(m, '0', 'map-discard', 'useItem', 'map', ['white-flag-1']);
    refusedWith(m, '0', 'bad-argument', 'useItem', 'map', { discard: ['white-flag-1', 'white-flag-1'] });
    refusedWith(m, '0', 'not-in-hand', 'useItem', 'map', { discard: ['red-8'] });
    refusedWith(m, '0', 'bad-argument', 'useItem', 'sword', {}); // no argument but the Map's
    refusedWith(m, '0', 'no-sword', 'playCard', 'green-2', { swordDelta: 5 }); // no Sword used
    go(m, '0', 'useItem', 'map', { discard: ['white-flag-1'] });
    // The Map's slot drew the deck's top item, the Book (public: TT-30).
    assert.deepEqual([G(m).items!.drawn, view(m, '2').items.drawn], [['book'], ['book']]);
    refusedWith(m, '0', 'item-used', 'useItem', 'sword'); // one item a trick (TT-32)
    go(m, '0', 'playCard', 'green-2', {});
    go(m, '1', 'playCard', 'green-4', {});
    go(m, '1', 'reserve', null);
    go(m, '2', 'playCard', 'blue-9', {});
    go(m, '3', 'playCard', 'green-7', {});
    // Trick 2: the King leads black 1; the Sword needs its ±5 with the card.
    go(m, '3', 'playCard', 'black-1', {});
    go(m, '0', 'useItem', 'sword');
    assert.deepEqual(G(m).items!.drawn, ['castle']);
    refusedWith(m, '0', 'sword-delta', 'playCard', 'black-3', {});
    refusedWith(m, '0', 'sword-delta', 'playCard', 'black-3');
    go(m, '0', 'playCard', 'black-3', { swordDelta: 5 });
    go(m, '1', 'playCard', 'red-3', {});
    go(m, '1', 'reserve', 'black-3');
    go(m, '2', 'playCard', 'black-9', {});
    // Trick 3: after the Book, its discard comes first.
    go(m, '2', 'playCard', 'black-8', {});
    go(m, '3', 'playCard', 'blue-7', {});
    go(m, '0', 'useItem', 'book');
    refusedWith(m, '0', 'book-discard', 'playCard', 'red-9', {});
    refusedWith(m, '0', 'book-discard', 'useItem', 'castle');
    go(m, '0', 'discardCard', 'red-2');
    // Trick 4: Castle Visit discards the Potion unused and draws onto both slots (TT-34).
    go(m, '0', 'playCard', 'red-9', {});
    go(m, '1', 'playCard', 'blue-1', {});
    go(m, '1', 'reserve', null);
    go(m, '2', 'playCard', 'white-flag-2', {});
    go(m, '3', 'playCard', 'red-7', {});
    go(m, '0', 'useItem', 'castle');
    assert.deepEqual(G(m).items!.drawn, ['boots', 'wand']);
    // The checks that need another position, on the state of trick 4 before seat 0's play:
    const s = G(m);
    const at = (patch: (x: TrickTakersState) => void): TrickTakersState => {
      const x = structuredClone(s);
      x.items!.usedThisTrick = false;
      patch(x);
      return x;
    };
    const slot = (id: string) => (x: TrickTakersState) => void (x.items!.slots[0]!.item = id as never);
    codeOf(at(slot('crystal')), '0', 'unusable', 'useItem', 'crystal'); // TT-32
    codeOf(
      at((x) => {
        slot('fairy')(x);
        x.tricks.push(x.tricks[0]!); // trick 5
      }),
      '0',
      'not-in-trick-5',
      'useItem',
      'fairy',
    );
    codeOf(
      at((x) => {
        slot('potion')(x);
        x.trick!.plays = []; // leading, 4 players
        x.trick!.leader = '0';
      }),
      '0',
      'not-leading-unless-2-players',
      'useItem',
      'potion',
    );
    codeOf(
      at((x) => {
        slot('book')(x);
        x.deck = [];
        x.deckSize = 0;
      }),
      '0',
      'deck-empty',
      'useItem',
      'book',
    );
    codeOf(
      at((x) => {
        x.deck = x.deck!.slice(0, 1);
        x.deckSize = 1;
        slot('map')(x);
      }),
      '0',
      'map-too-many',
      'useItem',
      'map',
      { discard: s.hands[0]!.slice(0, 2) }, // 2 cards, 1 in the deck (TT-33)
    );
    codeOf(
      at((x) => void (x.toAct = '1')),
      '1',
      'not-allowed',
      'useItem',
      'boots',
    ); // not the Adventurer
    codeOf(
      at((x) => {
        x.hands[0] = ['white-flag-1'];
      }),
      '0',
      'needs-number-card',
      'useItem',
      'wand',
    );
  });
});
