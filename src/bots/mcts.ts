/**
 * Settings for boardgame.io's `MCTSBot` as shipped (`mcts`), by level.
 *
 * `MCTSBot` rewards a playout only when it ends in a `ctx.gameover` with a
 * sole `winner` (see docs/bots.md), so a playout cut short scores nothing.
 * When the game's kit gives `movesLeft`, every playout therefore runs to the
 * end of the game, and the iterations are sized so that
 * iterations × (moves left + 1) ≈ the level's step budget: one decision
 * costs about the same time early and late in a game.
 */
import { MCTSBot } from 'boardgame.io/ai';
import type { MctsMaker } from './players.js';
import { BOT_LEVELS, checkLevel } from './spec.js';

/** The `mcts` levels, easiest first; `normal` is the default. */
export const MCTS_LEVELS = BOT_LEVELS.mcts;
/** An `mcts` level: `easy`, `normal` or `hard`. */
export type MctsLevel = (typeof MCTS_LEVELS)[number];

/**
 * Reducer steps (moves applied through boardgame.io's reducer) one decision
 * may spend, by level. Measured here on Can't Win in production mode
 * (`NODE_ENV=production`, as the harness CLI and the built bundles run):
 * about 7,000 steps/s, so `normal` ≈ 0.7 s, `easy` ≈ 0.15 s, `hard` ≈ 3 s a
 * decision. Development mode (checks every `G`) is about 3× slower.
 */
export const MCTS_STEP_BUDGET: Readonly<Record<MctsLevel, number>> = { easy: 1000, normal: 4000, hard: 16000 };

/** boardgame.io's default playout depth, used when a game gives no `movesLeft`. */
export const DEFAULT_PLAYOUT_DEPTH = 50;
/** The most iterations one decision runs (the top of `MCTSBot`'s own `iterations` option range). */
export const MAX_ITERATIONS = 2000;

/** `MCTSBot` constructor settings. The functions take the root (iterations) or playout (depth) state's `G`. */
export interface MctsSettings {
  iterations: number | ((G: any) => number);
  playoutDepth: number | ((G: any) => number);
}

/**
 * The level of an `mcts` spec: `normal` when absent.
 * @throws BotSpecError naming the levels when `level` is not one of them
 */
export function mctsLevel(level: string | undefined): MctsLevel {
  checkLevel({ name: 'mcts', level });
  return (level ?? 'normal') as MctsLevel;
}

/**
 * The iterations and playout depth for `level`.
 * @param movesLeft the moves left until game over from `G` (the game kit's:
 *   exact, or the most there can be), or absent: then a fixed
 *   {@link DEFAULT_PLAYOUT_DEPTH} and budget ÷ (depth + 1) iterations. Where
 *   it returns `Infinity` (a game with no bound, e.g. standard Instinct
 *   without `maxRounds`), that state gets the fixed depth too.
 */
export function mctsSettings(level: MctsLevel, movesLeft?: (G: any) => number): MctsSettings {
  const steps = MCTS_STEP_BUDGET[level];
  const iterationsFor = (depth: number) => Math.min(MAX_ITERATIONS, Math.max(1, Math.floor(steps / (depth + 1))));
  if (!movesLeft) return { iterations: iterationsFor(DEFAULT_PLAYOUT_DEPTH), playoutDepth: DEFAULT_PLAYOUT_DEPTH };
  const depth = (G: any) => {
    const left = movesLeft(G);
    return Number.isFinite(left) ? left : DEFAULT_PLAYOUT_DEPTH;
  };
  return { iterations: (G) => iterationsFor(depth(G)), playoutDepth: depth };
}

/**
 * Creates boardgame.io's `MCTSBot` for an `mcts[:level]` spec, with the
 * game's `game` and `ai.enumerate` and {@link mctsSettings}; `opts.async`
 * turns on its async mode. The one place that imports `MCTSBot` (and so
 * boardgame.io's reducer): bundles without `mcts` leave this module out.
 * @throws BotSpecError for an unknown level
 */
export const makeMctsBot: MctsMaker = (game, bots, spec, opts, enumerate) => {
  const settings = mctsSettings(mctsLevel(spec.level), bots.movesLeft);
  const bot = new MCTSBot({ game: game.game, enumerate, seed: opts.seed, ...(settings as any) });
  if (opts.async) bot.setOpt('async', true);
  return bot;
};
