// You Suck's bots (src/games/you-suck/bots.ts): the registry entry (random, rule, mcts, ismcts,
// oracle), the mcts bound, fairness of rule and ismcts (BOTS.md: same view, other hidden cards,
// same move), and seeds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { createPlayer } from '../../src/bots/index.js';
import { IsmctsBot, ISMCTS_ITERATIONS } from '../../src/bots/ismcts-bot.js';
import { seededRandom } from '../../src/games/common/random.js';
import { youSuck, YouSuck } from '../../src/games/you-suck/index.js';
import { youSuckBots, youSuckMovesLeft } from '../../src/games/you-suck/bots.js';
import { BID_WEIGHT, youSuckSearch } from '../../src/games/you-suck/search.js';
import { YouSuckRuleBot } from '../../src/games/you-suck/rule-bot.js';
import type { YouSuckState } from '../../src/games/you-suck/rules.js';
import {
  applyMove,
  fairIsmcts,
  fairness,
  peekingBot,
  mctsLateMove,
  newMatch,
  playMatch,
  type MatchState,
} from './bots-helpers.js';
import { CONTRACT_SETUP, SEEDED, redealHidden } from './you-suck-positions.js';

type YsMatch = MatchState<YouSuckState>;

describe('You Suck in the bot registry', () => {
  const opts = { seed: 's', numPlayers: 4 };

  it('seats random, rule and ismcts on the seat view, mcts and oracle on the full state', async () => {
    assert.equal(await youSuck.bots.load(), youSuckBots);
    const seat = (name: string, level?: string) => createPlayer(youSuck, youSuckBots, { name, level }, opts);
    assert.ok(seat('random').bot instanceof RandomBot && seat('random').sees === 'seat');
    assert.ok(seat('rule').bot instanceof YouSuckRuleBot && seat('rule').sees === 'seat');
    assert.ok(seat('ismcts').bot instanceof IsmctsBot && seat('ismcts').sees === 'seat');
    assert.ok(seat('oracle').bot instanceof IsmctsBot && seat('oracle').sees === 'all');
    assert.ok(seat('mcts').bot instanceof MCTSBot && seat('mcts').sees === 'all');
  });

  /** The iterations bot `name` at `level` searched at the contract round's first bid, and at the first card after the bids. */
  async function iterationsAt(name: string, level: string): Promise<{ bid: number; card: number }> {
    let state = newMatch<YouSuckState>(4, 'half', CONTRACT_SETUP(), youSuck);
    const player = createPlayer(youSuck, youSuckBots, { name, level }, opts);
    const ran = async () => {
      await player.decide(state, state.ctx.currentPlayer);
      return (player.bot as IsmctsBot).lastSearch!.iterations;
    };
    assert.equal(state.G.stage, 'bid');
    const bid = await ran();
    for (const seat of ['1', '2', '3', '0']) state = applyMove(state, seat, { move: 'bid', args: [1] }, youSuck);
    assert.equal(state.G.stage, 'play');
    return { bid, card: await ran() };
  }

  it('ismcts runs half of each level’s iterations (iterationShare), four times that at a bid (BID_WEIGHT): 50 and 200 at easy', async () => {
    assert.equal(BID_WEIGHT, 4);
    assert.deepEqual(await iterationsAt('ismcts', 'easy'), { bid: 200, card: 50 });
  });

  it('hard runs four times normal: 6,000 at a card and 24,000 at a bid (issue 24; normal 1,500 and 6,000)', async () => {
    assert.deepEqual([ISMCTS_ITERATIONS.normal, ISMCTS_ITERATIONS.hard], [3000, 12000]);
    assert.deepEqual(await iterationsAt('ismcts', 'hard'), { bid: 24000, card: 6000 });
  });

  it('oracle runs four times ismcts’s iterations (oracleIterationShare 2), issue 24: 200 and 800 at easy', async () => {
    assert.deepEqual(await iterationsAt('oracle', 'easy'), { bid: 800, card: 200 });
  });
});

describe('You Suck mcts bound: the most moves left (YS-4…YS-6)', () => {
  it('counts this round’s powers, bids and cards, and 3 powers, n bids and 7n cards a later round', () => {
    // CONTRACT_SETUP: no power to use in round 1, 4 bids, 28 cards; then 2 × (3 + 4 + 28).
    assert.equal(youSuckMovesLeft(newMatch<YouSuckState>(4, 'm', CONTRACT_SETUP(), youSuck).G), 102);
    // SEEDED (3 players), at Choose Trump: it and the trade, 3 bids, 21 cards; then 2 × (3 + 3 + 21).
    assert.equal(youSuckMovesLeft(newMatch<YouSuckState>(3, 'm', SEEDED(), youSuck).G), 80);
  });

  it('is never below the moves really left, exact in round 3, 0 at the end', async () => {
    const lefts: number[] = [];
    const rounds: number[] = [];
    const { state, moves } = await playMatch<YouSuckState>({
      game: youSuck,
      numPlayers: 3,
      seed: 'bound',
      bots: ['random', 'rule', 'random'],
      onDecision: (s) => {
        lefts.push(youSuckMovesLeft(s.G));
        rounds.push(s.G.round);
      },
    });
    lefts.forEach((left, i) => {
      const really = moves.length - i;
      if (rounds[i] === 3) assert.equal(left, really, `move ${i}`);
      else assert.ok(left >= really, `move ${i}: ${left} < ${really}`);
    });
    assert.equal(youSuckMovesLeft(state.G), 0);
  });

  it('mcts chooses a legal move late in the game', () =>
    mctsLateMove<YouSuckState>({ game: youSuck, bots: youSuckBots, movesLeft: youSuckMovesLeft, left: 6 }));
});

/** `state` with every card `seat` has not seen dealt again, consistently with its view ({@link redealHidden}). */
const redeal = (state: YsMatch, seat: string, salt: number): YsMatch => ({
  ...state,
  G: redealHidden(state.G, seat, seededRandom(`twin-${salt}`)),
});

describe('fairness (BOTS.md): You Suck bots decide from the seat view alone', () => {
  /** Over 90+ decisions of seat 0, the bot never chooses differently on the twin. */
  const { check, isFair } = fairness<YouSuckState>(
    { game: youSuck, numPlayers: 4, matches: 4, bots: ['rule', 'rule', 'random', 'rule'], twin: redeal },
    90,
  );

  it('rule: the same move on the full state of two deals that look the same to its seat', () =>
    isFair(() => new YouSuckRuleBot({ enumerate: YouSuck.ai!.enumerate, seed: 'fair' })));

  it('ismcts: the same too (it samples what its seat has not seen)', () =>
    isFair(fairIsmcts(YouSuck.ai!.enumerate, youSuckSearch)));

  it('the same check catches a bot that peeks at the stock', async () => {
    const peeker = peekingBot(YouSuck.ai!.enumerate, (G: YouSuckState) => G.stock?.[0]);
    assert.ok((await check(peeker)).differ > 0);
  });
});

describe('You Suck bots: seeds', () => {
  it('the same seeds replay the same match, move for move', async () => {
    const opts = { game: youSuck, numPlayers: 4, seed: 'replay', bots: ['rule', 'random', 'rule', 'ismcts:easy'] };
    const a = await playMatch<YouSuckState>(opts);
    const b = await playMatch<YouSuckState>(opts);
    assert.deepEqual(a.moves, b.moves);
    assert.notDeepEqual((await playMatch<YouSuckState>({ ...opts, botSeed: 'other' })).moves, a.moves);
  });
});
