/**
 * Can't Win: what the shared trick sampler (../common/trick-sampler.ts) needs
 * to deal the cards a seat has not seen (issue 4, BOTS.md "Fairness"): every
 * card is dealt (CW-1), the classes are the four colours, and voids follow
 * CW-8 (a sideways lead still sets the colour, CW-7). Tiles and bids are
 * public and need no sampling.
 */
import type { TrickSamplerSpec } from '../common/trick-sampler.js';
import { COLOURS, FOLLOW, deckFor } from './rules.js';

/** Can't Win's {@link TrickSamplerSpec} at `numPlayers` (3 or 4, CW-1). */
export function cantWinSampling(numPlayers: number): TrickSamplerSpec {
  return { deck: deckFor(numPlayers), classes: COLOURS, follow: FOLLOW };
}
