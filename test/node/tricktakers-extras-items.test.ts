// TrickTakers with the extras on boardgame.io's reducer: the rulings an audit found tested only on
// the pure functions or not at all (issue 21's "each item's effect and refusal"). The Potion card
// revealed only after the Collector's reservation when the Collector plays last (TT-34, TT-54);
// Fairy Mischief's shown hand, later draws staying hidden, and its trick-5 refusal (TT-33, TT-34,
// TT-53); X-8's Potion lead with two players through the game (TT-50); a contradictory pair of
// tasks given to one opponent (TT-43); boots when already last (TT-34); itemDeck fixing only the
// first Adventurer set-up (TT-54). Every value is worked out by hand.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openMatch, type LocalMatch } from '../../src/games/common/local-match.js';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import { ITEM_IDS } from '../../src/games/tricktakers/items.js';
import { legalMoves } from '../../src/games/tricktakers/rules.js';
import { G, go, refused, stockOf, X_DEAL, X_ITEM_DECK, X_ORDER } from './tricktakers-positions.js';

const ALL = ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer', 'collector', 'ruler'];
/** The item deck after the Adventurer chose potion and axe (TT-31, TT-54), top first: fairy, then book. */
const ITEMS = ['fairy', 'book', 'gold', 'wing', 'crystal', 'rockCrystal', 'doll', 'castle', 'orb', 'map', 'boots', 'sword', 'wand']; // prettier-ignore

/** What seat `seat` (or a spectator, `null`) sees. */
const view = (m: LocalMatch, seat: string | null) =>
  TrickTakers.playerView!({ G: m.state.G, ctx: m.state.ctx, playerID: seat } as never) as unknown as Record<
    string,
    any
  >;

/**
 * X_DEAL at 4 players with all eight characters, seat 2 first (it chooses first and leads, TT-7):
 * 2 Ruler, 3 King, 0 Adventurer (potion, axe), 1 Collector; so in trick 1 the Adventurer plays
 * third and the Collector last. The King discards green 9; the Ruler gives its three tasks.
 * The playing deck's top is red 1 (the stock in deck order).
 */
function potionMatch(): LocalMatch {
  const m = openMatch(TrickTakers, 4, 'tt-items', {
    firstPlayer: '2',
    deal: X_DEAL,
    stock: stockOf(X_DEAL),
    characters: ALL,
    characterOrder: X_ORDER, // shown: Adventurer, Collector, Ruler, King, Hermit (TT-24)
    itemDeck: ITEMS,
  });
  go(m, '2', 'chooseCharacter', 'ruler');
  go(m, '3', 'chooseCharacter', 'king');
  go(m, '0', 'chooseCharacter', 'adventurer');
  go(m, '1', 'chooseCharacter', 'collector');
  go(m, '3', 'discard', ['green-9']);
  go(m, '0', 'chooseInitialItems', 'potion', 'axe');
  go(m, '2', 'giveTask', '3', 'takeRed');
  go(m, '2', 'giveTask', '0', 'avoidBlue');
  go(m, '2', 'giveTask', '1', 'takeBlue');
  assert.deepEqual([G(m).stage, G(m).toAct, G(m).deck[0]], ['play', '2', 'red-1']);
  return m;
}

/** Trick 1: black 9 led, black 1; the Adventurer's black 3 face down with the Potion; the Collector's red 3. */
function trick1(m: LocalMatch): void {
  go(m, '2', 'playCard', 'black-9', {});
  go(m, '3', 'playCard', 'black-1', {});
  refused(m, '0', 'playCard', 'red-9', {}); // the Potion does not lift must-follow (TT-33)
  go(m, '0', 'useItem', 'potion'); // not leading: allowed with 4 players; fairy fills the blue slot
  go(m, '0', 'playCard', 'black-3', {});
  go(m, '1', 'playCard', 'red-3', {}); // void in black
}

