/**
 * Can't Win's bots: what the generic bots (src/bots) need from this game.
 * Loaded on first use through the descriptor's `bots.load()` (./index.ts).
 */
import type { GameBots } from '../../bots/types.js';
import { HAND_SIZE, type CantWinState } from './rules.js';
import { CantWinRuleBot } from './rule-bot.js';
import { cantWinSearch } from './search.js';

/**
 * The moves left until the game ends (CW-4, CW-11): the rest of this
 * round's laps (2 turns a seat) and cards (12 a seat), then 2n + 12n moves
 * for each later round. 0 once the game is over.
 * @param G the full state or a seat's view (only hand sizes are read)
 */
export function cantWinMovesLeft(G: CantWinState & { handSizes?: number[] }): number {
  if (G.stage === 'over') return 0;
  const n = G.numPlayers;
  const cards = (G.handSizes ?? G.hands.map((h) => h?.length ?? 0)).reduce((a, b) => a + b, 0);
  const laps = G.stage === 'laps' ? 2 * n - G.lapTurn : 0;
  return laps + cards + (n - G.round) * (2 * n + HAND_SIZE * n);
}

/** Can't Win's `rule` bot, `mcts` bound and `ismcts` search. */
export const cantWinBots: GameBots = {
  rule: (opts) => new CantWinRuleBot(opts),
  movesLeft: cantWinMovesLeft,
  search: cantWinSearch,
};
