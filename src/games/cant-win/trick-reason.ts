/**
 * Why Can't Win's last completed trick was won (issue 23): the step of CW-9 that decided it
 * (./rules.ts `decidingStep`): `trump`, `lead`, `highest` or `sideways`. Outside the table's first load:
 * the harness's replay and the table's (./replay.ts) import it.
 */
import { decidingStep, type CantWinState } from './rules.js';

/** The step of CW-9 that decided `G`'s last completed trick, or `null` before the first. */
export const cantWinReason = (G: CantWinState): string | null =>
  G.lastTrick ? decidingStep(G.lastTrick.plays).step : null;
