/**
 * Instinct: what the shared trick sampler (../common/trick-sampler.ts) needs
 * to deal the cards a seat has not seen (issue 4): the 66-card deck, of which
 * 66 − 11 n cards stay in the secret stock (IN-1); the classes are the five
 * suits and the trump cards; voids follow IN-5 (a trump lead asks for
 * nothing, so it shows no void).
 */
import type { TrickSamplerSpec } from '../common/trick-sampler.js';
import { DECK, FOLLOW, SUITS, TRUMP } from './rules.js';

/** Instinct's {@link TrickSamplerSpec} (any player count). */
export const INSTINCT_SAMPLING: TrickSamplerSpec = {
  deck: DECK,
  classes: [...SUITS, TRUMP],
  follow: FOLLOW,
  stock: true,
};
