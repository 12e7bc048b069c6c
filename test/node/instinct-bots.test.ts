// The Instinct rule bot (docs/bots.md): its bids and plays on hand-built
// positions, computed by hand from its rule; fairness (BOTS.md); seeds; and
// Instinct's entry in the bot registry (`random`, `rule`, `mcts`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { seededRandom } from '../../src/games/common/random.js';
import { instinct, Instinct } from '../../src/games/instinct/index.js';
import { instinctBots } from '../../src/games/instinct/bots.js';
import { INSTINCT_SAMPLING } from '../../src/games/instinct/sampler.js';
import { trickSampler } from '../../src/games/common/trick-sampler.js';
import { bidTotal, type InstinctState, type InstinctTrick } from '../../src/games/instinct/rules.js';
import { PolicyBot, createPlayer, mctsSettings } from '../../src/bots/index.js';
import { instinctMovesLeft } from '../../src/games/instinct/bots.js';
import { InstinctRuleBot } from '../../src/games/instinct/rule-bot.js';
import { bestBid, bidValue, bidOutlook, instinctKnowledge } from '../../src/games/instinct/rule-bot.js';
import { winProb } from '../../src/bots/trick-knowledge.js';
import { playMode, tricksWhenAiming } from '../../src/bots/trick-tactics.js';
import {
  applyMove,
  card,
  fairnessCheck,
  legalTexts,
  moveOn,
  moveText,
  newMatch,
  playMatch,
  type MatchState,
  type Plays,
} from './bots-helpers.js';

// ---------------------------------------------------------------------------
// Positions built by hand: seat 0's view of round 1 of a 4-player game (G-5:
// the other hands `null`, no stock).

/**
 * Seat 0's view in trick play.
 * @param hand seat 0's cards: 11 less one per completed trick
 * @param history completed tricks of this round, each with its winner
 * @param current plays so far in the trick in progress (seat 0 plays next)
 */
function playView(opts: {
  hand: string[];
  bids: number[];
  tricksWon?: number[];
  history?: { plays: Plays; winner: string }[];
  current?: Plays;
  dealer?: string;
}): InstinctState {
  const n = 4;
  const asTrick = (plays: Plays, winner: string | null): InstinctTrick => ({
    round: 1,
    leader: plays[0]?.[0] ?? '0',
    plays: plays.map(([seat, card]) => ({ seat, card })),
    winner,
  });
  const tricks = (opts.history ?? []).map((t) => asTrick(t.plays, t.winner));
  const current = opts.current ?? [];
  const done = tricks.length;
  assert.equal(opts.hand.length, 11 - done, 'seat 0 holds 11 cards less one per trick done');
  const handSizes = [0, 1, 2, 3].map((s) =>
    s === 0 ? opts.hand.length : 11 - done - (current.some(([seat]) => seat === String(s)) ? 1 : 0),
  );
  return {
    numPlayers: n,
    variant: 'standard',
    maxRounds: null,
    round: 1,
    dealer: opts.dealer ?? '0',
    stage: 'play',
    toAct: '0',
    hands: [opts.hand, null, null, null],
    handSizes,
    bids: opts.bids,
    trick: asTrick(current, null),
    tricks,
    lastTrick: tricks[tricks.length - 1] ?? null,
    trickCount: done,
    tricksWon: opts.tricksWon ?? [0, 0, 0, 0],
    scores: [0, 0, 0, 0],
    dealt: [1, 0, 0, 0],
    sheet: [],
    result: null,
  } as unknown as InstinctState;
}

/** Seat 0's view when it is to bid, `bids` made so far (seat 0 deals and bids first unless `dealer` says otherwise, IN-3). */
function bidView(hand: string[], bids: (number | null)[] = [null, null, null, null], dealer = '0'): InstinctState {
  return {
    ...playView({ hand, bids: [0, 0, 0, 0], dealer }),
    stage: 'bid',
    bids,
    trick: null,
  } as unknown as InstinctState;
}

