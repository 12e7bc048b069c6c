// The bots (docs/bots.md): specs and levels, the registry, PolicyBot, fairness (BOTS.md), seeds,
// and boardgame.io's MCTSBot as shipped. The Can't Win rule bot's decisions on hand-built
// positions are in ./bots-cant-win-rule.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MCTSBot, RandomBot } from 'boardgame.io/ai';
import { cantWin, CantWin } from '../../src/games/cant-win/index.js';
import { cantWinBots, cantWinMovesLeft } from '../../src/games/cant-win/bots.js';
import { legalMoves, type CantWinState } from '../../src/games/cant-win/rules.js';
import type { GameDescriptor } from '../../src/games/common/descriptor.js';
import {
  BotSpecError,
  PolicyBot,
  checkBotSpec,
  createPlayer,
  formatBotSpec,
  levelsIn,
  mctsSettings,
  parseBotList,
  parseBotSpec,
  stateFor,
} from '../../src/bots/index.js';
import { CantWinRuleBot } from '../../src/games/cant-win/rule-bot.js';
import { prepareMatch } from '../../src/harness/index.js';
import { applyMove, fairnessCheck, moveText, newMatch, playMatch, type MatchState } from './bots-helpers.js';

describe('bot specs (name[:level])', () => {
  it('parses names, levels and lists', () => {
    assert.deepEqual(parseBotSpec('rule'), { name: 'rule' });
    assert.deepEqual(parseBotSpec(' mcts:hard '), { name: 'mcts', level: 'hard' });
    assert.deepEqual(parseBotList('random, rule,mcts:easy'), [
      { name: 'random' },
      { name: 'rule' },
      { name: 'mcts', level: 'easy' },
    ]);
    assert.equal(formatBotSpec({ name: 'mcts', level: 'easy' }), 'mcts:easy');
    assert.equal(formatBotSpec({ name: 'rule' }), 'rule');
  });

  it('refuses bad specs with a BotSpecError naming the problem', () => {
    const refuses = (text: string, message: string, parse: (t: string) => unknown = parseBotSpec) =>
      assert.throws(() => parse(text), { name: 'BotSpecError', message });
    refuses('', 'empty bot name in ""');
    refuses('alphago', 'unknown bot "alphago"; known: random, rule, mcts, ismcts, oracle');
    refuses('mcts:', 'bad bot spec "mcts:"; expected name[:level]');
    refuses('mcts:hard:x', 'bad bot spec "mcts:hard:x"; expected name[:level]');
    refuses('rule:hard', 'bot "rule" takes no level, got "hard"');
    refuses('random:easy', 'bot "random" takes no level, got "easy"');
    refuses('mcts:insane', 'unknown level "insane" for bot "mcts"; levels: easy, normal, hard');
    refuses('random,,rule', 'empty bot name in ""', parseBotList);
    refuses('random,mcts:max', 'unknown level "max" for bot "mcts"; levels: easy, normal, hard', parseBotList);
    refuses('ismcts:expert', 'unknown level "expert" for bot "ismcts"; levels: easy, normal, hard');
  });

  it('takes ismcts:hard and oracle:hard again (issue 24), and mcts:hard', () => {
    assert.deepEqual(parseBotList('rule,ismcts:hard'), [{ name: 'rule' }, { name: 'ismcts', level: 'hard' }]);
    assert.deepEqual(parseBotSpec('oracle:hard'), { name: 'oracle', level: 'hard' });
    // mcts (boardgame.io's, a reference) keeps its three levels.
    assert.deepEqual(parseBotSpec('mcts:hard'), { name: 'mcts', level: 'hard' });
  });
});

