// TrickTakers, the whole box: a full 3-round game at 4 players with all eight characters on
// boardgame.io's reducer (issue 21's "full seeded 3-round game with all eight characters checked by
// hand"). Round 1 is fixed by setupData (deal, stock, characterOrder, itemDeck: G-3, TT-54); rounds
// 2 and 3 are dealt by the seed "tt8-1" (their hands, decks and displays are asserted first, so a
// change of shuffle shows as such). Every move is scripted, and every trick winner, point, crown,
// item value, combination and task outcome below was worked out by hand from the rulebook and the
// rulings (TT-1…TT-54); the comments give the arithmetic.
//
//   round 1: 0 Adventurer, 1 Collector, 2 Ruler, 3 King      (items, reservations, tasks)
//   round 2: 0 Berserker, 1 Resistance, 2 Hermit, 3 Gambler   (Berserker deck, Kakumei, WF bonus, bid)
//   round 3: 0 King, 1 Ruler, 2 Gambler, 3 Collector          (black crown spent, tokens, the winner)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openMatch } from '../../src/games/common/local-match.js';
import { TrickTakers } from '../../src/games/tricktakers/index.js';
import { G, go, refused, stockOf, X_DEAL, X_ITEM_DECK, X_ORDER } from './tricktakers-positions.js';

const ALL = ['king', 'gambler', 'resistance', 'hermit', 'berserker', 'adventurer', 'collector', 'ruler'];
const m = openMatch(TrickTakers, 4, 'tt8-1', {
  firstPlayer: '0',
  deal: X_DEAL,
  stock: stockOf(X_DEAL),
  characters: ALL,
  characterOrder: X_ORDER,
  itemDeck: X_ITEM_DECK,
});

/** Plays one card (options `o`), the move checked to be accepted. */
const play = (seat: string, card: string, o: Record<string, unknown> = {}) => go(m, seat, 'playCard', card, o);
/** The winner of the trick just completed. */
const lastWinner = () => G(m).lastTrick!.winner;