/** The rule bot's move for seat 0 in `G`, with a fixed bot seed. */
const ruleMove = (G: InstinctState, seed = 'hand-built') =>
  moveOn(new InstinctRuleBot({ enumerate: Instinct.ai!.enumerate, seed }), G);

// ---------------------------------------------------------------------------

describe('Instinct in the bot registry: random, rule and mcts', () => {
  const opts = { seed: 's', numPlayers: 4 };

  it('seats random and rule on the seat view, mcts on the full state', async () => {
    assert.ok(
      (await instinct.bots.load()) === instinctBots &&
        instinctBots.rule &&
        instinctBots.movesLeft === instinctMovesLeft,
    );
    const random = createPlayer(instinct, instinctBots, { name: 'random' }, opts);
    const rule = createPlayer(instinct, instinctBots, { name: 'rule' }, opts);
    const mcts = createPlayer(instinct, instinctBots, { name: 'mcts' }, opts);
    assert.ok(random.bot instanceof RandomBot && random.sees === 'seat');
    assert.ok(rule.bot instanceof InstinctRuleBot && rule.sees === 'seat');
    assert.ok(mcts.bot instanceof MCTSBot && mcts.sees === 'all');
  });

  it("counts the most moves left: to the maxRounds cap (G-6), the short game's 2n rounds (IN-8), or none", () => {
    // n bids (IN-3) and 11n cards (IN-1) a round: 48 moves at 4 players, 36 at 3.
    const capped = newMatch<InstinctState>(4, 'left', { maxRounds: 3 }, instinct);
    assert.equal(instinctMovesLeft(capped.G), 3 * 48);
    const short = newMatch<InstinctState>(3, 'left', { variant: 'short' }, instinct);
    assert.equal(instinctMovesLeft(short.G), 6 * 36);
    const both = newMatch<InstinctState>(3, 'left', { variant: 'short', maxRounds: 4 }, instinct);
    assert.equal(instinctMovesLeft(both.G), 4 * 36);
    const open = newMatch<InstinctState>(4, 'left', {}, instinct);
    assert.equal(instinctMovesLeft(open.G), Infinity);
    // mcts sizes its iterations by it; a game with no bound gets boardgame.io's default depth of 50.
    const normal = mctsSettings('normal', instinctMovesLeft);
    const fn = (x: number | ((G: unknown) => number), G: unknown) => (typeof x === 'function' ? x(G) : x);
    assert.deepEqual(
      [fn(normal.iterations, capped.G), fn(normal.playoutDepth, capped.G)],
      [Math.floor(4000 / 145), 144],
    );
    assert.deepEqual([fn(normal.iterations, open.G), fn(normal.playoutDepth, open.G)], [Math.floor(4000 / 51), 50]);
  });

  it('counts down one move at a time to 0 at game over', async () => {
    let expected = 2 * 36;
    const { state } = await playMatch<InstinctState>({
      game: instinct,
      numPlayers: 3,
      seed: 'count',
      bots: ['random', 'rule', 'random'],
      setupData: { maxRounds: 2 },
      onDecision: (s) => assert.equal(instinctMovesLeft(s.G), expected--),
    });
    assert.equal(state.G.sheet.length, 2);
    assert.equal(instinctMovesLeft(state.G), 0);
  });

  it('mcts chooses a legal move late in a capped game', async () => {
    let state = newMatch<InstinctState>(3, 'mcts-late', { maxRounds: 1 }, instinct);
    const random = createPlayer(instinct, instinctBots, { name: 'random' }, { seed: 'r', numPlayers: 3 });
    while (instinctMovesLeft(state.G) > 9) {
      const seat = state.ctx.currentPlayer;
      state = applyMove(state, seat, await random.decide(state, seat), instinct);
    }
    const mcts = createPlayer(instinct, instinctBots, { name: 'mcts', level: 'easy' }, { seed: 'm', numPlayers: 3 });
    const seat = state.ctx.currentPlayer;
    const move = await mcts.decide(state, seat);
    assert.ok(legalTexts(instinct, state, seat).includes(moveText(seat, move)), moveText(seat, move));
    assert.equal(applyMove(state, seat, move, instinct)._stateID, state._stateID + 1);
  });
});

