// The TrickTakers rule bot's intent (src/games/tricktakers/rule-bot.ts, rule-setup.ts) in
// hand-built positions, each expectation worked out by hand from its rules in the comments.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChosenMove } from '../../src/bots/types.js';
import { ruleMove, type TtView } from '../../src/games/tricktakers/rule-bot.js';
import type { CharacterId } from '../../src/games/tricktakers/rules.js';
import { roundOneView, trickOf } from './tricktakers-bot-positions.js';

/** A 4-seat round-1 view for seat 0 holding `hand`, with `over` on top. */
const view = (hand: string[], over: Record<string, unknown> = {}): TtView =>
  roundOneView(hand, {
    characters: ['king', 'gambler', 'resistance', 'hermit'],
    bids: [null, 2, null, null],
    exchanges: 0,
    ...over,
  });

const plays = (cards: string[], kakumei = false): ChosenMove[] => [
  ...cards.map((c) => ({ move: 'playCard', args: [c, {}] })),
  ...(kakumei ? cards.map((c) => ({ move: 'playCard', args: [c, { kakumei: true }] })) : []),
];
const choose = (G: TtView, legal: ChosenMove[]) => ruleMove(G, '0', legal, () => 0.5);
const picks = (ids: CharacterId[]) => ids.map((id) => ({ move: 'chooseCharacter', args: [id] }));
const ALL: CharacterId[] = ['king', 'gambler', 'resistance', 'hermit', 'berserker'];

describe('TrickTakers rule bot: setup (TT-6, TT-13, TT-14)', () => {
  it('takes the King with a hand of sure winners', () => {
    // Expected tricks 0.9 + 0.9 + 0.75 + 0.75 + 0.35 = 3.65. King: drop the red 9 (0.35), add its Rare (0.9):
    // 4.2 tricks → 120 × 0.8 + 200 × 0.2 = 136. Gambler: 20 + ½ × (bid 4 wins: 200) = 120. Hermit about −10,
    // Berserker 30, Resistance 25.
    const G = view(['rare-1', 'rare-2', 'black-9', 'black-8', 'red-9'], {
      stage: 'select',
      characters: [null, null, null, null],
    });
    assert.deepEqual(choose(G, picks(ALL)).args, ['king']);
  });

  it('takes the Hermit with a hand that wins nothing', () => {
    // No trick: 0.95⁴ = 0.81 → 0.81 × 50 + 0.19 × (−10) = 38.9. Resistance: one low card (the WF) → 35;
    // Gambler 20 + ½ × 30 = 35; King at 1.1 tricks 23; Berserker 30.
    const G = view(['white-flag-1', 'red-5', 'blue-5', 'green-4', 'red-6'], {
      stage: 'select',
      characters: [null, null, null, null],
    });
    assert.deepEqual(choose(G, picks(ALL)).args, ['hermit']);
    // With the Hermit taken, the Resistance and the Gambler tie at 35; the first listed wins the tie.
    assert.deepEqual(choose(G, picks(['gambler', 'resistance', 'berserker'])).args, ['gambler']);
  });

  it('the King discards its White Flag, never its Rare', () => {
    const hand = ['king-rare', 'red-2', 'black-9', 'white-flag-1', 'blue-7', 'green-8'];
    const legal = hand.filter((c) => c !== 'king-rare').map((c) => ({ move: 'discard', args: [[c]] }));
    assert.deepEqual(choose(view(hand, { stage: 'king-discard' }), legal).args, [['white-flag-1']]);
  });

  it('the Gambler bids its expected tricks, rounded', () => {
    // 0.9 (Rare) + 0.75 (black 9) + 3 × 0.05 = 1.8 → 2.
    const G = view(['rare-1', 'black-9', 'red-2', 'blue-3', 'green-4'], {
      stage: 'bid',
      characters: ['gambler', 'king', 'resistance', 'hermit'],
    });
    const legal = [0, 1, 2, 3, 4].map((n) => ({ move: 'bid', args: [n] }));
    assert.deepEqual(choose(G, legal).args, [2]);
  });
});