describe('createPlayer', () => {
  const opts = { seed: 's', numPlayers: 4 };

  it('seats random and rule on the seat view, mcts on the full state', () => {
    const random = createPlayer(cantWin, cantWinBots, { name: 'random' }, opts);
    const rule = createPlayer(cantWin, cantWinBots, { name: 'rule' }, opts);
    const mcts = createPlayer(cantWin, cantWinBots, { name: 'mcts' }, opts);
    assert.equal(random.sees, 'seat');
    assert.ok(random.bot instanceof RandomBot);
    assert.equal(rule.sees, 'seat');
    assert.ok(rule.bot instanceof CantWinRuleBot);
    assert.equal(mcts.sees, 'all');
    assert.ok(mcts.bot instanceof MCTSBot);
    assert.equal(mcts.bot.getOpt('async'), false);
    assert.equal(
      createPlayer(cantWin, cantWinBots, { name: 'mcts' }, { ...opts, async: true }).bot.getOpt('async'),
      true,
    );
  });

  it('refuses unknown levels, levels on level-less bots and bots a game lacks', () => {
    assert.throws(() => createPlayer(cantWin, cantWinBots, { name: 'rule', level: 'hard' }, opts), {
      name: 'BotSpecError',
      message: 'bot "rule" takes no level, got "hard"',
    });
    assert.throws(() => createPlayer(cantWin, cantWinBots, { name: 'mcts', level: 'expert' }, opts), {
      name: 'BotSpecError',
      message: 'unknown level "expert" for bot "mcts"; levels: easy, normal, hard',
    });
    const bare = {
      ...cantWin,
      id: 'bare',
      title: 'Bare',
      bots: { names: ['random', 'mcts'], load: async () => ({}) },
    } as GameDescriptor;
    for (const name of ['rule', 'ismcts', 'oracle']) {
      assert.throws(() => createPlayer(bare, {}, { name }, opts), {
        name: 'BotSpecError',
        message: `bot "${name}" is not available for Bare`,
      });
    }
    assert.ok(new BotSpecError('x') instanceof Error);
  });

  it('refuses a level the game does not offer: TrickTakers has no ismcts:hard (issue 24), its oracle has', async () => {
    const { trickTakers } = await import('../../src/games/tricktakers/index.js');
    assert.deepEqual(levelsIn(trickTakers, 'ismcts'), ['easy', 'normal']);
    assert.deepEqual(levelsIn(trickTakers, 'oracle'), ['easy', 'normal', 'hard']);
    assert.deepEqual(levelsIn(cantWin, 'ismcts'), ['easy', 'normal', 'hard']);
    assert.deepEqual(levelsIn(cantWin, 'rule'), []);
    assert.throws(() => checkBotSpec(trickTakers, { name: 'ismcts', level: 'hard' }), {
      name: 'BotSpecError',
      message: 'unknown level "hard" for bot "ismcts" in TrickTakers; levels: easy, normal',
    });
    // The game's own list names the game; a recorded match's spec (anyLevel) is not checked.
    assert.throws(() => checkBotSpec(trickTakers, { name: 'ismcts', level: 'expert' }), {
      message: 'unknown level "expert" for bot "ismcts" in TrickTakers; levels: easy, normal',
    });
    assert.throws(() => checkBotSpec(cantWin, { name: 'ismcts', level: 'expert' }), {
      message: 'unknown level "expert" for bot "ismcts"; levels: easy, normal, hard',
    });
    // The harness checks a level against the game's own, with the game's levels in its message.
    for (const level of ['hard', 'expert']) {
      assert.throws(() => prepareMatch({ game: 'tricktakers', players: 4, bots: `ismcts:${level},rule`, deals: 1 }), {
        name: 'OptionError',
        message: `unknown level "${level}" for bot "ismcts" in TrickTakers; levels: easy, normal`,
      });
    }
    const recorded = prepareMatch({
      game: 'tricktakers',
      players: 4,
      bots: 'ismcts:hard,rule',
      deals: 1,
      recorded: true,
    });
    assert.deepEqual(recorded.config.bots, ['ismcts:hard', 'rule']);
    assert.equal(
      prepareMatch({ game: 'cant-win', players: 4, bots: 'ismcts:hard,rule', deals: 1 }).plan.tables.length,
      5,
    );
    checkBotSpec(trickTakers, { name: 'ismcts', level: 'hard' }, true);
    checkBotSpec(trickTakers, { name: 'oracle', level: 'hard' });
    checkBotSpec(cantWin, { name: 'ismcts', level: 'hard' });
  });

  it('hands fair bots only the seat view (G-5)', () => {
    const state = newMatch(4, 'view');
    const seen = stateFor(cantWin, state, '2', 'seat');
    assert.deepEqual(
      (seen.G as CantWinState).hands.map((h) => h === null),
      [true, true, false, true],
    );
    assert.deepEqual(seen.G.handSizes, [12, 12, 12, 12]);
    // The random plugin's PRNG state, which fixes every later deal, is withheld too.
    assert.ok('plugins' in state);
    assert.deepEqual(Object.keys(seen), ['G', 'ctx']);
  });

  it('hands reference bots every hand, but no seed or PRNG state of the match (G-5)', () => {
    const state = newMatch(4, 'Sekrit-42') as ReturnType<typeof newMatch> & { plugins: any };
    // The match's random state: the seed itself, and the PRNG state after the deal.
    assert.equal(state.plugins.random.data.seed, 'Sekrit-42');
    assert.ok(
      Array.isArray(state.plugins.random.data.prngstate) || typeof state.plugins.random.data.prngstate === 'object',
    );
    const all = stateFor(cantWin, state, '2', 'all');
    assert.equal(all.G, state.G);
    assert.equal(all.ctx, state.ctx);
    assert.deepEqual(all.plugins.random, { data: { seed: `stand-in/${state._stateID}` } });
    assert.deepEqual(Object.keys(all).sort(), Object.keys(state).sort());
    const text = JSON.stringify(all);
    assert.ok(!text.includes('Sekrit'));
    assert.ok(!text.includes(JSON.stringify(state.plugins.random.data.prngstate)));
    assert.equal(state.plugins.random.data.seed, 'Sekrit-42', 'the match state is not changed');
  });
});

