/**
 * Instinct's bots: what the generic bots (src/bots) need from this game.
 * Loaded on first use through the descriptor's `bots.load()` (./index.ts).
 */
import { HAND_SIZE, type InstinctState } from './rules.js';
import type { GameBots } from '../../bots/types.js';
import { InstinctRuleBot } from './rule-bot.js';
import { instinctSearch } from './search.js';

/**
 * The most moves left until the game ends: the rest of this round's bids
 * (IN-3) and cards, then n bids and 11n cards for each round still possible.
 * The game has no fixed length (IN-8), so rounds are bounded only by the
 * `maxRounds` cap (G-6) and, in the short game, by every seat having dealt
 * twice (2n rounds, IN-8). The count is exact when the bound ends the game;
 * a game that ends sooner because a seat reached the target stops there,
 * and so does an `mcts` playout. `Infinity` for a standard game without a
 * cap: then `mcts` falls back to a fixed playout depth (./mcts.ts). 0 once
 * the game is over.
 * @param G the full state or a seat's view (only hand sizes are read)
 */
export function instinctMovesLeft(G: InstinctState & { handSizes?: number[] }): number {
  if (G.stage === 'over') return 0;
  const n = G.numPlayers;
  const cards = (G.handSizes ?? G.hands.map((h) => h?.length ?? 0)).reduce((a, b) => a + b, 0);
  const bids = G.stage === 'bid' ? G.bids.filter((b) => b === null).length : 0;
  const caps = [G.maxRounds ?? Infinity, G.variant === 'short' ? 2 * n : Infinity];
  const lastRound = Math.min(...caps);
  return bids + cards + (lastRound - G.round) * (n + HAND_SIZE * n);
}

/** Instinct's `rule` bot, `mcts` bound and `ismcts` search. */
export const instinctBots: GameBots = {
  rule: (opts) => new InstinctRuleBot(opts),
  movesLeft: instinctMovesLeft,
  search: instinctSearch,
};
