// The Can't Win rule bot's tiles and bids on hand-built positions (rulebook 2, CW-4, CW-5,
// CW-10). Its trick play is in ./bots-cant-win-rule.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countDistribution } from '../../src/bots/trick-tactics.js';
import { lapView, ruleMove } from './cant-win-positions.js';

/** A very weak hand: ranks 1, 2 and 4 of every colour. */
const VERY_WEAK = [
  'pink-1',
  'pink-2',
  'pink-4',
  'purple-1',
  'purple-2',
  'purple-4',
  'yellow-1',
  'yellow-2',
  'yellow-4',
  'turquoise-1',
  'turquoise-2',
  'turquoise-4',
];

describe("Can't Win rule bot: tiles and bids (rulebook 2, CW-4, CW-5, CW-10)", () => {
  it('takes the tile that hurts its strong hand least: Item Ban, which only turns its low yellows', async () => {
    const hand = [
      'turquoise-12',
      'turquoise-10',
      'turquoise-8',
      'turquoise-6',
      'pink-12',
      'pink-10',
      'purple-11',
      'purple-9',
      'yellow-1',
      'yellow-3',
      'yellow-5',
      'yellow-7',
    ];
    assert.deepEqual(await ruleMove(lapView({ hand })), { move: 'chooseTile', args: ['item-ban'] });
  });

  it('with a weak hand and the top turquoise, takes No Escape to turn the 12 sideways, then bids 0', async () => {
    // An upright turquoise-12 always wins its trick (CW-9 step 1), so a bid of 0 needs it sideways.
    const hand = [
      'turquoise-12',
      'turquoise-1',
      'turquoise-3',
      'pink-1',
      'pink-2',
      'pink-3',
      'purple-1',
      'purple-2',
      'purple-3',
      'yellow-1',
      'yellow-2',
      'yellow-3',
    ];
    assert.deepEqual(await ruleMove(lapView({ hand })), { move: 'chooseTile', args: ['no-escape'] });
    const lap2 = lapView({
      hand,
      tiles: ['no-escape', 'item-ban', null, 'spell-ban'],
      bids: [null, null, 2, null],
      lapTurn: 4,
    });
    assert.deepEqual(await ruleMove(lap2), { move: 'bid', args: [0] });
  });

  it('bids 0 with a very weak hand', async () => {
    const G = lapView({
      hand: VERY_WEAK,
      tiles: ['no-xp', 'item-ban', 'revive-ban', 'spell-ban'],
      bids: [null, 1, 3, 2],
      lapTurn: 4,
    });
    assert.deepEqual(await ruleMove(G), { move: 'bid', args: [0] });
  });

  it('bids high with the four top turquoise and three side 12s', async () => {
    const hand = [
      'turquoise-12',
      'turquoise-11',
      'turquoise-10',
      'turquoise-9',
      'pink-12',
      'purple-12',
      'yellow-12',
      'pink-2',
      'purple-2',
      'yellow-2',
      'pink-4',
      'purple-4',
    ];
    const G = lapView({
      hand,
      tiles: ['no-xp', 'item-ban', 'revive-ban', 'spell-ban'],
      bids: [null, 1, 0, 2],
      lapTurn: 4,
    });
    // Lap 2: seat 0 has its tile and must bid (0…12 with 15 tokens left, CW-5).
    const move = await ruleMove(G);
    assert.equal(move.move, 'bid');
    const bid = move.args[0] as number;
    // 4 sure turquoise tricks; No XP turns 11 and 9 sideways, so at least turquoise 12, 10
    // and the side 12s: 5 or more.
    assert.ok(bid >= 5 && bid <= 8, `bid ${bid}`);
  });

  it('in lap 1 bids first only when waiting for a tile costs nothing', async () => {
    // Lap 1, every tile free and 18 tokens: seat 0 may take a tile or bid (CW-4).
    const choice = await ruleMove(lapView({ hand: VERY_WEAK }));
    // The even ranks (2, 4) are the hand's only risk when ducking; No Escape turns them all sideways.
    assert.deepEqual(choice, { move: 'chooseTile', args: ['no-escape'] });
  });

  it('counts trick distributions exactly (Poisson binomial)', () => {
    const d = countDistribution([0.5, 0.5, 1]);
    assert.deepEqual(d, [0, 0.25, 0.5, 0.25]);
  });
});