describe('TT-34 / TT-54: a Potion card is revealed after the last card, after the Collector’s reservation', () => {
  it('the Collector plays last: during its reservation the card is still face down and cannot be reserved', () => {
    const m = potionMatch();
    trick1(m);
    assert.deepEqual([G(m).stage, G(m).toAct], ['reserve', '1']);
    assert.equal(G(m).trick!.plays[2]!.faceDown, true);
    for (const seat of ['1', '2', '3', null]) assert.equal(view(m, seat).trick.plays[2].card, 'face-down');
    assert.equal(view(m, '0').trick.plays[2].card, 'black-3');
    refused(m, '1', 'reserve', 'black-3'); // a face-down card, even named by its face (TT-54, RN-21)
    assert.ok(!legalMoves(G(m), '1').some((x) => x.args[0] === 'black-3'));
    const g = go(m, '1', 'reserve', 'black-1');
    // Revealed: black 9 > black 3 > black 1 (TT-3 tier 5) → 2, who takes black 9, black 3, red 3;
    // the Collector takes black 1 (TT-27).
    const t = g.tricks[0]!;
    assert.deepEqual(t.plays[2], { seat: '0', card: 'black-3', item: 'potion' });
    assert.deepEqual([t.winner, t.reserved, g.collected![1]], ['2', 'black-1', ['black-1']]);
    assert.equal(view(m, '3').tricks[0].plays[2].card, 'black-3');
  });
});

describe('TT-33 / TT-34 fairy: the hand shown for the rest of the round; later draws hidden; not in trick 5', () => {
  it('shows the 4 cards held when used to every seat; the card the Book draws later stays secret', () => {
    const m = potionMatch();
    trick1(m);
    go(m, '1', 'reserve', null);
    // Trick 2: 2 leads blue 9, 3 follows blue 7; 0 uses fairy: its hand red 9, blue 4, green 2,
    // White Flag 1 is shown; book fills the blue slot (TT-32).
    go(m, '2', 'playCard', 'blue-9', {});
    go(m, '3', 'playCard', 'blue-7', {});
    let g = go(m, '0', 'useItem', 'fairy');
    const shown = ['red-9', 'blue-4', 'green-2', 'white-flag-1'];
    assert.deepEqual([g.items!.fairyHand, g.items!.slots[0]!.item], [shown, 'book']);
    for (const seat of ['1', '2', '3', null]) assert.deepEqual(view(m, seat).items.fairyHand, shown);
    go(m, '0', 'playCard', 'blue-4', {});
    go(m, '1', 'playCard', 'blue-1', {});
    g = go(m, '1', 'reserve', null);
    assert.equal(g.tricks[1]!.winner, '2'); // blue 9 > 7 > 4 > 1
    // Trick 3: 2 leads black 8; 3 is void (red 7). 0 uses book: it draws red 1 and discards green 2
    // face down. The shown hand does not change (RN-20), and no other seat sees red 1 (TT-34, TT-53).
    go(m, '2', 'playCard', 'black-8', {});
    go(m, '3', 'playCard', 'red-7', {});
    go(m, '0', 'useItem', 'book');
    g = go(m, '0', 'discardCard', 'green-2');
    assert.deepEqual(g.hands[0], ['red-9', 'white-flag-1', 'red-1']);
    for (const seat of ['1', '2', '3', null]) {
      const v = view(m, seat);
      assert.deepEqual(v.items.fairyHand, shown);
      assert.doesNotMatch(JSON.stringify(v), /"red-1"/, `seat ${seat} sees the drawn red 1`);
    }
    assert.deepEqual(view(m, '0').hands[0], ['red-9', 'white-flag-1', 'red-1']);
  });
  it('a fairy still on a slot at trick 5 is refused there (TT-33), and the Adventurer plays on', () => {
    const m = potionMatch();
    trick1(m);
    go(m, '1', 'reserve', null);
    // Tricks 2–4 with the first listed move that uses no item, up to the Adventurer's turn in trick 5.
    for (let k = 0; k < 200; k++) {
      const g = G(m);
      if (g.tricks.length === 4 && g.toAct === '0' && g.stage === 'play') break;
      const mv = legalMoves(g, g.toAct!).find((x) => x.move !== 'useItem')!;
      go(m, g.toAct!, mv.move, ...mv.args);
    }
    const g = G(m);
    assert.deepEqual([g.tricks.length, g.toAct, g.items!.slots[0]!.item], [4, '0', 'fairy']);
    refused(m, '0', 'useItem', 'fairy');
    assert.ok(!legalMoves(g, '0').some((x) => x.move === 'useItem' && x.args[0] === 'fairy'));
  });
});

