/**
 * Why Instinct's last completed trick was won (issue 23, IN-6). Outside the table's first load: the
 * harness's replay and the table's (./replay.ts) import it.
 */
import { isTrump, type InstinctState } from './rules.js';

/** IN-6 for a trick's plays: `trump`, the last trump played; `lead`, the highest card of the suit led. */
export function instinctReason(plays: readonly { card: string }[]): string {
  return plays.some((p) => isTrump(p.card)) ? 'trump' : 'lead';
}

/** {@link instinctReason} of `G`'s last completed trick, or `null` before the first. */
export const instinctTrickReason = (G: InstinctState): string | null =>
  G.lastTrick ? instinctReason(G.lastTrick.plays) : null;
