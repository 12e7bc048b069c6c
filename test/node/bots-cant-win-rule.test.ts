// The Can't Win rule bot's decisions on hand-built positions (rulebook 2 and 3, CW-4…CW-10):
// trick play, tiles and bids. The generic bot machinery is tested in ./bots.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type TileId } from '../../src/games/cant-win/rules.js';
import { seatKnowledge } from '../../src/games/cant-win/knowledge.js';
import { holdProb, winProb } from '../../src/bots/trick-knowledge.js';
import { playMode } from '../../src/bots/trick-tactics.js';
import { card, type Plays } from './bots-helpers.js';
import { playView, ruleMove } from './cant-win-positions.js';

describe("Can't Win rule bot: play (rulebook 3, CW-7…CW-9)", () => {
  // Tiles: seat 1 Revive Ban (pink sideways), 2 Item Ban, 3 Spell Ban, 0 No XP (odd ranks sideways).
  const tiles: TileId[] = ['no-xp', 'revive-ban', 'item-ban', 'spell-ban'];

  it('at its bid (0) it ducks under the lead with its highest upright card that cannot win', async () => {
    // Seat 3 leads pink-7. Seat 0's pinks: 3 and 9 are sideways (No XP), 6 is upright but
    // below 7, 12 would take the lead. pink-6 is the most dangerous card that cannot win:
    // the sideways ones can never win, so they are kept for later.
    const G = playView({
      hand: [
        'pink-3',
        'pink-6',
        'pink-9',
        'pink-12',
        'turquoise-1',
        'turquoise-2',
        'purple-1',
        'purple-2',
        'purple-3',
        'yellow-1',
        'yellow-2',
        'yellow-3',
      ],
      tiles,
      bids: [0, 2, 3, 3],
      current: [['3', 'pink-7']],
    });
    assert.equal(playMode(seatKnowledge(G, '0')), 'duck');
    assert.deepEqual(await ruleMove(G), card('pink-6'));
  });

  it('at its bid and void in the lead colour, it throws its most dangerous high card', async () => {
    // Void in pink: any card may be played (CW-8). Turquoise would win (CW-9 step 1); an
    // off-colour card cannot beat the upright pink-7 lead, so yellow-12 (top yellow) goes.
    const G = playView({
      hand: [
        'turquoise-2',
        'turquoise-4',
        'yellow-12',
        'yellow-11',
        'yellow-1',
        'yellow-2',
        'purple-10',
        'purple-3',
        'purple-4',
        'purple-5',
        'purple-6',
        'yellow-4',
      ],
      tiles,
      bids: [0, 2, 3, 3],
      current: [['3', 'pink-7']],
    });
    assert.equal(winProb(seatKnowledge(G, '0'), 'yellow-12'), 0);
    assert.ok(winProb(seatKnowledge(G, '0'), 'turquoise-2') > 0);
    assert.deepEqual(await ruleMove(G), card('yellow-12'));
  });

  it('short of its bid and last to play, it wins with the cheapest winning card', async () => {
    // Trick: yellow-5, yellow-9, yellow-2. Seat 0 must follow yellow: 3 is sideways (No XP),
    // 10 and 12 both win for sure as the last card; 10 is the cheaper.
    const G = playView({
      hand: [
        'yellow-3',
        'yellow-10',
        'yellow-12',
        'turquoise-3',
        'turquoise-8',
        'turquoise-11',
        'pink-1',
        'pink-5',
        'pink-10',
        'purple-2',
        'purple-6',
        'purple-9',
      ],
      tiles,
      bids: [3, 2, 3, 3],
      current: [
        ['1', 'yellow-5'],
        ['2', 'yellow-9'],
        ['3', 'yellow-2'],
      ],
    });
    assert.equal(playMode(seatKnowledge(G, '0')), 'win');
    assert.equal(winProb(seatKnowledge(G, '0'), 'yellow-10'), 1);
    assert.equal(winProb(seatKnowledge(G, '0'), 'yellow-3'), 0);
    assert.deepEqual(await ruleMove(G), card('yellow-10'));
  });

  it('void and short of its bid, it trumps with its lowest upright turquoise', async () => {
    // turquoise-3 and -11 are sideways under No XP and cannot win; turquoise-8 is the
    // cheapest card that wins (CW-7, CW-9 step 1).
    const G = playView({
      hand: [
        'turquoise-3',
        'turquoise-8',
        'turquoise-11',
        'turquoise-12',
        'pink-1',
        'pink-5',
        'pink-10',
        'purple-2',
        'purple-6',
        'purple-9',
        'purple-12',
        'pink-12',
      ],
      tiles,
      bids: [3, 2, 3, 3],
      current: [
        ['1', 'yellow-5'],
        ['2', 'yellow-9'],
        ['3', 'yellow-2'],
      ],
    });
    const k = seatKnowledge(G, '0');
    assert.equal(winProb(k, 'turquoise-3'), 0);
    assert.equal(winProb(k, 'turquoise-8'), 1);
    assert.deepEqual(await ruleMove(G), card('turquoise-8'));
  });

  it('remembers the trick history: with turquoise 11 and 12 played, its 10 is a sure lead', async () => {
    // Trick 1 saw turquoise 11 and 12 played sideways (seat 1 No XP, seat 2 No Escape), so
    // seat 0's upright turquoise-5 took it (CW-9 step 1) and seat 0 leads trick 2.
    const historyTiles: TileId[] = ['revive-ban', 'no-xp', 'no-escape', 'item-ban'];
    const hand = [
      'turquoise-10',
      'pink-2',
      'pink-4',
      'purple-1',
      'purple-5',
      'purple-7',
      'yellow-2',
      'yellow-6',
      'yellow-8',
      'pink-6',
      'purple-3',
    ];
    // Seat 0's view after trick 1 showed `plays` and seat 0 won it.
    const afterTrick1 = (plays: Plays) =>
      playView({
        hand,
        tiles: historyTiles,
        bids: [2, 3, 3, 3],
        tricksWon: [1, 0, 0, 0],
        history: [{ plays, winner: '0' }],
      });
    const withHistory = afterTrick1([
      ['1', 'turquoise-11'],
      ['2', 'turquoise-12'],
      ['3', 'turquoise-3'],
      ['0', 'turquoise-5'],
    ]);
    const k = seatKnowledge(withHistory, '0');
    assert.equal(winProb(k, 'turquoise-10'), 1, 'no higher turquoise is left unseen');
    assert.deepEqual(await ruleMove(withHistory), card('turquoise-10'));
    // The same hand when trick 1 showed no high turquoise: turquoise 11 and 12 are still out.
    const without = afterTrick1([
      ['1', 'turquoise-1'],
      ['2', 'turquoise-2'],
      ['3', 'turquoise-4'],
      ['0', 'turquoise-5'],
    ]);
    assert.ok(winProb(seatKnowledge(without, '0'), 'turquoise-10') < 0.9);
  });

  it('learns voids from the history: a seat that did not follow holds none of that colour', () => {
    const G = playView({
      hand: [
        'pink-2',
        'pink-4',
        'purple-1',
        'purple-5',
        'purple-7',
        'yellow-2',
        'yellow-6',
        'yellow-8',
        'pink-6',
        'purple-3',
        'turquoise-10',
      ],
      tiles,
      bids: [2, 3, 3, 3],
      tricksWon: [0, 1, 0, 0],
      history: [
        {
          plays: [
            ['0', 'yellow-1'],
            ['1', 'yellow-12'],
            ['2', 'pink-8'],
            ['3', 'yellow-9'],
          ],
          winner: '1',
        },
      ],
      current: [['1', 'pink-1']],
    });
    const k = seatKnowledge(G, '0');
    assert.deepEqual([...k.voids[2]!], ['yellow']);
    assert.equal(holdProb(k, '2', 'yellow-11'), 0);
    // yellow-11 is then held by seat 1 or 3, in proportion to their hand sizes: 10 and 11 cards.
    assert.equal(holdProb(k, '1', 'yellow-11'), 10 / 21);
    assert.equal(holdProb(k, '3', 'yellow-11'), 11 / 21);
  });
});