describe('PolicyBot (the generic half of rule bots)', () => {
  const enumerate = CantWin.ai!.enumerate;

  it('returns the enumerated action the policy picks', async () => {
    const G = newMatch(4, 'policy', { dealer: '1' }).G;
    const bot = new PolicyBot({ enumerate, seed: 1, policy: (_G, _c, _s, legal) => legal[legal.length - 1]! });
    const { action } = await bot.play({ G, ctx: {} } as any, '1');
    assert.equal(action.type, 'MAKE_MOVE');
    assert.deepEqual([action.payload.type, action.payload.args, action.payload.playerID], ['bid', [12], '1']);
  });

  it('has no move off turn, and refuses a policy that picks an unlisted move', async () => {
    const G = newMatch(4, 'policy', { dealer: '1' }).G;
    const cheat = new PolicyBot({ enumerate, seed: 1, policy: () => ({ move: 'bid', args: [13] }) });
    assert.deepEqual(await cheat.play({ G, ctx: {} } as any, '0'), { action: undefined });
    assert.throws(
      () => cheat.play({ G, ctx: {} } as any, '1'),
      /policy chose \{"move":"bid","args":\[13\]\}, which is not a legal move/,
    );
  });
});

describe('fairness (BOTS.md): the rule bot decides from the seat view alone', () => {
  /** `state` with the other seats' hidden cards dealt out again (same hand sizes). */
  function reshuffleOthers(state: MatchState, seat: string, salt: number): MatchState {
    const G = structuredClone(state.G);
    const others = G.hands.map((_, s) => s).filter((s) => String(s) !== seat);
    const pool = others.flatMap((s) => G.hands[s]!);
    // a fixed rotation of the pool: every card moves when the pool has two or more
    const shift = 1 + (salt % Math.max(1, pool.length - 1));
    const rotated = [...pool.slice(shift), ...pool.slice(0, shift)];
    let i = 0;
    for (const s of others) G.hands[s] = G.hands[s]!.map(() => rotated[i++]!);
    return { ...state, G };
  }

  /** Decisions on the true state that differ on a twin with the same view for seat 0 (over 100 compared). */
  async function unfairDecisions(makeBot: () => any, matches: number): Promise<number> {
    const { compared, differ } = await fairnessCheck({
      game: cantWin,
      numPlayers: 4,
      matches,
      bots: ['rule', 'rule', 'random', 'rule'],
      makeBot,
      twin: reshuffleOthers,
    });
    assert.ok(compared > 100);
    return differ;
  }

  it('makes the same move on the full state of two deals that look the same to its seat', async () => {
    const bot = () => new CantWinRuleBot({ enumerate: CantWin.ai!.enumerate, seed: 'fair' });
    assert.equal(await unfairDecisions(bot, 3), 0);
  });

  it('the same check catches a bot that peeks at another hand', async () => {
    // A cheat: plays the legal move indexed by how many turquoise cards seat 1 holds.
    const peeker = () =>
      new PolicyBot({
        enumerate: CantWin.ai!.enumerate,
        seed: 'fair',
        policy: (G, _ctx, _seat, legal) => {
          const trumps = (G.hands[1] ?? []).filter((c: string) => c.startsWith('turquoise')).length;
          return legal[trumps % legal.length]!;
        },
      });
    assert.ok((await unfairDecisions(peeker, 3)) > 0);
  });
});

