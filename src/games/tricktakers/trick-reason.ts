/**
 * Why TrickTakers' last completed trick was won (issue 23): the winning card's tier
 * (./trick-winner.ts `TrickTier`, TT-3, TT-4, with the extras' items). Outside the table's first load:
 * the harness's replay and the table's (./replay.ts) import it.
 */
import type { TrickTakersState } from './state.js';
import { resolveTrick } from './trick-winner.js';

/** The tier that won `G`'s last completed trick, or `null` before the first. */
export const trickTakersReason = (G: TrickTakersState): string | null =>
  G.lastTrick ? resolveTrick(G.lastTrick.plays, { kakumei: G.lastTrick.kakumei }).tier : null;