describe('X-8 through the game: the Potion lead with two players (TT-34, TT-50)', () => {
  it('0 leads red 5 face down; 1, holding red 8 and blue 9, may play blue 9; on reveal red is led → 0', () => {
    const deal = [
      ['red-5', 'green-3', 'green-4', 'blue-2', 'black-2'],
      ['red-8', 'blue-9', 'green-6', 'blue-6', 'black-4'],
    ];
    const m = openMatch(TrickTakers, 2, 'x8', {
      mode: 'advanced',
      firstPlayer: '0',
      deal,
      stock: stockOf(deal),
      itemDeck: ['fairy', 'book', 'gold', 'wing', 'crystal', 'rockCrystal', 'doll', 'castle', 'orb', 'map', 'boots', 'axe', 'wand'], // prettier-ignore
    });
    for (const [seat, c] of [
      ['0', 'adventurer'],
      ['1', 'hermit'],
      ['1', 'gambler'],
      ['0', 'king'],
      ['0', 'resistance'],
      ['1', 'berserker'],
    ])
      go(m, seat!, 'draftCharacter', c);
    go(m, '0', 'selectCharacter', 'adventurer');
    go(m, '1', 'selectCharacter', 'hermit');
    go(m, '0', 'chooseInitialItems', 'potion', 'sword');
    // TT-49: the Adventurer (3B) outranks the Hermit (4A): 0 leads.
    assert.deepEqual([G(m).stage, G(m).first, G(m).toAct], ['play', '0', '0']);
    go(m, '0', 'useItem', 'potion'); // leading is allowed with two players (TT-50)
    go(m, '0', 'playCard', 'red-5', {});
    assert.equal(view(m, '1').trick.plays[0].card, 'face-down');
    const plays = legalMoves(G(m), '1')
      .filter((x) => x.move === 'playCard')
      .map((x) => x.args[0])
      .sort();
    assert.deepEqual(plays, ['black-4', 'blue-6', 'blue-9', 'green-6', 'red-8']); // no lead visible
    const g = go(m, '1', 'playCard', 'blue-9', {});
    const t = g.tricks[0]!;
    assert.deepEqual(t.plays, [
      { seat: '0', card: 'red-5', item: 'potion' },
      { seat: '1', card: 'blue-9', byHermit: true },
    ]);
    assert.equal(t.winner, '0'); // red led; blue 9 is off-suit (TT-3 tier 7)
  });
});

describe('TT-43: any tasks are legal, contradictory pairs included', () => {
  it('two players: the Ruler gives its opponent takeRed and avoidRed; one of them must fail', () => {
    const deal = [
      ['black-7', 'black-3', 'red-5', 'blue-2', 'white-flag-1'],
      ['red-6', 'red-7', 'red-8', 'green-2', 'rare-1'],
    ];
    const m = openMatch(TrickTakers, 2, 'tt43', {
      mode: 'advanced',
      characterCount: 8,
      firstPlayer: '0',
      deal,
      stock: stockOf(deal),
    });
    for (const [seat, c] of [
      ['0', 'king'],
      ['1', 'gambler'],
      ['1', 'collector'],
      ['0', 'ruler'],
      ['0', 'resistance'],
      ['1', 'adventurer'],
      ['1', 'hermit'],
      ['0', 'berserker'],
    ])
      go(m, seat!, 'draftCharacter', c);
    go(m, '0', 'selectCharacter', 'ruler');
    go(m, '1', 'selectCharacter', 'hermit');
    go(m, '0', 'giveTask', '1', 'takeRed');
    const g = go(m, '0', 'giveTask', '1', 'avoidRed');
    assert.deepEqual(
      [g.stage, g.tasks!.map((t) => [t.seat, t.id, t.done])],
      [
        'play',
        [
          [1, 'takeRed', false],
          [1, 'avoidRed', false],
        ],
      ],
    );
  });
});

