/**
 * The shared part elements every table draws with: those of the first
 * screen (`<tt-hand>`, `<tt-picker>`, `<tt-seat>`, `<tt-score-sheet>`: empty
 * at first, but drawn), defined once per page
 * (a second bundle on the page reuses them), and the shared parts loaded on
 * demand (./on-demand.ts, issue 20), each imported once per page.
 */
import { defineOnce } from './define.js';
import { TtHand } from './hand.js';
import { OnDemand } from './on-demand.js';
import { TtPicker } from './picker.js';
import { TtScoreSheet } from './score-sheet.js';
import { TtSeat } from './seat.js';

/** The shared part elements of the first screen, by tag. */
const PART_ELEMENTS: Readonly<Record<string, CustomElementConstructor>> = {
  'tt-hand': TtHand,
  'tt-picker': TtPicker,
  'tt-seat': TtSeat,
  'tt-score-sheet': TtScoreSheet,
};

/**
 * The log, the trick, the peek's panel, the round summary, the game-over panel and the log's lines
 * for tricks, rounds and the result (./later.ts): asked for when a table is created.
 */
export const LATER = new OnDemand(() => import('./later.js'));

/** The fair hint (./hint.ts): asked for while a table has `hint`. */
export const HINT = new OnDemand(() => import('./hint.js'));

/** Defines each shared part element of the first screen not yet defined on the page, and asks for the later ones. */
export function definePartElements(): void {
  for (const [tag, ctor] of Object.entries(PART_ELEMENTS)) defineOnce(tag, ctor);
  LATER.load().catch(() => undefined);
}
