/**
 * TrickTakers' bots: what the generic bots (src/bots) need from this game.
 * Loaded on first use through the descriptor's `bots.load()` (./index.ts).
 */
import type { GameBots } from '../../bots/types.js';
import { hasExtras } from './display.js';
import type { TrickTakersState } from './rules.js';
import { TrickTakersRuleBot } from './rule-bot.js';
import { searched, trickTakersSearch } from './search.js';

/**
 * The most moves one round can take at `n` seats (TT-6): n character picks,
 * the King's discard, the Gambler's two exchanges, pass, bid and bet, three
 * black-crown moves a seat (two spends and a pass, TT-15), the two-player
 * lead choice, 5n cards, and the Hermit's draw and discard before each of
 * its 5 plays (TT-17).
 */
export const movesPerRound = (n: number): number => n + 1 + 5 + 3 * n + 1 + 5 * n + 10;

/**
 * The most moves the extra characters add to a round (issue 21): the
 * Adventurer's set-up and an item and `book`'s discard before each of its
 * 5 plays (TT-31, TT-32), the Collector's 5 reservations (TT-38), the
 * Ruler's tasks (TT-43: one per other seat, two with two players).
 */
export const extraMovesPerRound = (n: number): number => 1 + 10 + 5 + (n === 2 ? 2 : n - 1);

/**
 * The most moves left until the game ends: in trick play, the cards in hand
 * plus a draw and a discard by the Hermit before each of its plays (TT-17)
 * and the extras' moves around theirs, otherwise this round's
 * {@link movesPerRound} (and {@link extraMovesPerRound} in a game with the
 * extras); then as many for each later round (3 rounds, 5 with two players,
 * TT-19; the advanced game 3 or 4, with its draft's picks left, TT-48). A game may end
 * sooner (TT-12). 0 once it is over.
 * @param G the full state or a seat's view (public fields and hand sizes only)
 */
export function trickTakersMovesLeft(
  G: Pick<TrickTakersState, 'stage' | 'numPlayers' | 'round' | 'rounds' | 'characters' | 'display' | 'draft'> & {
    hands: readonly (readonly string[] | null)[];
    handSizes?: readonly number[];
  },
): number {
  if (G.stage === 'over') return 0;
  const n = G.numPlayers;
  const perRound = movesPerRound(n) + (hasExtras(G) ? extraMovesPerRound(n) : 0);
  // The two-player advanced game's picks still to draft (TT-48); its selections are the rounds' picks.
  const draft = G.draft ? G.draft.set.length - G.draft.picks.length : 0;
  const later = draft + (G.rounds - G.round) * perRound;
  if (!searched(G.stage)) return later + perRound;
  const sizes = G.handSizes ?? G.hands.map((h) => h?.length ?? 0);
  const extra = (c: string, k: number) =>
    G.characters.indexOf(c as never) >= 0 ? k * sizes[G.characters.indexOf(c as never)]! : 0;
  // The Hermit's draw and discard, the Adventurer's item and `book` discard, the Collector's reservation: before or after each of their plays.
  return (
    later +
    sizes.reduce((a, b) => a + b, 0) +
    extra('hermit', 2) +
    extra('adventurer', 2) +
    extra('collector', 1) +
    (G.stage === 'reserve' ? 1 : 0) +
    (G.stage === 'book-discard' ? 1 : 0)
  );
}

/** TrickTakers' `rule` bot, `mcts` bound and `ismcts` search. */
export const trickTakersBots: GameBots = {
  rule: (opts) => new TrickTakersRuleBot(opts),
  movesLeft: trickTakersMovesLeft,
  search: trickTakersSearch,
};
