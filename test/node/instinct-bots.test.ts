// The Instinct rule bot (docs/bots.md): its bids and plays on hand-built
// positions, computed by hand from its rule; fairness (BOTS.md: the rule bot, and a peeking bot
// the check catches; ismcts's is in ismcts.test.ts, on seat views); seeds; and
// Instinct's entry in the bot registry (`random`, `rule`, `mcts`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { seededRandom } from '../../src/games/common/random.js';
import { instinct, Instinct } from '../../src/games/instinct/index.js';
import { instinctBots } from '../../src/games/instinct/bots.js';
import { INSTINCT_SAMPLING } from '../../src/games/instinct/sampler.js';
import { trickSampler } from '../../src/games/common/trick-sampler.js';
import { type InstinctState } from '../../src/games/instinct/rules.js';
import { createPlayer, mctsSettings } from '../../src/bots/index.js';
import { instinctMovesLeft } from '../../src/games/instinct/bots.js';
import { InstinctRuleBot } from '../../src/games/instinct/rule-bot.js';
import { fairness, mctsLateMove, newMatch, peekingBot, playMatch, type MatchState } from './bots-helpers.js';
import { bidView, ruleMove } from './instinct-positions.js';

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

  it('mcts chooses a legal move late in a capped game', () =>
    mctsLateMove<InstinctState>({
      game: instinct,
      bots: instinctBots,
      movesLeft: instinctMovesLeft,
      left: 9,
      setupData: { maxRounds: 1 },
    }));
});

describe('Instinct rule bot: bids (IN-3, IN-7)', () => {
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
    assert.deepEqual(await ruleMove(G), { move: 'bid', args: [4] });
    // The same hand after bids of 1, 1, 1 expects the tricks nobody claimed and bids 6 (+50);
    // after 4, 4, 3 the others claim all 11 and it bids 3.
    assert.deepEqual(await ruleMove(bidView(hand, [null, 1, 1, 1], '1')), { move: 'bid', args: [6] });
    assert.deepEqual(await ruleMove(bidView(hand, [null, 4, 4, 3], '1')), { move: 'bid', args: [3] });
  });
});

describe('fairness (BOTS.md): the Instinct rule bot decides from the seat view alone', () => {
  /** `state` with the other hands and the stock dealt again by the sampler, consistently with seat 0's view (voids, sizes). */
  function redeal(state: MatchState<InstinctState>, seat: string, salt: number): MatchState<InstinctState> {
    const view = Instinct.playerView!({ G: state.G, ctx: state.ctx, playerID: seat } as any) as any;
    const { hands, stock } = trickSampler(view, seat, INSTINCT_SAMPLING).sample(seededRandom(`twin-${salt}`));
    return { ...state, G: { ...structuredClone(state.G), hands, stock } };
  }

  /** Over 100+ decisions of seat 0, the bot never chooses differently on the twin. */
  const { check, isFair } = fairness<InstinctState>(
    {
      game: instinct,
      numPlayers: 4,
      matches: 5,
      bots: ['rule', 'rule', 'random', 'rule'],
      setupData: { maxRounds: 2 },
      twin: redeal,
    },
    100,
  );

  it('makes the same move on the full state of two deals that look the same to its seat', () =>
    isFair(() => new InstinctRuleBot({ enumerate: Instinct.ai!.enumerate, seed: 'fair' })));

  it('the same check catches a bot that peeks at the undealt stock', async () => {
    const peeker = peekingBot(Instinct.ai!.enumerate, (G: InstinctState) => G.stock?.[0]);
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