describe('seeds', () => {
  it('the same seeds replay the same match, move for move', async () => {
    const bots = ['rule', 'random', 'rule', 'random'];
    const a = await playMatch({ numPlayers: 4, seed: 'replay', bots });
    const b = await playMatch({ numPlayers: 4, seed: 'replay', bots });
    assert.deepEqual(a.moves, b.moves);
    assert.deepEqual(a.state.ctx.gameover, b.state.ctx.gameover);
    // Same deals, other bot seeds: the random bots choose otherwise.
    const c = await playMatch({ numPlayers: 4, seed: 'replay', botSeed: 'other', bots });
    assert.notDeepEqual(c.moves, a.moves);
  });
});

describe('mcts: boardgame.io MCTSBot as shipped', () => {
  it('plays every playout to the game end, with iterations sized to the level step budget', () => {
    const four = newMatch(4, 'moves-left');
    const three = newMatch(3, 'moves-left');
    // (2 laps + 12 cards) × n seats × n rounds (CW-4, CW-11)
    assert.equal(cantWinMovesLeft(four.G), 224);
    assert.equal(cantWinMovesLeft(three.G), 126);
    const normal = mctsSettings('normal', cantWinMovesLeft);
    assert.equal((normal.iterations as (G: unknown) => number)(four.G), Math.floor(4000 / 225));
    assert.equal((normal.playoutDepth as (G: unknown) => number)(four.G), 224);
    assert.equal(
      (mctsSettings('easy', cantWinMovesLeft).iterations as (G: unknown) => number)(three.G),
      Math.floor(1000 / 127),
    );
    // without movesLeft: boardgame.io's default depth 50, budget ÷ 51 iterations
    assert.deepEqual(mctsSettings('hard'), { iterations: Math.floor(16000 / 51), playoutDepth: 50 });
  });

  it('counts down one move at a time to 0 at game over', async () => {
    let expected = 126;
    const { state } = await playMatch({
      numPlayers: 3,
      seed: 'count',
      bots: ['random', 'random', 'random'],
      onDecision: (s) => {
        assert.equal(cantWinMovesLeft(s.G), expected--);
      },
    });
    assert.equal(cantWinMovesLeft(state.G), 0);
  });

  it('chooses a legal move from a late position, in sync and async mode', async () => {
    // Reach round 3 of 3 with random bots, then let mcts:easy decide.
    let state = newMatch(3, 'mcts-late');
    const random = createPlayer(cantWin, cantWinBots, { name: 'random' }, { seed: 'r', numPlayers: 3 });
    while (state.G.round < 3 || state.G.stage !== 'play') {
      const seat = state.ctx.currentPlayer;
      state = applyMove(state, seat, await random.decide(state, seat));
    }
    for (const async of [false, true]) {
      const mcts = createPlayer(
        cantWin,
        cantWinBots,
        { name: 'mcts', level: 'easy' },
        { seed: 'm', numPlayers: 3, async },
      );
      const seat = state.ctx.currentPlayer;
      const move = await mcts.decide(state, seat);
      const legal = legalMoves(state.G, seat).map((m) => moveText(seat, m));
      assert.ok(legal.includes(moveText(seat, move)), moveText(seat, move));
      assert.equal(applyMove(state, seat, move)._stateID, state._stateID + 1);
    }
  });
});
