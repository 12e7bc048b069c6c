/**
 * Why You Suck's last completed Tick was taken (issue 23, YS-9). Outside the table's first load: the
 * harness's replay and the table's (./replay.ts) import it.
 */
import type { YouSuckState } from './state.js';
import { colourOf, isMulti, tickColour } from './ticks.js';

/**
 * YS-9 for a Tick's cards in play order under the round's trump: `multicolor`, the highest Multicolor
 * card (step 1); `trump`, the highest trump-coloured card (step 2); `colour`, the highest card of the
 * Tick's colour (step 3); `zeros`, only Zeros: nobody takes it (step 4).
 */
export function youSuckReason(cards: readonly string[], trump: string | null): string {
  if (cards.some(isMulti)) return 'multicolor';
  if (trump !== null && cards.some((c) => colourOf(c) === trump)) return 'trump';
  const colour = tickColour(cards.map((card) => ({ card })));
  return colour !== null && cards.some((c) => colourOf(c) === colour) ? 'colour' : 'zeros';
}

/**
 * {@link youSuckReason} of `G`'s last completed Tick, under the trump of its round (from its
 * score-sheet row once the round is scored, G's own before); `null` before the first.
 */
export function youSuckTickReason(G: YouSuckState): string | null {
  const t = G.lastTick;
  if (!t) return null;
  const trump = G.sheet[t.round - 1]?.trump ?? G.trump;
  return youSuckReason(
    t.plays.map((p) => p.card),
    trump,
  );
}