describe('a full 3-round game with all eight characters, checked by hand', () => {
  it('round 1: Adventurer, Collector, Ruler, King (items, reservations, tasks; TT-24…TT-46)', () => {
    let g = G(m);
    // TT-24, TT-54: characterOrder's first players + 1 = 5 are shown.
    assert.deepEqual(g.display, {
      shown: ['adventurer', 'collector', 'ruler', 'king', 'hermit'],
      notShown: ['gambler', 'resistance', 'berserker'],
    });
    refused(m, '0', 'chooseCharacter', 'gambler'); // not shown (TT-24)
    go(m, '0', 'chooseCharacter', 'adventurer');
    go(m, '1', 'chooseCharacter', 'collector');
    go(m, '2', 'chooseCharacter', 'ruler');
    go(m, '3', 'chooseCharacter', 'king');
    // TT-25: King 1A, Adventurer 3B, then the Ruler 5B last.
    go(m, '3', 'discard', ['green-9']);
    go(m, '0', 'chooseInitialItems', 'boots', 'axe');
    go(m, '2', 'giveTask', '0', 'takeRed');
    go(m, '2', 'giveTask', '1', 'avoidBlue');
    g = go(m, '2', 'giveTask', '3', 'takeBlue');
    assert.deepEqual([g.stage, g.toAct, g.items!.deckSize], ['play', '0', 13]);

    // Trick 1: Axe makes green 2 a green 10 (TT-33); the Collector reserves it (TT-38); the Ruler,
    // void in green, puts the optional green token on blue 9 (green 9, TT-46). Green 10 > 9 > 7 > 4
    // → 0, who takes green 4, blue 9, green 7 (not the reserved card) as a new extra slot and
    // draws Wing onto it (TT-35). The Axe's red slot took the deck's top, Gold (TT-32).
    go(m, '0', 'useItem', 'axe');
    play('0', 'green-2');
    play('1', 'green-4');
    go(m, '1', 'reserve', 'green-2');
    play('2', 'blue-9', { leadToken: true });
    g = play('3', 'green-7');
    assert.equal(lastWinner(), '0');
    assert.deepEqual(g.items!.slots, [
      { kind: 'blue', item: 'boots' },
      { kind: 'red', item: 'gold' },
      { kind: 'extra', item: 'wing', cards: ['green-4', 'blue-9', 'green-7'] },
    ]);
    // Trick 2: Boots when leading: 1 leads, 0 plays last. Red led; black 9 trumps → 2.
    go(m, '0', 'useItem', 'boots'); // the blue slot draws Crystal
    play('1', 'red-3');
    go(m, '1', 'reserve', null);
    play('2', 'black-9');
    play('3', 'red-7');
    play('0', 'red-9');
    assert.equal(lastWinner(), '2');
    // Trick 3: black 8 led; Gold gives +30 at once (TT-34): 30 + 30 = 60. The Collector reserves
    // black 8, which still wins the trick (TT-27) → 2.
    play('2', 'black-8');
    play('3', 'black-1');
    g = go(m, '0', 'useItem', 'gold'); // the red slot draws Rock Crystal
    assert.equal(g.scores[0], 30 + 30);
    play('0', 'black-3');
    play('1', 'blue-1');
    g = go(m, '1', 'reserve', 'black-8');
    assert.deepEqual([lastWinner(), g.collected![1]], ['2', ['green-2', 'black-8']]);
    // Trick 4: WF led, blue 7 sets blue → 3, whose takeBlue is done at once (TT-44).
    play('2', 'white-flag-2');
    play('3', 'blue-7');
    play('0', 'blue-4');
    play('1', 'red-4');
    g = go(m, '1', 'reserve', 'red-4'); // its own card (TT-38)
    assert.equal(lastWinner(), '3');
    assert.deepEqual(
      g.tasks!.map((t) => [t.seat, t.id, t.done]),
      [
        [0, 'takeRed', false],
        [1, 'avoidBlue', false],
        [3, 'takeBlue', true],
      ],
    );
    // Trick 5: the King Rare before Rare 1: equal, the earlier wins → 3.
    play('3', 'king-rare');
    play('0', 'white-flag-1');
    play('1', 'red-5');
    go(m, '1', 'reserve', null);
    g = play('2', 'rare-1');
    assert.equal(g.tricks.length, 0); // a new round
    // Tricks 1, 0, 2, 2.
    // 0 Adventurer: 1 trick +10 (TT-37); slots Crystal (blue) +20, Rock Crystal (red) +30, Wing
    //   (extra) +10 = +60; takeRed failed −10; Gold +30 → 10 + 60 − 10 + 30 = +90 → 120.
    // 1 Collector: green 2, black 8, red 4: no combination, 3 left over −10 × 1; avoidBlue +10 → 0 → 30.
    // 2 Ruler: tasks done avoidBlue +10, takeBlue +20; a black card taken +10; 2 tricks, not all
    //   tasks, red cards taken → +40 → 70.
    // 3 King: 2 tricks +50; takeBlue +20 → +70 → 100.
    // Crowns (TT-10, TT-28): 2–2 on top, no gold; only the Collector has 0 tricks: no black crown.
    assert.deepEqual(g.sheet[0], {
      round: 1,
      first: '0',
      characters: ['adventurer', 'collector', 'ruler', 'king'],
      bids: [null, null, null, null],
      bets: [0, 0, 0, 0],
      tricks: [1, 0, 2, 2],
      points: [90, 0, 40, 70],
      crowns: [0, 0, 0, 0],
      blackCrowns: [0, 0, 0, 0],
      kakumei: [],
      totals: [120, 30, 70, 100],
      display: {
        shown: ['adventurer', 'collector', 'ruler', 'king', 'hermit'],
        notShown: ['gambler', 'resistance', 'berserker'],
      },
      itemsUsed: [['axe', 'boots', 'gold'], null, null, null],
      itemsLeft: [['crystal', 'rockCrystal', 'wing'], null, null, null],
      itemPoints: [60, null, null, null],
      reserved: [null, ['green-2', null, 'black-8', 'red-4', null], null, null],
      collections: [null, { combinations: [], points: -10 }, null, null],
      tasks: [
        { seat: 0, id: 'takeRed', done: false, points: -10 },
        { seat: 1, id: 'avoidBlue', done: true, points: 10 },
        { seat: 3, id: 'takeBlue', done: true, points: 20 },
      ],
    });
  });

  it('round 2: Berserker, Resistance, Hermit, Gambler (Kakumei with a WF, Rare+1, a hit bid)', () => {
    let g = G(m);
    // TT-24: round 1's unshown three first, then 2 of its 5 shown (the seed's shuffle).
    assert.deepEqual(g.display, {
      shown: ['gambler', 'resistance', 'berserker', 'adventurer', 'hermit'],
      notShown: ['king', 'collector', 'ruler'],
    });
    // TT-8: round 1's King player (3) first; then no crowns, fewest points first: 1 (30), 2 (70), 0 (120).
    assert.deepEqual([g.round, g.stage, g.order, g.toAct], [2, 'select', ['3', '1', '2', '0'], '3']);
    assert.deepEqual(g.hands, [
      ['blue-3', 'green-7', 'blue-5', 'red-6', 'red-2'],
      ['black-8', 'red-8', 'green-8', 'white-flag-1', 'blue-8'],
      ['black-2', 'white-flag-2', 'blue-6', 'black-6', 'red-1'],
      ['black-1', 'green-9', 'red-5', 'blue-9', 'red-4'],
    ]);
    assert.deepEqual(g.deck.slice(0, 3), ['rare-1', 'black-3', 'blue-2']);
    refused(m, '3', 'chooseCharacter', 'king'); // not shown this round
    go(m, '3', 'chooseCharacter', 'gambler');
    go(m, '1', 'chooseCharacter', 'resistance');
    go(m, '2', 'chooseCharacter', 'hermit');
    g = go(m, '0', 'chooseCharacter', 'berserker');
    // TT-14: the Gambler gains 20 at once (100 → 120), swaps green 9 and red 5 for the deck's
    // rare 1 and black 3, bids 2 and bets 50 (≤ min(50, 120)). TT-18: the Berserker's hand is the
    // Berserker card and 4 of its 6 (the seed's draw); blue 10 and the Berserker WF stay out.
    assert.deepEqual([g.stage, g.toAct, g.scores], ['exchange', '3', [120, 30, 70, 120]]);
    go(m, '3', 'exchange', ['green-9', 'red-5']);
    go(m, '3', 'pass');
    refused(m, '3', 'bid', 5);
    go(m, '3', 'bid', 2);
    refused(m, '3', 'bet', 60); // the cap is 50 before the final round
    g = go(m, '3', 'bet', 50);
    assert.deepEqual(g.hands[3], ['black-1', 'blue-9', 'red-4', 'rare-1', 'black-3']);
    assert.deepEqual(g.hands[0], ['berserker', 'green-10', 'black-10', 'red-10', 'berserker-rare']);
    assert.deepEqual([...g.spare].sort(), ['berserker-white-flag', 'blue-10']);
    // TT-9: without a crown, seat 1 has the fewest points (30): it leads.
    assert.deepEqual([g.stage, g.first, g.toAct], ['play', '1', '1']);

    // Trick 1: 1 leads WF 1 with Kakumei (leading is allowed, TT-4); black 6 sets the lead suit;
    // black 3 and black 10 follow. Reversed, any WF is best → 1 (+30 for a WF Kakumei win, TT-16).
    play('1', 'white-flag-1', { kakumei: true });
    play('2', 'black-6');
    play('3', 'black-3');
    play('0', 'black-10');
    assert.equal(lastWinner(), '1');
    // Trick 2: green 8 led; the Hermit, void, plays its WF; the Gambler its Rare; the Berserker
    // must follow with green 10. The Hermit's WF is Rare+1 with a Rare in the trick, in any order
    // (TT-3 tier 3) → 2, +30 at once (TT-17): 70 + 30 = 100.
    play('1', 'green-8');
    play('2', 'white-flag-2');
    play('3', 'rare-1');
    g = play('0', 'green-10');
    assert.deepEqual([lastWinner(), g.scores[2]], ['2', 100]);
    // Trick 3: black 2 led; the Gambler must play black 1; the Berserker, void, its Berserker card:
    // a 1 beats it (TT-3 tier 1) → 3.
    play('2', 'black-2');
    play('3', 'black-1');
    play('0', 'berserker');
    play('1', 'black-8');
    assert.equal(lastWinner(), '3');
    // Trick 4: blue 9 led; red 10 is off-suit (tier 7); blue 8 and blue 6 follow → 3.
    play('3', 'blue-9');
    play('0', 'red-10');
    play('1', 'blue-8');
    play('2', 'blue-6');
    assert.equal(lastWinner(), '3');
    // Trick 5: red 4 led; the Berserker's Rare; red 8; the Hermit draws blue 2 and discards red 1
    // (TT-17), so it is void in red and plays blue 2. Rare → 0.
    play('3', 'red-4');
    play('0', 'berserker-rare');
    play('1', 'red-8');
    g = go(m, '2', 'hermitDraw');
    assert.deepEqual([g.stage, g.hands[2]], ['hermit-discard', ['red-1', 'blue-2']]);
    refused(m, '2', 'playCard', 'blue-2', {}); // the discard comes first
    go(m, '2', 'discard', ['red-1']);
    g = play('2', 'blue-2');
    // Tricks 1, 1, 1, 2.
    // 0 Berserker: 1 trick −10 → 110.
    // 1 Resistance: won its Kakumei trick with a WF +30 → 60.
    // 2 Hermit: 1 trick −10; the WF bonus +30 during the round → +20 → 90.
    // 3 Gambler: +20 at setup; bid 2, 2 tricks: 90 + the bet 50 → +160 → 260.
    // Crowns: 3 alone has the most (2): gold. 1's only trick was its Kakumei trick, which counts as
    // 0 for black crowns (TT-16): black crown to 1.
    assert.deepEqual(g.sheet[1], {
      round: 2,
      first: '1',
      characters: ['berserker', 'resistance', 'hermit', 'gambler'],
      bids: [null, null, null, 2],
      bets: [0, 0, 0, 50],
      tricks: [1, 1, 1, 2],
      points: [-10, 30, 20, 160],
      crowns: [0, 0, 0, 1],
      blackCrowns: [0, 1, 0, 0],
      kakumei: ['white-flag-1'],
      totals: [110, 60, 90, 260],
      display: {
        shown: ['gambler', 'resistance', 'berserker', 'adventurer', 'hermit'],
        notShown: ['king', 'collector', 'ruler'],
      },
    });
    assert.deepEqual(
      [g.crowns, g.blackCrowns],
      [
        [0, 0, 0, 1],
        [0, 1, 0, 0],
      ],
    );
    // After two rounds all eight characters have been played (round 1: Adventurer, Collector,
    // Ruler, King; round 2: Gambler, Resistance, Hermit, Berserker).
    const played = new Set(g.sheet.flatMap((r) => r.characters));
    assert.deepEqual([...played].sort(), [...ALL].sort());
  });

  it('round 3: King, Ruler, Gambler, Collector (black crown, tokens, a wild Rare; the winner on points)', () => {
    let g = G(m);
    // TT-24: round 2's unshown three first, then 2 of its 5 shown.
    assert.deepEqual(g.display, {
      shown: ['king', 'collector', 'ruler', 'resistance', 'gambler'],
      notShown: ['hermit', 'berserker', 'adventurer'],
    });
    // TT-8: no King last round; no gold crown, fewest first: 1 (60), 2 (90), 0 (110); then 3 (crowned).
    assert.deepEqual([g.round, g.order, g.toAct], [3, ['1', '2', '0', '3'], '1']);
    assert.deepEqual(g.hands, [
      ['black-6', 'blue-9', 'red-1', 'rare-1', 'black-9'],
      ['black-1', 'green-1', 'green-2', 'red-2', 'blue-2'],
      ['blue-5', 'black-4', 'black-2', 'blue-8', 'red-7'],
      ['blue-6', 'red-8', 'white-flag-1', 'green-6', 'blue-7'],
    ]);
    assert.deepEqual(g.deck.slice(0, 2), ['green-3', 'red-4']);
    go(m, '1', 'chooseCharacter', 'ruler');
    go(m, '2', 'chooseCharacter', 'gambler');
    go(m, '0', 'chooseCharacter', 'king');
    go(m, '3', 'chooseCharacter', 'collector');
    // Setups (TT-25): King (discards red 1), Gambler (+20: 110; swaps red 7 for green 3; bids 0;
    // bets 100, the final round's cap, ≤ 110), then the Ruler's tasks.
    go(m, '0', 'discard', ['red-1']);
    go(m, '2', 'exchange', ['red-7']);
    go(m, '2', 'pass');
    go(m, '2', 'bid', 0);
    refused(m, '2', 'bet', 110); // cap 100 in the final round (TT-14)
    g = go(m, '2', 'bet', 100);
    assert.deepEqual([g.stage, g.toAct], ['give-tasks', '1']);
    go(m, '1', 'giveTask', '0', 'takeRed');
    go(m, '1', 'giveTask', '2', 'avoidBlue');
    g = go(m, '1', 'giveTask', '3', 'avoidRed');
    // TT-15 after the tasks (TT-25): 1 holds the only black crown; it swaps blue 2 for red 4.
    assert.deepEqual([g.stage, g.toAct], ['black-crowns', '1']);
    refused(m, '2', 'spendBlackCrown', ['blue-5']); // no crown to spend
    g = go(m, '1', 'spendBlackCrown', ['blue-2']);
    assert.deepEqual(
      [g.hands[1], g.blackCrowns, g.spent, g.stage, g.first, g.toAct],
      [['black-1', 'green-1', 'green-2', 'red-2', 'red-4'], [0, 0, 0, 0], [0, 1, 0, 0], 'play', '1', '1'],
    );
    assert.deepEqual(g.hands[0], ['black-6', 'blue-9', 'rare-1', 'black-9', 'king-rare']);
    assert.deepEqual(g.hands[2], ['blue-5', 'black-4', 'black-2', 'blue-8', 'green-3']);

    // Trick 1: the Ruler leads green 1 (no token when leading); green 3, green 6 follow; the
    // Collector reserves green 1; the King, void, trumps with black 6 → 0, taking green 3, green 6,
    // black 6.
    refused(m, '1', 'playCard', 'green-1', { leadToken: true });
    play('1', 'green-1');
    play('2', 'green-3');
    play('3', 'green-6');
    go(m, '3', 'reserve', 'green-1');
    play('0', 'black-6');
    assert.equal(lastWinner(), '0');
    // Trick 2: the King Rare led; red 2 sets red; blue 5 (void); red 8 follows; the Collector
    // reserves the King Rare. Rare → 0, taking red 2, blue 5, red 8: takeRed done (TT-44).
    play('0', 'king-rare');
    play('1', 'red-2');
    play('2', 'blue-5');
    play('3', 'red-8');
    g = go(m, '3', 'reserve', 'king-rare');
    assert.equal(lastWinner(), '0');
    assert.deepEqual(
      g.tasks!.map((t) => t.done),
      [true, false, false],
    );
    // Trick 3: black 9 led; the Ruler holds black 1 but plays green 2: the black token is mandatory,
    // placed even with {} (TT-46, TT-52): a black 2. Black 9 > 4 > 2 → 0. The Collector reserves
    // green 2: it collects the printed green 2 (TT-27).
    play('0', 'black-9');
    play('1', 'green-2');
    play('2', 'black-4');
    play('3', 'white-flag-1');
    g = go(m, '3', 'reserve', 'green-2');
    assert.equal(lastWinner(), '0');
    assert.equal(g.lastTrick!.plays[1]!.leadToken, 'black');
    // Trick 4: blue 9 led; the Ruler, void in blue, plays black 1 without the optional token
    // (X-9 b): trump → 1, taking blue 9, black 1, blue 7 (blue 8 reserved).
    play('0', 'blue-9');
    play('1', 'black-1', { leadToken: false });
    play('2', 'blue-8');
    play('3', 'blue-7');
    go(m, '3', 'reserve', 'blue-8');
    assert.equal(lastWinner(), '1');
    // Trick 5: red 4 led; black 2 trumps, but the King's Rare beats it → 0. The Collector reserves
    // red 4, so it took a red card: avoidRed fails.
    play('1', 'red-4');
    play('2', 'black-2');
    play('3', 'blue-6');
    go(m, '3', 'reserve', 'red-4');
    g = play('0', 'rare-1');
    // Tricks 4, 1, 0, 0.
    // 0 King: 4 tricks +120, doubled in the final round (TT-13) = +240; takeRed +20 → +260 → 370.
    // 1 Ruler: tasks done takeRed +20, avoidBlue +10 (avoidRed failed: 0); black 1 taken +10;
    //   exactly 1 trick +20; not all tasks done → +60 → 120.
    // 2 Gambler: +20 at setup; bid 0, 0 tricks: 30 + the bet 100; avoidBlue (took nothing) +10
    //   → +160 → 250.
    // 3 Collector: green 1, King Rare, green 2, blue 8, red 4 → 3 Straight Flush {green 1, green 2,
    //   the Rare as green 3} +50 (TT-40; no other combination: no pair, no other run); 2 left over
    //   −10; avoidRed failed −10 → +30 → 290.
    // Crowns: 0 alone on top: gold (its first). 0 tricks: the Gambler (black crown); the Collector
    // is never eligible (TT-28).
    assert.deepEqual(g.sheet[2], {
      round: 3,
      first: '1',
      characters: ['king', 'ruler', 'gambler', 'collector'],
      bids: [null, null, 0, null],
      bets: [0, 0, 100, 0],
      tricks: [4, 1, 0, 0],
      points: [260, 60, 160, 30],
      crowns: [1, 0, 0, 0],
      blackCrowns: [0, 0, 1, 0],
      kakumei: [],
      totals: [370, 120, 250, 290],
      display: {
        shown: ['king', 'collector', 'ruler', 'resistance', 'gambler'],
        notShown: ['hermit', 'berserker', 'adventurer'],
      },
      reserved: [null, null, null, ['green-1', 'king-rare', 'green-2', 'blue-8', 'red-4']],
      collections: [null, null, null, { combinations: ['straightFlush3'], points: 40 }],
      tasks: [
        { seat: 0, id: 'takeRed', done: true, points: 20 },
        { seat: 2, id: 'avoidBlue', done: true, points: 10 },
        { seat: 3, id: 'avoidRed', done: false, points: -10 },
      ],
    });
    // TT-12: no character win (King 4 tricks, no hit bid of 4, the Ruler 1 trick, no 9 Straight
    // Flush); crowns 1, 0, 0, 1 and black crowns 0, 0, 1, 0: none has 2 or 3. The most points: 0.
    assert.deepEqual([g.stage, g.crowns, g.blackCrowns], ['over', [1, 0, 0, 1], [0, 0, 1, 0]]);
    assert.deepEqual(m.state.ctx.gameover, {
      winners: ['0'],
      winner: '0',
      scores: { 0: 370, 1: 120, 2: 250, 3: 290 },
      condition: 'points',
    });
  });
});
