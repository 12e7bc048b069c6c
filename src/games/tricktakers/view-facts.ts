/**
 * What the table reads off a seat's TrickTakers view (G-5): the view as the
 * rules' state.
 */
import type { TrickTakersView } from './game.js';
import type { TrickTakersState } from './rules.js';

/** The pure rules read a seat's view as a state: the viewer's own hand is in it (G-5). */
export const asState = (G: TrickTakersView) => G as unknown as TrickTakersState;