describe('TT-34 boots when already last: legal, and nothing changes', () => {
  it('seat 1 leads, so the Adventurer (seat 0) plays last; it uses boots and still plays last', () => {
    const m = openMatch(TrickTakers, 4, 'tt-boots', {
      firstPlayer: '1',
      deal: X_DEAL,
      stock: stockOf(X_DEAL),
      characters: ALL,
      characterOrder: X_ORDER,
      itemDeck: X_ITEM_DECK,
    });
    go(m, '1', 'chooseCharacter', 'collector');
    go(m, '2', 'chooseCharacter', 'ruler');
    go(m, '3', 'chooseCharacter', 'king');
    go(m, '0', 'chooseCharacter', 'adventurer');
    go(m, '3', 'discard', ['green-9']);
    go(m, '0', 'chooseInitialItems', 'boots', 'axe');
    go(m, '2', 'giveTask', '0', 'takeRed');
    go(m, '2', 'giveTask', '1', 'avoidBlue');
    go(m, '2', 'giveTask', '3', 'takeBlue');
    // Red 3 led (no reservation), black 9 (void), red 7; then 0, last: boots, red 9.
    go(m, '1', 'playCard', 'red-3', {});
    go(m, '1', 'reserve', null);
    go(m, '2', 'playCard', 'black-9', {});
    go(m, '3', 'playCard', 'red-7', {});
    let g = go(m, '0', 'useItem', 'boots');
    assert.deepEqual([g.toAct, g.trick!.boots, g.items!.slots[0]!.item], ['0', '0', 'gold']); // refilled (TT-32)
    g = go(m, '0', 'playCard', 'red-9', {});
    const t = g.tricks[0]!;
    assert.deepEqual([t.plays.map((x) => x.seat), t.winner], [['1', '2', '3', '0'], '2']); // black 9 trumps red 9 and red 7
  });
});

describe('TT-54: itemDeck fixes the first Adventurer set-up only', () => {
  it('a later round starts again from all 15 items: an item of the preset deck may be chosen then', () => {
    // 3 players, the basic five and the Adventurer: 6 characters, all shown every round (TT-24).
    const deal = X_DEAL.slice(0, 3);
    const m = openMatch(TrickTakers, 3, 'tt-later', {
      firstPlayer: '0',
      deal,
      stock: stockOf(deal),
      characters: ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer'],
      itemDeck: X_ITEM_DECK,
    });
    go(m, '0', 'chooseCharacter', 'adventurer');
    go(m, '1', 'chooseCharacter', 'hermit');
    go(m, '2', 'chooseCharacter', 'resistance');
    refused(m, '0', 'chooseInitialItems', 'map', 'sword'); // both in the preset deck
    let g = go(m, '0', 'chooseInitialItems', 'boots', 'axe');
    assert.deepEqual(g.itemDeck, X_ITEM_DECK);
    // Round 1 played out with the first listed move, items unused.
    for (let k = 0; k < 200 && G(m).round === 1; k++) {
      const s = G(m);
      const mv = legalMoves(s, s.toAct!).find((x) => x.move !== 'useItem')!;
      go(m, s.toAct!, mv.move, ...mv.args);
    }
    g = G(m);
    assert.deepEqual([g.round, g.stage], [2, 'select']);
    // Round 2: the Adventurer again, on any seat; its set-up draws from all 15 items (TT-54).
    const seat = g.toAct!;
    go(m, seat, 'chooseCharacter', 'adventurer');
    for (let k = 0; k < 10 && G(m).stage !== 'initial-items'; k++) {
      const s = G(m);
      const mv = legalMoves(s, s.toAct!)[0]!;
      go(m, s.toAct!, mv.move, ...mv.args);
    }
    g = go(m, seat, 'chooseInitialItems', 'map', 'sword');
    const rest = ITEM_IDS.filter((id) => id !== 'map' && id !== 'sword');
    assert.deepEqual([...g.itemDeck!].sort(), [...rest].sort());
    assert.deepEqual(
      g.items!.slots.map((x) => x.item),
      ['map', 'sword'],
    );
  });
});