describe('TrickTakers rule bot: trick play (TT-2…TT-4, TT-13, TT-16, TT-17)', () => {
  it('the King, last to play, takes the trick with its cheapest winner, not its Rare', () => {
    // Red 5 led, red 8, blue 2: red 9 wins (TT-3); so would the Rare, which it keeps.
    const G = view(['red-9', 'rare-1'], { trick: trickOf(['red-5', 'red-8', 'blue-2']) });
    assert.deepEqual(choose(G, plays(['red-9', 'rare-1'])).args, ['red-9', {}]);
  });

  it('the Hermit with no trick throws its highest card that loses', () => {
    // Red 5 led, black 2, red 7: black 2 wins over any red (TT-3), so the red 9 is safe to throw.
    const G = view(['red-9', 'red-3'], {
      characters: ['hermit', 'gambler', 'resistance', 'king'],
      trick: trickOf(['red-5', 'black-2', 'red-7']),
    });
    assert.deepEqual(choose(G, plays(['red-9', 'red-3'])).args, ['red-9', {}]);
  });

  it('the Hermit plays its White Flag over a Rare once it has a trick, and not before', () => {
    // Blue 5 led, Rare, green 3: the Hermit's WF is Rare+1 (TT-17): +30 for a trick that costs 20 (1 → 2 tricks).
    const over = {
      characters: ['hermit', 'gambler', 'resistance', 'king'],
      trick: trickOf(['blue-5', 'rare-1', 'green-3']),
    };
    const legal = plays(['white-flag-1', 'red-2']);
    assert.deepEqual(choose(view(['white-flag-1', 'red-2'], { ...over, tricksWon: [1, 0, 0, 0] }), legal).args, [
      'white-flag-1',
      {},
    ]);
    // At 0 tricks the first trick costs 60 (+50 → −10): it throws the red 2, which loses.
    assert.deepEqual(choose(view(['white-flag-1', 'red-2'], over), legal).args, ['red-2', {}]);
  });

  it('the Resistance declares Kakumei last to play with the card that scores most', () => {
    const over = { characters: ['resistance', 'gambler', 'king', 'hermit'], kakumeiLeft: 1 };
    // All black, black 5 led: reversed, black 2 is the lowest black and wins (TT-4): a Black Kakumei wins the game.
    let G = view(['black-2', 'white-flag-1'], { ...over, trick: trickOf(['black-5', 'black-8', 'black-9']) });
    assert.deepEqual(choose(G, plays(['black-2', 'white-flag-1'], true)).args, ['black-2', { kakumei: true }]);
    // Red 5 led, red 8, blue 9, void in red: reversed, its WF wins (+30) and its black 3 loses to every colour.
    G = view(['black-3', 'white-flag-1'], { ...over, trick: trickOf(['red-5', 'red-8', 'blue-9']) });
    assert.deepEqual(choose(G, plays(['black-3', 'white-flag-1'], true)).args, ['white-flag-1', { kakumei: true }]);
  });

  it('the Hermit draws while it holds a likely winner, then discards its strongest card', () => {
    const over = { characters: ['hermit', 'gambler', 'resistance', 'king'] };
    const legal = [...plays(['rare-1', 'red-2']), { move: 'hermitDraw', args: [] }];
    assert.deepEqual(choose(view(['rare-1', 'red-2'], over), legal), { move: 'hermitDraw', args: [] });
    const discards = ['rare-1', 'red-2', 'blue-4'].map((c) => ({ move: 'discard', args: [[c]] }));
    const G = view(['rare-1', 'red-2', 'blue-4'], { ...over, stage: 'hermit-discard' });
    assert.deepEqual(choose(G, discards).args, [['rare-1']]);
  });
});
