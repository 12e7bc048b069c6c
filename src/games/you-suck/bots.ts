/**
 * You Suck's bots: what the generic bots (src/bots) need from this game.
 * Loaded on first use through the descriptor's `bots.load()` (./index.ts).
 */
import type { GameBots } from '../../bots/types.js';
import { CARDS_PER_ROUND, ROUNDS, type YouSuckState } from './rules.js';
import { YouSuckRuleBot } from './rule-bot.js';
import { youSuckSearch } from './search.js';

/** The stages of a round in order (YS-4…YS-6). */
const STAGES = ['choose-dealer', 'choose-trump', 'trade', 'bid', 'play'];
/** The powers that cost a move, with their stage (YS-4 steps 2, 7, 8). */
const POWERS = [
  ['choose-dealer', 'choose-dealer'],
  ['choose-trump', 'choose-trump'],
  ['trade', 'trade-a-card'],
] as const;

/**
 * The most moves left until the game ends (YS-4…YS-6, YS-11): this round's
 * power moves still to come (an owned Choose Dealer, Choose Trump or Trade
 * a Card whose stage is now or later), bids still to make and cards still
 * to play; then for each later round up to 3 power moves, n bids and 7n
 * cards. Exact in round 3; before, a later round whose power Ticks nobody
 * took (only Zeros) has fewer. 0 once the game is over.
 * @param G the full state or a seat's view (only public fields are read)
 */
export function youSuckMovesLeft(G: YouSuckState): number {
  if (G.stage === 'over') return 0;
  const n = G.numPlayers;
  const at = STAGES.indexOf(G.stage);
  const powers = POWERS.filter(([stage, id]) => STAGES.indexOf(stage) >= at && G.owners[id] !== null).length;
  const bids = G.stage === 'play' ? 0 : G.bids.filter((b) => b === null).length;
  const cards = CARDS_PER_ROUND * n - G.played;
  return powers + bids + cards + (ROUNDS - G.round) * (POWERS.length + n + CARDS_PER_ROUND * n);
}

/** You Suck's `rule` bot, `mcts` bound and `ismcts` search. */
export const youSuckBots: GameBots = {
  rule: (opts) => new YouSuckRuleBot(opts),
  movesLeft: youSuckMovesLeft,
  search: youSuckSearch,
};
