// The Can't Win rule bot's decisions on hand-built positions (rulebook 2 and 3, CW-4…CW-10):
// trick play, tiles and bids. The generic bot machinery is tested in ./bots.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CantWin } from '../../src/games/cant-win/index.js';
import {
  isSideways,
  type CantWinPlay,
  type CantWinState,
  type CantWinTrick,
  type TileId,
} from '../../src/games/cant-win/rules.js';
import { CantWinRuleBot } from '../../src/games/cant-win/rule-bot.js';
import { seatKnowledge } from '../../src/games/cant-win/knowledge.js';
import { bestBid, lapOneChoice } from '../../src/games/cant-win/rule-bot.js';
import { holdProb, winProb } from '../../src/bots/trick-knowledge.js';
import { countDistribution, playMode } from '../../src/bots/trick-tactics.js';
import { card, moveOn, type Plays } from './bots-helpers.js';

// ---------------------------------------------------------------------------
// Positions built by hand. Seat 0 is the bot; the others' hands are hidden
// (`null`), as in seat 0's playerView (G-5).

/**
 * Seat 0's view of a 4-player round of Can't Win in trick play.
 * @param hand seat 0's cards
 * @param history completed tricks of this round, each with its winner
 * @param current plays so far in the trick in progress (seat 0 plays next)
 */
function playView(opts: {
  hand: string[];
  tiles: TileId[];
  bids: number[];
  tricksWon?: number[];
  history?: { plays: Plays; winner: string }[];
  current?: Plays;
  leader?: string;
}): CantWinState {
  const n = 4;
  const tiles = opts.tiles;
  const asPlays = (plays: Plays): CantWinPlay[] =>
    plays.map(([seat, card]) => ({ seat, card, sideways: isSideways(tiles[Number(seat)]!, card) }));
  const tricks: CantWinTrick[] = (opts.history ?? []).map((t) => ({
    round: 1,
    leader: t.plays[0]![0],
    plays: asPlays(t.plays),
    winner: t.winner,
  }));
  const current = opts.current ?? [];
  const done = tricks.length;
  // Cards each seat holds: 12 minus the tricks done, minus 1 if it already played to this trick.
  const handSizes = [0, 1, 2, 3].map((s) =>
    s === 0 ? opts.hand.length : 12 - done - (current.some(([seat]) => seat === String(s)) ? 1 : 0),
  );
  assert.equal(opts.hand.length, 12 - done, 'seat 0 holds 12 cards less one per trick done');
  return {
    numPlayers: n,
    variant: 'standard',
    round: 1,
    dealer: '0',
    stage: 'play',
    lapTurn: 2 * n,
    toAct: '0',
    hands: [opts.hand, null, null, null],
    handSizes,
    tiles,
    bids: opts.bids,
    bidTokens: 18 - opts.bids.reduce((a, b) => a + b, 0),
    startMarker: opts.leader ?? current[0]?.[0] ?? '0',
    trick: { round: 1, leader: current[0]?.[0] ?? '0', plays: asPlays(current), winner: null },
    tricks,
    lastTrick: tricks[tricks.length - 1] ?? null,
    trickCount: done,
    tricksWon: opts.tricksWon ?? [0, 0, 0, 0],
    support: [0, 0, 0, 0],
    supportSupply: 0,
    sheet: [],
    result: null,
  } as unknown as CantWinState;
}

/** Seat 0's view of lap turn `lapTurn` of round 1, seat 0 dealing (CW-4). */
function lapView(opts: {
  hand: string[];
  tiles?: (TileId | null)[];
  bids?: (number | null)[];
  lapTurn?: number;
}): CantWinState {
  const tiles = opts.tiles ?? [null, null, null, null];
  const bids = opts.bids ?? [null, null, null, null];
  return {
    ...playView({ hand: opts.hand, tiles: ['revive-ban', 'spell-ban', 'item-ban', 'no-xp'], bids: [0, 0, 0, 0] }),
    stage: 'laps',
    lapTurn: opts.lapTurn ?? 0,
    tiles,
    bids,
    bidTokens: 18 - bids.reduce<number>((a, b) => a + (b ?? 0), 0),
    startMarker: null,
    trick: null,
  } as unknown as CantWinState;
}

/** The rule bot's move for seat 0 in `G`, with a fixed bot seed. */
const ruleMove = (G: CantWinState, seed = 'hand-built') =>
  moveOn(new CantWinRuleBot({ enumerate: CantWin.ai!.enumerate, seed }), G);

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
    const withHistory = playView({
      hand,
      tiles: historyTiles,
      bids: [2, 3, 3, 3],
      tricksWon: [1, 0, 0, 0],
      history: [
        {
          plays: [
            ['1', 'turquoise-11'],
            ['2', 'turquoise-12'],
            ['3', 'turquoise-3'],
            ['0', 'turquoise-5'],
          ],
          winner: '0',
        },
      ],
    });
    const k = seatKnowledge(withHistory, '0');
    assert.equal(winProb(k, 'turquoise-10'), 1, 'no higher turquoise is left unseen');
    assert.deepEqual(await ruleMove(withHistory), card('turquoise-10'));
    // The same hand when trick 1 showed no high turquoise: turquoise 11 and 12 are still out.
    const without = playView({
      hand,
      tiles: historyTiles,
      bids: [2, 3, 3, 3],
      tricksWon: [1, 0, 0, 0],
      history: [
        {
          plays: [
            ['1', 'turquoise-1'],
            ['2', 'turquoise-2'],
            ['3', 'turquoise-4'],
            ['0', 'turquoise-5'],
          ],
          winner: '0',
        },
      ],
    });
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
    const hand = [
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
    const G = lapView({
      hand,
      tiles: ['no-xp', 'item-ban', 'revive-ban', 'spell-ban'],
      bids: [null, 1, 3, 2],
      lapTurn: 4,
    });
    assert.deepEqual(await ruleMove(G), { move: 'bid', args: [0] });
  });

  it('bids high with the four top turquoise and three side 12s', () => {
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
    const { bid } = bestBid(seatKnowledge(G, '0'), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // 4 sure turquoise tricks; No XP turns 11 and 9 sideways, so at least turquoise 12, 10
    // and the side 12s: 5 or more.
    assert.ok(bid >= 5 && bid <= 8, `bid ${bid}`);
  });

  it('in lap 1 bids first only when waiting for a tile costs nothing', () => {
    const hand = [
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
    const k = seatKnowledge(lapView({ hand }), '0');
    const choice = lapOneChoice(k, ['revive-ban', 'spell-ban', 'item-ban', 'no-escape', 'no-xp'], [0, 1, 2]);
    // The even ranks (2, 4) are the hand's only risk when ducking; No Escape turns them all sideways.
    assert.deepEqual(choice, { move: 'chooseTile', args: ['no-escape'] });
  });

  it('counts trick distributions exactly (Poisson binomial)', () => {
    const d = countDistribution([0.5, 0.5, 1]);
    assert.deepEqual(d, [0, 0.25, 0.5, 0.25]);
  });
});
