/**
 * Why the last completed trick was won (issue 23: a replay says it for every trick), for each game: the rule
 * that decided it, as a code. Each game's own rules decide the winner (CW-9, IN-6, TT-3/TT-4, YS-9); this
 * reads which of their steps applied, from the game's state (a full state or a seat's view) once a trick
 * is complete. Not in any table's first load: the harness's replay imports it, and a table's replay will
 * load it on demand.
 */
import { decidingStep, type CantWinState } from './cant-win/rules.js';
import { isTrump, type InstinctState } from './instinct/rules.js';
import type { TrickTakersState } from './tricktakers/state.js';
import { resolveTrick } from './tricktakers/trick-winner.js';
import { colourOf, isMulti, tickColour } from './you-suck/ticks.js';
import type { YouSuckState } from './you-suck/state.js';

/** Instinct (IN-6): `trump`, the last trump played; `lead`, the highest card of the suit led. */
export function instinctReason(plays: readonly { card: string }[]): string {
  return plays.some((p) => isTrump(p.card)) ? 'trump' : 'lead';
}

/**
 * You Suck (YS-9), for a Tick's cards in play order under the round's trump: `multicolor`, the highest
 * Multicolor card (step 1); `trump`, the highest trump-coloured card (step 2); `colour`, the highest card of
 * the Tick's colour (step 3); `zeros`, only Zeros: nobody takes it (step 4).
 */
export function youSuckReason(cards: readonly string[], trump: string | null): string {
  if (cards.some(isMulti)) return 'multicolor';
  if (trump !== null && cards.some((c) => colourOf(c) === trump)) return 'trump';
  const colour = tickColour(cards.map((card) => ({ card })));
  return colour !== null && cards.some((c) => colourOf(c) === colour) ? 'colour' : 'zeros';
}

/** The reason of the last completed trick of a game's state (its `G`: a full state or a seat's view), or `null` before the first. */
type LastTrickReason = (G: unknown) => string | null;

/**
 * Each game's reason for its last completed trick (or Tick), by game id ({@link TRICK_REASONS}): Can't Win's
 * step of CW-9 (./cant-win/rules.ts `decidingStep`); Instinct's code above; TrickTakers' the winning card's tier (./tricktakers/trick-winner.ts `TrickTier`, TT-3, TT-4, with the
 * extras' items); You Suck's above, under the trump of the Tick's round (from its score-sheet row once the
 * round is scored, G's own before).
 */
const reasons = {
  'cant-win': (G: CantWinState) => (G.lastTrick ? decidingStep(G.lastTrick.plays).step : null),
  instinct: (G: InstinctState) => (G.lastTrick ? instinctReason(G.lastTrick.plays) : null),
  tricktakers: (G: TrickTakersState) =>
    G.lastTrick ? resolveTrick(G.lastTrick.plays, { kakumei: G.lastTrick.kakumei }).tier : null,
  'you-suck': (G: YouSuckState) => {
    const t = G.lastTick;
    if (!t) return null;
    const trump = G.sheet[t.round - 1]?.trump ?? G.trump;
    return youSuckReason(
      t.plays.map((p) => p.card),
      trump,
    );
  },
};

/** {@link reasons}, each taking the state of its own game (the caller picks the entry by the game's id). */
export const TRICK_REASONS = reasons as unknown as Readonly<Record<string, LastTrickReason>>;