describe('Instinct rule bot: bids (IN-3, IN-7)', () => {
  const allBids = Array.from({ length: 12 }, (_, b) => b);

  it('bids 0 with a hopeless hand: no trump, nothing above 5', async () => {
    // Every card is a near-sure loser (try 0.05, duck 0.02 each): P(0 tricks) ≈ 0.76, and a
    // made 0 scores 20 (IN-7); a bid of 1 scores 15 with P(1) ≈ 0.6 at best.
    const hand = [
      'black-1',
      'black-2',
      'blue-1',
      'blue-3',
      'green-2',
      'green-4',
      'red-1',
      'red-2',
      'white-1',
      'white-3',
      'white-5',
    ];
    assert.deepEqual(await ruleMove(bidView(hand, [null, 2, 3, 2], '1')), { move: 'bid', args: [0] });
  });

  it('with two trump cards and two 12s it bids 4 after bids of 3, 2 and 3, and reads the table', async () => {
    const hand = [
      'trump-1',
      'trump-2',
      'black-12',
      'blue-12',
      'green-2',
      'green-5',
      'red-3',
      'red-4',
      'white-2',
      'white-6',
      'black-3',
    ];
    // Seat 0 bids last (seat 1 dealt, IN-3). Its four strong cards take a trick each with
    // chance 0.75–0.81 (a trump card loses only to a later trump, IN-6; a 12 only to a
    // trump), the seven low ones 0.05 each: 3.5 expected. With the 8 tricks bid that is 11.5
    // claimed of 11, so no trick is left over and its chances shrink by 11/11.5 (0.72–0.77).
    // Expected points (IN-7): bid 3 scores 10 × P(3) ≈ 10 × 0.55 = 5.5; bid 4 scores
    // 15 × P(4) ≈ 15 × 0.52 = 7.8; bid 6 scores 60 × P(6) ≈ 60 × 0.05 = 3.1. So 4.
    const G = bidView(hand, [null, 3, 2, 3], '1');
    const outlook = bidOutlook(instinctKnowledge(G, '0'));
    const value = (b: number) => bidValue(b, tricksWhenAiming(outlook, b));
    assert.ok(Math.abs(value(3) - 5.5) < 0.1 && Math.abs(value(4) - 7.8) < 0.1 && Math.abs(value(6) - 3.1) < 0.1);
    assert.equal(bestBid(instinctKnowledge(G, '0'), allBids).bid, 4);
    assert.deepEqual(await ruleMove(G), { move: 'bid', args: [4] });
    // The same hand after bids of 1, 1, 1 expects the tricks nobody claimed and bids 6 (+50);
    // after 4, 4, 3 the others claim all 11 and it bids 3.
    assert.deepEqual(await ruleMove(bidView(hand, [null, 1, 1, 1], '1')), { move: 'bid', args: [6] });
    assert.deepEqual(await ruleMove(bidView(hand, [null, 4, 4, 3], '1')), { move: 'bid', args: [3] });
  });
});

describe('Instinct rule bot: play (IN-5, IN-6, rulebook "Strategy")', () => {
  it('at its bid it ducks under the trick with its highest card that cannot win', async () => {
    // Seat 1 led green-9 and seat 3 holds the trick with green-11. Seat 0 must follow green:
    // green-12 would take it; 10, 6 and 2 cannot. green-10 is the most dangerous of those
    // (no higher green is left unseen but seat 0's own 12), so it goes now.
    const G = playView({
      hand: [
        'green-2',
        'green-6',
        'green-10',
        'green-12',
        'blue-3',
        'blue-7',
        'red-4',
        'red-8',
        'white-1',
        'white-5',
        'black-2',
      ],
      bids: [1, 3, 2, 3],
      tricksWon: [1, 0, 0, 0],
      current: [
        ['1', 'green-9'],
        ['2', 'green-3'],
        ['3', 'green-11'],
      ],
      dealer: '1',
    });
    const k = instinctKnowledge(G, '0');
    assert.equal(playMode(k), 'duck');
    assert.equal(winProb(k, 'green-12'), 1);
    assert.equal(winProb(k, 'green-10'), 0);
    assert.deepEqual(await ruleMove(G), card('green-10'));
  });

  it('short of its bid and last to play, it wins with the cheapest winning card', async () => {
    // blue-5, blue-9, blue-2: blue-10 and blue-12 both take the trick for sure. Needing 4
    // tricks, it keeps the 12 (still a likely trick later) and wins with the 10.
    const G = playView({
      hand: [
        'blue-10',
        'blue-12',
        'trump-1',
        'red-12',
        'white-11',
        'white-4',
        'green-5',
        'green-7',
        'black-3',
        'black-8',
        'red-6',
      ],
      bids: [4, 3, 2, 3],
      current: [
        ['1', 'blue-5'],
        ['2', 'blue-9'],
        ['3', 'blue-2'],
      ],
      dealer: '1',
    });
    const k = instinctKnowledge(G, '0');
    assert.equal(playMode(k), 'win');
    assert.equal(winProb(k, 'blue-10'), 1);
    assert.equal(winProb(k, 'blue-12'), 1);
    assert.deepEqual(await ruleMove(G), card('blue-10'));
  });

  it('void and short of its bid, it trumps last in the trick, where no trump can follow (IN-6)', async () => {
    const G = playView({
      hand: [
        'trump-2',
        'white-12',
        'white-4',
        'green-11',
        'green-3',
        'black-6',
        'black-9',
        'blue-2',
        'blue-7',
        'white-8',
        'black-1',
      ],
      bids: [3, 3, 3, 2],
      current: [
        ['1', 'red-6'],
        ['2', 'red-12'],
        ['3', 'red-9'],
      ],
      dealer: '1',
    });
    assert.equal(winProb(instinctKnowledge(G, '0'), 'trump-2'), 1);
    assert.deepEqual(await ruleMove(G), card('trump-2'));
  });

  it('at its bid and void in the suit led, it discards its most dangerous card, not the trump that would win', async () => {
    // Void in red: any card may be played (IN-5). trump-2 would take the lead (only seat 1
    // could still overtrump); white-12 cannot win a red trick and is its worst card to keep.
    const G = playView({
      hand: [
        'trump-2',
        'white-12',
        'white-4',
        'green-11',
        'green-3',
        'black-6',
        'black-9',
        'blue-2',
        'blue-7',
        'white-8',
        'black-1',
      ],
      bids: [1, 3, 3, 2],
      tricksWon: [1, 0, 0, 0],
      current: [
        ['2', 'red-6'],
        ['3', 'red-9'],
      ],
      dealer: '2',
    });
    assert.ok(winProb(instinctKnowledge(G, '0'), 'trump-2') > 0.9);
    assert.deepEqual(await ruleMove(G), card('white-12'));
  });

  it('following a trump lead (IN-5: any card may be played) it sheds or trumps as its bid needs', async () => {
    const hand = [
      'trump-2',
      'white-12',
      'white-4',
      'green-11',
      'green-3',
      'black-6',
      'black-9',
      'blue-2',
      'blue-7',
      'red-8',
      'black-1',
    ];
    const current: Plays = [
      ['1', 'trump-5'],
      ['2', 'red-2'],
      ['3', 'green-5'],
    ];
    // Short of its bid and last: its trump card is the last one, so it takes the trick (IN-6).
    const short = playView({ hand, bids: [3, 3, 3, 2], current, dealer: '1' });
    assert.deepEqual(await ruleMove(short), card('trump-2'));
    // At its bid: no suit card can beat a trump, so its most dangerous suit card goes free.
    const atBid = playView({ hand, bids: [1, 3, 3, 2], tricksWon: [1, 0, 0, 0], current, dealer: '1' });
    assert.equal(winProb(instinctKnowledge(atBid, '0'), 'white-12'), 0);
    assert.deepEqual(await ruleMove(atBid), card('white-12'));
  });

  it("the rulebook's underbid example: with a blue 12 and a trump for its bid of 2, it does not capture with its red 9", async () => {
    // Seats 1–3 played red-5, red-7, red-2; seat 0 is last and red-9 would take the trick.
    const hand = [
      'red-9',
      'red-3',
      'blue-12',
      'trump-4',
      'green-4',
      'black-2',
      'black-5',
      'white-2',
      'white-6',
      'green-6',
      'green-8',
    ];
    const current: Plays = [
      ['1', 'red-5'],
      ['2', 'red-7'],
      ['3', 'red-2'],
    ];
    const at = (bids: number[]) => playView({ hand, bids, current, dealer: '1' });
    assert.equal(bidTotal(at([2, 2, 3, 2])).table, 'underbid');
    assert.deepEqual(await ruleMove(at([2, 2, 3, 2])), card('red-3'));
    assert.deepEqual(await ruleMove(at([2, 3, 3, 3])), card('red-3'));
    // Overbid (13 > 11): it captures the trick it would otherwise duck, with the cheapest sure winner.
    assert.equal(bidTotal(at([2, 4, 4, 3])).table, 'overbid');
    assert.deepEqual(await ruleMove(at([2, 4, 4, 3])), card('red-9'));
  });

  it('never plays a trump card while it holds the suit led (IN-5)', async () => {
    const G = playView({
      hand: [
        'trump-1',
        'trump-2',
        'red-3',
        'white-12',
        'white-4',
        'green-11',
        'green-3',
        'black-6',
        'black-9',
        'blue-2',
        'blue-7',
      ],
      bids: [4, 3, 3, 2],
      current: [['1', 'red-12']],
      dealer: '1',
    });
    assert.deepEqual(await ruleMove(G), card('red-3'));
  });
});

describe('fairness (BOTS.md): the Instinct rule bot decides from the seat view alone', () => {
  /** `state` with the other hands and the stock dealt again by the sampler, consistently with seat 0's view (voids, sizes). */
  function redeal(state: MatchState<InstinctState>, seat: string, salt: number): MatchState<InstinctState> {
    const view = Instinct.playerView!({ G: state.G, ctx: state.ctx, playerID: seat } as any) as any;
    const { hands, stock } = trickSampler(view, seat, INSTINCT_SAMPLING).sample(seededRandom(`twin-${salt}`));
    return { ...state, G: { ...structuredClone(state.G), hands, stock } };
  }

  const check = (makeBot: () => any) =>
    fairnessCheck<InstinctState>({
      game: instinct,
      numPlayers: 4,
      matches: 5,
      bots: ['rule', 'rule', 'random', 'rule'],
      setupData: { maxRounds: 2 },
      makeBot,
      twin: redeal,
    });

  it('makes the same move on the full state of two deals that look the same to its seat', async () => {
    const { compared, differ } = await check(
      () => new InstinctRuleBot({ enumerate: Instinct.ai!.enumerate, seed: 'fair' }),
    );
    assert.ok(compared >= 100, `${compared} decisions`);
    assert.equal(differ, 0);
  });

  it('the same check catches a bot that peeks at the undealt stock', async () => {
    const peeker = () =>
      new PolicyBot({
        enumerate: Instinct.ai!.enumerate,
        seed: 'fair',
        policy: (G, _ctx, _seat, legal) =>
          legal[(G.stock?.filter((c: string) => c.startsWith('trump')).length ?? 0) % legal.length]!,
      });
    assert.ok((await check(peeker)).differ > 0);
  });
});

describe('Instinct rule bot: seeds', () => {
  it('the same seeds replay the same match, move for move', async () => {
    const bots = ['rule', 'random', 'rule', 'random'];
    const opts = { game: instinct, numPlayers: 4, seed: 'replay', bots, setupData: { maxRounds: 2 } };
    const a = await playMatch<InstinctState>(opts);
    const b = await playMatch<InstinctState>(opts);
    assert.deepEqual(a.moves, b.moves);
    assert.notDeepEqual((await playMatch<InstinctState>({ ...opts, botSeed: 'other' })).moves, a.moves);
  });
});
